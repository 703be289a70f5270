import type { ApiClient } from './client';
import { MessageAnswer } from './schemas/content';
import {
  CancellationReasons,
  OrderDetails,
  OrderPage,
  OrderSummary,
  RefundReasons,
  ReviewReminder,
} from './schemas/order-history';

/** SPEC §9: the default page size. */
export const ORDER_PAGE_SIZE = 10;

export type OrderListKind = 'running' | 'history';

/** A customer's running or ended orders; `page` is the 1-based page the contract calls offset. */
export function fetchOrders(
  api: ApiClient,
  kind: OrderListKind,
  page: number,
  signal?: AbortSignal,
) {
  return api.request(
    kind === 'running' ? 'customer/order/running-orders' : 'customer/order/list',
    OrderPage,
    { query: { offset: page, limit: ORDER_PAGE_SIZE }, signal },
  );
}

/** One of the customer's orders: status, totals, address, payment (`customer/order/track`). */
export function fetchOrder(api: ApiClient, orderId: number, signal?: AbortSignal) {
  return api.request('customer/order/track', OrderSummary, {
    query: { order_id: orderId },
    signal,
  });
}

/** The order's item rows; parcel and prescription orders have none (an empty list then). */
export async function fetchOrderItems(api: ApiClient, orderId: number, signal?: AbortSignal) {
  const answer = await api.request('customer/order/details', OrderDetails, {
    query: { order_id: orderId },
    signal,
  });
  return Array.isArray(answer) ? answer : [];
}

export async function fetchCancellationReasons(
  api: ApiClient,
  query: {
    offset: number;
    limit: number;
    type: string;
  },
) {
  return (await api.request('customer/order/cancellation-reasons', CancellationReasons, { query }))
    .data;
}

export async function fetchRefundReasons(api: ApiClient, signal?: AbortSignal) {
  return (await api.request('customer/order/refund-reasons', RefundReasons, { signal }))
    .refund_reasons;
}

/** A delivered order's refund request, with up to 3 photos (the provider answers its words). */
export async function requestRefund(
  api: ApiClient,
  request: {
    orderId: number;
    reason: string;
    note: string;
    images: File[];
  },
) {
  const body = new FormData();
  body.set('order_id', String(request.orderId));
  body.set('customer_reason', request.reason);
  if (request.note) body.set('customer_note', request.note);
  for (const image of request.images) body.append('image[]', image);
  const answer = await api.request('customer/order/refund-request', MessageAnswer, {
    method: 'POST',
    body,
  });
  return answer.message;
}

export type Review = { orderId: number; rating: number; comment: string };

/**
 * `items/reviews/submit`: JSON, or multipart with the review's photos as `attachment[]` (the
 * provider checks them again: type from the bytes, 2 MB, at most 3).
 */
export async function submitItemReview(
  api: ApiClient,
  review: Review & { itemId: number; images?: File[] },
) {
  const fields = {
    item_id: review.itemId,
    order_id: review.orderId,
    rating: review.rating,
    comment: review.comment || undefined,
  };
  const images = review.images ?? [];
  let body: Record<string, unknown> | FormData = fields;
  if (images.length > 0) {
    const form = new FormData();
    for (const [key, value] of Object.entries(fields))
      if (value !== undefined) form.set(key, String(value));
    for (const image of images) form.append('attachment[]', image);
    body = form;
  }
  const answer = await api.request('items/reviews/submit', MessageAnswer, { method: 'POST', body });
  return answer.message;
}

export async function submitCourierReview(
  api: ApiClient,
  review: Review & { deliveryManId: number },
) {
  const answer = await api.request('delivery-man/reviews/submit', MessageAnswer, {
    method: 'POST',
    body: {
      delivery_man_id: review.deliveryManId,
      order_id: review.orderId,
      rating: review.rating,
      comment: review.comment || undefined,
    },
  });
  return answer.message;
}

/**
 * The customer's last delivered order still to be reviewed, with its item images
 * (`customer/review-reminder`); `null` when none waits.
 */
export async function fetchPendingReview(
  api: ApiClient,
  signal?: AbortSignal,
): Promise<{ orderId: number; images: string[] } | null> {
  const answer = await api.request('customer/review-reminder', ReviewReminder, { signal });
  return answer.order_id == null ? null : { orderId: answer.order_id, images: answer.images };
}

/** The review prompt is not shown again for this order (`customer/review-reminder-cancel`). */
export async function cancelReviewReminder(api: ApiClient, orderId: number): Promise<void> {
  await api.request('customer/review-reminder-cancel', MessageAnswer, {
    query: { order_id: orderId },
  });
}
