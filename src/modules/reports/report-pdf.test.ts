import { describe, expect, it } from 'vitest';
import { formatScore } from '../../core/score.ts';
import { pdfText } from './pdf-text.test-helper.ts';
import { renderReportPdf } from './report-pdf.ts';
import { sampleValuationInput } from './sample-valuation.ts';
import { computeValuation } from './valuation.ts';

const meta = {
  tenantName: 'Acme Recruiting',
  approvedAt: new Date('2026-11-02T09:00:00Z'),
  approverName: 'Jane Recruiter',
  version: 2,
};

describe('renderReportPdf', () => {
  it('renders the candidate, role, approval, scores, referees, quotes and page numbers', async () => {
    const valuation = computeValuation(sampleValuationInput(5));
    const pdf = await renderReportPdf(valuation, meta);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const { text, pages } = await pdfText(pdf);
    expect(text).toContain('Ada Lovelace');
    expect(text).toContain('Staff Software Engineer');
    expect(text).toContain('Acme Recruiting');
    expect(text).toContain('2026-11-02 09:00 UTC by Jane Recruiter');
    expect(text).toContain(`${formatScore(valuation.overall.score)} / 5`);
    for (const c of valuation.competencies) {
      expect(text).toContain(c.label);
      expect(text).toContain(formatScore(c.mean));
    }
    for (const r of valuation.referees) expect(text).toContain(r.name);
    expect(text).toContain('Could delegate more');
    expect(text).toContain('Trust signals');
    expect(text).toContain(`Page 1 of ${pages}`);
    expect(text).toContain(`Page ${pages} of ${pages}`);
  });

  it('renders a single unrated referee without empty pages', async () => {
    const input = sampleValuationInput(1);
    input.responses[0]!.answers = { ratings: {} };
    input.trustSignals = [];
    const pdf = await renderReportPdf(computeValuation(input), meta);
    const { text, pages, pageTexts } = await pdfText(pdf);
    expect(text).toContain('not rated');
    expect(text).toContain('No highlights were given.');
    expect(text).toContain(`Page 1 of ${pages}`);
    // Every page carries more than its footer (two lines).
    for (const page of pageTexts) expect(page.trim().split('\n').length).toBeGreaterThan(2);
  });

  it('prints names outside Latin-1 (embedded DejaVu Sans, not WinAnsi Helvetica)', async () => {
    const input = sampleValuationInput(2);
    input.candidate = { firstName: 'Łukasz', lastName: 'Dvořák' };
    input.responses[0]!.refereeName = 'Иван Петров';
    const pdf = await renderReportPdf(computeValuation(input), { ...meta, approverName: 'Ελένη' });
    const { text } = await pdfText(pdf);
    expect(text).toContain('Łukasz Dvořák');
    expect(text).toContain('Иван Петров');
    expect(text).toContain('by Ελένη');
  });
});
