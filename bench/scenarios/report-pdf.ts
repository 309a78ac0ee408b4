import { performance } from 'node:perf_hooks';
import { renderReportPdf } from '../../src/modules/reports/report-pdf.ts';
import { sampleValuationInput } from '../../src/modules/reports/sample-valuation.ts';
import { computeValuation } from '../../src/modules/reports/valuation.ts';
import type { CustomScenario } from '../scenario.ts';

const RENDERS = 30;
const WARM_UP = 3;

/**
 * PDF generation for a report with five referees: renderReportPdf called
 * directly (no HTTP, no database) on a synthetic valuation, after a short
 * warm-up, so the number is the rendering cost the PDF routes add.
 */
export const reportPdf: CustomScenario = {
  kind: 'custom',
  name: 'report-pdf',
  description: `renderReportPdf for five referees, ${RENDERS} renders (mean, p95, max ms)`,
  async run() {
    const valuation = computeValuation(sampleValuationInput(5));
    const meta = {
      tenantName: valuation.tenantName,
      approvedAt: new Date('2026-11-02T09:00:00Z'),
      approverName: 'Bench Recruiter',
      version: 1,
    };
    for (let i = 0; i < WARM_UP; i++) await renderReportPdf(valuation, meta);
    const times: number[] = [];
    let bytes = 0;
    for (let i = 0; i < RENDERS; i++) {
      const start = performance.now();
      const pdf = await renderReportPdf(valuation, meta);
      times.push(performance.now() - start);
      bytes = pdf.length;
    }
    times.sort((a, b) => a - b);
    const mean = times.reduce((sum, t) => sum + t, 0) / times.length;
    const p95 = times[Math.min(times.length - 1, Math.ceil(times.length * 0.95) - 1)]!;
    const round = (ms: number) => Math.round(ms * 100) / 100;
    return {
      renders: RENDERS,
      meanMs: round(mean),
      p95Ms: round(p95),
      maxMs: round(times[times.length - 1]!),
      pdfBytes: bytes,
    };
  },
};
