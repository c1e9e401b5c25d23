import type { FastifyReply, FastifyRequest } from 'fastify';
import { documentsForTracking } from '../../invoices';
import { findOrderForTracking } from '../../orders';
import { disputeForTracking } from '../../payments';
import { trackingParams, trackingQuery } from '../storefront.forms';
import type { Resolved, Storefront, StorefrontPage } from '../storefront.shared';

/** Where an order of this store is paid, on the store's own pages (pages/pay.ts). */
export const payPath = (base: string, token: string) => `${base}/orders/${token}/pay`;

export const UNKNOWN_ORDER = 'notFound.order';

/**
 * The order's page (its confirmation right after checkout, then its tracking), with what it says about
 * disputes; `form` is a refused report.
 */
export async function showTracking(
  sf: Storefront,
  request: FastifyRequest,
  reply: FastifyReply,
  r: Resolved,
  token: string,
  options: { placed?: boolean; reported?: boolean; form?: { reason: string; error: string } } = {},
) {
  const order = await findOrderForTracking({ db: sf.db }, token);
  if (!order || order.storeId !== r.store.id) return sf.notFound(request, reply, r, UNKNOWN_ORDER);
  const { latest, canOpen } = await disputeForTracking({ db: sf.db }, order.id);
  return sf.show(request, reply.header('referrer-policy', 'no-referrer'), r, {
    kind: 'tracking',
    order,
    placed: options.placed ?? false,
    trackingUrl: `${r.origin}/track/${token}`,
    paymentUrl: order.status === 'pending_payment' ? payPath(r.base, token) : null,
    documents: (await documentsForTracking({ db: sf.db }, order.id, sf.config.publicUrl)).map((d) => ({
      label: sf.wordsOf(request, r.store)(d.kind === 'receipt' ? 'document.receipt' : 'document.creditNote', {
        number: d.number,
      }),
      url: d.downloadUrl,
      thermalUrl: `${d.downloadUrl}?format=thermal`,
    })),
    dispute: {
      latest: latest && {
        status: latest.status as 'open' | 'resolved',
        openedAt: latest.createdAt.toISOString(),
        resolution: latest.resolution as 'release' | 'refund' | null,
        note: latest.resolutionNote,
      },
      canOpen,
      reported: options.reported ?? false,
      form: options.form,
    },
  });
}

export const trackingPage: StorefrontPage = (route, sf) => {
  route('GET', '/track/:token', async (request, reply, r) => {
    const params = trackingParams.safeParse(request.params);
    if (!params.success) return sf.notFound(request, reply, r, UNKNOWN_ORDER);
    const { placed, reported } = trackingQuery.parse(request.query ?? {});
    return showTracking(sf, request, reply, r, params.data.token, { placed, reported });
  });
};
