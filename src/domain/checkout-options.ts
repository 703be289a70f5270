/** What the checkout offers besides the address and the contact, as the config switches it (SPEC §5). */
export type OrderType = 'delivery' | 'take_away';

/** The config's switches the checkout's choices depend on. */
export type CheckoutSwitches = {
  home_delivery_status: boolean;
  takeaway_status: boolean;
  dm_tips_status: boolean;
  customer_wallet_status: boolean;
};

/** The delivery man tips offered, 0 being "no tip". */
export const TIP_CHOICES = [0, 10, 20, 50, 100] as const;

/** Home delivery and take-away, those the config turns on, in that order. */
export function orderTypesOffered(settings: CheckoutSwitches): OrderType[] {
  return [
    ...(settings.home_delivery_status ? (['delivery'] as const) : []),
    ...(settings.takeaway_status ? (['take_away'] as const) : []),
  ];
}

/** Tips go to the delivery man: offered for a delivery only, where the config turns them on. */
export function tipsOffered(settings: CheckoutSwitches, orderType: OrderType): boolean {
  return orderType === 'delivery' && settings.dm_tips_status;
}

/** The tip the order carries: the chosen one where tips are offered, else none. */
export function tipApplied(settings: CheckoutSwitches, orderType: OrderType, chosen: number) {
  return tipsOffered(settings, orderType) ? chosen : 0;
}

/** The wallet pays only for a signed-in customer, where the config turns it on. */
export function walletUsable(settings: CheckoutSwitches, signedIn: boolean): boolean {
  return signedIn && settings.customer_wallet_status;
}
