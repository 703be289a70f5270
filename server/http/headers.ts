import type { FastifyRequest } from 'fastify';
import { refuse } from './errors';
import { toNumber } from './params';

/** The request headers of CONTRACT.md, parsed defensively (never into SQL). */

function header(req: FastifyRequest, name: string): string | undefined {
  const v = req.headers[name.toLowerCase()];
  const s = Array.isArray(v) ? v[0] : v;
  if (s === undefined) return undefined;
  const t = s.trim();
  return t === '' || t === 'null' || t === 'undefined' ? undefined : t;
}

/**
 * `zoneId`: a JSON array string such as `[1,2]` (the `zone_id` of get-zone-id). A bare id or a
 * comma-separated list is tolerated. Missing: 403 `zoneId` "Zone id required".
 */
export function parseZoneIds(raw: string | undefined): number[] | undefined {
  if (raw === undefined) return undefined;
  let s = raw.trim();
  if (s.startsWith('"') && s.endsWith('"') && s.length >= 2) s = s.slice(1, -1).trim();
  let parts: unknown[];
  if (s.startsWith('[')) {
    try {
      const parsed: unknown = JSON.parse(s);
      if (!Array.isArray(parsed)) return undefined;
      parts = parsed;
    } catch {
      return undefined;
    }
  } else {
    parts = s.split(',');
  }
  const ids: number[] = [];
  for (const p of parts) {
    const n = toNumber(p);
    if (n === undefined || !Number.isSafeInteger(n) || n < 1) return undefined;
    if (!ids.includes(n)) ids.push(n);
  }
  return ids.length > 0 ? ids : undefined;
}

export function requireZoneIds(req: FastifyRequest): number[] {
  const raw = header(req, 'zoneId');
  if (raw === undefined) throw refuse('zoneId', 'Zone id required');
  const ids = parseZoneIds(raw);
  if (!ids) throw refuse('zoneId', 'Zone id must be a JSON array of zone ids, e.g. [1,2]');
  return ids;
}

export function optionalZoneIds(req: FastifyRequest): number[] | undefined {
  const raw = header(req, 'zoneId');
  if (raw === undefined) return undefined;
  const ids = parseZoneIds(raw);
  if (!ids) throw refuse('zoneId', 'Zone id must be a JSON array of zone ids, e.g. [1,2]');
  return ids;
}

/** `moduleId`: an integer id, or undefined when absent. Malformed: 403 `moduleId`. */
export function optionalModuleId(req: FastifyRequest): number | undefined {
  const raw = header(req, 'moduleId');
  if (raw === undefined) return undefined;
  const n = toNumber(raw);
  if (n === undefined || !Number.isSafeInteger(n) || n < 1)
    throw refuse('moduleId', 'Module id must be an integer');
  return n;
}

export function requireModuleIdHeader(req: FastifyRequest): number {
  const id = optionalModuleId(req);
  if (id === undefined) throw refuse('moduleId', 'Module id required');
  return id;
}

/** `latitude`/`longitude`: used for distances only; anything unusable counts as absent. */
export function headerLocation(req: FastifyRequest): { lat: number; lng: number } | undefined {
  const lat = toNumber(header(req, 'latitude'));
  const lng = toNumber(header(req, 'longitude'));
  if (lat === undefined || lng === undefined) return undefined;
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180) return undefined;
  return { lat, lng };
}

/** The bearer token, if any (`Bearer null` counts as none). */
export function bearerToken(req: FastifyRequest): string | undefined {
  const raw = header(req, 'authorization');
  if (raw === undefined) return undefined;
  const m = /^Bearer\s+(.+)$/i.exec(raw);
  const token = m?.[1]?.trim();
  return token === undefined || token === '' || token === 'null' || token === 'undefined'
    ? undefined
    : token;
}

export function idempotencyKey(req: FastifyRequest): string | undefined {
  const raw = header(req, 'Idempotency-Key');
  if (raw === undefined) return undefined;
  if (raw.length > 200)
    throw refuse('Idempotency-Key', 'The idempotency key may not be longer than 200 characters');
  return raw;
}
