import type { FastifyInstance } from 'fastify';
import { notFound } from '../http/errors';
import { isImageKind, renderSvg } from '../services/images';
import { isPreviewKind, renderPreviewPng } from '../services/pictures/preview';

const PICTURE_NAME = /^[a-z0-9][a-z0-9._-]{0,150}$/i;

export function imageRoutes(app: FastifyInstance) {
  app.get<{ Params: { kind: string; file: string } }>('/images/:kind/:file', async (req, reply) => {
    const { kind, file } = req.params;
    const name = file.replace(/\.svg$/i, '');
    if (!isImageKind(kind) || name === file || !PICTURE_NAME.test(name))
      throw notFound('image', 'Image not found');
    return reply
      .header('content-type', 'image/svg+xml; charset=utf-8')
      .header('cache-control', 'public, max-age=86400')
      .send(renderSvg(kind, name));
  });

  app.get<{ Params: { kind: string; file: string } }>(
    '/images/previews/:kind/:file',
    async (req, reply) => {
      const { kind, file } = req.params;
      const name = file.replace(/\.png$/i, '');
      if (!isPreviewKind(kind) || name === file || !PICTURE_NAME.test(name))
        throw notFound('image', 'Image not found');
      return reply
        .header('content-type', 'image/png')
        .header('cache-control', 'public, max-age=86400')
        .send(renderPreviewPng(kind, name));
    },
  );
}
