import { fill, participantCopy } from '../../core/participant-copy.ts';
import {
  ACCENT,
  BOLD,
  capitalize,
  contentWidth,
  type Doc,
  ensureSpace,
  FONT,
  fmt,
  formatUtc,
  humanize,
  INK,
  ITALIC,
  MARGIN,
  MUTED,
  RULE,
  sectionTitle,
} from './report-pdf.layout.ts';
import type { ReportPdfMeta } from './report-pdf.ts';
import type { Valuation } from './valuation.ts';

/* The sections of the report PDF, top to bottom; each starts a page when it would not fit. */

const R = participantCopy().report;
const S = participantCopy().sections;

export function drawHeader(doc: Doc, v: Valuation, meta: ReportPdfMeta): void {
  doc.font(BOLD).fontSize(9).fillColor(ACCENT).text(R.kicker, MARGIN, MARGIN);
  doc.moveDown(0.3);
  doc.font(BOLD).fontSize(24).fillColor(INK).text(v.candidate.name);
  doc
    .font(FONT)
    .fontSize(12)
    .fillColor(MUTED)
    .text(v.roleTitle ? fill(R.role, { role: v.roleTitle }) : R.roleNotSpecified);
  doc.moveDown(0.6);
  doc.fontSize(10).fillColor(INK);
  const line = (label: string, value: string) =>
    doc.font(BOLD).text(`${label}: `, { continued: true }).font(FONT).text(value);
  line(R.preparedFor, meta.tenantName);
  line(
    R.approvedLabel,
    fill(R.approvedValue, { date: formatUtc(meta.approvedAt), approver: meta.approverName }),
  );
  line(R.versionLabel, String(meta.version));
}

export function drawSummary(doc: Doc, v: Valuation): void {
  sectionTitle(doc, S.summary);
  const boxes: Array<[string, string, string]> = [
    [
      R.overall,
      v.overall.score === null ? '–' : fill(R.overallOutOf5, { score: fmt(v.overall.score) }),
      v.overall.percent === null
        ? R.noRatings
        : fill(R.outOf100, { percent: fmt(v.overall.percent, 1) }),
    ],
    [
      R.wouldRehire,
      v.wouldRehire.share === null ? '–' : `${Math.round(v.wouldRehire.share * 100)}%`,
      fill(R.rehireCounts, { yes: v.wouldRehire.yes, no: v.wouldRehire.no }),
    ],
    [
      R.agreement,
      v.agreement ? capitalize(v.agreement.level) : '–',
      v.agreement ? fill(R.agreementIndex, { score: fmt(v.agreement.score) }) : R.needsTwoReferees,
    ],
    [
      R.referees,
      fill(R.answeredOfInvited, { answered: v.counts.answered, invited: v.counts.invited }),
      R.answeredOfInvitedNote,
    ],
  ];
  const gap = 10;
  const width = (contentWidth(doc) - gap * (boxes.length - 1)) / boxes.length;
  const top = doc.y;
  boxes.forEach(([label, value, note], i) => {
    const x = MARGIN + i * (width + gap);
    doc.roundedRect(x, top, width, 62, 4).fillColor('#f3f6fa').fill();
    doc
      .font(FONT)
      .fontSize(8)
      .fillColor(MUTED)
      .text(label.toUpperCase(), x + 8, top + 8, { width: width - 16 });
    doc
      .font(BOLD)
      .fontSize(16)
      .fillColor(INK)
      .text(value, x + 8, top + 22, { width: width - 16 });
    doc
      .font(FONT)
      .fontSize(8)
      .fillColor(MUTED)
      .text(note, x + 8, top + 44, { width: width - 16 });
  });
  doc.x = MARGIN;
  doc.y = top + 62;
}

export function drawCompetencyTable(doc: Doc, v: Valuation): void {
  sectionTitle(doc, S.competencies);
  const columns = [
    { title: R.competency, width: 175, align: 'left' as const },
    { title: R.mean, width: 70, align: 'right' as const },
    { title: R.spread, width: 80, align: 'right' as const },
    { title: R.range, width: 80, align: 'right' as const },
    { title: R.ratings, width: 90, align: 'right' as const },
  ];
  const rowHeight = 18;
  const row = (cells: string[], font: string, color: string) => {
    ensureSpace(doc, rowHeight);
    const y = doc.y;
    let x = MARGIN;
    cells.forEach((cell, i) => {
      const col = columns[i]!;
      doc
        .font(font)
        .fontSize(10)
        .fillColor(color)
        .text(cell, x + 4, y + 4, { width: col.width - 8, align: col.align, lineBreak: false });
      x += col.width;
    });
    doc
      .moveTo(MARGIN, y + rowHeight)
      .lineTo(MARGIN + contentWidth(doc), y + rowHeight)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
    doc.x = MARGIN;
    doc.y = y + rowHeight;
  };
  row(
    columns.map((c) => c.title),
    BOLD,
    MUTED,
  );
  for (const c of v.competencies) {
    row(
      [
        c.label,
        fmt(c.mean),
        fmt(c.stdDev),
        c.min === null ? '–' : `${c.min}–${c.max}`,
        String(c.count),
      ],
      FONT,
      c.count === 0 ? MUTED : INK,
    );
  }
  const rated = fill(R.ratedCount, { count: v.overall.competenciesRated });
  row([R.overallRow, fmt(v.overall.score), '', '', rated], BOLD, INK);
}

/** Horizontal bars on a 0–5 scale with gridlines at each point; unrated competencies show "not rated". */
export function drawBarChart(doc: Doc, v: Valuation): void {
  sectionTitle(doc, S.chart);
  const labelWidth = 120;
  const valueWidth = 40;
  const chartX = MARGIN + labelWidth;
  const chartWidth = contentWidth(doc) - labelWidth - valueWidth;
  const barHeight = 12;
  const rowGap = 8;
  const height = v.competencies.length * (barHeight + rowGap) + 20;
  ensureSpace(doc, height);
  const top = doc.y + 4;
  const bottom = top + v.competencies.length * (barHeight + rowGap);
  for (let tick = 0; tick <= 5; tick++) {
    const x = chartX + (chartWidth * tick) / 5;
    doc
      .moveTo(x, top - 2)
      .lineTo(x, bottom)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
    doc
      .font(FONT)
      .fontSize(8)
      .fillColor(MUTED)
      .text(String(tick), x - 10, bottom + 3, { width: 20, align: 'center' });
  }
  v.competencies.forEach((c, i) => {
    const y = top + i * (barHeight + rowGap);
    doc
      .font(FONT)
      .fontSize(9)
      .fillColor(INK)
      .text(c.label, MARGIN, y + 2, { width: labelWidth - 8, lineBreak: false });
    if (c.mean === null) {
      doc
        .font(ITALIC)
        .fontSize(8)
        .fillColor(MUTED)
        .text(R.notRated, chartX + 4, y + 3, { lineBreak: false });
      return;
    }
    doc
      .rect(chartX, y, (chartWidth * c.mean) / 5, barHeight)
      .fillColor(ACCENT)
      .fill();
    doc
      .font(BOLD)
      .fontSize(9)
      .fillColor(INK)
      .text(fmt(c.mean), chartX + chartWidth + 6, y + 2, {
        width: valueWidth - 6,
        lineBreak: false,
      });
  });
  doc.x = MARGIN;
  doc.y = bottom + 16;
}

export function drawReferees(doc: Doc, v: Valuation): void {
  sectionTitle(doc, S.referees);
  for (const r of v.referees) {
    ensureSpace(doc, 34);
    doc
      .font(BOLD)
      .fontSize(10)
      .fillColor(INK)
      .text(r.name, MARGIN, doc.y, { continued: Boolean(r.relationship) });
    if (r.relationship) doc.font(FONT).fillColor(MUTED).text(`  ·  ${r.relationship}`);
    const facts = [
      r.monthsKnown === null ? null : fill(R.knownMonths, { months: r.monthsKnown }),
      r.wouldRehire === null ? null : r.wouldRehire ? R.wouldRehireFact : R.wouldNotRehireFact,
      fill(R.answeredOn, { date: r.completedAt.slice(0, 10) }),
      r.reused ? R.reused : null,
    ].filter(Boolean);
    doc.font(FONT).fontSize(9).fillColor(MUTED).text(facts.join('  ·  '));
    doc.moveDown(0.4);
  }
}

export function drawQuotes(
  doc: Doc,
  title: string,
  quotes: Valuation['highlights'],
  empty: string,
): void {
  sectionTitle(doc, title);
  if (quotes.length === 0) {
    doc.font(ITALIC).fontSize(10).fillColor(MUTED).text(empty, MARGIN);
    return;
  }
  for (const q of quotes) {
    ensureSpace(doc, 40);
    doc
      .font(FONT)
      .fontSize(10)
      .fillColor(INK)
      .text(`“${q.text}”`, MARGIN + 10, doc.y, { width: contentWidth(doc) - 10 });
    doc
      .font(ITALIC)
      .fontSize(9)
      .fillColor(MUTED)
      .text(`— ${q.refereeName}`, { width: contentWidth(doc) - 10 });
    doc.moveDown(0.4);
  }
  doc.x = MARGIN;
}

export function drawTrustSignals(doc: Doc, v: Valuation): void {
  sectionTitle(doc, S.trustSignals);
  if (v.trustSignals.length === 0) {
    doc.font(FONT).fontSize(10).fillColor(INK).text(R.noTrustSignals, MARGIN);
    return;
  }
  const count = (status: string) => v.trustSignals.filter((s) => s.status === status).length;
  doc
    .font(FONT)
    .fontSize(10)
    .fillColor(INK)
    .text(
      fill(R.trustSignalCounts, {
        raised: v.trustSignals.length,
        open: count('open'),
        confirmed: count('confirmed'),
        dismissed: count('dismissed'),
      }),
      MARGIN,
    );
  doc.moveDown(0.3);
  for (const s of v.trustSignals) {
    ensureSpace(doc, 16);
    doc
      .font(FONT)
      .fontSize(9)
      .fillColor(MUTED)
      .text(
        `•  ${fill(R.trustSignal, { kind: humanize(s.kind), severity: s.severity, status: s.status })}`,
        MARGIN + 10,
      );
  }
}
