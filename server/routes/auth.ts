import type { FastifyInstance } from 'fastify';
import { readFields } from '../http/body';
import type { AppContext } from '../http/context';
import { limitOf } from '../http/rate-limits';
import {
  forgotPassword,
  resetPassword,
  verifyPhone,
  verifyResetToken,
} from '../services/account-recovery';
import { login, signUp } from '../services/auth';
import { createGuest } from '../services/owner';

export function authRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db, clock, rateLimits, deliverCode } = ctx;
  app.post('/auth/guest/request', { config: limitOf(rateLimits, 'guest') }, async () => ({
    message: 'Guest verified',
    guest_id: await createGuest(db, new Date(clock.now())),
  }));

  app.post('/auth/sign-up', { config: limitOf(rateLimits, 'signUp') }, async (req) => {
    const { fields } = await readFields(req);
    return signUp(db, fields, clock.now(), deliverCode);
  });

  app.post('/auth/login', { config: limitOf(rateLimits, 'login') }, async (req) => {
    const { fields } = await readFields(req);
    return login(db, fields, clock.now(), deliverCode);
  });

  // One-time codes are secrets too: these share the login's per-client limit.
  const codeLimit = { config: limitOf(rateLimits, 'login') };

  app.post('/auth/forgot-password', codeLimit, async (req) => {
    const { fields } = await readFields(req);
    return forgotPassword(db, fields, clock.now(), deliverCode);
  });

  app.post('/auth/verify-token', codeLimit, async (req) => {
    const { fields } = await readFields(req);
    return verifyResetToken(db, fields, clock.now());
  });

  app.put('/auth/reset-password', codeLimit, async (req) => {
    const { fields } = await readFields(req);
    return resetPassword(db, fields, clock.now());
  });

  app.post('/auth/verify-phone', codeLimit, async (req) => {
    const { fields } = await readFields(req);
    return verifyPhone(db, fields, clock.now());
  });
}
