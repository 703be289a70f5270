import type { Db } from '../db/client';
import type { Clock } from '../simulator/lifecycle';

/** What every route module receives. */
export interface AppContext {
  db: Db;
  clock: Clock;
}
