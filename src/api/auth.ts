import { identifierKind, type AuthFields } from '@/domain/auth';
import type { ApiClient } from './client';
import { AuthAnswer } from './schemas/auth';
import { MessageAnswer } from './schemas/content';

/** Signs in with a phone number or an email; the guest's cart follows the customer. */
export async function signIn(
  api: ApiClient,
  fields: AuthFields,
  guestId: string | null,
): Promise<string> {
  const answer = await api.request('auth/login', AuthAnswer, {
    method: 'POST',
    body: {
      login_type: 'manual',
      email_or_phone: fields.identifier.trim(),
      field_type: identifierKind(fields.identifier),
      password: fields.password,
      guest_id: guestId ?? undefined,
    },
  });
  return answer.token;
}

export async function signUp(
  api: ApiClient,
  fields: AuthFields,
  guestId: string | null,
): Promise<string> {
  const answer = await api.request('auth/sign-up', AuthAnswer, {
    method: 'POST',
    body: {
      f_name: fields.firstName.trim(),
      l_name: fields.lastName.trim(),
      email: fields.email.trim() || undefined,
      phone: fields.phone.trim(),
      password: fields.password,
      guest_id: guestId ?? undefined,
    },
  });
  return answer.token;
}

/** Ends the token on the provider: a copy of it (a cookie, a log line) opens nothing after. */
export async function endToken(api: ApiClient, token: string): Promise<void> {
  await api.request('auth/logout', MessageAnswer, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
  });
}
