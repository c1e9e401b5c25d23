import { z } from 'zod';
import { subdomainMessages } from './messages';

/** Names a store may not take: they are the platform's own hosts or would mislead customers. */
export const RESERVED_SUBDOMAINS: ReadonlySet<string> = new Set([
  'www',
  'admin',
  'administrator',
  'api',
  'app',
  'apps',
  'mail',
  'email',
  'smtp',
  'imap',
  'pop',
  'ftp',
  'static',
  'assets',
  'cdn',
  'media',
  'img',
  'images',
  'files',
  'docs',
  'help',
  'support',
  'status',
  'blog',
  'shop',
  'store',
  'stores',
  'dashboard',
  'login',
  'register',
  'signup',
  'auth',
  'account',
  'billing',
  'payment',
  'payments',
  'pay',
  'checkout',
  'secure',
  'dev',
  'staging',
  'test',
  'demo',
  'kasuwa',
  'localhost',
  'ns1',
  'ns2',
  'mx',
  'webmail',
  'monitor',
  'metrics',
  'health',
  'queues',
]);

/** The 20 template categories of spec section 2.2. */
export const TEMPLATE_CATEGORIES = [
  'Building and Construction',
  'Industrial & Scientific',
  'Beauty & Personal Care',
  'Health and Wellness',
  'Food & Beverage',
  'Office Supplies',
  'Home Decoration',
  'Toys & Games',
  'Sport and Fitness',
  'Arts and Crafts',
  'Baby and Maternity',
  'Tools and Equipment',
  'Electronics',
  'Furniture',
  'Automotive',
  'Jewelry',
  'Gadget',
  'Fashion',
  'Book',
  'Agro',
] as const;

export const THEME_IDS = [1, 2, 3] as const;

/** The three storefront themes (packages/storefront renders them); one naming for every screen. */
export const STOREFRONT_THEMES = [
  {
    id: 1,
    name: 'Soko',
    themeName: 'soko',
    description: 'A bright market bar with search up front and rounded product cards, for everyday goods.',
  },
  {
    id: 2,
    name: 'Adire',
    themeName: 'adire',
    description: 'An editorial serif masthead and an airy grid, for fashion, beauty and crafts.',
  },
  {
    id: 3,
    name: 'Eko Night',
    themeName: 'eko-night',
    description: 'A dark page with a floating header and glowing cards, for gadgets and electronics.',
  },
] as const;

export type SubdomainProblem = 'empty' | 'too_long' | 'invalid' | 'reserved';

/** A DNS label (RFC 1123): 1–63 of a–z, 0–9 and '-', not starting or ending with '-'. */
export function checkSubdomain(value: string): SubdomainProblem | null {
  const s = value.trim().toLowerCase();
  if (s.length === 0) return 'empty';
  if (s.length > 63) return 'too_long';
  if (!/^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/.test(s)) return 'invalid';
  if (RESERVED_SUBDOMAINS.has(s)) return 'reserved';
  return null;
}

export const subdomainSchema = z
  .string()
  .trim()
  .toLowerCase()
  .superRefine((value, ctx) => {
    const problem = checkSubdomain(value);
    if (problem) ctx.addIssue({ code: 'custom', message: subdomainMessages[problem] });
  });
