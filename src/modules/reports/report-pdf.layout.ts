import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Font } from 'fontkit';
import { loadOnce } from '../../core/load-once.ts';

/** Shared layout of the report PDF: fonts, colours, spacing and block helpers. */
export type Doc = PDFKit.PDFDocument;

/** Font names registered on each document by registerFonts. */
export const FONT = 'Body';
export const BOLD = 'Body-Bold';
export const ITALIC = 'Body-Oblique';

const FONT_FILES = {
  [FONT]: ['DejaVuSans.ttf', 'Helvetica'],
  [BOLD]: ['DejaVuSans-Bold.ttf', 'Helvetica-Bold'],
  [ITALIC]: ['DejaVuSans-Oblique.ttf', 'Helvetica-Oblique'],
} as const;

/**
 * DejaVu Sans (npm `dejavu-fonts-ttf`), parsed once per process: it covers
 * Latin Extended, Greek and Cyrillic names that the standard PDF fonts
 * (WinAnsi only) would garble. pdfkit embeds only the glyphs used. Parsing
 * per document would cost most of the render time, hence the cache; fontkit
 * itself is loaded with the first report, not at start-up.
 */
const loadFonts = loadOnce(async (): Promise<Map<string, Font> | null> => {
  const { create: parseFont } = await import('fontkit');
  try {
    const dir = path.join(
      path.dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')),
      'ttf',
    );
    return new Map(
      Object.entries(FONT_FILES).map(([name, [file]]) => [
        name,
        parseFont(readFileSync(path.join(dir, file))),
      ]),
    );
  } catch {
    // Without the package the report still renders, in the standard Helvetica family.
    return null;
  }
});

/** The body font once loaded: what printable() checks glyphs against. */
let bodyFont: Font | null = null;

/** Registers FONT, BOLD and ITALIC on a document (DejaVu Sans, else Helvetica). */
export async function registerFonts(doc: Doc): Promise<void> {
  const fonts = await loadFonts();
  bodyFont = fonts?.get(FONT) ?? null;
  for (const [name, [, standard]] of Object.entries(FONT_FILES)) {
    // pdfkit takes a parsed fontkit font as a source; its typings only list paths and buffers.
    doc.registerFont(name, (fonts?.get(name) ?? standard) as string);
  }
}
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

/** Joiners and selectors that only shape an emoji: nothing to print once the emoji is gone. */
const EMOJI_JOINERS = /[\u200d\ufe0e\ufe0f\u20e3]|\p{Emoji_Modifier}/gu;

/**
 * Text as the PDF can print it: a character the embedded font has no glyph
 * for (an emoji: DejaVu Sans has no colour emoji, and pdfkit draws none)
 * would print as an empty box, so it is left out, with the space it leaves.
 * Characters the font has (accents, Greek, Cyrillic, ✓, ☺) stay.
 */
export function printable(text: string): string {
  const font = bodyFont;
  if (!font) return text;
  let dropped = false;
  const kept = Array.from(text.replace(EMOJI_JOINERS, ''), (char) => {
    const code = char.codePointAt(0)!;
    if (code < 0x20 || font.hasGlyphForCodePoint(code)) return char;
    dropped = true;
    return '';
  }).join('');
  return dropped
    ? kept
        .replace(/[ \t]{2,}/g, ' ')
        .replace(/ +([,.;:!?)])/g, '$1')
        .trim()
    : kept;
}

export const contentWidth = (doc: Doc) =>
  doc.page.width - doc.page.margins.left - doc.page.margins.right;
export const bottomLimit = (doc: Doc) => doc.page.height - doc.page.margins.bottom;

/** Starts a new page when fewer than `height` points are left, so blocks never split. */
export function ensureSpace(doc: Doc, height: number): void {
  if (doc.y + height > bottomLimit(doc)) doc.addPage();
}

/*
 * Tagged PDF (pdfkit's structure elements): the report reads in order to a
 * screen reader, its headings as headings and its table as a table; rules
 * and boxes are artifacts. `tagged` adds an element to the section open now
 * (renderReportPdf opens one per section with `inSection`).
 */
type Struct = PDFKit.PDFStructureElement;
const openSections = new WeakMap<Doc, Struct>();

/** Draws a section of the document: what is tagged while `draw` runs belongs to it. */
export function inSection(doc: Doc, parent: Struct, draw: () => void): void {
  const section = doc.struct('Sect');
  parent.add(section);
  const outer = openSections.get(doc);
  openSections.set(doc, section);
  try {
    draw();
  } finally {
    if (outer) openSections.set(doc, outer);
    else openSections.delete(doc);
    section.end();
  }
}

/** What `draw` puts on the page, as one structure element (`P`, `H1`, `H2`…) of the open section. */
export function tagged(
  doc: Doc,
  type: string,
  draw: () => void,
  parent = openSections.get(doc),
): void {
  if (parent) parent.add(doc.struct(type, {}, draw));
  else draw();
}

/** A structure element without content of its own (a table, a row) in the open section. */
export function container(
  doc: Doc,
  type: string,
  parent = openSections.get(doc),
): Struct | undefined {
  if (!parent) return undefined;
  const element = doc.struct(type);
  parent.add(element);
  return element;
}

/** Decoration (a rule, a box): an artifact, which a screen reader skips. Never inside `tagged`. */
export function decoration(doc: Doc, draw: () => void): void {
  doc.markContent('Artifact');
  draw();
  doc.endMarkedContent();
}

/** A text cut with an ellipsis so it fits `width` on one line at the current font. */
export function fitLine(doc: Doc, text: string, width: number): string {
  if (doc.widthOfString(text) <= width) return text;
  const chars = Array.from(text);
  let low = 0;
  let high = chars.length;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (doc.widthOfString(`${chars.slice(0, mid).join('').trimEnd()}…`) <= width) low = mid;
    else high = mid - 1;
  }
  return `${chars.slice(0, low).join('').trimEnd()}…`;
}

export function sectionTitle(doc: Doc, title: string): void {
  ensureSpace(doc, 60);
  doc.moveDown(1);
  tagged(doc, 'H2', () => doc.font(BOLD).fontSize(13).fillColor(INK).text(title, MARGIN));
  const y = doc.y + 2;
  decoration(doc, () =>
    doc
      .moveTo(MARGIN, y)
      .lineTo(MARGIN + contentWidth(doc), y)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke(),
  );
  doc.y = y + 6;
}

export const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
export const humanize = (s: string) => capitalize(s.replaceAll('_', ' '));

/** What the PDF says about the approval, beside the valuation itself. */
export interface ReportPdfMeta {
  tenantName: string;
  approvedAt: Date | string;
  approverName: string;
  version: number;
  /** False on customer copies of tenants that do not share trust signals: the section is left out. */
  showTrustSignals?: boolean;
}
