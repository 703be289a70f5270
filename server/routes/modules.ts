import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../http/context';
import { optionalZoneIds } from '../http/headers';
import { listModules } from '../services/modules';

export function moduleRoutes(app: FastifyInstance, { db }: AppContext) {
  /** A bare array of the active modules (only those serving the zoneId header's zones, when sent). */
  app.get('/module', async (req) => listModules(db, optionalZoneIds(req)));
}
