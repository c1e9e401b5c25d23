import { z } from 'zod';
import { LOCALES } from './locale-tags';

export * from './locale-tags';

/** One of LOCALES, as a request body or query gives it. */
export const localeSchema = z.enum(LOCALES);
