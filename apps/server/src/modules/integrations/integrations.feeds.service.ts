import { type Product, toDecimalString } from '@kasuwa/contracts';
import { stringify } from 'csv-stringify/sync';

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
  return (
    html
      .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
      .replace(/<[^>]+>/g, ' ')
      .replace(/&nbsp;/g, ' ')
      .replace(/&amp;/g, '&')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
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

/** Without the characters XML 1.0 does not allow at all (control characters but tab, line feed, return). */
function xmlChars(s: string): string {
  let out = '';
  for (const ch of s) {
    const c = ch.codePointAt(0)!;
    if ((c < 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0d) || c === 0xfffe || c === 0xffff) continue;
    out += ch;
  }
  return out;
}

const xml = (s: string) =>
  xmlChars(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Google Merchant Center's RSS 2.0 feed. */
export function googleFeed(store: FeedStore, storeOrigin: string, items: FeedItem[]): string {
  const entries = items.map((i) =>
    [
      '<item>',
      `<g:id>${xml(i.id)}</g:id>`,
      i.groupId ? `<g:item_group_id>${xml(i.groupId)}</g:item_group_id>` : '',
      `<g:title>${xml(i.title.slice(0, 150))}</g:title>`,
      `<g:description>${xml(i.description)}</g:description>`,
      `<g:link>${xml(i.link)}</g:link>`,
      i.imageLink ? `<g:image_link>${xml(i.imageLink)}</g:image_link>` : '',
      ...i.extraImages.map((u) => `<g:additional_image_link>${xml(u)}</g:additional_image_link>`),
      `<g:availability>${i.availability}</g:availability>`,
      `<g:price>${i.price}</g:price>`,
      i.salePrice ? `<g:sale_price>${i.salePrice}</g:sale_price>` : '',
      '<g:condition>new</g:condition>',
      `<g:brand>${xml(i.brand)}</g:brand>`,
      '<g:identifier_exists>no</g:identifier_exists>',
      '</item>',
    ].join(''),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0"><channel><title>${xml(store.name)}</title><link>${xml(`${storeOrigin}/`)}</link><description>${xml(`Products of ${store.name}`)}</description>\n${entries.join('\n')}\n</channel></rss>\n`;
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
