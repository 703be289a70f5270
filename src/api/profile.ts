import type { ProfileUpdate } from '@/domain/profile';
import type { ApiClient } from './client';
import { MessageAnswer } from './schemas/content';

/** `customer/update-profile` (multipart): the photo file goes as `image` when one was chosen. */
export async function updateProfile(
  api: ApiClient,
  update: ProfileUpdate,
  photo: File | null,
): Promise<string> {
  const body = new FormData();
  body.set('f_name', update.f_name);
  body.set('l_name', update.l_name);
  body.set('phone', update.phone);
  body.set('email', update.email);
  if (update.password !== undefined) body.set('password', update.password);
  if (photo) body.set('image', photo);
  const answer = await api.request('customer/update-profile', MessageAnswer, {
    method: 'POST',
    body,
  });
  return answer.message;
}

/** `customer/remove-account`: answers the provider's words ('Account has been deleted'). */
export async function removeAccount(api: ApiClient): Promise<string> {
  const answer = await api.request('customer/remove-account', MessageAnswer, { method: 'DELETE' });
  return answer.message;
}

/** `customer/cm-firebase-token`: where the provider sends this device's pushes. */
export async function saveFirebaseToken(api: ApiClient, token: string): Promise<void> {
  await api.request('customer/cm-firebase-token', MessageAnswer, {
    method: 'PUT',
    body: { _method: 'put', cm_firebase_token: token },
  });
}
