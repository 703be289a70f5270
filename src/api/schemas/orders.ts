import { string, type, type Infer } from 'superstruct';
import { Num, Text, maybe } from './common';

export const PlacedOrder = type({
  order_id: Num,
  total_ammount: maybe(Num),
  total_amount: maybe(Num),
  status: maybe(string()),
});

const DeliveryMan = type({
  id: Num,
  f_name: string(),
  l_name: maybe(string()),
  image_full_url: maybe(string()),
  avg_rating: maybe(Num),
  phone: maybe(Text),
  lat: maybe(Num),
  lng: maybe(Num),
});

export const TrackedOrder = type({
  id: Num,
  order_status: string(),
  order_amount: Num,
  created_at: maybe(string()),
  delivery_address: maybe(
    type({
      contact_person_name: maybe(string()),
      contact_person_number: maybe(Text),
      address: maybe(string()),
      latitude: maybe(Num),
      longitude: maybe(Num),
    }),
  ),
  store: maybe(
    type({
      id: Num,
      name: string(),
      latitude: maybe(Num),
      longitude: maybe(Num),
      address: maybe(string()),
    }),
  ),
  delivery_man: maybe(DeliveryMan),
});
export type TrackedOrder = Infer<typeof TrackedOrder>;

/** Answers that only carry the provider's words. */
export const Message = type({ message: maybe(string()) });
