/**
 * The one rounding rule of every display (CONTRACT "Questionnaires"): a
 * score, a mean or a spread is shown with one decimal, rounded half up
 * (half away from zero: 4.25 → 4.3, 4.35 → 4.4, −4.25 → −4.3). The API gives
 * the unrounded number; the console, the report page, the PDF and the CLI
 * all call this, so they never disagree (the console once showed 4.3 where
 * the report page and the PDF showed 4.25).
 *
 * Intl's `halfExpand` rounds the shortest decimal that names the double, so
 * 4.35 (stored as 4.3499999999999996…) rounds as the 4.35 people read. The
 * value is first cut to 12 significant digits: a mean computed as
 * 4.249999999999999 is 4.25 with floating-point noise, and rounds as 4.25.
 *
 * Self-contained on purpose: the participant pages serve its source as a
 * script (web.routes.ts), so it may use nothing outside its body.
 */
export function formatScore(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '–';
  // `roundingMode` (ES2023) is not in this project's lib typings yet; Node 20 and browsers have it.
  const options: Intl.NumberFormatOptions & { roundingMode: 'halfExpand' } = {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
    roundingMode: 'halfExpand',
    useGrouping: false,
  };
  return new Intl.NumberFormat('en', options)
    .format(Number(value.toPrecision(12)))
    .replace(/^-(?=0\.0$)/, ''); // -0.04 shows as 0.0, not as a negative zero
}
