import type { Migration } from 'kysely/migration';
import * as m0001 from './0001_init';
import * as m0002 from './0002_accounts';
import * as m0003 from './0003_catalogue';
import * as m0004 from './0004_orders';
import * as m0005 from './0005_campaign_cart';
import * as m0006 from './0006_rate_limits';
import * as m0007 from './0007_search_indexes';
import * as m0008 from './0008_postgres_trigram';
import * as m0009 from './0009_refund_requests';
import * as m0010 from './0010_account_extras';
import * as m0011 from './0011_review_attachments';
import * as m0012 from './0012_list_covering';
import * as m0013 from './0013_catalogue_changes';
import * as m0014 from './0014_config_version';
import * as m0015 from './0015_stream_tickets';
import * as m0016 from './0016_catalogue_lastmod';

/** Every migration, in order. Add new ones at the end; never edit an applied one. */
export const migrations: Record<string, Migration> = {
  '0001_init': m0001,
  '0002_accounts': m0002,
  '0003_catalogue': m0003,
  '0004_orders': m0004,
  '0005_campaign_cart': m0005,
  '0006_rate_limits': m0006,
  '0007_search_indexes': m0007,
  '0008_postgres_trigram': m0008,
  '0009_refund_requests': m0009,
  '0010_account_extras': m0010,
  '0011_review_attachments': m0011,
  '0012_list_covering': m0012,
  '0013_catalogue_changes': m0013,
  '0014_config_version': m0014,
  '0015_stream_tickets': m0015,
  '0016_catalogue_lastmod': m0016,
};
