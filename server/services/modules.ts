import type { Db } from '../db/client';
import type { ModuleRow } from '../db/schema';
import { refuse } from '../http/errors';
import { imageUrl } from './images';
import { keptConfig, type KeptConfig } from './kept-config';

export function serializeModule(m: ModuleRow) {
  return {
    id: m.id,
    module_name: m.module_name,
    module_type: m.module_type,
    slug: m.slug,
    thumbnail: m.thumbnail,
    icon: m.icon,
    status: String(m.status),
    theme_id: m.theme_id,
    description: m.description,
    all_zone_service: 0,
    icon_full_url: imageUrl('module', m.icon),
    thumbnail_full_url: imageUrl('module', m.thumbnail),
    created_at: m.created_at,
  };
}

/** The module named by the `moduleId` header; unknown or inactive: 403 `moduleId`. */
export async function requireModule(db: Db, id: number): Promise<ModuleRow> {
  return moduleIn(await keptConfig(db), id);
}

/** `requireModule` on settings already read (a copy of the kept row). */
export function moduleIn(config: KeptConfig, id: number): ModuleRow {
  const m = config.modules.get(id);
  if (!m || m.status !== 1) throw refuse('moduleId', 'Module not found');
  return { ...m };
}

/** Active modules (optionally only those serving one of `zoneIds`), each with its zones and pivots. */
export async function listModules(db: Db, zoneIds?: number[]) {
  // The modules, active zones and charges as kept per config version (kept-config.ts).
  const { modules: kept, zones, pivots } = await keptConfig(db);
  const modules = [...kept.values()].filter((m) => m.status === 1).sort((a, b) => a.id - b.id);
  let storeCountsQuery = db
    .selectFrom('stores')
    .select(['module_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('status', '=', 1)
    .groupBy('module_id');
  if (zoneIds) storeCountsQuery = storeCountsQuery.where('zone_id', 'in', zoneIds);
  const storeCounts = new Map(
    (await storeCountsQuery.execute()).map((r) => [r.module_id, Number(r.n)]),
  );

  return modules
    .map((m) => {
      const own = pivots.filter((p) => p.module_id === m.id);
      const moduleZones = zones
        .filter((z) => own.some((p) => p.zone_id === z.id))
        .map((z) => {
          const p = own.find((q) => q.zone_id === z.id)!;
          return {
            id: z.id,
            name: z.name,
            display_name: z.display_name,
            status: z.status,
            cash_on_delivery: z.cash_on_delivery === 1,
            digital_payment: z.digital_payment === 1,
            pivot: {
              module_id: m.id,
              zone_id: z.id,
              per_km_shipping_charge: p.per_km_shipping_charge,
              minimum_shipping_charge: p.minimum_shipping_charge,
              maximum_shipping_charge: p.maximum_shipping_charge,
              maximum_cod_order_amount: p.maximum_cod_order_amount,
            },
          };
        });
      return {
        ...serializeModule(m),
        stores_count: storeCounts.get(m.id) ?? 0,
        zones: moduleZones,
      };
    })
    .filter((m) => !zoneIds || m.zones.some((z) => zoneIds.includes(z.id)));
}
