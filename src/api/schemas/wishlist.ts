import { array, type, type Infer } from 'superstruct';
import { Item, Store } from './catalogue';
import { orDefault } from './common';

/** `customer/wish-list`: the customer's wished items and stores (newest first). */
export const Wishlist = type({
  item: orDefault(array(Item), []),
  store: orDefault(array(Store), []),
});
export type Wishlist = Infer<typeof Wishlist>;
