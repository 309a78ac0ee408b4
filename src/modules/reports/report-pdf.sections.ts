import { fill, participantCopy } from '../../core/participant-copy.ts';
import { formatScore } from '../../core/score.ts';
import { displayResult } from '../questionnaires/kinds/index.ts';
import {
  ACCENT,
  BOLD,
  bottomLimit,
  capitalize,
  container,
  contentWidth,
  type Doc,
  decoration,
  ensureSpace,
  FONT,
  fitLine,
  formatUtc,
  humanize,
  INK,
  ITALIC,
  MARGIN,
  MUTED,
  printable,
  type ReportPdfMeta,
  RULE,
  sectionTitle,
  tagged,
} from './report-pdf.layout.ts';
import {
  hasPurpose,
  type QuestionnaireValuation,
  type QuestionResult,
  type RatingResult,
  type Valuation,
} from './valuation.ts';

/* The sections of the report PDF, top to bottom; each starts a page when it would not fit. */

const R = participantCopy().report;
const S = participantCopy().sections;

export function drawHeader(doc: Doc, v: Valuation, meta: ReportPdfMeta): void {
  tagged(doc, 'P', () =>
    doc.font(BOLD).fontSize(9).fillColor(ACCENT).text(R.kicker, MARGIN, MARGIN),
  );
  doc.moveDown(0.3);
  tagged(doc, 'H1', () => doc.font(BOLD).fontSize(24).fillColor(INK).text(v.candidate.name));
  tagged(doc, 'P', () =>
    doc
      .font(FONT)
      .fontSize(12)
      .fillColor(MUTED)
      .text(v.roleTitle ? fill(R.role, { role: v.roleTitle }) : R.roleNotSpecified),
  );
  doc.moveDown(0.6);
  doc.fontSize(10).fillColor(INK);
  const line = (label: string, value: string) =>
    tagged(doc, 'P', () =>
      doc.font(BOLD).text(`${label}: `, { continued: true }).font(FONT).text(value),
    );
  line(R.preparedFor, meta.tenantName);
  line(
    R.approvedLabel,
    fill(R.approvedValue, { date: formatUtc(meta.approvedAt), approver: meta.approverName }),
  );
  line(R.versionLabel, String(meta.version));
}

/**
 * The summary boxes. The would-rehire box reads the question with the
 * `rehire` purpose, and the overall score the rating questions: a
 * questionnaire without them has no such box (never a dash).
 */
export function drawSummary(doc: Doc, v: QuestionnaireValuation): void {
  sectionTitle(doc, S.summary);
  const boxes: Array<[string, string, string] | null> = [
    ratingsOf(v).length === 0
      ? null
      : [
          R.overall,
          v.overall.score === null
            ? '–'
            : fill(R.overallOutOf5, { score: formatScore(v.overall.score) }),
          v.overall.percent === null
            ? R.noRatings
            : fill(R.outOf100, { percent: formatScore(v.overall.percent) }),
        ],
    hasPurpose(v, 'rehire')
      ? [
          R.wouldRehire,
          v.wouldRehire.share === null ? '–' : `${Math.round(v.wouldRehire.share * 100)}%`,
          fill(R.rehireCounts, { yes: v.wouldRehire.yes, no: v.wouldRehire.no }),
        ]
      : null,
    [
      R.agreement,
      v.agreement ? capitalize(v.agreement.level) : '–',
      v.agreement
        ? fill(R.agreementIndex, { score: formatScore(v.agreement.score) })
        : R.needsTwoReferees,
    ],
    [
      R.referees,
      fill(R.answeredOfInvited, { answered: v.counts.answered, invited: v.counts.invited }),
      R.answeredOfInvitedNote,
    ],
  ];
  const shown = boxes.filter((box) => box !== null);
  const gap = 10;
  const width = (contentWidth(doc) - gap * (shown.length - 1)) / shown.length;
  const top = doc.y;
  shown.forEach(([label, value, note], i) => {
    const x = MARGIN + i * (width + gap);
    decoration(doc, () => doc.roundedRect(x, top, width, 62, 4).fillColor('#f3f6fa').fill());
    tagged(doc, 'P', () => {
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
  });
  doc.x = MARGIN;
  doc.y = top + 62;
}

const ratingsOf = (v: QuestionnaireValuation) =>
  v.questions.filter((q): q is RatingResult => q.kind === 'rating');

/** The rating questions: mean, spread, range and count each, and the overall score. */
export function drawCompetencyTable(doc: Doc, v: QuestionnaireValuation): void {
  sectionTitle(doc, S.ratings);
  const ratings = ratingsOf(v);
  if (ratings.length === 0) {
    tagged(doc, 'P', () =>
      doc.font(ITALIC).fontSize(10).fillColor(MUTED).text(R.noRatingQuestions, MARGIN),
    );
    return;
  }
  const columns = [
    { title: R.question, width: 175, align: 'left' as const },
    { title: R.mean, width: 70, align: 'right' as const },
    { title: R.spread, width: 80, align: 'right' as const },
    { title: R.range, width: 80, align: 'right' as const },
    { title: R.ratings, width: 90, align: 'right' as const },
  ];
  const table = container(doc, 'Table');
  // A row is as tall as its tallest cell: a long label wraps within its own row.
  const row = (cells: string[], font: string, color: string, cellType: 'TH' | 'TD') => {
    doc.font(font).fontSize(10);
    const texts = cells.map(printable);
    const height =
      Math.max(
        ...texts.map((text, i) =>
          doc.heightOfString(text || ' ', { width: columns[i]!.width - 8 }),
        ),
      ) + 8;
    ensureSpace(doc, height);
    const y = doc.y;
    const tr = table && container(doc, 'TR', table);
    let x = MARGIN;
    texts.forEach((text, i) => {
      const col = columns[i]!;
      const cellX = x;
      tagged(
        doc,
        cellType,
        () =>
          doc
            .font(font)
            .fontSize(10)
            .fillColor(color)
            .text(text, cellX + 4, y + 4, { width: col.width - 8, align: col.align }),
        tr,
      );
      x += col.width;
    });
    decoration(doc, () =>
      doc
        .moveTo(MARGIN, y + height)
        .lineTo(MARGIN + contentWidth(doc), y + height)
        .lineWidth(0.5)
        .strokeColor(RULE)
        .stroke(),
    );
    doc.x = MARGIN;
    doc.y = y + height;
  };
  row(
    columns.map((c) => c.title),
    BOLD,
    MUTED,
    'TH',
  );
  for (const c of ratings) {
    row(
      [
        c.label,
        formatScore(c.mean),
        formatScore(c.stdDev),
        c.min === null ? '–' : `${c.min}–${c.max}`,
        String(c.count),
      ],
      FONT,
      c.count === 0 ? MUTED : INK,
      'TD',
    );
  }
  const rated = fill(R.ratedCount, { count: v.overall.competenciesRated });
  row([R.overallRow, formatScore(v.overall.score), '', '', rated], BOLD, INK, 'TD');
}

/** Horizontal bars on a 0–5 scale with gridlines at each point; unrated competencies show "not rated". */
export function drawBarChart(doc: Doc, v: QuestionnaireValuation): void {
  const ratings = ratingsOf(v);
  if (ratings.length === 0) return;
  sectionTitle(doc, S.chart);
  const chartWidth = contentWidth(doc) - CHART_LABEL_WIDTH - CHART_VALUE_WIDTH;
  const barHeight = 12;
  const rowGap = 8;
  const height = ratings.length * (barHeight + rowGap) + 20;
  ensureSpace(doc, height);
  const top = doc.y + 4;
  const bottom = top + ratings.length * (barHeight + rowGap);
  // The table above holds the same figures in words: the chart is an artifact to a screen reader.
  decoration(doc, () => drawBars(doc, ratings, { top, bottom, chartWidth, barHeight, rowGap }));
  doc.x = MARGIN;
  doc.y = bottom + 16;
}

const CHART_LABEL_WIDTH = 120;
const CHART_VALUE_WIDTH = 40;

function drawBars(
  doc: Doc,
  ratings: RatingResult[],
  box: { top: number; bottom: number; chartWidth: number; barHeight: number; rowGap: number },
): void {
  const { top, bottom, chartWidth, barHeight, rowGap } = box;
  const labelWidth = CHART_LABEL_WIDTH;
  const valueWidth = CHART_VALUE_WIDTH;
  const chartX = MARGIN + labelWidth;
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
  ratings.forEach((c, i) => {
    const y = top + i * (barHeight + rowGap);
    doc
      .font(FONT)
      .fontSize(9)
      .fillColor(INK)
      .text(fitLine(doc, printable(c.label), labelWidth - 8), MARGIN, y + 2, {
        width: labelWidth - 8,
        lineBreak: false,
      });
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
      .text(formatScore(c.mean), chartX + chartWidth + 6, y + 2, {
        width: valueWidth - 6,
        lineBreak: false,
      });
  });
}

export function drawReferees(doc: Doc, v: Valuation): void {
  sectionTitle(doc, S.referees);
  for (const r of v.referees) {
    ensureSpace(doc, 34);
    tagged(doc, 'P', () => {
      doc
        .font(BOLD)
        .fontSize(10)
        .fillColor(INK)
        .text(printable(r.name), MARGIN, doc.y, { continued: Boolean(r.relationship) });
      if (r.relationship)
        doc
          .font(FONT)
          .fillColor(MUTED)
          .text(`  ·  ${printable(r.relationship)}`);
    });
    const facts = [
      r.monthsKnown === null ? null : fill(R.knownMonths, { months: r.monthsKnown }),
      r.wouldRehire === null ? null : r.wouldRehire ? R.wouldRehireFact : R.wouldNotRehireFact,
      fill(R.answeredOn, { date: r.completedAt.slice(0, 10) }),
      r.reused ? R.reused : null,
    ].filter(Boolean);
    tagged(doc, 'P', () => doc.font(FONT).fontSize(9).fillColor(MUTED).text(facts.join('  ·  ')));
    doc.moveDown(0.4);
  }
}

/** The height a quote takes: its text at the width it is printed, and its referee line. */
function quoteHeight(doc: Doc, text: string): number {
  const width = contentWidth(doc) - 10;
  const body = doc.font(FONT).fontSize(10).heightOfString(`“${text}”`, { width });
  return body + doc.font(ITALIC).fontSize(9).heightOfString('—', { width }) + 8;
}

/** One quote, whole, with its referee; a quote taller than a page flows on to the next. */
function drawQuote(doc: Doc, text: string, refereeName: string): void {
  const height = quoteHeight(doc, text);
  if (height < bottomLimit(doc) - doc.page.margins.top) ensureSpace(doc, height);
  tagged(doc, 'BlockQuote', () => {
    doc
      .font(FONT)
      .fontSize(10)
      .fillColor(INK)
      .text(`“${text}”`, MARGIN + 10, doc.y, { width: contentWidth(doc) - 10 });
    doc
      .font(ITALIC)
      .fontSize(9)
      .fillColor(MUTED)
      .text(`— ${refereeName}`, { width: contentWidth(doc) - 10 });
  });
  doc.moveDown(0.4);
}

/**
 * A section of quotes. The whole section moves to the next page when it
 * fits there and not here (a short "Highlights" once split, leaving page 2
 * nearly empty); a longer one starts where its title and first quote fit.
 */
export function drawQuotes(
  doc: Doc,
  title: string,
  quotes: Valuation['highlights'],
  empty: string,
): void {
  const texts = quotes.map((q) => ({ text: printable(q.text), by: printable(q.refereeName) }));
  const heights = texts.map((q) => quoteHeight(doc, q.text));
  const TITLE = 60;
  const whole = TITLE + heights.reduce((sum, h) => sum + h, 0);
  const page = bottomLimit(doc) - doc.page.margins.top;
  ensureSpace(doc, whole <= page ? whole : TITLE + (heights[0] ?? 0));
  sectionTitle(doc, title);
  if (texts.length === 0) {
    tagged(doc, 'P', () => doc.font(ITALIC).fontSize(10).fillColor(MUTED).text(empty, MARGIN));
    return;
  }
  for (const q of texts) drawQuote(doc, q.text, q.by);
  doc.x = MARGIN;
}

/**
 * The questions no other section shows (a custom questionnaire's yes/no,
 * choice, number and text questions), each in its kind's form, in the
 * questionnaire's order.
 */
export function drawAnswers(doc: Doc, v: QuestionnaireValuation): void {
  const questions = v.questions.filter((q) => q.kind !== 'rating' && q.summarisedIn === null);
  if (questions.length === 0) return;
  sectionTitle(doc, S.answers);
  for (const q of questions) {
    ensureSpace(doc, 50);
    doc.moveDown(0.3);
    tagged(doc, 'H3', () =>
      doc.font(BOLD).fontSize(10).fillColor(INK).text(printable(q.prompt), MARGIN),
    );
    doc.moveDown(0.2);
    drawAnswer(doc, q);
    doc.x = MARGIN;
  }
}

/** One question's results as its kind displays them: quotes, lines and rows. */
function drawAnswer(doc: Doc, q: QuestionResult): void {
  for (const block of displayResult(q, R, formatScore)) {
    if ('quotes' in block) {
      for (const a of block.quotes) drawQuote(doc, printable(a.text), printable(a.refereeName));
      continue;
    }
    const lines: [string, string][] =
      'rows' in block
        ? block.rows.map((row): [string, string] => [`${row.label}: ${row.value}`, INK])
        : [[block.line, block.muted ? MUTED : INK]];
    for (const [text, color] of lines) {
      ensureSpace(doc, 14);
      tagged(doc, 'P', () =>
        doc
          .font(FONT)
          .fontSize(10)
          .fillColor(color)
          .text(printable(text), MARGIN + 10),
      );
    }
  }
}

export function drawTrustSignals(doc: Doc, v: Valuation): void {
  sectionTitle(doc, S.trustSignals);
  if (v.trustSignals.length === 0) {
    tagged(doc, 'P', () =>
      doc.font(FONT).fontSize(10).fillColor(INK).text(R.noTrustSignals, MARGIN),
    );
    return;
  }
  const count = (status: string) => v.trustSignals.filter((s) => s.status === status).length;
  tagged(doc, 'P', () =>
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
      ),
  );
  doc.moveDown(0.3);
  for (const s of v.trustSignals) {
    ensureSpace(doc, 16);
    tagged(doc, 'P', () =>
      doc
        .font(FONT)
        .fontSize(9)
        .fillColor(MUTED)
        .text(
          `•  ${fill(R.trustSignal, { kind: humanize(s.kind), severity: s.severity, status: s.status })}`,
          MARGIN + 10,
        ),
    );
  }
}
