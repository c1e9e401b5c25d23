import fastifyMultipart from '@fastify/multipart';
import { MAX_IMAGE_BYTES, storeSettingsPatchSchema, storeSettingsSchema } from '@kasuwa/contracts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticate } from '../../platform/auth';
import { errors } from '../../platform/errors';
import type { Module } from '../../platform/http';
import { readingUpload } from '../../platform/multipart';
import { storageFor } from '../../platform/storage';
import { tenantContext } from '../../platform/tenant';
import { requireStoreAccess } from '../stores/stores.guard';
import * as settings from './store-settings.service';

const storeParams = z.object({ storeId: z.coerce.number().int().positive() });
const imageParams = storeParams.extend({ kind: z.enum(['logo', 'banner']) });
const security = [{ bearer: [] }];

export const storeSettingsVendorRoutes: Module = async (app, { database, tokens, config }) => {
  const { db } = database;
  const storage = storageFor(config);
  const guard = [authenticate(tokens, 'vendor'), requireStoreAccess(db)];
  const base = '/api/vendor/stores/:storeId/settings';
  const tags = ['store settings'];

  app.get(
    base,
    {
      preValidation: guard,
      schema: {
        tags,
        security,
        summary: 'Store settings',
        params: storeParams,
        response: { 200: storeSettingsSchema },
      },
    },
    async (request) => settings.getSettings(tenantContext(request, db), config),
  );

  app.patch(
    base,
    {
      preValidation: guard,
      schema: {
        tags,
        security,
        summary: 'Change name, colours, contact numbers, theme or currency',
        params: storeParams,
        body: storeSettingsPatchSchema,
        response: { 200: storeSettingsSchema },
      },
    },
    async (request) => settings.updateSettings(tenantContext(request, db), request.body, config),
  );

  await app.register(async (scope) => {
    await scope.register(fastifyMultipart, { limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 2 } });
    scope.withTypeProvider<ZodTypeProvider>().post(
      `${base}/:kind`,
      {
        preValidation: guard,
        schema: {
          tags,
          security,
          summary: 'Upload the logo or banner (multipart field "file")',
          params: imageParams,
          response: { 200: storeSettingsSchema },
        },
      },
      async (request) => {
        if (!request.isMultipart())
          throw errors.badRequest('Send the file as multipart/form-data in the field "file".');
        const buffer = await readingUpload(async () => {
          const part = await request.file();
          if (!part) throw errors.badRequest('Send the file as multipart/form-data in the field "file".');
          return part.toBuffer();
        });
        return settings.setStoreImage(
          tenantContext(request, db),
          request.params.kind,
          buffer,
          storage,
          config,
        );
      },
    );
  });
};
