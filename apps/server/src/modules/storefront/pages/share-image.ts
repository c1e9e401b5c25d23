import { z } from 'zod';
import { shareImage } from '../../../platform/images';
import { isSafeKey } from '../../../platform/storage';
import type { StorefrontPage } from '../storefront.shared';

const params = z.object({ '*': z.string() });
/** A rendition of one of this store's images: its key starts with the store's own folder. */
const STORE_RENDITION = /^stores\/(\d+)\/.+-\d+\.jpg$/;

/**
 * `/share-image/<rendition key, .jpg>`: the JPEG link preview (og:image, twitter:image) of one of the store's
 * pictures, made from its WebP rendition on first request (platform/images.ts, shareImage).
 */
export const shareImagePage: StorefrontPage = (route, sf) => {
  route('GET', '/share-image/*', async (request, reply, r) => {
    // `<rendition>.jpg`: the name of the JPEG link preview of the WebP rendition `<rendition>.webp`.
    const key = params.parse(request.params)['*'];
    const store = STORE_RENDITION.exec(key);
    const image =
      store && Number(store[1]) === r.store.id && isSafeKey(key)
        ? await shareImage(sf.storage, key.replace(/\.jpg$/, '.webp'))
        : null;
    if (!image) return sf.notFound(request, reply, r, 'notFound.picture');
    return reply
      .header('content-type', 'image/jpeg')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(image);
  });
};
