import type { Db } from '../../db/client';
import { DEFAULT_TIMEZONE } from '../clock';
import { readSettings } from '../config';
import { keptConfig } from '../kept-config';

/**
 * The business settings order placement obeys, read once per placement and typed here (the
 * only place that knows their keys and defaults).
 */
export interface OrderSettings {
  timeZone: string;
  guestCheckout: boolean;
  /** absent: on */
  homeDelivery: boolean;
  /** absent: on */
  takeAway: boolean;
  cashOnDelivery: boolean;
  digitalPayment: boolean;
  wallet: boolean;
  scheduleOrder: boolean;
  /** absent: on */
  tips: boolean;
  prescriptionOrders: boolean;
  /** the admin's free delivery over this items subtotal, when that rule is on */
  freeDeliveryOver: number | undefined;
  /** module_config[type].stock; absent: every module but food keeps stock */
  keepsStock(moduleType: string): boolean;
  /** module_config[type].order_attachment: the module takes prescription orders */
  takesPrescriptions(moduleType: string): boolean;
}

export const isOn = (v: unknown) => v === 1 || v === true || v === '1' || v === 'true';
const onUnlessOff = (v: unknown) => v === undefined || isOn(v);

type ModuleConfig = Record<string, { stock?: unknown; order_attachment?: unknown } | undefined>;

/** The settings as a placement reads them: made once per settings version (kept-config.ts). */
export async function readOrderSettings(db: Db): Promise<OrderSettings> {
  if (db.isTransaction) return orderSettingsOf(await readSettings(db));
  return (await keptConfig(db)).derived('orderSettings', (c) => {
    const s: Record<string, unknown> = {};
    for (const [key, setting] of c.settings) s[key] = setting.value;
    return Object.freeze(orderSettingsOf(s));
  });
}

function orderSettingsOf(s: Record<string, unknown>): OrderSettings {
  const freeOver = s.admin_free_delivery as
    { status?: unknown; free_delivery_over?: unknown } | undefined;
  const moduleConfig = (s.module_config ?? {}) as ModuleConfig;
  return {
    timeZone: typeof s.timezone === 'string' ? s.timezone : DEFAULT_TIMEZONE,
    guestCheckout: isOn(s.guest_checkout_status),
    homeDelivery: onUnlessOff(s.home_delivery_status),
    takeAway: onUnlessOff(s.takeaway_status),
    cashOnDelivery: isOn(s.cash_on_delivery),
    digitalPayment: isOn(s.digital_payment),
    wallet: isOn(s.customer_wallet_status),
    scheduleOrder: isOn(s.schedule_order),
    tips: onUnlessOff(s.dm_tips_status),
    prescriptionOrders: isOn(s.prescription_order_status),
    freeDeliveryOver:
      freeOver && isOn(freeOver.status) && Number(freeOver.free_delivery_over) > 0
        ? Number(freeOver.free_delivery_over)
        : undefined,
    keepsStock: (type) => {
      const cfg = moduleConfig[type];
      return cfg && typeof cfg === 'object' && 'stock' in cfg
        ? cfg.stock === true
        : type !== 'food';
    },
    takesPrescriptions: (type) => moduleConfig[type]?.order_attachment === true,
  };
}
