/** The ways an order is paid (CONTRACT "Orders" `payment_method`, offline payment left out). */
export type OrderPaymentMethod = 'cash_on_delivery' | 'wallet' | 'digital_payment';

/** The config's switches for cash on delivery and online payment. */
export type PaymentSwitches = { cash_on_delivery: boolean; digital_payment: boolean };

/** The zone's flags where the order starts (`config/get-zone-id`); undefined until known. */
export type ZonePaymentFlags = { cashOnDelivery: boolean; digitalPayment: boolean } | undefined;

/**
 * The methods an order may be paid with, in the order they are offered: cash on delivery and
 * online payment where both the config and the zone allow them (the provider refuses them
 * otherwise: server/services/order-place/rules.ts `checkPaymentAllowed`), the wallet where it is
 * on for a signed-in customer. A zone not known yet refuses nothing.
 */
export function allowedPaymentMethods(
  settings: PaymentSwitches,
  zone: ZonePaymentFlags,
  walletOn: boolean,
): OrderPaymentMethod[] {
  return [
    ...(settings.cash_on_delivery && zone?.cashOnDelivery !== false
      ? (['cash_on_delivery'] as const)
      : []),
    ...(walletOn ? (['wallet'] as const) : []),
    ...(settings.digital_payment && zone?.digitalPayment !== false
      ? (['digital_payment'] as const)
      : []),
  ];
}

/**
 * What the payment section says about cash on delivery: the zone module's limit (`limit`, null
 * when cash is not offered or the zone sets none) and whether the chosen cash payment is over it
 * (the provider will refuse it).
 */
export function cashOnDeliveryNotice(a: {
  methods: readonly OrderPaymentMethod[];
  chosen: OrderPaymentMethod | null;
  /** The zone module's maximum cash-on-delivery order (0: none). */
  codLimit: number;
  amount: number;
}): { limit: number | null; exceeded: boolean } {
  const limited = a.codLimit > 0;
  return {
    limit: limited && a.methods.includes('cash_on_delivery') ? a.codLimit : null,
    exceeded: limited && a.chosen === 'cash_on_delivery' && a.amount > a.codLimit,
  };
}

/**
 * SPEC §4 failed payment: Switch to Cash On Delivery only where the zone takes cash. The flag
 * stored with the location decides; a location stored before it was takes the zone's answer
 * (`zoneTakesCash`, undefined when unknown), and an unknown zone offers no switch.
 */
export function cashOnDeliverySwitchAllowed(
  storedFlag: boolean | null,
  zoneTakesCash: boolean | undefined,
): boolean {
  return storedFlag ?? zoneTakesCash ?? false;
}
