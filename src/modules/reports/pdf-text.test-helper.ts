import { PDFParse } from 'pdf-parse';

/** The text of a PDF, through pdf.js (pdf-parse): no system package needed. */
export async function pdfText(
  pdf: Buffer,
): Promise<{ text: string; pages: number; pageTexts: string[] }> {
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    const result = await parser.getText();
    return { text: result.text, pages: result.total, pageTexts: result.pages.map((p) => p.text) };
  } finally {
    await parser.destroy();
  }
}
