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

/** What the PDF says about the approval, beside the valuation itself. */
export interface ReportPdfMeta {
  tenantName: string;
  approvedAt: Date | string;
  approverName: string;
  version: number;
  /** False on customer copies of tenants that do not share trust signals: the section is left out. */
  showTrustSignals?: boolean;
}
