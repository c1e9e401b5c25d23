import { sitemapEntries } from '../../catalog';
import type { StorefrontPage } from '../storefront.shared';

/** robots.txt and sitemap.xml: what search engines may read of the store, and its pages. */
export const seoPages: StorefrontPage = (route, sf) => {
  route('GET', '/robots.txt', async (_request, reply, r) =>
    reply
      .header('content-type', 'text/plain; charset=utf-8')
      .send(
        `User-agent: *\nDisallow: ${r.base}/cart\nDisallow: ${r.base}/checkout\nDisallow: ${r.base}/track/\nAllow: ${r.base}/\nSitemap: ${r.origin}/sitemap.xml\n`,
      ),
  );

  route('GET', '/sitemap.xml', async (_request, reply, r) => {
    const [products, collections] = await sitemapEntries({ db: sf.db, storeId: r.store.id });
    const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
    const urls = [
      `<url><loc>${esc(r.origin)}/</loc></url>`,
      ...collections.map((c) => `<url><loc>${esc(`${r.origin}/collections/${c.slug}`)}</loc></url>`),
      ...products.map(
        (p) =>
          `<url><loc>${esc(`${r.origin}/products/${p.slug}`)}</loc><lastmod>${p.updatedAt.toISOString()}</lastmod></url>`,
      ),
    ];
    return reply
      .header('content-type', 'application/xml; charset=utf-8')
      .send(
        `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls.join('')}</urlset>\n`,
      );
  });
};
