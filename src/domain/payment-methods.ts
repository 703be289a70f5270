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
