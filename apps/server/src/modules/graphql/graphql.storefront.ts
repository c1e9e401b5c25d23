import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  type CartLine,
  cartLineSchema,
  checkoutCustomerSchema,
  collectionSchema,
  imageSchema,
  localeSchema,
  pagedSchema,
  paymentMethodSchema,
  productSchema,
  startedPaymentSchema,
  variantSchema,
} from '@kasuwa/contracts';
import { z } from 'zod';
import { errors } from '../../platform/errors';
import { createProviders } from '../../platform/payments';
import { storageFor } from '../../platform/storage';
import { storefrontUrl } from '../../platform/storefront-url';
import type { StoreScope } from '../../platform/tenant';
import { addToCart, MAX_CART_LINES, priceCart, setQuantity } from '../carts';
import { listStoreCollections, ProductPages, productPage } from '../catalog';
import { placeOrder } from '../checkout';
import { startPayment } from '../payments';
import { type EndpointSchema, type GqlContext, parseArgs, storefrontOf } from './graphql.context';
import { productLoaders } from './graphql.products';
import { SdlBuilder } from './graphql.sdl';

/**
 * `/api/storefront/graphql`, the public Storefront API a headless storefront can be built on: a store
 * by subdomain, its active products (paged, with variants and images), a product by slug, collections,
 * search (the catalogue's full-text search), a cart and checkout. No sign-in. Every field names its
 * store by subdomain (`store:`); only active stores answer.
 *
 * The cart is the storefront's: no table, its lines in a token signed with the cookie secret, as the
 * storefront's signed cookie holds them. A cart mutation answers the cart with its new `token`; the
 * client sends it back as the shop token in the `X-Shop-Token` header (spec 7.11). Prices and stock are
 * read fresh on every read, and checkout prices and reserves inside the order's transaction.
 */

const storeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  subdomain: z.string(),
  description: z.string(),
  currency: z.string(),
  enabledCurrencies: z.array(z.string()),
  primaryColor: z.string(),
  accentColor: z.string(),
  logoUrl: z.string().nullable(),
  bannerUrl: z.string().nullable(),
  whatsapp: z.string().nullable(),
  url: z.string(),
});

const cartSchema = z.object({
  token: z.string(),
  currency: z.string(),
  lines: z.array(
    z.object({
      productId: z.string(),
      variantId: z.string(),
      productTitle: z.string(),
      productSlug: z.string(),
      variantTitle: z.string(),
      unitPrice: z.number().int(),
      quantity: z.number().int(),
      lineTotal: z.number().int(),
      available: z.number().int(),
      imageUrl: z.string().nullable(),
    }),
  ),
  subtotal: z.number().int(),
  count: z.number().int(),
});

const placedOrderSchema = z.object({
  orderId: z.string(),
  number: z.number().int(),
  total: z.number().int(),
  trackingToken: z.string(),
  trackingUrl: z.string(),
});

const storeArg = z.object({ store: z.string().trim().min(1).max(63) });
const listArgs = z.object({
  page: z.number().int().min(1).max(10_000).default(1),
  limit: z.number().int().min(1).max(100).default(20),
  collectionId: z.uuid().optional(),
});
const searchArgs = listArgs.extend({ q: z.string().trim().min(1).max(100) });
const lineArgs = z.object({ variantId: z.uuid(), quantity: z.number().int().min(0).max(99).default(1) });
const checkoutArgs = z.object({
  currency: z.string().length(3).optional(),
  deliveryOptionId: z.uuid().optional(),
  discountCode: z.string().trim().max(40).optional(),
  paymentMethod: paymentMethodSchema.optional(),
  email: z.email().max(200).optional(),
  /** The shopper's language (one of LOCALES), kept on the order for its messages, as the storefront's checkout does. */
  locale: localeSchema.optional(),
});

export function storefrontSchema(): Pick<EndpointSchema, 'sdl'> {
  const b = new SdlBuilder()
    .name(variantSchema, 'Variant')
    .name(imageSchema, 'ProductImage')
    .name(collectionSchema, 'Collection')
    .name(productSchema, 'Product');
  const s = 'store: String!';
  const q = `type Query {
  "An active store by subdomain; null when there is none."
  store(subdomain: String!): ${b.output(storeSchema, 'Store').replace(/!$/, '')}
  "Active products, newest first, with their variants and images."
  products${b.args(listArgs, 'ProductList', s)}: ${b.output(pagedSchema(productSchema), 'ProductPage')}
  product(${s}, slug: String!): Product
  collections(${s}): [${b.output(collectionSchema, 'Collection')}]!
  "The catalogue's full-text search (typos forgiven), best match first."
  search${b.args(searchArgs, 'Search', s)}: ProductPage!
  "The cart of the X-Shop-Token header (an empty one without it)."
  cart(${s}): ${b.output(cartSchema, 'Cart')}
}`;
  const m = `type Mutation {
  "A new cart, with lines if given; send its token back as X-Shop-Token."
  cartCreate(${s}, lines: [${b.input(cartLineSchema, 'CartLine')}!]): Cart!
  cartAdd${b.args(lineArgs, 'CartAdd', s)}: Cart!
  "Sets a line's quantity; 0 removes it."
  cartUpdate${b.args(lineArgs, 'CartUpdate', s)}: Cart!
  cartRemove(${s}, variantId: String!): Cart!
  "Places the order from the X-Shop-Token cart (stock reserved, order awaiting payment) and, with paymentMethod, starts paying it: payment has the provider's link, as POST /api/payments answers."
  checkout${b.args(checkoutArgs, 'Checkout', `${s}, customer: JSON!`)}: CheckoutResult!
}

type CheckoutResult {
  order: ${b.output(placedOrderSchema, 'PlacedOrder')}
  payment: ${b.output(startedPaymentSchema, 'StartedPayment').replace(/!$/, '')}
  "The emptied cart's token."
  cart: Cart!
}`;
  b.add('Query', q).add('Mutation', m);
  return { sdl: b.sdl() };
}

export function storefrontResolvers(deps: GqlContext['deps']): Omit<EndpointSchema, 'sdl'> {
  const { config } = deps;
  const storage = storageFor(config);
  const providers = createProviders(config.payments);
  // A product by slug as its storefront page reads it: with its variants, images and collections in one
  // statement, shared with the other products asked for in the same turn of the event loop.
  const productPages = new ProductPages(deps.database.db, deps.database.connections, storage);
  type Args = Record<string, unknown>;

  const sign = (body: string) =>
    createHmac('sha256', config.cookieSecret).update(`cart:${body}`).digest('base64url');
  const tokenOf = (storeId: number, lines: CartLine[]) => {
    const body = Buffer.from(JSON.stringify([storeId, lines.map((l) => [l.variantId, l.quantity])])).toString(
      'base64url',
    );
    return `${body}.${sign(body)}`;
  };
  /** The lines of the request's cart token for this store; a token of another store, or forged, is refused. */
  const linesOf = (context: GqlContext, storeId: number): CartLine[] => {
    const token = context.shopToken;
    if (!token) return [];
    const [body = '', mac = ''] = token.split('.');
    const expected = sign(body);
    if (mac.length !== expected.length || !timingSafeEqual(Buffer.from(mac), Buffer.from(expected))) {
      throw errors.badRequest('The cart token is not valid. Create a new cart.');
    }
    const [forStore, raw] = JSON.parse(Buffer.from(body, 'base64url').toString()) as [
      number,
      [string, number][],
    ];
    if (forStore !== storeId) throw errors.badRequest('This cart token belongs to another store.');
    return raw.map(([variantId, quantity]) => ({ variantId, quantity }));
  };

  const storeOf = async (context: GqlContext, args: Args) => {
    const { store } = parseArgs(storeArg, { store: args.store });
    const row = await storefrontOf(context, store);
    if (row?.status !== 'active') throw errors.notFound('Store');
    const scope: StoreScope = { db: context.ctx.db, storeId: row.id };
    return { row, scope };
  };
  const cartOf = async (scope: StoreScope, currency: string, lines: CartLine[]) => {
    const priced = await priceCart(scope, lines, storage);
    return { token: tokenOf(scope.storeId, lines), currency, ...priced };
  };
  const changeCart =
    (change: (lines: CartLine[], args: z.output<typeof lineArgs>) => CartLine[]) =>
    async (_: unknown, { store, ...args }: Args, context: GqlContext) => {
      const { row, scope } = await storeOf(context, { store });
      const line = parseArgs(lineArgs, args);
      return cartOf(scope, row.currency, change(linesOf(context, row.id), line));
    };

  return {
    resolvers: {
      Query: {
        store: async (_: unknown, { subdomain }: Args, context: GqlContext) => {
          const { store } = parseArgs(storeArg, { store: subdomain });
          const row = await storefrontOf(context, store);
          if (row?.status !== 'active') return null;
          return { ...row, url: storefrontUrl(config, row.subdomain) };
        },
        products: async (_: unknown, { store, ...args }: Args, context: GqlContext) => {
          const { row, scope } = await storeOf(context, { store });
          return productPage(
            scope,
            { ...parseArgs(listArgs, args), status: 'active' },
            row.currency,
            storage,
          );
        },
        product: async (_: unknown, { store, slug }: Args, context: GqlContext) => {
          const { row } = await storeOf(context, { store });
          const parsed = parseArgs(z.object({ slug: z.string().max(200) }), { slug });
          return productPages.get(row.id, parsed.slug);
        },
        collections: async (_: unknown, { store }: Args, context: GqlContext) =>
          listStoreCollections((await storeOf(context, { store })).scope),
        search: async (_: unknown, { store, ...args }: Args, context: GqlContext) => {
          const { row, scope } = await storeOf(context, { store });
          return productPage(
            scope,
            { ...parseArgs(searchArgs, args), status: 'active' },
            row.currency,
            storage,
          );
        },
        cart: async (_: unknown, { store }: Args, context: GqlContext) => {
          const { row, scope } = await storeOf(context, { store });
          return cartOf(scope, row.currency, linesOf(context, row.id));
        },
      },
      Mutation: {
        cartCreate: async (_: unknown, { store, lines }: Args, context: GqlContext) => {
          const { row, scope } = await storeOf(context, { store });
          const parsed = parseArgs(
            z.object({ lines: z.array(cartLineSchema).max(MAX_CART_LINES).default([]) }),
            { lines },
          );
          const merged = parsed.lines.reduce<CartLine[]>(
            (all, l) => addToCart(all, l.variantId, l.quantity),
            [],
          );
          return cartOf(scope, row.currency, merged);
        },
        cartAdd: changeCart((lines, l) => addToCart(lines, l.variantId, Math.max(1, l.quantity))),
        cartUpdate: changeCart((lines, l) => setQuantity(lines, l.variantId, l.quantity)),
        cartRemove: async (_: unknown, { store, variantId }: Args, context: GqlContext) => {
          const { row, scope } = await storeOf(context, { store });
          const { variantId: id } = parseArgs(z.object({ variantId: z.uuid() }), { variantId });
          return cartOf(scope, row.currency, setQuantity(linesOf(context, row.id), id, 0));
        },
        checkout: async (_: unknown, { store, customer, ...args }: Args, context: GqlContext) => {
          const { row, scope } = await storeOf(context, { store });
          const choice = parseArgs(checkoutArgs, args);
          // The customer's fields checked first, so each problem names its field (`customer.phone`).
          parseArgs(z.object({ customer: checkoutCustomerSchema }), { customer });
          const order = await placeOrder(
            scope,
            { id: row.id, name: row.name, currency: row.currency, url: storefrontUrl(config, row.subdomain) },
            linesOf(context, row.id),
            customer,
            choice.currency ?? row.currency,
            {
              deliveryOptionId: choice.deliveryOptionId,
              discountCode: choice.discountCode,
              // The language asked for if the store offers it, else the reader's among the store's
              // (Accept-Language), else the store's default.
              locale:
                choice.locale && row.locales.includes(choice.locale)
                  ? choice.locale
                  : row.locales.includes(context.locale)
                    ? context.locale
                    : row.locales[0],
            },
          );
          const payment = choice.paymentMethod
            ? await startPayment(
                { db: deps.database.db, config, providers, log: context.ctx.log },
                { orderId: order.orderId, method: choice.paymentMethod, email: choice.email },
              )
            : null;
          return { order, payment, cart: await cartOf(scope, row.currency, []) };
        },
      },
    } as unknown as EndpointSchema['resolvers'],
    loaders: productLoaders(storage, (context, product) => ({
      db: context.ctx.db,
      storeId: product.storeId,
    })),
  };
}
