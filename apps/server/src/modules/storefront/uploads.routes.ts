import { mkdirSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import { z } from 'zod';
import { errors } from '../../platform/errors';
import type { Module } from '../../platform/http';
import { storageFor } from '../../platform/storage';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Uploaded images under `/uploads/*`. Keys carry a fresh UUID, so a URL's content never changes.
 * Local disk is served as static files; with S3 storage the object is streamed from the bucket, so
 * image links work without a public bucket or CDN (S3_PUBLIC_URL).
 */
export const uploadsRoutes: Module = async (app, { config }) => {
  if (config.storage.kind === 'local') {
    const root = config.storage.dir;
    mkdirSync(root, { recursive: true });
    await app.register(fastifyStatic, {
      root,
      prefix: '/uploads/',
      decorateReply: false,
      index: false,
      list: false,
      dotfiles: 'deny',
      cacheControl: false,
      setHeaders: (res) => res.header('cache-control', IMMUTABLE),
    });
    return;
  }
  const storage = storageFor(config);
  const params = z.object({ '*': z.string() });
  app.get('/uploads/*', { schema: { hide: true, params } }, async (req, reply) => {
    const object = await storage.get(req.params['*']);
    if (!object) throw errors.notFound('File');
    reply.header('content-type', object.contentType).header('cache-control', IMMUTABLE);
    if (object.contentLength !== undefined) reply.header('content-length', object.contentLength);
    return reply.send(object.body);
  });
};
