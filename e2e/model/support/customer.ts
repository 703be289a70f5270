import type { APIRequestContext } from '@playwright/test';

// The seeded demo customer (server/seed/customers.ts).
export const DEMO_PHONE = '+8801700000001';
export const DEMO_PASSWORD = 'demo1234';

/** A bearer token of the demo customer, from the provider's own sign-in. */
export async function signInToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/v1/auth/login', {
    data: {
      login_type: 'manual',
      email_or_phone: DEMO_PHONE,
      field_type: 'phone',
      password: DEMO_PASSWORD,
    },
  });
  if (!response.ok()) throw new Error(`sign-in: ${response.status()} ${await response.text()}`);
  return ((await response.json()) as { token: string }).token;
}
