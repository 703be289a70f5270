import { string, type, type Infer } from 'superstruct';
import { Num, maybe } from './common';

/** `customer/info`: what the profile page shows and edits. */
export const CustomerProfile = type({
  id: Num,
  f_name: maybe(string()),
  l_name: maybe(string()),
  phone: maybe(string()),
  email: maybe(string()),
  image_full_url: maybe(string()),
  login_medium: maybe(string()),
  social_id: maybe(string()),
});
export type CustomerProfile = Infer<typeof CustomerProfile>;
