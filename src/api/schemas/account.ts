import { string, type, type Infer } from 'superstruct';
import { Num, maybe, orDefault } from './common';

/** `customer/info`: what the profile page shows and edits, the balances and the referral code. */
export const CustomerInfo = type({
  id: Num,
  f_name: maybe(string()),
  l_name: maybe(string()),
  phone: maybe(string()),
  email: maybe(string()),
  image_full_url: maybe(string()),
  login_medium: maybe(string()),
  social_id: maybe(string()),
  wallet_balance: orDefault(Num, 0),
  loyalty_point: orDefault(Num, 0),
  ref_code: maybe(string()),
});
export type CustomerInfo = Infer<typeof CustomerInfo>;
