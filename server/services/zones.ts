import type { Db } from '../db/client';
import type { ModuleRow, ModuleZoneRow } from '../db/schema';
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

/** The `zone_data` of get-zone-id: each zone with its active modules and their pivot charges. */
export async function zoneData(db: Db, zones: Zone[]) {
  if (zones.length === 0) return [];
  const ids = zones.map((z) => z.id);
  const pivots = await db
    .selectFrom('module_zone')
    .selectAll()
    .where('zone_id', 'in', ids)
    .execute();
  const modules = await db
    .selectFrom('modules')
    .selectAll()
    .where('status', '=', 1)
    .orderBy('id')
    .execute();
  const byId = new Map<number, ModuleRow>(modules.map((m) => [m.id, m]));
  return zones.map((z) => ({
    ...serializeZone(z),
    modules: pivots
      .filter((p) => p.zone_id === z.id && byId.has(p.module_id))
      .sort((a, b) => a.module_id - b.module_id)
      .map((p) => ({ ...serializeModule(byId.get(p.module_id)!), pivot: serializePivot(p) })),
  }));
}

/** The pivot charges of a module in the first (smallest) of `zones` that serves it. */
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
