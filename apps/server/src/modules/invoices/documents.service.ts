import type { FastifyBaseLogger } from 'fastify';
import type { DbContext } from '../../platform/context';
import { errors } from '../../platform/errors';
import { loadSharp } from '../../platform/images';
import type { ObjectStorage } from '../../platform/storage';
import type { StoreScope } from '../../platform/tenant';
import { assertOrderOfStore } from '../orders';
import type { DocumentContent } from './documents.content';
import { type PdfFormat, renderDocumentPdf } from './documents.pdf';
import * as q from './invoices.queries';
import type { DocumentRow } from './invoices.schema';

const TOKEN = /^[A-Za-z0-9_-]{20,100}$/;

export interface DocumentSummary {
  id: string;
  kind: string;
  number: string;
  orderId: string;
  total: number;
  currency: string;
  customerName: string;
  issuedAt: string;
  downloadUrl: string;
}

export function toSummary(row: DocumentRow, publicUrl: string): DocumentSummary {
  return {
    id: row.id,
    kind: row.kind,
    number: row.content.number,
    orderId: row.orderId,
    total: row.total,
    currency: row.currency,
    customerName: row.customerName,
    issuedAt: row.issuedAt.toISOString(),
    downloadUrl: `${publicUrl}/api/documents/${row.accessToken}/pdf`,
  };
}

/**
 * The store's logo as PNG for pdfkit (which reads no WebP). Only our own uploads are read; a logo that
 * cannot be read leaves the document without one rather than without the document.
 */
export async function logoPng(
  storage: ObjectStorage,
  logoUrl: string | null,
  log: FastifyBaseLogger,
): Promise<Buffer | null> {
  const prefix = storage.url('');
  if (!logoUrl?.startsWith(prefix)) return null;
  try {
    const object = await storage.get(logoUrl.slice(prefix.length));
    if (!object) return null;
    const chunks: Buffer[] = [];
    for await (const c of object.body) chunks.push(c as Buffer);
    const sharp = await loadSharp();
    return await sharp(Buffer.concat(chunks))
      .resize({ width: 240, withoutEnlargement: true })
      .png()
      .toBuffer();
  } catch (err) {
    log.warn({ err, logoUrl }, 'store logo could not be drawn on a document');
    return null;
  }
}

export function renderContent(
  content: DocumentContent,
  format: PdfFormat,
  storage: ObjectStorage,
  log: FastifyBaseLogger,
) {
  return logoPng(storage, content.store.logoUrl, log).then((logo) =>
    renderDocumentPdf(content, format, logo),
  );
}

/** A customer's download: the secret token is the only key. */
export async function documentByToken(ctx: DbContext, token: string): Promise<DocumentRow> {
  const row = TOKEN.test(token) ? await q.documentByAccessToken(ctx.db, token) : null;
  if (!row) throw errors.notFound('Document');
  return row;
}

export async function vendorDocument(ctx: StoreScope, id: string): Promise<DocumentRow> {
  const row = await q.documentOf(ctx, id);
  if (!row) throw errors.notFound('Document');
  return row;
}

export async function documentsOfOrder(ctx: StoreScope, orderId: string, publicUrl: string) {
  await assertOrderOfStore(ctx, orderId);
  return (await q.documentsOfOrder(ctx, orderId)).map((d) => toSummary(d, publicUrl));
}

/** For the tracking page: the order's documents, once its store was checked by the caller. */
export async function documentsForTracking(ctx: DbContext, orderId: string, publicUrl: string) {
  return (await q.documentsOfOrderAnyStore(ctx.db, orderId)).map((d) => toSummary(d, publicUrl));
}

export function fileName(content: Pick<DocumentContent, 'number'>, format: PdfFormat) {
  return `${content.number}${format === 'thermal' ? '-80mm' : ''}.pdf`;
}
