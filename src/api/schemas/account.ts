import { string, type, type Infer } from 'superstruct';
import { Num, maybe, orDefault } from './common';

/** `customer/info`: the fields the account pages show. */
export const CustomerInfo = type({
  id: Num,
  f_name: maybe(string()),
  l_name: maybe(string()),
  phone: maybe(string()),
  wallet_balance: orDefault(Num, 0),
  loyalty_point: orDefault(Num, 0),
  ref_code: maybe(string()),
});
export type CustomerInfo = Infer<typeof CustomerInfo>;
