import { adminApi } from '../lib/admin-session';
import { typedApi } from './typed';

export type { Answer, PathOf } from './typed';

export { vendor } from './vendor';

/** The back office's API, typed from the OpenAPI document. */
export const admin = typedApi(adminApi);
