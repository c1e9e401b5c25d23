import { type Product, toDecimalString } from '@kasuwa/contracts';
import { stringify } from 'csv-stringify/sync';
import { decodeHTML } from 'entities';
import { create } from 'xmlbuilder2';

/**
 * Product feeds: the store's active products for Google Merchant Center (RSS 2.0 with the `g:`
 * namespace) and for a Meta catalogue (CSV with Meta's column names). One item per variant, grouped by
 * `item_group_id` when a product has several, so each size or colour has its own price and stock.
 */
export interface FeedStore {
  name: string;
  currency: string;
}

export interface FeedItem {
  id: string;
  groupId: string | null;
  title: string;
  description: string;
  link: string;
  imageLink: string | null;
  extraImages: string[];
  availability: 'in_stock' | 'out_of_stock';
  /** "15000.00 NGN": the amount in the store currency, as both feeds want it. */
  price: string;
  salePrice: string | null;
  brand: string;
}

/** The description's text without its markup, in one line, as feeds want it (at most 5,000 characters). */
export function plainText(html: string): string {
  const text = html.replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ').replace(/<[^>]+>/g, ' ');
  // Every named and numbered entity (&amp;, &#8358;, &nbsp;…) decoded by fb55's `entities`.
  return (
    decodeHTML(text)
      .replace(/\s+/g, ' ')
      // A tag closed right before punctuation left a space there ("<b>cotton</b>." → "cotton .").
      .replace(/ ([.,;:!?])/g, '$1')
      .trim()
      .slice(0, 5000)
  );
}

/** The largest rendition of each image, as an absolute URL. */
function imageLinks(product: Product, hostOrigin: string): string[] {
  return product.images
    .slice()
    .sort((a, b) => a.position - b.position)
    .map((image) => {
      const widths = Object.keys(image.urls)
        .map(Number)
        .sort((a, b) => b - a);
      const url = image.urls[String(widths[0])];
      return url ? new URL(url, hostOrigin).toString() : null;
    })
    .filter((u): u is string => u !== null);
}

/**
 * The feed items of these products: `storeOrigin` is where the store's pages live (with `/s/{sub}` in
 * path mode), `hostOrigin` the scheme and host that relative image URLs are resolved against.
 */
export function feedItems(
  store: FeedStore,
  products: Product[],
  storeOrigin: string,
  hostOrigin: string,
): FeedItem[] {
  const money = (amount: number) => `${toDecimalString(amount, store.currency)} ${store.currency}`;
  const items: FeedItem[] = [];
  for (const product of products) {
    const images = imageLinks(product, hostOrigin);
    const link = `${storeOrigin}/products/${encodeURIComponent(product.slug)}`;
    const description = plainText(product.description) || product.title;
    const variants = product.variants.length
      ? product.variants
      : [
          {
            id: product.id,
            title: '',
            price: product.price,
            compareAtPrice: product.compareAtPrice,
            stock: 0,
          },
        ];
    const grouped = variants.length > 1;
    for (const v of variants) {
      const onSale = v.compareAtPrice !== null && v.compareAtPrice > v.price;
      items.push({
        id: v.id,
        groupId: grouped ? product.id : null,
        title: grouped && v.title ? `${product.title} - ${v.title}` : product.title,
        description,
        link,
        imageLink: images[0] ?? null,
        extraImages: images.slice(1, 11),
        availability: v.stock > 0 ? 'in_stock' : 'out_of_stock',
        // Google and Meta take the regular price and the sale price apart.
        price: money(onSale ? v.compareAtPrice! : v.price),
        salePrice: onSale ? money(v.price) : null,
        brand: store.name,
      });
    }
  }
  return items;
}

/** Google Merchant Center's RSS 2.0 feed, built by xmlbuilder2: it escapes every text and drops the
 * characters XML 1.0 does not allow at all (a control character in a product's name would break the feed). */
export function googleFeed(store: FeedStore, storeOrigin: string, items: FeedItem[]): string {
  const doc = create({ version: '1.0', encoding: 'UTF-8', invalidCharReplacement: '' });
  const channel = doc
    .ele('rss', { version: '2.0', 'xmlns:g': 'http://base.google.com/ns/1.0' })
    .ele('channel');
  channel.ele('title').txt(store.name);
  channel.ele('link').txt(`${storeOrigin}/`);
  channel.ele('description').txt(`Products of ${store.name}`);
  for (const i of items) {
    const item = channel.ele('item');
    // A null value is an optional field left out.
    const field = (name: string, value: string | null) => {
      if (value !== null) item.ele(`g:${name}`).txt(value);
    };
    field('id', i.id);
    field('item_group_id', i.groupId || null);
    field('title', i.title.slice(0, 150));
    field('description', i.description);
    field('link', i.link);
    field('image_link', i.imageLink || null);
    for (const url of i.extraImages) field('additional_image_link', url);
    field('availability', i.availability);
    field('price', i.price);
    field('sale_price', i.salePrice || null);
    field('condition', 'new');
    field('brand', i.brand);
    field('identifier_exists', 'no');
  }
  return `${doc.end({ prettyPrint: true })}\n`;
}

/** A leading = + - @ would make a spreadsheet run the cell as a formula: it is defused. */
function cell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

export const META_FEED_COLUMNS = [
  'id',
  'item_group_id',
  'title',
  'description',
  'availability',
  'condition',
  'price',
  'sale_price',
  'link',
  'image_link',
  'additional_image_link',
  'brand',
] as const;

/** Meta's catalogue data feed (CSV). */
export function metaFeed(items: FeedItem[]): string {
  const rows = items.map((i) =>
    [
      i.id,
      i.groupId ?? '',
      i.title.slice(0, 200),
      i.description,
      i.availability === 'in_stock' ? 'in stock' : 'out of stock',
      'new',
      i.price,
      i.salePrice ?? '',
      i.link,
      i.imageLink ?? '',
      i.extraImages.join(','),
      i.brand,
    ].map(cell),
  );
  return stringify(rows, { header: true, columns: [...META_FEED_COLUMNS] });
}
