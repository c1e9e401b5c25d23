import { toDecimalString } from '@kasuwa/contracts';
import { translator } from './i18n';
import type { Page, RenderContext } from './types';

function stripTags(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A stored picture's rendition key in its URL (local `/uploads/…` or a bucket's public address). */
const RENDITION_KEY = /(?:^|\/)(stores\/\d+\/[^?#]+-\d+\.webp)$/;

/**
 * The link-preview picture of a page: an absolute URL on the store's own origin (as the canonical URL),
 * of the JPEG the server makes from a stored picture (1200×630, under 300 KB: WhatsApp shows no WebP and
 * no relative path). A picture from elsewhere is given as it is, made absolute.
 */
export function previewImage(ctx: RenderContext, url: string | null | undefined): string | undefined {
  if (!url) return undefined;
  const key = RENDITION_KEY.exec(url)?.[1];
  // Named .jpg, what it is: the server finds the rendition it is made from by the same name.
  if (key) return `${ctx.origin}/share-image/${key.replace(/\.webp$/, '.jpg')}`;
  return url.startsWith('http') ? url : `${ctx.origin.replace(/\/s\/[^/]+$/, '')}${url}`;
}

function largest(image: { urls: Record<string, string> } | undefined): string | undefined {
  return image ? (image.urls['1280'] ?? image.urls['640'] ?? image.urls['320']) : undefined;
}

export function seo(
  ctx: RenderContext,
  page: Page,
): { title: string; description: string; image?: string; jsonLd?: object; noindex?: boolean } {
  const store = ctx.store;
  const t = translator(ctx.locale);
  const name = { store: store.name };
  const description = store.description || t('seo.description', name);
  switch (page.kind) {
    case 'home':
      return {
        title: store.name,
        description,
        image: previewImage(
          ctx,
          store.bannerUrl ?? largest(page.products.find((p) => p.images[0])?.images[0]) ?? store.logoUrl,
        ),
      };
    case 'collection':
      return {
        title: t('seo.collection', { collection: page.collection.title, store: store.name }),
        description: page.collection.description || description,
      };
    case 'product': {
      const p = page.product;
      const image = largest(p.images[0]);
      const absolute = (u: string) =>
        u.startsWith('http') ? u : `${ctx.origin.replace(/\/s\/[^/]+$/, '')}${u}`;
      return {
        title: t('seo.product', { product: p.title, store: store.name }),
        description: stripTags(p.description).slice(0, 160) || description,
        image: previewImage(ctx, image),
        jsonLd: {
          '@context': 'https://schema.org',
          '@type': 'Product',
          name: p.title,
          description: stripTags(p.description).slice(0, 500),
          image: p.images.map((i) => absolute(i.urls['1280'] ?? i.urls['640'] ?? i.urls['320'] ?? '')),
          sku: p.variants[0]?.sku || undefined,
          brand: { '@type': 'Brand', name: store.name },
          offers: p.variants.map((v) => ({
            '@type': 'Offer',
            price: toDecimalString(v.price, store.currency),
            priceCurrency: store.currency,
            availability: v.stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
            url: `${ctx.origin}/products/${p.slug}`,
            sku: v.sku || undefined,
          })),
        },
      };
    }
    case 'search':
      return { title: t('seo.search', name), description, noindex: true };
    case 'cart':
      return { title: t('seo.cart', name), description, noindex: true };
    case 'checkout':
      return { title: t('seo.checkout', name), description, noindex: true };
    case 'tracking':
      return { title: t('seo.order', { ...name, number: page.order.number }), description, noindex: true };
    case 'pay':
      return { title: t('seo.pay', { ...name, number: page.order.number }), description, noindex: true };
    case 'payment-result':
      return { title: t('seo.payment', { ...name, number: page.order.number }), description, noindex: true };
    case 'invoice':
      return {
        title: t('seo.invoice', { ...name, number: page.invoice.number }),
        description,
        noindex: true,
      };
    case 'unsubscribe':
      return { title: t('seo.unsubscribe', name), description, noindex: true };
    case 'not-found':
      return { title: t('seo.notFound', name), description, noindex: true };
    case 'too-many':
      return { title: t('seo.tooMany', name), description, noindex: true };
  }
}
