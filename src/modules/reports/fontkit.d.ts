/** The part of fontkit (no published types) the report PDF uses: parse a font once, reuse it. */
declare module 'fontkit' {
  /** A parsed font; pdfkit's registerFont accepts it as is (it has `layout`). */
  export interface Font {
    layout(text: string): unknown;
    postscriptName: string;
    /** Whether the font has a glyph for a code point (the PDF leaves out what it has not). */
    hasGlyphForCodePoint(codePoint: number): boolean;
  }
  export function create(buffer: Uint8Array, postscriptName?: string): Font;
}
