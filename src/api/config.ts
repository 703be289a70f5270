import type { ApiClient } from './client';
import { Config } from './schemas/config';

export function fetchConfig(api: ApiClient, signal?: AbortSignal) {
  return api.request('config', Config, { signal });
}
