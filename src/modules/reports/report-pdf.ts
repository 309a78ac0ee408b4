import { fill, participantCopy } from '../../core/participant-copy.ts';
import { printableDeep } from '../../core/text.ts';

const REPORT = participantCopy().report;

import type { Doc, ReportPdfMeta } from './report-pdf.layout.ts';
import {
  contentWidth,
  FONT,
  FOOTER_SPACE,
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
 * "Page X of N" footers (pages are buffered so N is known).
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

  drawHeader(doc, valuation, meta);
  drawSummary(doc, valuation);
  drawCompetencyTable(doc, valuation);
  drawBarChart(doc, valuation);
  drawReferees(doc, valuation);
  const quotes = withoutSmallTalk(valuation);
  const { sections } = participantCopy();
  if (hasQuoteSection(valuation, 'highlights')) {
    drawQuotes(doc, sections.highlights, quotes.highlights, sections.noHighlights);
  }
  if (hasQuoteSection(valuation, 'concerns')) {
    drawQuotes(doc, sections.areasToDevelop, quotes.concerns, sections.noAreasToDevelop);
  }
  drawAnswers(doc, valuation);
  if (meta.showTrustSignals !== false) drawTrustSignals(doc, valuation);
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
    doc.text(fill(REPORT.pdfFooter, { candidateName: v.candidate.name }), MARGIN, y, {
      lineBreak: false,
    });
    doc.text(fill(REPORT.pdfPage, { page: i + 1, pages: range.count }), MARGIN, y, {
      width: contentWidth(doc),
      align: 'right',
      lineBreak: false,
    });
    doc.page.margins.bottom = bottom;
  }
}
