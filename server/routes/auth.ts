import type { FastifyInstance, FastifyRequest } from 'fastify';
import { readFields } from '../http/body';
import type { AppContext } from '../http/context';
import { languageOf, localize, MESSAGES } from '../http/messages';
import { limitOf } from '../http/rate-limits';
import {
  forgotPassword,
  resetPassword,
  verifyPhone,
  verifyResetToken,
} from '../services/account-recovery';
import { login, signUp } from '../services/auth';
import { bearerToken } from '../http/headers';
import { createGuest } from '../services/owner';
import { revokeToken } from '../services/sessions';

/** A `{message}` answer in the request's language. */
const inLanguage = (req: FastifyRequest, answer: { message: string }) => ({
  message: localize(answer.message, languageOf(req)),
});

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

  // Logout ends the token on the server too: a copy of it (a cookie, a log) opens nothing after.
  app.post('/auth/logout', async (req) => {
    const token = bearerToken(req);
    if (token !== undefined) await revokeToken(db, token);
    return inLanguage(req, { message: MESSAGES.logged_out.en });
  });

  // One-time codes are secrets too: these share the login's per-client limit.
  const codeLimit = { config: limitOf(rateLimits, 'login') };

  app.post('/auth/forgot-password', codeLimit, async (req) => {
    const { fields } = await readFields(req);
    return inLanguage(req, await forgotPassword(db, fields, clock.now(), deliverCode));
  });

  app.post('/auth/verify-token', codeLimit, async (req) => {
    const { fields } = await readFields(req);
    return inLanguage(req, await verifyResetToken(db, fields, clock.now()));
  });

  app.put('/auth/reset-password', codeLimit, async (req) => {
    const { fields } = await readFields(req);
    return inLanguage(req, await resetPassword(db, fields, clock.now()));
  });

  app.post('/auth/verify-phone', codeLimit, async (req) => {
    const { fields } = await readFields(req);
    return inLanguage(req, await verifyPhone(db, fields, clock.now()));
  });
}
