import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, envelope } from './errors';
import { languageOf, localize } from './messages';

/**
 * Every error leaves as `{"errors":[{"code","message"}]}`: our refusals, Fastify's own
 * errors (bad JSON, validation, body too large) and anything unexpected (500, logged).
 */
export function installErrorEnvelope(
  app: FastifyInstance,
  onUnexpected: (err: unknown, request: FastifyRequest) => void,
) {
  app.setErrorHandler(
    (error: FastifyError | ApiError | Error, request: FastifyRequest, reply: FastifyReply) => {
      if (error instanceof ApiError)
        return reply
          .status(error.status)
          .send(envelope(error.code, localize(error.message, languageOf(request))));

      const fe = error as FastifyError;
      if (fe.validation && fe.validation.length > 0) {
        const first = fe.validation[0]!;
        const missing = (first.params as { missingProperty?: unknown } | undefined)
          ?.missingProperty;
        const code =
          typeof missing === 'string'
            ? missing
            : (first.instancePath.split('/').filter(Boolean).pop() ??
              fe.validationContext ??
              'request');
        return reply
          .status(403)
          .send(envelope(code, `The ${code} is invalid: ${first.message ?? 'bad value'}`));
      }

      const status = typeof fe.statusCode === 'number' ? fe.statusCode : 500;
      if (status >= 400 && status < 500) {
        if (status === 400)
          return reply.status(403).send(envelope('body', 'The request could not be read.'));
        const code =
          status === 413 ? 'body' : status === 415 ? 'content_type' : (fe.code ?? 'request');
        return reply.status(status).send(envelope(code, fe.message));
      }

      // PostgreSQL refuses text it cannot store (a NUL byte in a path or a field): the
      // request's fault, as the same request on SQLite simply finds nothing.
      const sqlState = (error as { code?: unknown }).code;
      if (sqlState === '22021' || sqlState === '22P05')
        return reply.status(403).send(envelope('request', 'The request could not be read.'));

      onUnexpected(error, request);
      return reply
        .status(500)
        .send(envelope('internal', 'Something went wrong, please try again.'));
    },
  );
}

/** JSON bodies: empty means `{}`, `__proto__`/`constructor` keys are dropped, broken JSON is a 403. */
export function installBodyParsers(app: FastifyInstance) {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => {
    const text = typeof body === 'string' ? body.trim() : '';
    if (text === '') return done(null, {});
    try {
      done(
        null,
        JSON.parse(text, (key, value: unknown) =>
          key === '__proto__' || key === 'constructor' ? undefined : value,
        ),
      );
    } catch {
      done(new ApiError(403, 'body', 'The request body is not valid JSON.'), undefined);
    }
  });
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_req, body, done) => {
      const out: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
      for (const [rawKey, value] of new URLSearchParams(typeof body === 'string' ? body : '')) {
        const isList = rawKey.endsWith('[]');
        const key = isList ? rawKey.slice(0, -2) : rawKey;
        if (key === '__proto__' || key === 'constructor') continue;
        const prev = out[key];
        if (isList) out[key] = Array.isArray(prev) ? [...(prev as unknown[]), value] : [value];
        else out[key] = value;
      }
      done(null, { ...out });
    },
  );
}
