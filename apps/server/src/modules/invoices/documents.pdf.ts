import { newPdf, PDF_FONT } from '../../platform/pdf';
import { DEFAULT_LOCALE, type Locale, moneyText, t } from '../messages';
import type { DocumentContent } from './documents.content';

export type PdfFormat = 'a4' | 'thermal';

// 80 mm paper prints about 72 mm; 1 mm is 72/25.4 points.
const THERMAL_WIDTH = Math.round((80 * 72) / 25.4);

/** When the document was issued, as its language writes a date and time, in the store's (Lagos) time. */
function issuedText(at: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale === 'pcm' ? 'en-NG' : locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Africa/Lagos',
  })
    .format(new Date(at))
    .replace(/[\u202f\u00a0]/g, ' ');
}

/**
 * Draws a document from its frozen content, so the same document always prints the same. A4 for
 * filing and e-mail, 80 mm for the receipt printers market stalls use: one column, small type, as
 * long as it needs to be. Printed in the document's language, in DejaVu Sans (platform/pdf.ts).
 */
export async function renderDocumentPdf(
  content: DocumentContent,
  format: PdfFormat,
  logo: Buffer | null = null,
): Promise<Buffer> {
  const locale = content.locale ?? DEFAULT_LOCALE;
  const money = (amount: number) => moneyText({ amount, currency: content.currency }, false, locale);
  const title = t('doc.title', { kind: content.kind, number: content.number }, locale);
  const thermal = format === 'thermal';
  const margin = thermal ? 10 : 50;
  const width = thermal ? THERMAL_WIDTH : 595.28;
  const height = thermal ? 200 + 40 * (content.lines.length + content.adjustments.length + 8) : 841.89;
  const doc = await newPdf({
    size: [width, height],
    margin,
    lang: locale,
    info: { Title: title, Author: content.store.name },
  });
  doc.registerFont('Body', PDF_FONT.regular);
  doc.registerFont('Body-Bold', PDF_FONT.bold);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const inner = width - 2 * margin;
  const small = thermal ? 7 : 9;
  const body = thermal ? 8 : 10;

  if (logo) {
    try {
      doc.image(logo, margin, doc.y, { fit: thermal ? [60, 40] : [120, 60] });
      doc.moveDown(thermal ? 3.5 : 4.5);
    } catch {
      // An image pdfkit cannot read is left out rather than costing the customer the document.
    }
  }
  doc
    .font('Body-Bold')
    .fontSize(thermal ? 11 : 16)
    .fillColor('#111')
    .text(content.store.name);
  doc.font('Body').fontSize(small).fillColor('#444');
  if (content.store.address) doc.text(content.store.address);
  if (content.store.phone) doc.text(t('doc.phone', { phone: content.store.phone }, locale));
  doc.moveDown(0.8);
  doc
    .font('Body-Bold')
    .fontSize(thermal ? 10 : 14)
    .fillColor('#111');
  doc.text(title);
  doc.font('Body').fontSize(small).fillColor('#333');
  doc.text(t('doc.issued', { date: issuedText(content.issuedAt, locale) }, locale));
  for (const r of content.references) doc.text(`${r.label}: ${r.value}`);
  doc.moveDown(0.5);
  const who = [content.customer.name, content.customer.phone, content.customer.email].filter(Boolean);
  doc.text(t('doc.customer', { customer: who.join(', ') }, locale));
  doc.moveDown(0.8);

  const amountWidth = thermal ? 70 : 110;
  const row = (left: string, right: string, bold = false) => {
    doc
      .font(bold ? 'Body-Bold' : 'Body')
      .fontSize(body)
      .fillColor('#111');
    const y = doc.y;
    doc.text(left, margin, y, { width: inner - amountWidth - 6 });
    const after = doc.y;
    doc.text(right, margin + inner - amountWidth, y, { width: amountWidth, align: 'right' });
    doc.y = Math.max(after, doc.y);
    doc.x = margin;
  };
  const rule = () => {
    doc.moveDown(0.3);
    doc
      .moveTo(margin, doc.y)
      .lineTo(margin + inner, doc.y)
      .strokeColor('#999')
      .lineWidth(0.5)
      .stroke();
    doc.moveDown(0.3);
  };

  row(t('doc.item', {}, locale), t('doc.amount', {}, locale), true);
  rule();
  for (const l of content.lines) {
    const price = { amount: l.unitPrice, currency: content.currency };
    row(t('doc.line', { quantity: l.quantity, title: l.title, price }, locale), money(l.total + l.discount));
    if (l.discount) row(`   ${t('doc.line_discount', {}, locale)}`, money(-l.discount));
  }
  rule();
  for (const a of content.adjustments) row(a.label, money(a.amount));
  row(t('doc.total', {}, locale), money(content.total), true);
  doc.moveDown(0.8);
  doc.font('Body').fontSize(small).fillColor('#333');
  if (content.payment) {
    doc
      .text(t('doc.paid_by', { method: content.payment.method }, locale))
      .text(t('doc.reference', { reference: content.payment.reference }, locale));
  }
  for (const n of content.notes) doc.moveDown(0.3).text(n, { width: inner });
  doc.end();
  return done;
}
