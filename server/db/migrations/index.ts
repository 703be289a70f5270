import type { Migration } from 'kysely/migration';
import * as m0001 from './0001_init';

/** Every migration, in order. Add new ones at the end; never edit an applied one. */
export const migrations: Record<string, Migration> = {
  '0001_init': m0001,
};
