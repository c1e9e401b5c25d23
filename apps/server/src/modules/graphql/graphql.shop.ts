import {
  analyticsOverviewSchema,
  analyticsQuerySchema,
  collectionSchema,
  customerListQuerySchema,
  customerSchema,
  imageSchema,
  inventoryItemSchema,
  inventoryQuerySchema,
  invoiceListQuerySchema,
  invoiceSchema,
  meResponseSchema,
  orderActionInputSchema,
  orderListQuerySchema,
  orderSchema,
  orderSummarySchema,
  pagedSchema,
  productInputSchema,
  productListQuerySchema,
  productPatchSchema,
  productSchema,
  type StoreRouteAccess,
  storeSettingsSchema,
  variantSchema,
  vendorStoreSchema,
} from '@kasuwa/contracts';
import { z } from 'zod';
import { storageFor } from '../../platform/storage';
import { inTransaction } from '../../platform/tenant';
import { vendorOverview } from '../analytics';
import { currentVendor } from '../auth';
import { createProduct, listCollections, productCore, productPage, updateProduct } from '../catalog';
import { listCustomers } from '../customers';
import { listInventory } from '../inventory';
import { listInvoices } from '../invoices';
import { applyVendorAction, getOrder, listOrders } from '../orders';
import { getSettings } from '../store-settings';
import { accessibleStores, toVendorStore } from '../stores';
import {
  type EndpointSchema,
  type GqlContext,
  ownedStore,
  parseArgs,
  requireVendor,
  vendorStore,
} from './graphql.context';
import { productLoaders } from './graphql.products';
import { SdlBuilder } from './graphql.sdl';

/**
 * `/api/graphql`, the shop endpoint: the signed-in vendor's own data, with the vendor access token as
 * `Authorization: Bearer`. Every store-scoped field takes `storeId` and gets the same `TenantContext`
 * the REST vendor scope builds (another vendor's store answers NOT_FOUND). Types are written from the
 * REST contracts, so `analyticsOverview` has exactly the fields of `GET …/analytics/overview`.
 */

const storeArg = 'storeId: Int!';
const shopInventoryQuery = inventoryQuerySchema
  .omit({ lowStock: true })
  .extend({ lowStock: z.boolean().optional() });
const orderActionArgs = orderActionInputSchema;
const idArg = z.object({ id: z.uuid() });

export function shopSchema(): Pick<EndpointSchema, 'sdl'> {
  const b = new SdlBuilder()
    .name(orderSummarySchema, 'OrderSummary')
    .name(variantSchema, 'Variant')
    .name(imageSchema, 'ProductImage')
    .name(collectionSchema, 'Collection')
    .name(productSchema, 'Product');
  const q = `type Query {
  "The signed-in vendor and whether they have a store (REST GET /api/auth/me)."
  me: ${b.output(meResponseSchema, 'Me')}
  "The vendor's stores (REST GET /api/vendor/stores → stores)."
  stores: [${b.output(vendorStoreSchema, 'VendorStore')}]!
  "Sales, visits, funnel and best sellers for a period (REST GET …/analytics/overview)."
  analyticsOverview${b.args(analyticsQuerySchema, 'AnalyticsQuery', storeArg)}: ${b.output(analyticsOverviewSchema, 'AnalyticsOverview')}
  "A store's settings (REST GET …/settings)."
  store(${storeArg}): ${b.output(storeSettingsSchema, 'StoreSettings')}
  products${b.args(productListQuerySchema, 'ProductList', storeArg)}: ${b.output(pagedSchema(productSchema), 'ProductPage')}
  product(${storeArg}, id: String!): ${b.output(productSchema, 'Product').replace(/!$/, '')}
  collections(${storeArg}): [${b.output(collectionSchema, 'Collection')}]!
  orders${b.args(orderListQuerySchema, 'OrderList', storeArg)}: ${b.output(pagedSchema(orderSummarySchema), 'OrderPage')}
  order(${storeArg}, id: String!): ${b.output(orderSchema, 'Order')}
  customers${b.args(customerListQuerySchema, 'CustomerList', storeArg)}: ${b.output(pagedSchema(customerSchema), 'CustomerPage')}
  invoices${b.args(invoiceListQuerySchema, 'InvoiceList', storeArg)}: [${b.output(invoiceSchema, 'Invoice')}]!
  "Stock by variant; lowStock: true for the variants at or under their threshold (REST GET …/inventory)."
  inventory${b.args(shopInventoryQuery, 'InventoryList', storeArg)}: ${b.output(pagedSchema(inventoryItemSchema), 'InventoryPage')}
}`;
  const m = `type Mutation {
  createProduct(${storeArg}, input: ${b.input(productInputSchema, 'Product')}!): Product!
  updateProduct(${storeArg}, id: String!, patch: ${b.input(productPatchSchema, 'ProductPatch')}!): Product!
  "Moves an order on (start_processing, ship, mark_delivered, complete, cancel), as REST POST …/orders/:id/actions."
  orderAction${b.args(orderActionArgs, 'OrderAction', `${storeArg}, id: String!`)}: Order!
}`;
  b.add('Query', q).add('Mutation', m);
  return { sdl: b.sdl() };
}

/**
 * What each store field of the shop endpoint needs of a staff member (issue 34), as the REST routes
 * declare it: the same permission as the route that reads or does the same thing.
 */
export const SHOP_PERMISSIONS = {
  analyticsOverview: 'analytics.read',
  store: 'member',
  products: 'products.read',
  product: 'products.read',
  collections: 'products.read',
  orders: 'orders.read',
  order: 'orders.read',
  customers: 'customers.read',
  invoices: 'invoices.manage',
  inventory: 'products.read',
  createProduct: 'products.write',
  updateProduct: 'products.write',
  orderAction: 'orders.fulfil',
} as const satisfies Record<string, StoreRouteAccess>;

export function shopResolvers(deps: GqlContext['deps']): Omit<EndpointSchema, 'sdl'> {
  const storage = storageFor(deps.config);
  const config = deps.config;
  type Args = Record<string, unknown>;
  return {
    resolvers: {
      Query: {
        me: (_: unknown, __: Args, context: GqlContext) => {
          const ctx = requireVendor(context);
          return currentVendor(ctx, ctx.actor.id);
        },
        stores: async (_: unknown, __: Args, context: GqlContext) => {
          const ctx = requireVendor(context);
          return (await accessibleStores(ctx, ctx.actor.id)).map((s) =>
            toVendorStore(config, s.row, s.access),
          );
        },
        analyticsOverview: async (_: unknown, { storeId, ...args }: Args, context: GqlContext) =>
          vendorOverview(
            await vendorStore(context, storeId, SHOP_PERMISSIONS.analyticsOverview),
            parseArgs(analyticsQuerySchema, args),
          ),
        store: async (_: unknown, { storeId }: Args, context: GqlContext) =>
          getSettings(await vendorStore(context, storeId, SHOP_PERMISSIONS.store), config),
        products: async (_: unknown, { storeId, ...args }: Args, context: GqlContext) => {
          const store = await ownedStore(context, storeId, SHOP_PERMISSIONS.products);
          return productPage(store.scope, parseArgs(productListQuerySchema, args), store.currency);
        },
        product: async (_: unknown, { storeId, ...args }: Args, context: GqlContext) => {
          const store = await ownedStore(context, storeId, SHOP_PERMISSIONS.product);
          return productCore(store.scope, parseArgs(idArg, args), store.currency);
        },
        collections: async (_: unknown, { storeId }: Args, context: GqlContext) =>
          listCollections(await vendorStore(context, storeId, SHOP_PERMISSIONS.collections)),
        orders: async (_: unknown, { storeId, ...args }: Args, context: GqlContext) =>
          listOrders(
            await vendorStore(context, storeId, SHOP_PERMISSIONS.orders),
            parseArgs(orderListQuerySchema, args),
          ),
        order: async (_: unknown, { storeId, ...args }: Args, context: GqlContext) =>
          getOrder(await vendorStore(context, storeId, SHOP_PERMISSIONS.order), parseArgs(idArg, args).id),
        customers: async (_: unknown, { storeId, ...args }: Args, context: GqlContext) =>
          listCustomers(
            await vendorStore(context, storeId, SHOP_PERMISSIONS.customers),
            parseArgs(customerListQuerySchema, args),
          ),
        invoices: async (_: unknown, { storeId, ...args }: Args, context: GqlContext) =>
          listInvoices(
            await vendorStore(context, storeId, SHOP_PERMISSIONS.invoices),
            parseArgs(invoiceListQuerySchema, args).status,
            config,
          ),
        inventory: async (_: unknown, { storeId, ...args }: Args, context: GqlContext) => {
          const { lowStock, ...rest } = parseArgs(shopInventoryQuery, args);
          return listInventory(await vendorStore(context, storeId, SHOP_PERMISSIONS.inventory), {
            ...rest,
            lowOnly: lowStock === true,
          });
        },
      },
      Mutation: {
        createProduct: async (_: unknown, { storeId, input }: Args, context: GqlContext) => {
          const ctx = await vendorStore(context, storeId, SHOP_PERMISSIONS.createProduct);
          const body = parseArgs(productInputSchema, input);
          return inTransaction(ctx, (tx) => createProduct(tx, body, storage));
        },
        updateProduct: async (_: unknown, { storeId, id, patch }: Args, context: GqlContext) => {
          const ctx = await vendorStore(context, storeId, SHOP_PERMISSIONS.updateProduct);
          const { id: productId } = parseArgs(idArg, { id });
          const body = parseArgs(productPatchSchema, patch);
          return inTransaction(ctx, (tx) => updateProduct(tx, productId, body, storage));
        },
        orderAction: async (_: unknown, { storeId, id, ...args }: Args, context: GqlContext) => {
          const ctx = await vendorStore(context, storeId, SHOP_PERMISSIONS.orderAction);
          const { id: orderId } = parseArgs(idArg, { id });
          const body = parseArgs(orderActionArgs, args);
          return applyVendorAction(ctx, config, orderId, body.action, body.note, {
            carrier: body.carrier,
            trackingNumber: body.trackingNumber,
          });
        },
      },
    } as unknown as EndpointSchema['resolvers'],
    loaders: productLoaders(storage, (context, product) =>
      vendorStore(context, product.storeId, 'products.read'),
    ),
  };
}
