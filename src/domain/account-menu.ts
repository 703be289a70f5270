/** SPEC §2 account menu, in its order; wallet, loyalty and referral only when their status is 1 (§5). */
export type AccountMenuEntry = { key: string; href: string };

export function accountMenuEntries(flags: {
  customer_wallet_status: boolean;
  loyalty_point_status: boolean;
  ref_earning_status: boolean;
}): AccountMenuEntry[] {
  return [
    { key: 'profileSettings', href: '/profile?page=profile-settings' },
    { key: 'myOrders', href: '/profile?page=my-orders' },
    ...(flags.customer_wallet_status ? [{ key: 'wallet', href: '/wallet' }] : []),
    { key: 'coupons', href: '/coupons' },
    ...(flags.loyalty_point_status ? [{ key: 'loyaltyPoints', href: '/loyalty-points' }] : []),
    ...(flags.ref_earning_status ? [{ key: 'referralCode', href: '/referral-code' }] : []),
    { key: 'inbox', href: '/profile?page=inbox' },
    { key: 'settings', href: '/settings' },
    { key: 'trackOrder', href: '/track-order' },
  ];
}
