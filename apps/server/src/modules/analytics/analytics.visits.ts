import type { VisitSource } from '@kasuwa/contracts';
import { storeDay } from '@kasuwa/storefront';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { DbOrTx } from '../../platform/db';
import { storefrontVisits } from './analytics.schema';

export type VisitKind = 'home' | 'collection' | 'product' | 'search' | 'cart';
export type StoredSource = VisitSource | 'internal';

export interface Visit {
  storeId: number;
  kind: VisitKind;
  source: StoredSource;
  productId?: string;
}

const NAMED: [VisitSource, RegExp][] = [
  ['whatsapp', /(^|\.)(wa\.me|whatsapp\.com|whatsapp\.net)$/],
  ['instagram', /(^|\.)instagram\.com$/],
  ['facebook', /(^|\.)(facebook\.com|fb\.com|fb\.me|messenger\.com)$/],
  ['google', /(^|\.)google\.[a-z]{2,3}(\.[a-z]{2})?$/],
];

const UTM: [VisitSource, RegExp][] = [
  ['whatsapp', /^(whatsapp|wa)\b/],
  ['instagram', /^(instagram|ig)\b/],
  ['facebook', /^(facebook|fb|meta)\b/],
  ['google', /^google\b/],
];

/**
 * Where a page view came from: `utm_source` when the link carries one (a vendor's WhatsApp broadcast
 * link), else the referrer's host; a referrer on the store's own host is a move inside the store.
 */
export function visitSource(
  utmSource: string | undefined,
  referrer: string | undefined,
  ownHost: string,
): StoredSource {
  const utm = utmSource?.trim().toLowerCase();
  if (utm) return UTM.find(([, re]) => re.test(utm))?.[0] ?? 'other';
  if (!referrer) return 'direct';
  let host: string;
  try {
    host = new URL(referrer).hostname.toLowerCase();
  } catch {
    return 'other';
  }
  if (host === ownHost.toLowerCase()) return 'internal';
  return NAMED.find(([, re]) => re.test(host))?.[0] ?? 'other';
}

// Link previews (WhatsApp, Facebook, Slack…) and crawlers fetch pages nobody looks at.
const NOT_A_VISITOR = /bot|crawl|spider|slurp|facebookexternalhit|^whatsapp\/|preview|lighthouse/i;

export function isVisitor(userAgent: string | undefined): boolean {
  return Boolean(userAgent) && !NOT_A_VISITOR.test(userAgent ?? '');
}

/** Rows a visit-count upsert writes at most. */
const VISITS_PER_STATEMENT = 100;

/**
 * Page views are added up in memory and written every few seconds, in upserts of at most
 * VISITS_PER_STATEMENT rows: a cached storefront page answers thousands of times a second with no
 * database work, and counting must not change that. A failed write keeps its counts (that slice and the
 * rest) for the next one; what a crash loses is at most one interval's views.
 */
export class VisitCounter {
  private pending = new Map<string, { visit: Visit; day: string; views: number }>();
  private readonly timer: NodeJS.Timeout;
  private writing: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: DbOrTx,
    private readonly log?: FastifyBaseLogger,
    everyMs = 5000,
  ) {
    this.timer = setInterval(() => void this.flush(), everyMs);
    this.timer.unref();
  }

  count(visit: Visit, at = new Date()): void {
    const day = storeDay(at);
    const key = `${visit.storeId}|${day}|${visit.kind}|${visit.source}|${visit.productId ?? ''}`;
    const entry = this.pending.get(key);
    if (entry) entry.views += 1;
    else this.pending.set(key, { visit, day, views: 1 });
  }

  /** Writes what was counted so far; concurrent calls wait for one another. */
  flush(): Promise<void> {
    this.writing = this.writing.then(() => this.write());
    return this.writing;
  }

  private async write(): Promise<void> {
    if (this.pending.size === 0) return;
    const entries = [...this.pending];
    this.pending = new Map();
    // In slices: on the embedded database, which runs one statement at a time, one upsert of the
    // ten thousand pages a busy interval counts held every page's queries behind it for a quarter second.
    for (let i = 0; i < entries.length; i += VISITS_PER_STATEMENT) {
      const slice = entries.slice(i, i + VISITS_PER_STATEMENT);
      try {
        await this.upsert(slice.map(([, entry]) => entry));
      } catch (error) {
        for (const [key, entry] of entries.slice(i)) {
          const now = this.pending.get(key);
          if (now) now.views += entry.views;
          else this.pending.set(key, entry);
        }
        this.log?.warn({ err: error }, 'storefront visit counts not written; kept for the next try');
        return;
      }
    }
  }

  private upsert(batch: { visit: Visit; day: string; views: number }[]) {
    return (
      this.db
        // tenant-scope: one upsert of the counts of every store this process served since the last write.
        .insert(storefrontVisits)
        .values(
          batch.map(({ visit, day, views }) => ({
            storeId: visit.storeId,
            day,
            kind: visit.kind,
            source: visit.source,
            productId: visit.productId ?? '',
            views,
          })),
        )
        .onConflictDoUpdate({
          target: [
            storefrontVisits.storeId,
            storefrontVisits.day,
            storefrontVisits.kind,
            storefrontVisits.source,
            storefrontVisits.productId,
          ],
          set: { views: sql`${storefrontVisits.views} + excluded.views` },
        })
    );
  }

  async close(): Promise<void> {
    clearInterval(this.timer);
    await this.flush();
  }
}
