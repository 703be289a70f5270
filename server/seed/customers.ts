import { createHash } from 'node:crypto';
import type { Db } from '../db/client';
import { hashPassword } from '../services/passwords';
import { zonesAt } from '../services/zones';

/**
 * Demo customers with known credentials, so the SPA's sign-in can be tried on a fresh
 * machine. Deterministic: the password hashes use a salt derived from the e-mail, and every
 * date is fixed. (Real sign-ups get random salts.)
 */

export const DEMO_PASSWORD = 'demo1234';

interface DemoAddress {
  address_type: 'home' | 'office' | 'other';
  address_label: string | null;
  address: string;
  road: string | null;
  house: string | null;
  floor: string | null;
  lat: number;
  lng: number;
}

export interface DemoCustomer {
  f_name: string;
  l_name: string;
  phone: string;
  email: string;
  password: string;
  ref_code: string;
  addresses: DemoAddress[];
}

export const DEMO_CUSTOMERS: DemoCustomer[] = [
  {
    f_name: 'Demo',
    l_name: 'Customer',
    phone: '+8801700000001',
    email: 'customer@storefront.example',
    password: DEMO_PASSWORD,
    ref_code: 'DEMOCUST01',
    addresses: [
      {
        address_type: 'home',
        address_label: null,
        address: 'House 7, Road 35, Gulshan 1, Dhaka 1212',
        road: '35',
        house: '7',
        floor: '3',
        lat: 23.7806,
        lng: 90.4163,
      },
      {
        address_type: 'office',
        address_label: null,
        address: 'Sector 7, Uttara, Dhaka 1230',
        road: '12',
        house: '22',
        floor: null,
        lat: 23.872,
        lng: 90.396,
      },
    ],
  },
  {
    f_name: 'Rahima',
    l_name: 'Akter',
    phone: '+8801700000002',
    email: 'rahima@storefront.example',
    password: DEMO_PASSWORD,
    ref_code: 'DEMOCUST02',
    addresses: [],
  },
];

const SEEDED_AT = new Date(Date.UTC(2025, 11, 1)).toISOString();

const demoSalt = (email: string) =>
  createHash('sha256').update(`storefront-demo:${email}`).digest().subarray(0, 16);

/** Inserts the demo customers and their saved addresses (call inside the seeding transaction). */
export async function insertDemoCustomers(db: Db, customers = DEMO_CUSTOMERS): Promise<void> {
  for (const c of customers) {
    const { id } = await db
      .insertInto('users')
      .values({
        f_name: c.f_name,
        l_name: c.l_name,
        phone: c.phone,
        phone_key: c.phone.replace(/\D/g, ''),
        email: c.email.toLowerCase(),
        password: await hashPassword(c.password, demoSalt(c.email)),
        image: null,
        login_medium: 'manual',
        social_id: null,
        is_phone_verified: 1,
        is_email_verified: 1,
        cm_firebase_token: null,
        status: 1,
        ref_code: c.ref_code,
        created_at: SEEDED_AT,
        updated_at: SEEDED_AT,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const a of c.addresses) {
      const zones = await zonesAt(db, { lat: a.lat, lng: a.lng });
      if (zones.length === 0) continue;
      await db
        .insertInto('customer_addresses')
        .values({
          user_id: id,
          contact_person_name: `${c.f_name} ${c.l_name}`,
          contact_person_number: c.phone,
          contact_person_email: c.email,
          address_type: a.address_type,
          address_label: a.address_label,
          address: a.address,
          additional_information: null,
          floor: a.floor,
          road: a.road,
          house: a.house,
          latitude: a.lat,
          longitude: a.lng,
          zone_id: zones[0]!.id,
          zone_ids: JSON.stringify(zones.map((z) => z.id)),
          created_at: SEEDED_AT,
          updated_at: SEEDED_AT,
        })
        .execute();
    }
  }
}
