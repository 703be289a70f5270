import type { Db } from '../db/client';
import type { CodeDelivery } from '../services/account-codes';
import type { Clock } from '../simulator/lifecycle';
import type { Deployment } from './deployment';
import type { Metrics } from './metrics';
import type { RateLimits } from './rate-limits';

/** What every route module receives. */
export interface AppContext {
  db: Db;
  clock: Clock;
  deployment: Deployment;
  rateLimits: RateLimits;
  /** where one-time codes go (no SMS gateway here: `demoDelivery` prints them) */
  deliverCode: CodeDelivery;
  /** what the provider counts for the operator (metrics.ts) */
  metrics: Metrics;
}
