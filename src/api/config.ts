import { apiRequest } from './client';
import { Config } from './schemas/config';

export function fetchConfig(signal?: AbortSignal) {
  return apiRequest('config', Config, { signal });
}
