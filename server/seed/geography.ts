import type { LatLng } from '../services/geo';

/**
 * Dhaka-based demo geography. Zone rings are [lat, lng] pairs.
 *
 * - "Dhaka Central" is the big one; "Gulshan" overlaps its north-east edge (its west part lies
 *   inside Dhaka Central, its east part, towards Badda, does not); "Uttara" is separate, north of
 *   the airport. The airport itself and Chattogram are outside every zone.
 * - Seeded in this order, so the ids are 1 Dhaka Central, 2 Uttara, 3 Gulshan, and a point in
 *   Gulshan 1 gets `zone_id` "[3,1]" (smallest first).
 */
export interface ZoneSpec {
  key: string;
  name: string;
  display_name: string;
  ring: LatLng[];
}

const ring = (pairs: [number, number][]): LatLng[] => pairs.map(([lat, lng]) => ({ lat, lng }));

export const ZONES: ZoneSpec[] = [
  {
    key: 'central',
    name: 'Dhaka Central',
    display_name: 'Dhaka Central',
    ring: ring([
      [23.7, 90.36],
      [23.7, 90.425],
      [23.76, 90.428],
      [23.815, 90.425],
      [23.83, 90.39],
      [23.82, 90.345],
      [23.75, 90.34],
    ]),
  },
  {
    key: 'uttara',
    name: 'Uttara',
    display_name: 'Uttara',
    ring: ring([
      [23.852, 90.37],
      [23.856, 90.412],
      [23.88, 90.42],
      [23.9, 90.405],
      [23.895, 90.365],
      [23.87, 90.36],
    ]),
  },
  {
    key: 'gulshan',
    name: 'Gulshan',
    display_name: 'Gulshan',
    ring: ring([
      [23.772, 90.404],
      [23.77, 90.42],
      [23.776, 90.442],
      [23.8, 90.445],
      [23.808, 90.425],
      [23.8, 90.405],
      [23.785, 90.4],
    ]),
  },
];

export interface PlaceSpec {
  id: string;
  name: string;
  area: string;
  lat: number;
  lng: number;
}

/** The local gazetteer behind place autocomplete, place details and reverse geocoding. */
export const PLACES: PlaceSpec[] = [
  {
    id: 'dhk-gulshan-1',
    name: 'Gulshan 1 Circle',
    area: 'Gulshan, Dhaka',
    lat: 23.7806,
    lng: 90.4163,
  },
  {
    id: 'dhk-gulshan-2',
    name: 'Gulshan 2 Circle',
    area: 'Gulshan, Dhaka',
    lat: 23.7949,
    lng: 90.4143,
  },
  {
    id: 'dhk-gulshan-avenue',
    name: 'Gulshan Avenue',
    area: 'Gulshan, Dhaka',
    lat: 23.788,
    lng: 90.4155,
  },
  { id: 'dhk-banani-11', name: 'Banani Road 11', area: 'Banani, Dhaka', lat: 23.794, lng: 90.4055 },
  { id: 'dhk-notun-bazar', name: 'Notun Bazar', area: 'Badda, Dhaka', lat: 23.7977, lng: 90.4233 },
  {
    id: 'dhk-badda-link',
    name: 'Gulshan-Badda Link Road',
    area: 'Badda, Dhaka',
    lat: 23.7805,
    lng: 90.432,
  },
  {
    id: 'dhk-mohakhali',
    name: 'Mohakhali Bus Terminal',
    area: 'Mohakhali, Dhaka',
    lat: 23.7778,
    lng: 90.4005,
  },
  {
    id: 'dhk-tejgaon',
    name: 'Tejgaon Industrial Area',
    area: 'Tejgaon, Dhaka',
    lat: 23.7636,
    lng: 90.3995,
  },
  { id: 'dhk-farmgate', name: 'Farmgate', area: 'Tejgaon, Dhaka', lat: 23.7575, lng: 90.3897 },
  {
    id: 'dhk-karwan-bazar',
    name: 'Karwan Bazar',
    area: 'Tejgaon, Dhaka',
    lat: 23.7509,
    lng: 90.3935,
  },
  {
    id: 'dhk-panthapath',
    name: 'Panthapath Signal',
    area: 'Panthapath, Dhaka',
    lat: 23.7515,
    lng: 90.386,
  },
  {
    id: 'dhk-dhanmondi-27',
    name: 'Dhanmondi Road 27',
    area: 'Dhanmondi, Dhaka',
    lat: 23.7561,
    lng: 90.3746,
  },
  {
    id: 'dhk-dhanmondi-lake',
    name: 'Dhanmondi Lake',
    area: 'Dhanmondi, Dhaka',
    lat: 23.7465,
    lng: 90.376,
  },
  { id: 'dhk-new-market', name: 'New Market', area: 'Azimpur, Dhaka', lat: 23.7335, lng: 90.3848 },
  { id: 'dhk-shahbagh', name: 'Shahbagh', area: 'Shahbagh, Dhaka', lat: 23.7383, lng: 90.3958 },
  {
    id: 'dhk-motijheel',
    name: 'Motijheel Shapla Chattar',
    area: 'Motijheel, Dhaka',
    lat: 23.733,
    lng: 90.4172,
  },
  { id: 'dhk-lalbagh', name: 'Lalbagh Fort', area: 'Lalbagh, Dhaka', lat: 23.719, lng: 90.3882 },
  {
    id: 'dhk-sadarghat',
    name: 'Sadarghat Launch Terminal',
    area: 'Old Dhaka, Dhaka',
    lat: 23.706,
    lng: 90.41,
  },
  {
    id: 'dhk-mirpur-10',
    name: 'Mirpur 10 Circle',
    area: 'Mirpur, Dhaka',
    lat: 23.8069,
    lng: 90.3686,
  },
  { id: 'dhk-uttara-4', name: 'Uttara Sector 4', area: 'Uttara, Dhaka', lat: 23.864, lng: 90.4 },
  { id: 'dhk-uttara-7', name: 'Uttara Sector 7', area: 'Uttara, Dhaka', lat: 23.872, lng: 90.396 },
  { id: 'dhk-uttara-11', name: 'Uttara Sector 11', area: 'Uttara, Dhaka', lat: 23.879, lng: 90.39 },
  {
    id: 'dhk-airport',
    name: 'Hazrat Shahjalal International Airport',
    area: 'Kurmitola, Dhaka',
    lat: 23.8433,
    lng: 90.3978,
  },
  { id: 'ctg-port', name: 'Chattogram Port', area: 'Chattogram', lat: 22.3096, lng: 91.8002 },
];

/** Inside Gulshan and Dhaka Central: the default location (the smallest zone). */
export const DEFAULT_LOCATION = { lat: 23.7806, lng: 90.4163 };
