import type { FastifyInstance } from 'fastify';
import { refuse } from '../http/errors';
import { bag } from '../http/params';

/** Parcel vehicles: this world has no vehicle tariffs. */
export function vehicleRoutes(app: FastifyInstance) {
  /** The parcel vehicle's extra charge for `distance` km: always 0. */
  app.get('/vehicle/extra_charge', async (req) => {
    const distance = Number(bag(req.query).distance ?? 0);
    if (!Number.isFinite(distance) || distance < 0)
      throw refuse('distance', 'The distance must be a number of kilometres.');
    return 0;
  });
}
