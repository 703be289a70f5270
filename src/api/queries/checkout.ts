import { apiOf } from '../client';
import { keepPreviousData } from '@tanstack/query-core';
import { CACHE_TIERS } from '../cache-tiers';
import { fetchZonePayments, quoteOrder, type QuoteBody } from '../checkout';
import type { LatLng } from '../location';
import { queryOptions } from './options';
import { PERSONAL } from './personal';

export const checkoutKeys = {
  /** The zone's payment rules where the order goes, for the chosen module. */
  zonePayments: (point: LatLng | null, moduleId: number | null) =>
    ['zone-payments', point?.lat, point?.lng, moduleId] as const,
  /** The provider's totals for the whole quote body and the cart's lines (`cartContent`). */
  quote: (body: QuoteBody | null, cartContent: string) =>
    ['order-quote', body, cartContent] as const,
};

export const checkoutQueries = {
  zonePayments: (point: LatLng | null, moduleId: number | null) =>
    queryOptions({
      queryKey: checkoutKeys.zonePayments(point, moduleId),
      queryFn: ({ client, signal }) => fetchZonePayments(apiOf(client), point!, moduleId, signal),
      enabled: point !== null,
      staleTime: CACHE_TIERS.live,
    }),
  /**
   * `customer/order/quote`, asked afresh whenever any input changes and kept for no one else;
   * the last answer shows while the next is on its way.
   */
  quote: (body: QuoteBody | null, cartContent: string) =>
    queryOptions({
      queryKey: checkoutKeys.quote(body, cartContent),
      meta: PERSONAL,
      queryFn: ({ client, signal }) => quoteOrder(apiOf(client), body!, signal),
      enabled: body !== null,
      staleTime: 0,
      gcTime: 0,
      retry: false,
      placeholderData: keepPreviousData,
    }),
};
