import type { StoreTags } from '@kasuwa/storefront';
import type { FastifyReply } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { Db } from '../../platform/db';
import { storefrontTags } from '../integrations';
import type { StorefrontStore } from './storefront.service';

/**
 * The ad and analytics tags a store connected (Meta pixel, GA4), read once per store cache version:
 * connecting or disconnecting an app moves the version on, so every process sees the change at once.
 */
export class StoreTagsCache {
  private readonly cache = new LRUCache<number, { version: string; tags: StoreTags }>({ max: 20_000 });

  constructor(private readonly db: Db) {}

  async of(store: Pick<StorefrontStore, 'id' | 'cacheVersion'>): Promise<StoreTags> {
    const version = String(store.cacheVersion);
    const known = this.cache.get(store.id);
    if (known && known.version === version) return known.tags;
    const tags = await storefrontTags({ db: this.db, storeId: store.id });
    this.cache.set(store.id, { version, tags });
    return tags;
  }
}

/** The hosts each tag's script loads from and reports to; added to the policy only for its stores. */
const META_HOSTS = { script: ['https://connect.facebook.net'], connect: ['https://www.facebook.com'] };
const GA4_HOSTS = {
  script: ['https://www.googletagmanager.com'],
  connect: [
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
    'https://*.googletagmanager.com',
  ],
};

/** The policy with the hosts of the store's tags added to script-src and connect-src. */
export function widenPolicy(policy: string, tags: StoreTags): string {
  const extra = { script: [] as string[], connect: [] as string[] };
  for (const hosts of [tags.metaPixelId ? META_HOSTS : null, tags.ga4Id ? GA4_HOSTS : null]) {
    if (!hosts) continue;
    extra.script.push(...hosts.script);
    extra.connect.push(...hosts.connect);
  }
  if (extra.script.length === 0) return policy;
  return policy
    .split(';')
    .map((directive) => {
      const d = directive.trim();
      if (d.startsWith('script-src ')) return `${d} ${extra.script.join(' ')}`;
      if (d.startsWith('connect-src ')) return `${d} ${extra.connect.join(' ')}`;
      return d;
    })
    .join(';');
}

/** Widens the reply's Content-Security-Policy (set by helmet on every reply) for the store's tags. */
export function allowTags(reply: FastifyReply, tags: StoreTags): FastifyReply {
  const policy = reply.getHeader('content-security-policy');
  if (typeof policy === 'string') reply.header('content-security-policy', widenPolicy(policy, tags));
  return reply;
}
