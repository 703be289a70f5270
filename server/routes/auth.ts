import type { FastifyInstance } from 'fastify';
import { readFields } from '../http/body';
import type { AppContext } from '../http/context';
import { limitOf } from '../http/rate-limits';
import { login, signUp } from '../services/auth';
import { createGuest } from '../services/owner';

export function authRoutes(app: FastifyInstance, { db, clock, rateLimits }: AppContext) {
  app.post('/auth/guest/request', { config: limitOf(rateLimits, 'guest') }, async () => ({
    message: 'Guest verified',
    guest_id: await createGuest(db, new Date(clock.now())),
  }));

  app.post('/auth/sign-up', { config: limitOf(rateLimits, 'signUp') }, async (req) => {
    const { fields } = await readFields(req);
    return signUp(db, fields, clock.now());
  });

  app.post('/auth/login', { config: limitOf(rateLimits, 'login') }, async (req) => {
    const { fields } = await readFields(req);
    return login(db, fields, clock.now());
  });
}
