import { array, coerce, number, string, type, type Infer } from 'superstruct';
import { Flag, Num, Text, maybe } from './common';

/** `zone_id` is a string holding a JSON array, smallest zone first. */
export const ZoneIdList = coerce(array(number()), string(), (value) => {
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? parsed.map(Number) : [Number(parsed)];
  } catch {
    return value;
  }
});

export const ZoneAnswer = type({
  zone_id: ZoneIdList,
  zone_data: array(
    type({
      id: Num,
      cash_on_delivery: maybe(Flag),
    }),
  ),
});
export type ZoneAnswer = Infer<typeof ZoneAnswer>;

export const Predictions = type({
  predictions: array(type({ place_id: Text, description: string() })),
});

export const PlaceDetails = type({
  result: type({ geometry: type({ location: type({ lat: Num, lng: Num }) }) }),
});

export const Geocode = type({
  results: array(type({ formatted_address: string() })),
});

/** `zone/list`: each zone with its outline (6amMart spells it `formated_coordinates`). */
export const ZoneList = array(
  type({
    id: Num,
    name: maybe(string()),
    formated_coordinates: array(type({ lat: Num, lng: Num })),
  }),
);
export type ZoneList = Infer<typeof ZoneList>;
