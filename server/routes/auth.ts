import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../http/context';
import { createGuest } from '../services/owner';

export function authRoutes(app: FastifyInstance, { db, clock }: AppContext) {
  app.post('/auth/guest/request', async () => ({
    message: 'Guest verified',
    guest_id: await createGuest(db, new Date(clock.now())),
  }));
}
