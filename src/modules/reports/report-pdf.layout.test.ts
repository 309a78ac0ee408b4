import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { renderReportPdf } from './report-pdf.ts';
import { sampleValuationInput } from './sample-valuation.ts';
import { computeValuation } from './valuation.ts';

/**
 * The PDF's layout as poppler reads it (issue 43 item 15): a long rating
 * label wraps within its own row, a long name in the footer stops before
 * "Page 1 of N", and the document is tagged for accessibility.
 */

const run = promisify(execFile);
const meta = {
  tenantName: 'Acme Recruiting',
  approvedAt: new Date('2026-11-02T09:00:00Z'),
  approverName: 'Jane Recruiter',
  version: 1,
};

interface Word {
  text: string;
  page: number;
  xMin: number;
  yMin: number;
  xMax: number;
  yMax: number;
}

async function savePdf(pdf: Buffer): Promise<string> {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'report-pdf-')), 'report.pdf');
  writeFileSync(file, pdf);
  return file;
}

/** Every word with its box (pdftotext -bbox), page by page. */
async function wordsOf(file: string): Promise<Word[]> {
  const { stdout } = await run('pdftotext', ['-bbox', file, '-']);
  const words: Word[] = [];
  let page = 0;
  for (const line of stdout.split('\n')) {
    if (line.includes('<page ')) page++;
    const m =
      /<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">(.*)<\/word>/.exec(
        line,
      );
    if (m) {
      const [, xMin, yMin, xMax, yMax, text] = m;
      words.push({ text: text!, page, xMin: +xMin!, yMin: +yMin!, xMax: +xMax!, yMax: +yMax! });
    }
  }
  return words;
}

const LONG_LABEL =
  'Stakeholder communication across engineering, product, design and operations in a distributed teams.';

function customValuation(candidateLastName = 'Lovelace') {
  const input = sampleValuationInput(2);
  input.candidate = { firstName: 'Ada', lastName: candidateLastName };
  input.questionnaire = {
    id: 'qst_layout',
    version: 1,
    name: 'Layout',
    questions: [
      {
        key: 'stakeholders',
        kind: 'rating',
        prompt: 'Rate it.',
        required: false,
        label: LONG_LABEL,
      },
      {
        key: 'delivery',
        kind: 'rating',
        prompt: 'Rate delivery.',
        required: false,
        label: 'Delivery',
      },
    ],
  };
  for (const [i, r] of input.responses.entries()) r.answers = { stakeholders: 4 + i, delivery: 3 };
  return computeValuation(input);
}

describe('report PDF layout', () => {
  it('wraps a 100-character rating label within its row, above the Overall row', async () => {
    expect(LONG_LABEL.length).toBe(100);
    const words = await wordsOf(await savePdf(await renderReportPdf(customValuation(), meta)));
    const overall = words.find((w) => w.text === 'Overall' && w.page === 1)!;
    const delivery = words.find((w) => w.text === 'Delivery' && w.page === 1)!;
    const labelWords = words.filter(
      (w) => w.page === 1 && w.yMin < delivery.yMin && LONG_LABEL.split(' ').includes(w.text),
    );
    expect(labelWords.length).toBeGreaterThanOrEqual(LONG_LABEL.split(' ').length);
    // Every word of the label ends above the next row, which ends above the Overall row.
    for (const w of labelWords) expect(w.yMax).toBeLessThanOrEqual(delivery.yMin);
    expect(delivery.yMax).toBeLessThanOrEqual(overall.yMin);
  });

  it('cuts a long candidate name in the footer before the page number, and is a tagged PDF', async () => {
    const longName =
      'Montgomery-Featherstonehaugh-Cholmondeley-Marjoribanks-Wolfeschlegelsteinhausen';
    const file = await savePdf(await renderReportPdf(customValuation(longName), meta));
    const words = await wordsOf(file);
    const footerY = Math.max(...words.filter((w) => w.page === 1).map((w) => w.yMax));
    const footer = words.filter((w) => w.page === 1 && w.yMax > footerY - 2);
    const page = footer.find((w) => w.text === 'Page')!;
    expect(page).toBeDefined();
    for (const w of footer.filter((w) => w.xMax < page.xMin + 1 || w.xMin < page.xMin)) {
      expect(w.xMax).toBeLessThan(page.xMin);
    }
    expect(footer.map((w) => w.text).join(' ')).toContain('…');
    const { stdout: info } = await run('pdfinfo', [file]);
    expect(info).toMatch(/^Tagged:\s+yes$/m);
    expect(info).toMatch(/^Title:\s+Reference report: Ada Montgomery/m);
    // The structure a screen reader follows: headings, the ratings as a table of header and data cells.
    const { stdout: tree } = await run('pdfinfo', ['-struct', file]);
    for (const element of ['Document', 'Sect', 'H1', 'H2', 'Table', 'TR', 'TH', 'TD', 'P'])
      expect(tree).toMatch(new RegExp(`^\\s*${element}\\b`, 'm'));
  });
});
