import { apiRequest } from './client';
import { Config } from './schemas/config';
import { Message } from './schemas/orders';

export function fetchConfig(signal?: AbortSignal) {
  return apiRequest('config', Config, { signal });
}

/** POST newsletter/subscribe; the answer's words are not needed (SPEC's text is shown). */
export async function subscribeNewsletter(email: string): Promise<void> {
  await apiRequest('newsletter/subscribe', Message, { method: 'POST', body: { email } });
}
