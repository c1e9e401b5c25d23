import fastifyMultipart from '@fastify/multipart';
import { MAX_IMAGE_BYTES, storeSettingsPatchSchema, storeSettingsSchema } from '@kasuwa/contracts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errors } from '../../platform/errors';
import type { Module } from '../../platform/http';
import { readingUpload } from '../../platform/multipart';
import { storageFor } from '../../platform/storage';
import { vendorContext } from '../../platform/vendor-scope';
import * as settings from './store-settings.service';

const storeParams = z.object({ storeId: z.coerce.number().int().positive() });
const imageParams = storeParams.extend({ kind: z.enum(['logo', 'banner']) });
const security = [{ bearer: [] }];

export const storeSettingsVendorRoutes: Module = async (app, { config }) => {
  const storage = storageFor(config);
  const base = '/settings';
  const tags = ['store settings'];

  app.get(
    base,
    {
      config: { permission: 'member' },
      schema: {
        tags,
        security,
        summary: 'Store settings',
        params: storeParams,
        response: { 200: storeSettingsSchema },
      },
    },
    async (request) => settings.getSettings(vendorContext(request), config),
  );

  app.patch(
    base,
    {
      config: { permission: 'settings.manage' },
      schema: {
        tags,
        security,
        summary: 'Change name, colours, contact numbers, theme or currency',
        params: storeParams,
        body: storeSettingsPatchSchema,
        response: { 200: storeSettingsSchema },
      },
    },
    async (request) => settings.updateSettings(vendorContext(request), request.body, config),
  );

  await app.register(async (scope) => {
    await scope.register(fastifyMultipart, { limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 2 } });
    scope.withTypeProvider<ZodTypeProvider>().post(
      `${base}/:kind`,
      {
        config: { permission: 'settings.manage' },
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
        return settings.setStoreImage(vendorContext(request), request.params.kind, buffer, storage, config);
      },
    );
  });
};
