import { type FinancialReport, formatMoney } from '@kasuwa/contracts';
import { storeTime } from '@kasuwa/storefront';
import { newPdf } from '../../platform/pdf';

/** Day labels in en-NG: "21 Nov 2026". */
const dayLabel = (day: string) =>
  new Intl.DateTimeFormat('en-NG', {
    timeZone: 'UTC',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  }).format(new Date(`${day}T12:00:00Z`));

/** The report's lines in reading order: what was sold, what went back, what the store kept, where it is. */
function linesOf(r: FinancialReport): [string, number, boolean?][] {
  return [
    ['Goods sold (orders paid in the period)', r.goods],
    ['Discounts', -r.discounts],
    ['Delivery fees', r.deliveryFees],
    ['Gross sales captured', r.grossSales, true],
    ['Refunds', -r.refunds],
    ['Platform fees (1.5%)', -r.platformFees],
    ['Net', r.net, true],
    ['Released to available', r.releasedToAvailable],
    ['Paid out to the bank', r.paidOut],
    ['In escrow at the start', r.escrow.opening],
    ['In escrow at the end', r.escrow.closing, true],
    ['Available at the start', r.available.opening],
    ['Available at the end', r.available.closing, true],
    ['Payouts on the way at the end', r.payoutPending.closing],
  ];
}

/**
 * The store's financial report as an A4 PDF for the vendor's accountant: one section per currency,
 * the same figures as the screen and the CSV (money in two currencies is never added up).
 */
export async function renderFinancialPdf(
  report: { from: string; to: string; timeZone: string; currencies: FinancialReport[] },
  storeName: string,
  printedAt = new Date(),
): Promise<Buffer> {
  const margin = 50;
  const width = 595.28;
  const doc = await newPdf({
    size: 'A4',
    margin,
    info: { Title: `Financial report ${report.from} to ${report.to}`, Author: storeName },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const inner = width - 2 * margin;
  const amountWidth = 150;

  doc.font('Helvetica-Bold').fontSize(16).fillColor('#111').text(storeName);
  doc.font('Helvetica-Bold').fontSize(13).text('Financial report');
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor('#444')
    .text(`${dayLabel(report.from)} to ${dayLabel(report.to)}, days in ${report.timeZone}`)
    .text(
      `Printed ${storeTime(printedAt).replace(/\u202f/g, ' ')}. From the Kasuwa ledger; amounts to the kobo.`,
    );
  doc.moveDown(1);
  if (report.currencies.length === 0) {
    doc.fontSize(11).fillColor('#111').text('No money moved in this period.');
  }
  for (const r of report.currencies) {
    doc.font('Helvetica-Bold').fontSize(12).fillColor('#111').text(r.currency);
    doc.moveDown(0.3);
    for (const [label, amount, bold] of linesOf(r)) {
      doc
        .font(bold ? 'Helvetica-Bold' : 'Helvetica')
        .fontSize(10)
        .fillColor('#111');
      const y = doc.y;
      doc.text(label, margin, y, { width: inner - amountWidth - 6 });
      const after = doc.y;
      doc.text(formatMoney(amount, r.currency, { code: true }), margin + inner - amountWidth, y, {
        width: amountWidth,
        align: 'right',
      });
      doc.y = Math.max(after, doc.y);
      doc.x = margin;
    }
    doc.moveDown(1);
  }
  doc.end();
  return done;
}
