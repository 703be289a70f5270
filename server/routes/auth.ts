import type { FastifyInstance } from 'fastify';
import { readFields } from '../http/body';
import type { AppContext } from '../http/context';
import { login, signUp } from '../services/auth';
import { createGuest } from '../services/owner';

export function authRoutes(app: FastifyInstance, { db, clock }: AppContext) {
  app.post('/auth/guest/request', async () => ({
    message: 'Guest verified',
    guest_id: await createGuest(db, new Date(clock.now())),
  }));

  app.post('/auth/sign-up', async (req) => {
    const { fields } = await readFields(req);
    return signUp(db, fields, clock.now());
  });

  app.post('/auth/login', async (req) => {
    const { fields } = await readFields(req);
    return login(db, fields, clock.now());
  });
}
