import type { FastifyRequest } from 'fastify';
import type { ModuleRow } from '../db/schema';
import { DEFAULT_TIMEZONE, localNow, type LocalNow } from '../services/clock';
import { readSetting } from '../services/config';
import type { LatLng } from '../services/geo';
import { keptConfig } from '../services/kept-config';
import { moduleIn, requireModule } from '../services/modules';
import type { AppContext } from './context';
import {
  headerLocation,
  optionalModuleId,
  optionalZoneIds,
  requireModuleIdHeader,
  requireZoneIds,
} from './headers';
import { languageOf, type Lang } from './messages';

/**
 * The header rules of the catalogue calls (CONTRACT "Headers"): `zoneId` always (403 `zoneId`),
 * `moduleId` required except on the listed exemptions (403 `moduleId`; unknown or inactive
 * module: 403 `moduleId` "Module not found"), `latitude`/`longitude` for distances,
 * `X-localization` for the language. Checked in that order. "Now" comes from the app's Clock,
 * in the business time zone.
 */

export interface Scope {
  zoneIds: number[];
  lang: Lang;
  from: LatLng | undefined;
  now: LocalNow;
}

export interface ModuleScope extends Scope {
  moduleId: number;
  module: ModuleRow;
}

export interface OptionalModuleScope extends Scope {
  moduleId: number | undefined;
  module: ModuleRow | undefined;
}

async function base(req: FastifyRequest, ctx: AppContext): Promise<Scope> {
  return withoutZone(req, ctx, requireZoneIds(req));
}

async function withoutZone(req: FastifyRequest, ctx: AppContext, zoneIds: number[]) {
  const timezone = await readSetting<string>(ctx.db, 'timezone', DEFAULT_TIMEZONE);
  return scopeOf(req, ctx, zoneIds, timezone);
}

function scopeOf(req: FastifyRequest, ctx: AppContext, zoneIds: number[], timezone: unknown) {
  return {
    zoneIds,
    lang: languageOf(req),
    from: headerLocation(req),
    now: localNow(ctx.clock.now(), typeof timezone === 'string' ? timezone : DEFAULT_TIMEZONE),
  };
}

/**
 * The lists' scope (every search and list asks it): the time zone and the module from one
 * read of the kept settings (services/kept-config.ts), the headers checked in the same order.
 */
export async function moduleScope(req: FastifyRequest, ctx: AppContext): Promise<ModuleScope> {
  const zoneIds = requireZoneIds(req);
  const config = await keptConfig(ctx.db);
  const timezone = config.settings.get('timezone');
  const scope = scopeOf(req, ctx, zoneIds, timezone?.ok ? timezone.value : DEFAULT_TIMEZONE);
  const moduleId = requireModuleIdHeader(req);
  return { ...scope, moduleId, module: moduleIn(config, moduleId) };
}

export async function optionalModuleScope(
  req: FastifyRequest,
  ctx: AppContext,
): Promise<OptionalModuleScope> {
  const scope = await base(req, ctx);
  const moduleId = optionalModuleId(req);
  const module = moduleId === undefined ? undefined : await requireModule(ctx.db, moduleId);
  return { ...scope, moduleId, module };
}

/**
 * Details pages (a store's, an item's): no header is required, as 6amMart clients load them
 * server-side without any; headers that are sent are still checked.
 */
export async function detailsScope(
  req: FastifyRequest,
  ctx: AppContext,
): Promise<OptionalModuleScope> {
  const scope = await withoutZone(req, ctx, optionalZoneIds(req) ?? []);
  const moduleId = optionalModuleId(req);
  const module = moduleId === undefined ? undefined : await requireModule(ctx.db, moduleId);
  return { ...scope, moduleId, module };
}
