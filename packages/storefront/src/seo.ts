import { toDecimalString } from '@kasuwa/contracts';
import type { Page, RenderContext } from './types';

function stripTags(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

export function seo(
  ctx: RenderContext,
  page: Page,
): { title: string; description: string; image?: string; jsonLd?: object; noindex?: boolean } {
  const store = ctx.store;
  const description = store.description || `Shop ${store.name} online.`;
  switch (page.kind) {
    case 'home':
      return { title: store.name, description, image: store.bannerUrl ?? store.logoUrl ?? undefined };
    case 'collection':
      return {
        title: `${page.collection.title} · ${store.name}`,
        description: page.collection.description || description,
      };
    case 'product': {
      const p = page.product;
      const image = p.images[0]?.urls['1280'] ?? p.images[0]?.urls['640'] ?? p.images[0]?.urls['320'];
      const absolute = (u: string) =>
        u.startsWith('http') ? u : `${ctx.origin.replace(/\/s\/[^/]+$/, '')}${u}`;
      return {
        title: `${p.title} · ${store.name}`,
        description: stripTags(p.description).slice(0, 160) || description,
        image,
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
      return { title: `Search · ${store.name}`, description, noindex: true };
    case 'cart':
      return { title: `Cart · ${store.name}`, description, noindex: true };
    case 'checkout':
      return { title: `Checkout · ${store.name}`, description, noindex: true };
    case 'tracking':
      return { title: `Order #${page.order.number} · ${store.name}`, description, noindex: true };
    case 'pay':
      return { title: `Pay order #${page.order.number} · ${store.name}`, description, noindex: true };
    case 'payment-result':
      return { title: `Payment for order #${page.order.number} · ${store.name}`, description, noindex: true };
    case 'invoice':
      return { title: `Invoice ${page.invoice.number} · ${store.name}`, description, noindex: true };
    case 'unsubscribe':
      return { title: `Unsubscribe · ${store.name}`, description, noindex: true };
    case 'not-found':
      return { title: `Not found · ${store.name}`, description, noindex: true };
    case 'too-many':
      return { title: `Too many attempts · ${store.name}`, description, noindex: true };
  }
}
