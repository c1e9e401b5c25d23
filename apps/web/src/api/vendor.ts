import { vendorFetch } from '../lib/vendor-session';
import { typedApi } from './typed';

/**
 * The vendor API, typed from the OpenAPI document: `vendor('get', '/api/vendor/stores/{storeId}/…', { path })`.
 * Its own module so the dashboard's first load does not take the back office's session (and zod with it).
 */
export const vendor = typedApi(vendorFetch);
