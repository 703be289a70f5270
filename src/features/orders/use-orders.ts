import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { OrderListKind } from '@/api/order-history';
import { orderQueries } from '@/api/queries/orders';

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
