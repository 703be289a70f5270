import { apiOf } from '../client';
import type { QueryClient } from '@tanstack/query-core';
import { CACHE_TIERS } from '../cache-tiers';
import {
  fetchOrder,
  fetchOrderItems,
  fetchOrders,
  fetchRefundReasons,
  type OrderListKind,
} from '../order-history';
import { nextPageOf } from '../pagination';
import type { OrderPage } from '../schemas/order-history';
import { PERSONAL } from './personal';
import { infiniteQueryOptions, queryOptions } from './options';

/** The customer's orders: always fresh from the provider. */
export const orderKeys = {
  /** Both order lists. */
  lists: () => ['orders'] as const,
  list: (kind: OrderListKind) => ['orders', kind] as const,
  /** Every order's details and items. */
  details: () => ['order'] as const,
  detail: (orderId: number) => ['order', orderId] as const,
  items: (orderId: number) => ['order', orderId, 'items'] as const,
  refundReasons: () => ['refund-reasons'] as const,
};

export const orderQueries = {
  /** Running or ended orders, page after page (SPEC §9: a list stops at an empty page). */
  list: (kind: OrderListKind) =>
    infiniteQueryOptions({
      queryKey: orderKeys.list(kind),
      queryFn: ({ client, pageParam, signal }) =>
        fetchOrders(apiOf(client), kind, pageParam, signal),
      initialPageParam: 1,
      getNextPageParam: nextPageOf((page: OrderPage) => page.orders),
      staleTime: CACHE_TIERS.live,
      meta: PERSONAL,
    }),
  detail: (orderId: number) =>
    queryOptions({
      queryKey: orderKeys.detail(orderId),
      queryFn: ({ client, signal }) => fetchOrder(apiOf(client), orderId, signal),
      staleTime: CACHE_TIERS.live,
      meta: PERSONAL,
    }),
  items: (orderId: number) =>
    queryOptions({
      queryKey: orderKeys.items(orderId),
      queryFn: ({ client, signal }) => fetchOrderItems(apiOf(client), orderId, signal),
      staleTime: CACHE_TIERS.live,
      meta: PERSONAL,
    }),
  refundReasons: () =>
    queryOptions({
      queryKey: orderKeys.refundReasons(),
      queryFn: ({ client, signal }) => fetchRefundReasons(apiOf(client), signal),
      staleTime: CACHE_TIERS.catalogue,
    }),
};

/** After an order was placed: the lists show it. */
export function invalidateOrderLists(client: QueryClient) {
  return client.invalidateQueries({ queryKey: orderKeys.lists() });
}

/** After an order changed (canceled, a refund asked for): the lists and every order's details. */
export function invalidateOrders(client: QueryClient) {
  return Promise.all([
    invalidateOrderLists(client),
    client.invalidateQueries({ queryKey: orderKeys.details() }),
  ]);
}

/** After an item of an order was reviewed. */
export function invalidateOrderItems(client: QueryClient, orderId: number) {
  return client.invalidateQueries({ queryKey: orderKeys.items(orderId) });
}

/**
 * A push about an order's progress: every query of orders (the lists, the details and items,
 * and the checkout's quote), whatever order it is about.
 */
export function invalidateOrderTracking(client: QueryClient) {
  return client.invalidateQueries({
    predicate: (query) => String(query.queryKey[0]).startsWith('order'),
  });
}
