import {
  deliveryOptionInputSchema,
  deliveryOptionSchema,
  discountInputSchema,
  discountSchema,
} from '@kasuwa/contracts';
import { z } from 'zod';
import type { Module } from '../../platform/http';
import type { StoreScope } from '../../platform/tenant';
import { vendorContext } from '../../platform/vendor-scope';
import { assertFeature } from '../plans';
import { storeCurrency, storeEntitlements } from '../stores';
import * as delivery from './delivery.service';
import * as discounts from './discounts.service';

const storeParams = z.object({ storeId: z.coerce.number().int().positive() });
const idParams = storeParams.extend({ id: z.uuid() });
const security = [{ bearer: [] }];

/** Discounts are a paid-plan feature (pricing page); listing, pausing and deleting stay open after a downgrade. */
async function assertDiscountsEntitled(ctx: StoreScope): Promise<void> {
  assertFeature(await storeEntitlements(ctx), 'discountCodes');
}

/** Registered in the vendor store scope (app.ts): paths are relative to `/api/vendor/stores/:storeId`. */
export const discountsVendorRoutes: Module = (app) => {
  const tags = ['discounts'];

  app.get(
    '/discounts',
    {
      config: { permission: 'discounts.manage' },
      schema: {
        tags,
        security,
        summary: 'Discount codes and automatic discounts, with their uses, revenue and discount given',
        params: storeParams,
        response: { 200: z.array(discountSchema) },
      },
    },
    async (request) => {
      const ctx = vendorContext(request);
      return discounts.listDiscounts(ctx, await storeCurrency(ctx));
    },
  );

  app.post(
    '/discounts',
    {
      config: { permission: 'discounts.manage' },
      schema: {
        tags,
        security,
        summary: 'Create a discount code or an automatic discount',
        params: storeParams,
        body: discountInputSchema,
        response: { 201: discountSchema },
      },
    },
    async (request, reply) => {
      const ctx = vendorContext(request);
      await assertDiscountsEntitled(ctx);
      const created = await discounts.createDiscount(ctx, request.body, await storeCurrency(ctx));
      return reply.status(201).send(created);
    },
  );

  app.get(
    '/discounts/:id',
    {
      config: { permission: 'discounts.manage' },
      schema: {
        tags,
        security,
        summary: 'One discount',
        params: idParams,
        response: { 200: discountSchema },
      },
    },
    async (request) => {
      const ctx = vendorContext(request);
      return discounts.getDiscount(ctx, request.params.id, await storeCurrency(ctx));
    },
  );

  app.put(
    '/discounts/:id',
    {
      config: { permission: 'discounts.manage' },
      schema: {
        tags,
        security,
        summary: 'Change a discount (the whole of it)',
        params: idParams,
        body: discountInputSchema,
        response: { 200: discountSchema },
      },
    },
    async (request) => {
      const ctx = vendorContext(request);
      await assertDiscountsEntitled(ctx);
      return discounts.updateDiscount(ctx, request.params.id, request.body, await storeCurrency(ctx));
    },
  );

  app.post(
    '/discounts/:id/:state',
    {
      config: { permission: 'discounts.manage' },
      schema: {
        tags,
        security,
        summary: 'Pause or resume a discount',
        params: idParams.extend({ state: z.enum(['pause', 'resume']) }),
        response: { 200: discountSchema },
      },
    },
    async (request) => {
      const ctx = vendorContext(request);
      const { id, state } = request.params;
      return discounts.setDiscountActive(ctx, id, state === 'resume', await storeCurrency(ctx));
    },
  );

  app.delete(
    '/discounts/:id',
    {
      config: { permission: 'discounts.manage' },
      schema: { tags, security, summary: 'Delete a discount', params: idParams },
    },
    async (request, reply) => {
      await discounts.deleteDiscount(vendorContext(request), request.params.id);
      return reply.status(204).send();
    },
  );

  app.get(
    '/delivery-options',
    {
      config: { permission: ['discounts.manage', 'sales.record'] },
      schema: {
        tags: ['delivery'],
        security,
        summary: 'Delivery options offered at checkout',
        params: storeParams,
        response: { 200: z.array(deliveryOptionSchema) },
      },
    },
    async (request) => {
      const ctx = vendorContext(request);
      return delivery.listDeliveryOptions(ctx, await storeCurrency(ctx));
    },
  );

  app.post(
    '/delivery-options',
    {
      config: { permission: 'discounts.manage' },
      schema: {
        tags: ['delivery'],
        security,
        summary: 'Add a flat-rate, by-state (or zone) or pickup delivery option',
        params: storeParams,
        body: deliveryOptionInputSchema,
        response: { 201: deliveryOptionSchema },
      },
    },
    async (request, reply) => {
      const ctx = vendorContext(request);
      const created = await delivery.createDeliveryOption(ctx, request.body, await storeCurrency(ctx));
      return reply.status(201).send(created);
    },
  );

  app.put(
    '/delivery-options/:id',
    {
      config: { permission: 'discounts.manage' },
      schema: {
        tags: ['delivery'],
        security,
        summary: 'Change a delivery option (the whole of it)',
        params: idParams,
        body: deliveryOptionInputSchema,
        response: { 200: deliveryOptionSchema },
      },
    },
    async (request) => {
      const ctx = vendorContext(request);
      return delivery.updateDeliveryOption(ctx, request.params.id, request.body, await storeCurrency(ctx));
    },
  );

  app.delete(
    '/delivery-options/:id',
    {
      config: { permission: 'discounts.manage' },
      schema: { tags: ['delivery'], security, summary: 'Remove a delivery option', params: idParams },
    },
    async (request, reply) => {
      await delivery.deleteDeliveryOption(vendorContext(request), request.params.id);
      return reply.status(204).send();
    },
  );
};
