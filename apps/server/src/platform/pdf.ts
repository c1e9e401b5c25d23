import { createRequire } from 'node:module';

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

/**
 * DejaVu Sans, embedded (as a subset) in the documents customers get: pdfkit's built-in Helvetica is
 * WinAnsi only, without ₦, Hausa's ɓ ɗ ƙ ƴ, Yoruba's tone marks over dotted vowels or Igbo's ị ọ ụ.
 * Read from the `dejavu-fonts-ttf` package, so a server without system fonts prints the same.
 */
const require = createRequire(import.meta.url);
export const PDF_FONT = {
  regular: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
  bold: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
};
