import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { envelope } from './errors';
import { languageOf, t } from './messages';

/**
 * Errors Fastify and Node raise before a route runs answer the error envelope too:
 * a URL that cannot be decoded (400 `url`), a path parameter over the length limit (414
 * `url`), headers over the size limit (431 `headers`), a request not received in time (408
 * `timeout`) and anything the HTTP parser cannot read (400 `request`).
 */

export function frameworkErrors(error: FastifyError, req: FastifyRequest, reply: FastifyReply) {
  const lang = languageOf(req);
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH')
    return reply.status(414).send(envelope('url', t('url_too_long', lang)));
  if (error.code === 'FST_ERR_BAD_URL')
    return reply.status(400).send(envelope('url', t('bad_url', lang)));
  return reply.status(400).send(envelope('request', t('bad_request', lang)));
}

/** The HTTP parser's refusals, written on the socket (no request object exists yet). */
export function clientErrorHandler(err: Error & { code?: string }, socket: Socket) {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, reason, code, message] =
    err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, 'Request Timeout', 'timeout', t('request_timeout')]
      : err.code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'Request Header Fields Too Large', 'headers', t('headers_too_large')]
        : [400, 'Bad Request', 'request', t('bad_request')];
  const body = JSON.stringify(envelope(code, message));
  if (socket.writable)
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  socket.destroy(err);
}
