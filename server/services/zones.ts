import type { Db } from '../db/client';
import type { ModuleZoneRow } from '../db/schema';
import { notFound } from '../http/errors';
import { pointInPolygon, type LatLng } from './geo';
import { keptConfig, type Zone } from './kept-config';
import { serializeModule } from './modules';

export type { Zone } from './kept-config';

/** The active zones, by id (kept: services/kept-config.ts; each a copy). */
export async function activeZones(db: Db): Promise<Zone[]> {
  return (await keptConfig(db)).zones.map((z) => ({ ...z }));
}

/** The active zones containing the point, smallest (by area) first. */
export async function zonesAt(db: Db, point: LatLng): Promise<Zone[]> {
  const zones = await activeZones(db);
  return zones
    .filter((z) => z.ring.length >= 3 && pointInPolygon(point, z.ring))
    .sort((a, b) => a.area_km2 - b.area_km2 || a.id - b.id);
}

export async function requireZonesAt(db: Db, point: LatLng): Promise<Zone[]> {
  const zones = await zonesAt(db, point);
  if (zones.length === 0) throw notFound('coordinates', 'Service not available in this area');
  return zones;
}

export function serializePivot(p: ModuleZoneRow) {
  return {
    zone_id: p.zone_id,
    module_id: p.module_id,
    per_km_shipping_charge: p.per_km_shipping_charge,
    minimum_shipping_charge: p.minimum_shipping_charge,
    maximum_shipping_charge: p.maximum_shipping_charge,
    maximum_cod_order_amount: p.maximum_cod_order_amount,
    delivery_charge_type: 'distance',
    fixed_shipping_charge: 0,
  };
}

export function serializeZone(z: Zone) {
  return {
    id: z.id,
    name: z.name,
    display_name: z.display_name,
    status: z.status,
    cash_on_delivery: z.cash_on_delivery === 1,
    digital_payment: z.digital_payment === 1,
    offline_payment: z.offline_payment === 1,
    increased_delivery_fee: z.increased_delivery_fee,
    increased_delivery_fee_status: 0,
    increase_delivery_charge_message: null,
    formated_coordinates: z.ring,
  };
}

/**
 * The `zone_data` of get-zone-id: each zone containing the point, smallest first (as `zonesAt`
 * gives them), with the active modules it serves there and their pivot charges. A module is
 * listed under one zone only: the first (smallest) that has its charges, the zone `pivotFor`
 * charges an order by and whose payment rules placement checks; a larger overlapping zone does
 * not repeat it. So a client taking the last zone that lists the module (the 6amMart web
 * client's `getInfoFromZoneData`) and one taking the first (our SPA) read the same charges,
 * those the order is charged (docs/PROVIDER.md).
 */
export async function zoneData(db: Db, zones: Zone[]) {
  const { modules, pivots } = await keptConfig(db);
  const listed = new Set<number>();
  return zones.map((z) => {
    const served = pivots
      .filter((p) => p.zone_id === z.id && modules.get(p.module_id)?.status === 1)
      .filter((p) => !listed.has(p.module_id))
      .sort((a, b) => a.module_id - b.module_id);
    for (const p of served) listed.add(p.module_id);
    return {
      ...serializeZone(z),
      modules: served.map((p) => ({
        ...serializeModule(modules.get(p.module_id)!),
        pivot: serializePivot(p),
      })),
    };
  });
}

/**
 * The pivot charges of a module in the first (smallest) of `zones` that serves it: the zone
 * `zoneData` lists the module under.
 */
export async function pivotFor(
  db: Db,
  zones: Zone[],
  moduleId: number,
): Promise<{ zone: Zone; pivot: ModuleZoneRow } | undefined> {
  if (zones.length === 0) return undefined;
  const { pivots } = await keptConfig(db);
  for (const zone of zones) {
    const pivot = pivots.find((p) => p.module_id === moduleId && p.zone_id === zone.id);
    if (pivot) return { zone, pivot: { ...pivot } };
  }
  return undefined;
}
