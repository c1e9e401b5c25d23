import fastifyMultipart from '@fastify/multipart';
import {
  collectionInputSchema,
  collectionSchema,
  importResultSchema,
  MAX_IMAGE_BYTES,
  pagedSchema,
  productInputSchema,
  productListQuerySchema,
  productPatchSchema,
  productSchema,
  productSummarySchema,
} from '@kasuwa/contracts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errors } from '../../platform/errors';
import type { Module } from '../../platform/http';
import { readingUpload } from '../../platform/multipart';
import { storageFor } from '../../platform/storage';
import { inTransaction } from '../../platform/tenant';
import { vendorContext } from '../../platform/vendor-scope';
import { exportProductsCsv, importProductsCsv } from './catalog.csv';
import * as catalog from './catalog.service';

const storeParams = z.object({ storeId: z.coerce.number().int().positive() });
const productParams = storeParams.extend({ productId: z.uuid() });
const imageParams = productParams.extend({ imageId: z.uuid() });
const collectionParams = storeParams.extend({ collectionId: z.uuid() });
const security = [{ bearer: [] }];

/** The vendor's catalogue: products, variants, images, collections and CSV, registered in the vendor store scope (app.ts). */
export const catalogVendorRoutes: Module = async (app, { config }) => {
  const storage = storageFor(config);

  const tags = ['catalog'];

  app.get(
    `/products`,
    {
      config: { permission: 'products.read' },
      schema: {
        tags,
        security,
        summary: 'List products',
        params: storeParams,
        querystring: productListQuerySchema,
        response: { 200: pagedSchema(productSummarySchema) },
      },
    },
    async (request) => catalog.listProducts(vendorContext(request), request.query, storage),
  );

  app.post(
    `/products`,
    {
      config: { permission: 'products.write' },
      schema: {
        tags,
        security,
        summary: 'Create a product',
        params: storeParams,
        body: productInputSchema,
        response: { 201: productSchema },
      },
    },
    async (request, reply) => {
      const ctx = vendorContext(request);
      const product = await inTransaction(ctx, (tx) => catalog.createProduct(tx, request.body, storage));
      return reply.status(201).send(product);
    },
  );

  app.get(
    `/products/:productId`,
    {
      config: { permission: 'products.read' },
      schema: {
        tags,
        security,
        summary: 'A product',
        params: productParams,
        response: { 200: productSchema },
      },
    },
    async (request) => catalog.getProduct(vendorContext(request), request.params.productId, storage),
  );

  app.patch(
    `/products/:productId`,
    {
      config: { permission: 'products.write' },
      schema: {
        tags,
        security,
        summary: 'Change a product',
        params: productParams,
        body: productPatchSchema,
        response: { 200: productSchema },
      },
    },
    async (request) =>
      inTransaction(vendorContext(request), (tx) =>
        catalog.updateProduct(tx, request.params.productId, request.body, storage),
      ),
  );

  app.delete(
    `/products/:productId`,
    {
      config: { permission: 'products.write' },
      schema: { tags, security, summary: 'Delete a product', params: productParams },
    },
    async (request, reply) => {
      await catalog.deleteProduct(vendorContext(request), request.params.productId, storage);
      return reply.status(204).send();
    },
  );

  app.get(
    `/products/export.csv`,
    {
      config: { permission: 'products.read' },
      schema: { tags, security, summary: 'All products as CSV, one row per variant', params: storeParams },
    },
    async (request, reply) => {
      const csv = await exportProductsCsv(vendorContext(request));
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="products.csv"')
        .send(csv);
    },
  );

  // Uploads need multipart; it is registered only in this scope so JSON routes stay JSON-only.
  await app.register(async (scope) => {
    await scope.register(fastifyMultipart, { limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 5 } });
    const up = scope.withTypeProvider<ZodTypeProvider>();

    up.post(
      `/products/:productId/images`,
      {
        config: { permission: 'products.write' },
        schema: {
          tags,
          security,
          summary: 'Upload an image (multipart field "file", optional "alt"); stored as WebP at 320/640/1280',
          params: productParams,
          response: { 201: productSchema },
        },
      },
      async (request, reply) => {
        const ctx = vendorContext(request);
        const file = await readUpload(request);
        const product = await catalog.addImage(ctx, request.params.productId, file.buffer, file.alt, storage);
        return reply.status(201).send(product);
      },
    );

    up.post(
      `/products/import`,
      {
        config: { permission: 'products.write' },
        schema: {
          tags,
          security,
          summary: 'Import products from CSV (multipart field "file"), creating or updating by handle',
          params: storeParams,
          response: { 200: importResultSchema },
        },
      },
      async (request) => {
        const file = await readUpload(request);
        return importProductsCsv(vendorContext(request), file.buffer.toString('utf8'), storage);
      },
    );
  });

  app.delete(
    `/products/:productId/images/:imageId`,
    {
      config: { permission: 'products.write' },
      schema: {
        tags,
        security,
        summary: 'Remove an image',
        params: imageParams,
        response: { 200: productSchema },
      },
    },
    async (request) =>
      catalog.removeImage(vendorContext(request), request.params.productId, request.params.imageId, storage),
  );

  app.get(
    `/collections`,
    {
      config: { permission: 'products.read' },
      schema: {
        tags,
        security,
        summary: 'Collections',
        params: storeParams,
        response: { 200: z.object({ items: z.array(collectionSchema) }) },
      },
    },
    async (request) => ({ items: await catalog.listCollections(vendorContext(request)) }),
  );

  app.post(
    `/collections`,
    {
      config: { permission: 'products.write' },
      schema: {
        tags,
        security,
        summary: 'Create a collection',
        params: storeParams,
        body: collectionInputSchema,
        response: { 201: collectionSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await catalog.createCollection(vendorContext(request), request.body)),
  );

  app.patch(
    `/collections/:collectionId`,
    {
      config: { permission: 'products.write' },
      schema: {
        tags,
        security,
        summary: 'Change a collection',
        params: collectionParams,
        body: collectionInputSchema.partial(),
        response: { 200: collectionSchema },
      },
    },
    async (request) =>
      catalog.updateCollection(vendorContext(request), request.params.collectionId, request.body),
  );

  app.delete(
    `/collections/:collectionId`,
    {
      config: { permission: 'products.write' },
      schema: {
        tags,
        security,
        summary: 'Delete a collection (its products stay)',
        params: collectionParams,
      },
    },
    async (request, reply) => {
      await catalog.deleteCollection(vendorContext(request), request.params.collectionId);
      return reply.status(204).send();
    },
  );
};

async function readUpload(
  request: import('fastify').FastifyRequest,
): Promise<{ buffer: Buffer; alt: string }> {
  if (!request.isMultipart())
    throw errors.badRequest('Send the file as multipart/form-data in the field "file".');
  const { buffer, alt } = await readingUpload(async () => {
    let file: Buffer | null = null;
    let text = '';
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file') {
          part.file.resume();
          continue;
        }
        file = await part.toBuffer();
        if (part.file.truncated) throw errors.badRequest('The file is too large (at most 10 MB).');
      } else if (part.fieldname === 'alt' && typeof part.value === 'string') {
        text = part.value;
      }
    }
    return { buffer: file as Buffer | null, alt: text };
  });
  if (!buffer || buffer.length === 0)
    throw errors.badRequest('Send the file as multipart/form-data in the field "file".');
  return { buffer, alt };
}
