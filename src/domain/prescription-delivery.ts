import { distanceKm } from './geo';

type Point = { lat: number; lng: number };

/**
 * Where and to whom a prescription order goes (SPEC §3, §5): the stored location and its
 * distance from the store (km, three decimals; a store without coordinates counts as here), the
 * signed-in customer's name and phone (none for a guest, who types them), a guest's id, no tip.
 */
export function prescriptionDelivery(a: {
  store: { id: number; latitude?: number | null; longitude?: number | null };
  from: Point;
  address: string;
  customer?: { f_name?: string | null; l_name?: string | null; phone?: string | null };
  guestId: string | null;
}) {
  const { store, from, customer } = a;
  const storeAt =
    store.latitude != null && store.longitude != null
      ? { lat: store.latitude, lng: store.longitude }
      : from;
  return {
    storeId: store.id,
    distance: Math.round(distanceKm(from, storeAt) * 1000) / 1000,
    address: a.address,
    latitude: from.lat,
    longitude: from.lng,
    contactPersonName: [customer?.f_name, customer?.l_name].filter(Boolean).join(' '),
    contactPersonNumber: customer?.phone ?? '',
    guestId: a.guestId,
    dmTips: 0,
  };
}
