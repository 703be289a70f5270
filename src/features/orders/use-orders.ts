import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { CACHE_TIERS } from '@/api/cache-tiers';
import {
  fetchOrder,
  fetchOrderItems,
  fetchOrders,
  fetchRefundReasons,
  type OrderListKind,
} from '@/api/order-history';
import type { LatLng } from '@/api/location';
import { nextPageOf } from '@/api/pagination';
import { locationQueries } from '@/api/queries/location';
import type { OrderPage } from '@/api/schemas/order-history';

const nextPage = nextPageOf((page: OrderPage) => page.orders);

/** Running or ended orders, page after page (SPEC §9: a list stops at an empty page). */
export function useOrders(kind: OrderListKind) {
  return useInfiniteQuery({
    queryKey: ['orders', kind],
    queryFn: ({ pageParam, signal }) => fetchOrders(kind, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    staleTime: CACHE_TIERS.live,
  });
}

export function useOrder(orderId: number) {
  return useQuery({
    queryKey: ['order', orderId],
    queryFn: ({ signal }) => fetchOrder(orderId, signal),
    staleTime: CACHE_TIERS.live,
  });
}

export function useOrderItems(orderId: number) {
  return useQuery({
    queryKey: ['order', orderId, 'items'],
    queryFn: ({ signal }) => fetchOrderItems(orderId, signal),
    staleTime: CACHE_TIERS.live,
  });
}

export function useRefundReasons(enabled: boolean) {
  return useQuery({
    queryKey: ['refund-reasons'],
    queryFn: ({ signal }) => fetchRefundReasons(signal),
    enabled,
    staleTime: CACHE_TIERS.catalogue,
  });
}

/** The zones at a point (asked once, not again on a refusal). */
export function useZoneAt(point: LatLng | null, enabled: boolean) {
  return useQuery({ ...locationQueries.zoneAt(point), enabled, retry: false });
}
