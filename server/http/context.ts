import type { Db } from '../db/client';
import type { Clock } from '../simulator/lifecycle';
import type { Deployment } from './deployment';
import type { RateLimits } from './rate-limits';

/** What every route module receives. */
export interface AppContext {
  db: Db;
  clock: Clock;
  deployment: Deployment;
  rateLimits: RateLimits;
}
