import type { FastifyInstance } from 'fastify';
import { notFound } from '../http/errors';
import { isImageKind, renderSvg } from '../services/images';

export function imageRoutes(app: FastifyInstance) {
  app.get<{ Params: { kind: string; file: string } }>('/images/:kind/:file', async (req, reply) => {
    const { kind, file } = req.params;
    if (!isImageKind(kind) || !/^[a-z0-9][a-z0-9._-]{0,150}\.svg$/i.test(file))
      throw notFound('image', 'Image not found');
    return reply
      .header('content-type', 'image/svg+xml; charset=utf-8')
      .header('cache-control', 'public, max-age=86400')
      .send(renderSvg(kind, file.replace(/\.svg$/i, '')));
  });
}
