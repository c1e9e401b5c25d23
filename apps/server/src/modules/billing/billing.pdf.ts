import { formatMoney } from '@kasuwa/contracts';
import { storeTime } from '@kasuwa/storefront';
import { newPdf } from '../../platform/pdf';
import { getPlan } from '../plans';
import type { BillingChargeRow } from './billing.schema';

const KINDS = { subscribe: 'New subscription', upgrade: 'Upgrade', renewal: 'Renewal' } as const;

const when = (d: Date) => storeTime(d).replace(/\u202f/g, ' ');

/**
 * The invoice of a paid plan charge, from Kasuwa to the vendor: plan, period, the credit an upgrade got
 * for the unused part of the old plan, what was paid, how and when. Drawn from the charge row alone, so
 * it prints the same every time.
 */
export async function renderPlanInvoicePdf(charge: BillingChargeRow, platformUrl: string): Promise<Buffer> {
  const margin = 50;
  const inner = 595.28 - 2 * margin;
  const amountWidth = 150;
  const doc = await newPdf({
    size: 'A4',
    margin,
    info: { Title: `Kasuwa invoice ${charge.reference}`, Author: 'Kasuwa' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const money = (n: number) => formatMoney(n, charge.currency, { code: true });
  const row = (label: string, amount: string, bold = false) => {
    doc
      .font(bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(10)
      .fillColor('#111');
    const y = doc.y;
    doc.text(label, margin, y, { width: inner - amountWidth - 6 });
    const after = doc.y;
    doc.text(amount, margin + inner - amountWidth, y, { width: amountWidth, align: 'right' });
    doc.y = Math.max(after, doc.y);
    doc.x = margin;
  };

  doc.font('Helvetica-Bold').fontSize(18).fillColor('#0b6b3f').text('Kasuwa');
  doc.font('Helvetica').fontSize(9).fillColor('#444').text(platformUrl);
  doc.moveDown(1);
  doc.font('Helvetica-Bold').fontSize(14).fillColor('#111').text(`Invoice ${charge.reference}`);
  doc.font('Helvetica').fontSize(9).fillColor('#333');
  doc.text(`Paid ${when(charge.paidAt ?? charge.createdAt)}`);
  doc.text(`Billed to: ${[charge.billingName, charge.billingEmail].filter(Boolean).join(', ')}`);
  doc.moveDown(1);

  const plan = getPlan(charge.plan)?.name ?? charge.plan;
  const period =
    charge.periodStart && charge.periodEnd
      ? `, ${when(charge.periodStart).split(',')[0]} to ${when(charge.periodEnd).split(',')[0]}`
      : '';
  row('Description', 'Amount', true);
  doc.moveDown(0.3);
  row(
    `${KINDS[charge.kind as keyof typeof KINDS] ?? charge.kind}: ${plan} plan, ${charge.interval}${period}`,
    money(charge.amount + charge.credit),
  );
  if (charge.credit > 0) row('Credit for the unused part of the previous plan', money(-charge.credit));
  doc.moveDown(0.3);
  row('Total paid', money(charge.amount), true);
  doc.moveDown(1);
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor('#333')
    .text(`Paid by card through ${charge.provider === 'paystack' ? 'Paystack' : charge.provider}.`)
    .text(`Reference: ${charge.reference}`);
  doc.end();
  return done;
}
