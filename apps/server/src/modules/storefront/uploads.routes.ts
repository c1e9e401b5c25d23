import { mkdirSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { Module } from '../../app';
import { storageFor } from '../../platform/storage';

/** Uploaded images on local disk. Keys carry a fresh UUID, so a URL's content never changes. */
export const uploadsRoutes: Module = async (app, { config }) => {
  const root = storageFor(config.dataDir).root;
  mkdirSync(root, { recursive: true });
  await app.register(fastifyStatic, {
    root,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    list: false,
    dotfiles: 'deny',
    cacheControl: false,
    setHeaders: (res) => res.header('cache-control', 'public, max-age=31536000, immutable'),
  });
};
