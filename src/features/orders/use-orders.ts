import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LatLng } from '@/api/location';
import {
  requestRefund,
  submitCourierReview,
  submitItemReview,
  type OrderListKind,
  type Review,
} from '@/api/order-history';
import { locationQueries } from '@/api/queries/location';
import { invalidateOrderItems, invalidateOrders, orderQueries } from '@/api/queries/orders';
import { showToast } from '@/app/effects';

/** Running or ended orders, page after page (SPEC §9: a list stops at an empty page). */
export function useOrders(kind: OrderListKind) {
  return useInfiniteQuery(orderQueries.list(kind));
}

export function useOrder(orderId: number) {
  return useQuery(orderQueries.detail(orderId));
}

export function useOrderItems(orderId: number) {
  return useQuery(orderQueries.items(orderId));
}

export function useRefundReasons(enabled: boolean) {
  return useQuery({ ...orderQueries.refundReasons(), enabled });
}

/**
 * A delivered order's refund request: the provider's words show, and a request accepted
 * refreshes the order and both lists before `onDone`.
 */
export function useRefundRequest(onDone: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestRefund,
    onSuccess: (message) => {
      showToast({ type: 'toast', status: 'success', message });
      void invalidateOrders(queryClient);
      onDone();
    },
    onError: (error) => showToast({ type: 'toast', status: 'error', message: error.message }),
  });
}

/** The reviews of a delivered order: an item's review refreshes the order's items. */
export function useOrderReviews(orderId: number) {
  const queryClient = useQueryClient();
  return {
    sendItemReview: (itemId: number, review: Omit<Review, 'orderId'> & { images?: File[] }) =>
      submitItemReview({ ...review, orderId, itemId }),
    sendCourierReview: (deliveryManId: number, review: Omit<Review, 'orderId'>) =>
      submitCourierReview({ ...review, orderId, deliveryManId }),
    itemReviewed: () => void invalidateOrderItems(queryClient, orderId),
  };
}

/** The zones at a point (asked once, not again on a refusal). */
export function useZoneAt(point: LatLng | null, enabled: boolean) {
  return useQuery({ ...locationQueries.zoneAt(point), enabled, retry: false });
}
