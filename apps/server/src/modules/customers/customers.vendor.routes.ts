import {
  contactsImportResultSchema,
  contactsImportSchema,
  customerListQuerySchema,
  customerPatchSchema,
  customerSchema,
  pagedSchema,
} from '@kasuwa/contracts';
import { z } from 'zod';
import type { Module } from '../../platform/http';
import { vendorContext } from '../../platform/vendor-scope';
import { importContacts } from './customers.import.service';
import * as customers from './customers.service';

const storeParams = z.object({ storeId: z.coerce.number().int().positive() });
/** The phone number in the path as the list gives it (+234…), URL-encoded. */
const customerParams = storeParams.extend({ phone: z.string().trim().min(3).max(30) });
const security = [{ bearer: [] }];

/** Registered in the vendor store scope (app.ts): paths are relative to `/api/vendor/stores/:storeId`. */
export const customersVendorRoutes: Module = (app) => {
  const tags = ['customers'];

  app.get(
    '/customers',
    {
      config: { permission: 'customers.read' },
      schema: {
        tags,
        security,
        summary: "The store's customers from its orders: orders, spending, tags, notes and marketing consent",
        params: storeParams,
        querystring: customerListQuerySchema,
        response: { 200: pagedSchema(customerSchema) },
      },
    },
    async (request) => customers.listCustomers(vendorContext(request), request.query),
  );

  app.get(
    '/customers.csv',
    {
      config: { permission: 'customers.read' },
      schema: {
        tags,
        security,
        summary: 'The customers matching the same filters as CSV',
        params: storeParams,
        querystring: customerListQuerySchema,
      },
    },
    async (request, reply) => {
      const csv = await customers.customersCsv(vendorContext(request), request.query);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="customers.csv"')
        .send(csv);
    },
  );

  app.get(
    '/customers/:phone',
    {
      config: { permission: 'customers.read' },
      schema: {
        tags,
        security,
        summary: 'One customer, by phone number',
        params: customerParams,
        response: { 200: customerSchema },
      },
    },
    async (request) => customers.getCustomer(vendorContext(request), request.params.phone),
  );

  app.patch(
    '/customers/:phone',
    {
      config: { permission: 'customers.write' },
      schema: {
        tags,
        security,
        summary: "Change a customer's tags or notes, or record that they withdrew marketing consent",
        params: customerParams,
        body: customerPatchSchema,
        response: { 200: customerSchema },
      },
    },
    async (request) => customers.updateCustomer(vendorContext(request), request.params.phone, request.body),
  );

  app.post(
    '/customers/import',
    {
      config: { permission: 'customers.write' },
      // The file travels as text in JSON (3 MB at most, see contactsImportSchema), escapes included.
      bodyLimit: 4 * 1024 * 1024,
      schema: {
        tags,
        security,
        summary:
          'Import contacts from a CSV or a phone’s vCard export: de-duplicated by phone, marketing consent unknown',
        params: storeParams,
        body: contactsImportSchema,
        response: { 200: contactsImportResultSchema },
      },
    },
    async (request) => importContacts(vendorContext(request), request.body),
  );
};
