/** The part of fontkit (no published types) the report PDF uses: parse a font once, reuse it. */
declare module 'fontkit' {
  /** A parsed font; pdfkit's registerFont accepts it as is (it has `layout`). */
  export interface Font {
    layout(text: string): unknown;
    postscriptName: string;
  }
  export function create(buffer: Uint8Array, postscriptName?: string): Font;
}
