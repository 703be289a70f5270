/**
 * SPEC §5/§6 access to the account pages: wallet and loyalty need a signed-in customer
 * ('You must be login to access this page.'), pages that list zone data need a picked zone
 * ('You must pick a zone to access this page.'), and wallet, loyalty and referral do not exist
 * while their config status is 0.
 */
export type AccessFlag = 'customer_wallet_status' | 'loyalty_point_status' | 'ref_earning_status';

export type AccessRule = { login?: boolean; zone?: boolean; flag?: AccessFlag };

export type AccessFacts = {
  signedIn: boolean;
  hasZone: boolean;
  /** the config's flags; undefined until the config has loaded */
  flags: Partial<Record<AccessFlag, boolean>> | undefined;
};

export type AccessVerdict = 'allowed' | 'checking' | 'hidden' | 'needsLogin' | 'needsZone';

export const ACCESS_RULES = {
  wallet: { login: true, flag: 'customer_wallet_status' },
  loyalty: { login: true, flag: 'loyalty_point_status' },
  referral: { login: true, flag: 'ref_earning_status' },
  coupons: { zone: true },
  profile: { login: true },
  chat: { login: true },
  orders: { login: true },
} as const satisfies Record<string, AccessRule>;

/** A page switched off is not found, whoever asks; then login, then the zone. */
export function accessVerdict(rule: AccessRule, facts: AccessFacts): AccessVerdict {
  if (rule.flag !== undefined) {
    if (facts.flags === undefined) return 'checking';
    if (facts.flags[rule.flag] !== true) return 'hidden';
  }
  if (rule.login && !facts.signedIn) return 'needsLogin';
  if (rule.zone && !facts.hasZone) return 'needsZone';
  return 'allowed';
}

/** The SPEC message a refused visitor sees (an i18n key). */
export const REFUSAL_MESSAGE_KEYS = {
  needsLogin: 'access.needsLogin',
  needsZone: 'access.needsZone',
} as const;
