const loadPdfkit = () => import('pdfkit').then((m) => m.default);
let pdfkit: ReturnType<typeof loadPdfkit> | undefined;

/**
 * A new pdfkit document. pdfkit and its fonts take about 300 ms to load, and most processes never draw a
 * PDF, so it is loaded with the first document instead of at start-up.
 */
export async function newPdf(options: PDFKit.PDFDocumentOptions): Promise<PDFKit.PDFDocument> {
  pdfkit ??= loadPdfkit();
  const PDFDocument = await pdfkit;
  return new PDFDocument(options);
}
