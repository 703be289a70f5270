import { readRow, type Db } from '../db/client';
import type { ModuleRow, ModuleZoneRow, ZoneRow } from '../db/schema';
import type { LatLng } from './geo';

/**
 * What the rarely written tables say — business settings, modules, zones and their module
 * charges — kept in this process while `config_version.n` stays (migration 0014: a trigger
 * moves it on every write to them, whoever writes). A use reads that one row instead of the
 * tables, and the settings' JSON and the zones' rings are parsed once per version (issue 29:
 * every list read the time zone and the module, every placement all the settings, the zones
 * and their rings, the module twice).
 *
 * The version is read before the tables: a write committed in between leaves newer rows under
 * the older version, read again at the next use. Inside a transaction nothing is kept: its
 * reads go to the tables, as the transaction sees them.
 */

export interface Zone extends ZoneRow {
  ring: LatLng[];
}

export interface Setting {
  /** the stored text parsed as JSON (`ok`), else the text itself */
  value: unknown;
  ok: boolean;
}

export class KeptConfig {
  readonly #derived = new Map<string, unknown>();

  constructor(
    readonly settings: ReadonlyMap<string, Setting>,
    readonly modules: ReadonlyMap<number, ModuleRow>,
    /** the active zones, by id */
    readonly zones: readonly Zone[],
    readonly pivots: readonly ModuleZoneRow[],
  ) {}

  /** `make(this)` once per version (its answer must not be changed by its users). */
  derived<T>(key: string, make: (c: KeptConfig) => T): T {
    if (!this.#derived.has(key)) this.#derived.set(key, make(this));
    return this.#derived.get(key) as T;
  }
}

export function parseRing(text: string): LatLng[] {
  try {
    const parsed: unknown = JSON.parse(text);
    if (!Array.isArray(parsed)) return [];
    return parsed.flatMap((p: unknown) => {
      if (p && typeof p === 'object' && 'lat' in p && 'lng' in p) {
        const { lat, lng } = p as { lat: unknown; lng: unknown };
        if (typeof lat === 'number' && typeof lng === 'number') return [{ lat, lng }];
      }
      return [];
    });
  } catch {
    return [];
  }
}

async function load(db: Db): Promise<KeptConfig> {
  const settings = new Map<string, Setting>();
  for (const r of await db.selectFrom('business_settings').selectAll().execute()) {
    try {
      settings.set(r.key, { value: JSON.parse(r.value) as unknown, ok: true });
    } catch {
      settings.set(r.key, { value: r.value, ok: false });
    }
  }
  const modules = await db.selectFrom('modules').selectAll().execute();
  const zones = await db
    .selectFrom('zones')
    .selectAll()
    .where('status', '=', 1)
    .orderBy('id')
    .execute();
  const pivots = await db.selectFrom('module_zone').selectAll().execute();
  return new KeptConfig(
    settings,
    new Map(modules.map((m) => [m.id, m])),
    zones.map((z) => ({ ...z, ring: parseRing(z.coordinates) })),
    pivots,
  );
}

/** At once on SQLite, past Kysely (`readRow`): every request of a list asks it. */
async function versionOf(db: Db): Promise<string> {
  const row = await readRow<{ n: number | string }>(
    db,
    'select n from config_version where id = 1',
  );
  return String(row?.n ?? '');
}

const kept = new WeakMap<Db, { version: string; config: KeptConfig }>();

/** The settings, modules, zones and module charges as the database has them now. */
export async function keptConfig(db: Db): Promise<KeptConfig> {
  if (db.isTransaction) return load(db);
  const version = await versionOf(db);
  const was = kept.get(db);
  if (was && was.version === version) return was.config;
  const config = await load(db);
  kept.set(db, { version, config });
  return config;
}
