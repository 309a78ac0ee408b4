import { fill, participantCopy } from '../../core/participant-copy.ts';
import { printableDeep } from '../../core/text.ts';

const REPORT = participantCopy().report;

import type { Doc, ReportPdfMeta } from './report-pdf.layout.ts';
import {
  contentWidth,
  FONT,
  FOOTER_SPACE,
  fitLine,
  inSection,
  MARGIN,
  MUTED,
  registerFonts,
} from './report-pdf.layout.ts';
import {
  drawAnswers,
  drawBarChart,
  drawCompetencyTable,
  drawHeader,
  drawQuotes,
  drawReferees,
  drawSummary,
  drawTrustSignals,
} from './report-pdf.sections.ts';
import { hasQuoteSection, type Valuation, withoutSmallTalk, withQuestions } from './valuation.ts';

export { formatUtc, type ReportPdfMeta } from './report-pdf.layout.ts';

/** The fields of a valuation and of its meta that hold a name, a label or an option: one line each. */
const PDF_NAME_KEYS: ReadonlySet<string> = new Set([
  'name',
  'firstName',
  'lastName',
  'refereeName',
  'relationship',
  'roleTitle',
  'tenantName',
  'approverName',
  'prompt',
  'label',
  'option',
]);

/** pdfkit is loaded on the first PDF, not at start-up (it costs ~0.4 s to load). */
type PdfDocumentClass = new (options?: PDFKit.PDFDocumentOptions) => PDFKit.PDFDocument;
let pdfkit: Promise<PdfDocumentClass> | undefined;
const loadPdfKit = (): Promise<PdfDocumentClass> => {
  pdfkit ??= import('pdfkit').then((module) => module.default as unknown as PdfDocumentClass);
  return pdfkit;
};

/**
 * Renders an approved report as an A4 PDF (DejaVu Sans embedded, see
 * registerFonts): header, summary, the rating questions' table and
 * bar chart, referees, highlights and concerns, the other questions of the
 * pinned questionnaire each in its kind's form, trust signals, and
 * "Page X of N" footers (pages are buffered so N is known). It is a tagged
 * PDF (headings, paragraphs, the ratings table, quotes; rules, boxes, the
 * chart and the footers as artifacts), in the catalogue's language, its
 * window titled with the document's title.
 */
export async function renderReportPdf(stored: Valuation, given: ReportPdfMeta): Promise<Buffer> {
  // Names on one line, no bidirectional or zero-width characters anywhere (CONTRACT "Names are one line").
  const valuation = withQuestions(printableDeep(stored, PDF_NAME_KEYS));
  const meta = printableDeep(given, PDF_NAME_KEYS);
  const PDFDocument = await loadPdfKit();
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, bottom: MARGIN + FOOTER_SPACE, left: MARGIN, right: MARGIN },
    bufferPages: true,
    tagged: true,
    lang: 'en',
    displayTitle: true,
    info: {
      Title: `Reference report: ${valuation.candidate.name}`,
      Author: meta.tenantName,
      Subject: valuation.roleTitle ?? REPORT.pdfSubject,
      Creator: 'Refcheck',
    },
  });
  await registerFonts(doc);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const root = doc.struct('Document');
  doc.addStructure(root);
  const section = (draw: () => void) => inSection(doc, root, draw);
  section(() => drawHeader(doc, valuation, meta));
  section(() => drawSummary(doc, valuation));
  section(() => {
    drawCompetencyTable(doc, valuation);
    drawBarChart(doc, valuation);
  });
  section(() => drawReferees(doc, valuation));
  const quotes = withoutSmallTalk(valuation);
  const { sections } = participantCopy();
  if (hasQuoteSection(valuation, 'highlights')) {
    section(() => drawQuotes(doc, sections.highlights, quotes.highlights, sections.noHighlights));
  }
  if (hasQuoteSection(valuation, 'concerns')) {
    section(() =>
      drawQuotes(doc, sections.areasToDevelop, quotes.concerns, sections.noAreasToDevelop),
    );
  }
  section(() => drawAnswers(doc, valuation));
  if (meta.showTrustSignals !== false) section(() => drawTrustSignals(doc, valuation));
  root.end();
  drawFooters(doc, valuation);
  doc.end();
  return done;
}

function drawFooters(doc: Doc, v: Valuation): void {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    // Writing below the bottom margin would add a page: lift the margin while drawing the footer.
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const y = doc.page.height - MARGIN;
    doc.font(FONT).fontSize(8).fillColor(MUTED);
    const page = fill(REPORT.pdfPage, { page: i + 1, pages: range.count });
    // The name's box ends where the page number's begins: a long name is cut, never overprinted.
    const nameWidth = contentWidth(doc) - doc.widthOfString(page) - 16;
    const name = fitLine(
      doc,
      fill(REPORT.pdfFooter, { candidateName: v.candidate.name }),
      nameWidth,
    );
    doc.markContent('Artifact', { type: 'Pagination' });
    doc.text(name, MARGIN, y, { lineBreak: false });
    doc.text(page, MARGIN, y, { width: contentWidth(doc), align: 'right', lineBreak: false });
    doc.endMarkedContent();
    doc.page.margins.bottom = bottom;
  }
}
