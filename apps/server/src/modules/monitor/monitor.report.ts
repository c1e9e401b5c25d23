import type { MonitorQueues, ServiceStatus, VersionEntry } from '@kasuwa/contracts';
import { queueHealth } from '@kasuwa/contracts';
import { newPdf } from '../../platform/pdf';

export interface ReportInput {
  generatedAt: Date;
  version: string;
  environment: string;
  services: ServiceStatus[];
  queues: MonitorQueues | { error: string };
  versions: VersionEntry[];
}

const STATUS_COLOURS: Record<ServiceStatus['status'], string> = {
  online: '#2b8a3e',
  warning: '#e67700',
  offline: '#c92a2a',
};

/** The system report of the monitor's Export Report: service status, queues and versions, as a PDF. */
export async function renderSystemReport(input: ReportInput): Promise<Buffer> {
  const doc = await newPdf({ size: 'A4', margin: 50, info: { Title: 'Kasuwa system report' } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.fontSize(20).fillColor('#111').text('Kasuwa system report');
  doc
    .moveDown(0.3)
    .fontSize(10)
    .fillColor('#555')
    .text(`Generated ${input.generatedAt.toISOString().replace('T', ' ').slice(0, 19)} UTC`)
    .text(`Version ${input.version} · environment ${input.environment}`);

  section(doc, 'System status');
  table(
    doc,
    ['Service', 'Status', 'Response', 'Uptime', 'Last check'],
    [150, 70, 70, 80, 125],
    input.services.map((s) => [
      s.detail ? `${s.service}\n${s.detail}` : s.service,
      { text: s.status, colour: STATUS_COLOURS[s.status] },
      `${s.responseTime} ms`,
      s.uptime,
      s.lastCheck.replace('T', ' ').slice(0, 19),
    ]),
  );

  section(doc, 'Queues');
  if ('error' in input.queues) {
    doc.fontSize(10).fillColor('#c92a2a').text(input.queues.error);
  } else {
    doc.fontSize(9).fillColor('#555').text(`Backend: ${input.queues.backend}`).moveDown(0.3);
    table(
      doc,
      ['Queue', 'Waiting', 'Active', 'Completed', 'Failed', 'Delayed', 'Health'],
      [120, 60, 55, 70, 55, 55, 80],
      input.queues.queues.map((q) => {
        const health = queueHealth(q);
        return [
          q.queueName,
          String(q.waiting),
          String(q.active),
          String(q.completed),
          String(q.failed),
          String(q.delayed),
          { text: health, colour: health === 'Healthy' ? STATUS_COLOURS.online : STATUS_COLOURS.offline },
        ];
      }),
    );
  }

  section(doc, 'Version history');
  for (const v of input.versions) {
    doc
      .fontSize(11)
      .fillColor('#111')
      .text(`${v.version} (${v.status})${v.releaseDate ? ` · released ${v.releaseDate}` : ''}`);
    if (v.description) doc.fontSize(9).fillColor('#333').text(v.description);
    for (const f of v.features) doc.fontSize(9).fillColor('#333').text(`• ${f}`, { indent: 10 });
    doc.moveDown(0.5);
  }
  doc.end();
  return done;
}

function section(doc: PDFKit.PDFDocument, title: string) {
  doc.moveDown(1.2).fontSize(14).fillColor('#111').text(title, 50);
  doc
    .moveTo(50, doc.y + 2)
    .lineTo(545, doc.y + 2)
    .strokeColor('#ccc')
    .stroke();
  doc.moveDown(0.6);
}

type Cell = string | { text: string; colour: string };

function table(doc: PDFKit.PDFDocument, headers: string[], widths: number[], rows: Cell[][]) {
  const left = 50;
  const drawRow = (cells: Cell[], bold: boolean) => {
    if (doc.y > 760) doc.addPage();
    const top = doc.y;
    let x = left;
    let bottom = top;
    cells.forEach((cell, i) => {
      const text = typeof cell === 'string' ? cell : cell.text;
      const colour = typeof cell === 'string' ? (bold ? '#111' : '#333') : cell.colour;
      doc
        .font(bold ? 'Helvetica-Bold' : 'Helvetica')
        .fontSize(9)
        .fillColor(colour)
        .text(text, x, top, { width: widths[i]! - 6 });
      bottom = Math.max(bottom, doc.y);
      x += widths[i]!;
    });
    doc.x = left;
    doc.y = bottom + 4;
  };
  drawRow(headers, true);
  for (const r of rows) drawRow(r, false);
  doc.font('Helvetica');
}
