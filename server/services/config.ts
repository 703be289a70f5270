import type { Db } from '../db/client';
import { withJsonText } from '../http/json-text';
import { IMAGE_BASE, imageUrl } from './images';
import { keptConfig } from './kept-config';

/** Business settings (one JSON value per key). */
export async function readSettings(db: Db): Promise<Record<string, unknown>> {
  const rows = await db.selectFrom('business_settings').selectAll().execute();
  const out: Record<string, unknown> = {};
  for (const r of rows) {
    try {
      out[r.key] = JSON.parse(r.value) as unknown;
    } catch {
      out[r.key] = r.value;
    }
  }
  return out;
}

/**
 * One setting (its JSON parsed), or `fallback` when absent or not JSON. Kept per version
 * (services/kept-config.ts), each answer its own copy; inside a transaction, read from it.
 */
export async function readSetting<T>(db: Db, key: string, fallback: T): Promise<T> {
  if (!db.isTransaction) {
    const setting = (await keptConfig(db)).settings.get(key);
    if (!setting?.ok) return fallback;
    const v = setting.value;
    return (typeof v === 'object' && v !== null ? structuredClone(v) : v) as T;
  }
  const row = await db
    .selectFrom('business_settings')
    .select('value')
    .where('key', '=', key)
    .executeTakeFirst();
  if (!row) return fallback;
  try {
    return JSON.parse(row.value) as T;
  } catch {
    return fallback;
  }
}

/** `GET config`: the settings plus the derived `*_full_url` fields. */
/** Bases 6amMart clients read that the seeded settings do not carry. */
const EXTRA_BASE_URLS = {
  order_attachment_url: '/api/v1/customer/order/attachment',
  chat_image_url: `${IMAGE_BASE}/conversation`,
  refund_image_url: `${IMAGE_BASE}/refund`,
  gateway_image_url: `${IMAGE_BASE}/gateway`,
};

/**
 * `config`: the settings, with `base_urls` absolute under `origin` (the public URL, else the
 * request's origin), so clients on other origins can use them.
 */
export async function publicConfig(db: Db, origin: string): Promise<Record<string, unknown>> {
  if (db.isTransaction) return publicConfigOf(await readSettings(db), origin);
  // Made once per version of the settings (every server-rendered page asks for it), for the
  // last origin asked (one, under PUBLIC_URL), and sent as the JSON written then.
  const config = await keptConfig(db);
  const last = config.derived('public config', () => ({ origin: '', answer: {} }));
  if (last.origin !== origin || Object.keys(last.answer).length === 0) {
    const settings = Object.fromEntries(
      [...config.settings].map(([key, setting]) => [key, setting.value]),
    );
    const answer = publicConfigOf(settings, origin);
    const text = JSON.stringify(answer);
    last.answer = withJsonText(answer, () => text);
    last.origin = origin;
  }
  return last.answer;
}

function publicConfigOf(s: Record<string, unknown>, origin: string): Record<string, unknown> {
  const logo = typeof s.logo === 'string' ? s.logo : '';
  const favIcon = typeof s.fav_icon === 'string' ? s.fav_icon : logo;
  const bases = { ...(s.base_urls as Record<string, unknown> | undefined), ...EXTRA_BASE_URLS };
  return {
    ...s,
    base_urls: Object.fromEntries(
      Object.entries(bases).map(([k, v]) => [
        k,
        typeof v === 'string' && v.startsWith('/') ? `${origin}${v}` : v,
      ]),
    ),
    logo_full_url: logo ? imageUrl('business', logo) : null,
    fav_icon_full_url: favIcon ? imageUrl('business', favIcon) : null,
    ...paymentReadings(s),
  };
}

/**
 * What 6amMart clients read to offer the payment methods (issue 42): `partial_payment_method`
 * (cash on delivery is offered only when it is "both", "cod" or null: a missing key offered
 * nothing) and `digital_payment_info.digital_payment`, from the settings when they hold them.
 */
function paymentReadings(s: Record<string, unknown>) {
  return {
    partial_payment_method:
      typeof s.partial_payment_method === 'string' ? s.partial_payment_method : 'both',
    digital_payment_info:
      typeof s.digital_payment_info === 'object' && s.digital_payment_info !== null
        ? s.digital_payment_info
        : {
            digital_payment: s.digital_payment === true || s.digital_payment === 1,
            plugin_payment_gateways: [],
            default_payment_gateways: [],
          },
  };
}

/** The admin free-delivery threshold, or undefined when that rule is off. */
export async function freeDeliveryOver(db: Db): Promise<number | undefined> {
  const admin = await readSetting<{ status?: unknown; free_delivery_over?: unknown } | null>(
    db,
    'admin_free_delivery',
    null,
  );
  if (admin && (admin.status === true || admin.status === 1 || admin.status === '1')) {
    const n = Number(admin.free_delivery_over);
    return Number.isFinite(n) && n > 0 ? n : undefined;
  }
  return undefined;
}

/** Whether a module type keeps stock (module_config[type].stock). */
export async function moduleKeepsStock(db: Db, moduleType: string): Promise<boolean> {
  const cfg = await readSetting<Record<string, { stock?: unknown } | unknown>>(
    db,
    'module_config',
    {},
  );
  const entry = cfg[moduleType];
  if (entry && typeof entry === 'object' && 'stock' in entry)
    return (entry as { stock?: unknown }).stock === true;
  return moduleType !== 'food' && moduleType !== 'parcel';
}
