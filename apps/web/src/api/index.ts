import { adminApi } from '../lib/admin-session';
import { vendorFetch } from '../lib/vendor-session';
import { typedApi } from './typed';

export type { Answer, PathOf } from './typed';

/** The vendor API, typed from the OpenAPI document: `vendor('get', '/api/vendor/stores/{storeId}/…', { path })`. */
export const vendor = typedApi(vendorFetch);

/** The back office's API, typed from the OpenAPI document. */
export const admin = typedApi(adminApi);
