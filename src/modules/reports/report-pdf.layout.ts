/** Shared layout of the report PDF: fonts, colours, spacing and block helpers. */
export type Doc = PDFKit.PDFDocument;

export const FONT = 'Helvetica';
export const BOLD = 'Helvetica-Bold';
export const ITALIC = 'Helvetica-Oblique';
export const INK = '#1f2933';
export const MUTED = '#616e7c';
export const ACCENT = '#2f6fde';
export const RULE = '#d9dee5';
export const MARGIN = 50;
/** Room kept free at the bottom of each page for the footer. */
export const FOOTER_SPACE = 30;

/** ISO date and time in UTC, minutes precision: "2026-11-02 09:00 UTC". */
export function formatUtc(value: Date | string): string {
  return `${new Date(value).toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

export const fmt = (value: number | null, decimals = 2) =>
  value === null ? '–' : value.toFixed(decimals);

export const contentWidth = (doc: Doc) =>
  doc.page.width - doc.page.margins.left - doc.page.margins.right;
export const bottomLimit = (doc: Doc) => doc.page.height - doc.page.margins.bottom;

/** Starts a new page when fewer than `height` points are left, so blocks never split. */
export function ensureSpace(doc: Doc, height: number): void {
  if (doc.y + height > bottomLimit(doc)) doc.addPage();
}

export function sectionTitle(doc: Doc, title: string): void {
  ensureSpace(doc, 60);
  doc.moveDown(1);
  doc.font(BOLD).fontSize(13).fillColor(INK).text(title, MARGIN);
  const y = doc.y + 2;
  doc
    .moveTo(MARGIN, y)
    .lineTo(MARGIN + contentWidth(doc), y)
    .lineWidth(0.5)
    .strokeColor(RULE)
    .stroke();
  doc.y = y + 6;
}

export const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
export const humanize = (s: string) => capitalize(s.replaceAll('_', ' '));
