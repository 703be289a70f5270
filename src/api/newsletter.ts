import type { ApiClient } from './client';
import { Message } from './schemas/orders';

/** POST newsletter/subscribe; the answer's words are not needed (SPEC's text is shown). */
export async function subscribeNewsletter(api: ApiClient, email: string): Promise<void> {
  await api.request('newsletter/subscribe', Message, { method: 'POST', body: { email } });
}
