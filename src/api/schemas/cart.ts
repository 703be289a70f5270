import { array, type, unknown, type Infer } from 'superstruct';
import { Num, orDefault } from './common';
import { Item } from './catalogue';

export const CartRow = type({
  id: Num,
  item_id: Num,
  price: Num,
  quantity: Num,
  variation: orDefault(array(unknown()), []),
  add_on_ids: orDefault(array(Num), []),
  add_on_qtys: orDefault(array(Num), []),
  item: Item,
});
export type CartRow = Infer<typeof CartRow>;
export const Cart = array(CartRow);

export const GuestAnswer = type({ guest_id: Num });
