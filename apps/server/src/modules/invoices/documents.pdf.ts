import { formatMoney } from '@kasuwa/contracts';
import { storeTime } from '@kasuwa/storefront';
import { newPdf } from '../../platform/pdf';
import type { DocumentContent } from './documents.content';

export type PdfFormat = 'a4' | 'thermal';

const TITLES = { receipt: 'Receipt', credit_note: 'Credit note', invoice: 'Invoice' } as const;

// 80 mm paper prints about 72 mm; 1 mm is 72/25.4 points.
const THERMAL_WIDTH = Math.round((80 * 72) / 25.4);

const money = (amount: number, currency: string) => formatMoney(amount, currency, { code: true });

/**
 * Draws a document from its frozen content, so the same document always prints the same. A4 for
 * filing and e-mail, 80 mm for the receipt printers market stalls use: one column, small type, as
 * long as it needs to be.
 */
export async function renderDocumentPdf(
  content: DocumentContent,
  format: PdfFormat,
  logo: Buffer | null = null,
): Promise<Buffer> {
  const thermal = format === 'thermal';
  const margin = thermal ? 10 : 50;
  const width = thermal ? THERMAL_WIDTH : 595.28;
  const height = thermal ? 200 + 40 * (content.lines.length + content.adjustments.length + 8) : 841.89;
  const doc = await newPdf({
    size: [width, height],
    margin,
    info: { Title: `${TITLES[content.kind]} ${content.number}`, Author: content.store.name },
  });
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
    .font('Helvetica-Bold')
    .fontSize(thermal ? 11 : 16)
    .fillColor('#111')
    .text(content.store.name);
  doc.font('Helvetica').fontSize(small).fillColor('#444');
  if (content.store.address) doc.text(content.store.address);
  if (content.store.phone) doc.text(`Phone: ${content.store.phone}`);
  doc.moveDown(0.8);
  doc
    .font('Helvetica-Bold')
    .fontSize(thermal ? 10 : 14)
    .fillColor('#111');
  doc.text(`${TITLES[content.kind]} ${content.number}`);
  doc.font('Helvetica').fontSize(small).fillColor('#333');
  doc.text(`Issued ${storeTime(content.issuedAt).replace(/\u202f/g, ' ')}`);
  for (const r of content.references) doc.text(`${r.label}: ${r.value}`);
  doc.moveDown(0.5);
  const who = [content.customer.name, content.customer.phone, content.customer.email].filter(Boolean);
  doc.text(`Customer: ${who.join(', ')}`);
  doc.moveDown(0.8);

  const amountWidth = thermal ? 70 : 110;
  const row = (left: string, right: string, bold = false) => {
    doc
      .font(bold ? 'Helvetica-Bold' : 'Helvetica')
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

  row('Item', 'Amount', true);
  rule();
  for (const l of content.lines) {
    row(
      `${l.quantity} x ${l.title} @ ${money(l.unitPrice, content.currency)}`,
      money(l.total + l.discount, content.currency),
    );
    if (l.discount) row('   Line discount', money(-l.discount, content.currency));
  }
  rule();
  for (const a of content.adjustments) row(a.label, money(a.amount, content.currency));
  row('Total', money(content.total, content.currency), true);
  doc.moveDown(0.8);
  doc.font('Helvetica').fontSize(small).fillColor('#333');
  if (content.payment) {
    doc.text(`Paid by ${content.payment.method}`).text(`Reference: ${content.payment.reference}`);
  }
  for (const n of content.notes) doc.moveDown(0.3).text(n, { width: inner });
  doc.end();
  return done;
}
