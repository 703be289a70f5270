import { apiRequest } from './client';
import { Message } from './schemas/orders';

/** POST newsletter/subscribe; the answer's words are not needed (SPEC's text is shown). */
export async function subscribeNewsletter(email: string): Promise<void> {
  await apiRequest('newsletter/subscribe', Message, { method: 'POST', body: { email } });
}
