import { createColors } from 'picocolors';

/** A person reads standard output at a terminal; otherwise a pipe, a file or a script does. */
const toTerminal = Boolean(process.stdout.isTTY);

/** Colour only for a person at a terminal, and never with NO_COLOR (https://no-color.org). */
export const colours = createColors(
  toTerminal && !('NO_COLOR' in process.env) && process.env.TERM !== 'dumb',
);

/** cli-table3, loaded by loadTables() before a command that may print a table (not with --json). */
let Table: typeof import('cli-table3') | undefined;

/** Loads the table renderer; `run()` calls it beside the API call, so it costs no start-up time. */
export async function loadTables(): Promise<void> {
  Table ??= (await import('cli-table3')).default;
}

export interface Column<T> {
  label: string;
  value: (row: T) => unknown;
  /** Ids are never cut: people copy them. */
  keepWhole?: boolean;
}

const NO_BORDERS = Object.fromEntries(
  [
    'top',
    'top-mid',
    'top-left',
    'top-right',
    'bottom',
    'bottom-mid',
    'bottom-left',
    'bottom-right',
    'left',
    'left-mid',
    'mid',
    'mid-mid',
    'right',
    'right-mid',
    'middle',
  ].map((part) => [part, '']),
);

/** The API's JSON unchanged (`--json`), for scripts. */
export function printJson(value: unknown): void {
  process.stdout.write(`${JSON.stringify(value, null, 2)}\n`);
}

/**
 * A table sized to the terminal: columns share its width and long cells are
 * cut with an ellipsis. Piped, nothing is cut (unless COLUMNS says a
 * width) and no line ends in padding, as `gh` prints for scripts. `empty`
 * is what an empty list prints instead (default "(none)").
 */
export function printTable<T>(rows: T[], columns: Column<T>[], empty = '(none)'): void {
  if (rows.length === 0) {
    process.stdout.write(`${colours.dim(empty)}\n`);
    return;
  }
  if (!Table) throw new Error('printTable before loadTables()');
  const cells = rows.map((row) => columns.map((column) => text(column.value(row))));
  const widths = columns.map((column, i) =>
    Math.max(column.label.length, ...cells.map((row) => row[i]!.length)),
  );
  const budget =
    process.stdout.columns || Number(process.env.COLUMNS) || (toTerminal ? 120 : Infinity);
  const shrinkable = (i: number) => !columns[i]!.keepWhole && widths[i]! > 8;
  while (widths.reduce((sum, width) => sum + width + 2, 0) > budget) {
    const candidates = widths.map((width, i) => (shrinkable(i) ? width : -1));
    const widest = candidates.indexOf(Math.max(...candidates));
    if (candidates[widest]! < 0) break;
    widths[widest] = widths[widest]! - 1;
  }
  // Plain aligned columns, as `gh` and `stripe` print them: no box to copy around.
  const table = new Table({
    head: columns.map((column) => colours.bold(column.label)),
    colWidths: widths.map((width) => width + 2),
    chars: NO_BORDERS,
    style: { head: [], border: [], 'padding-left': 0, 'padding-right': 2 },
    truncate: '…',
  });
  for (const row of cells) table.push(row);
  // The last column's padding would end every line in spaces.
  process.stdout.write(`${table.toString().replace(/ +$/gm, '')}\n`);
}

/** One record as aligned `label  value` lines. */
export function printRecord(fields: [string, unknown][]): void {
  const width = Math.max(...fields.map(([label]) => label.length));
  for (const [label, value] of fields) {
    process.stdout.write(`${colours.dim(label.padEnd(width))}  ${text(value)}\n`);
  }
}

export function text(value: unknown): string {
  if (value === null || value === undefined) return '–';
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map(text).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** A date in the reader's locale, short, at a terminal; piped, the API's full ISO 8601 time. */
export function when(iso: string | null | undefined): string {
  if (!iso) return '–';
  if (!toTerminal) return iso;
  const date = new Date(iso);
  // The year only when it is not this one, as `gh` does: tables stay narrow.
  const otherYear = date.getFullYear() !== new Date().getFullYear();
  return date.toLocaleString(undefined, {
    ...(otherYear ? { year: 'numeric' } : {}),
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
}

/**
 * Shows a spinner on stderr while `work` waits on the network for more than
 * a moment, on a terminal only (never in pipes, CI logs or --json captures).
 */
export async function withProgress<T>(label: string, work: Promise<T>): Promise<T> {
  if (!process.stderr.isTTY) return work;
  const spinners = await import('nanospinner');
  // A CommonJS package: in the bundle its exports may sit under `default`.
  const createSpinner =
    spinners.createSpinner ??
    (spinners as unknown as { default: typeof spinners }).default.createSpinner;
  const spinner = createSpinner(label, { stream: process.stderr });
  const timer = setTimeout(() => spinner.start(), 300);
  try {
    return await work;
  } finally {
    clearTimeout(timer);
    if (spinner.isSpinning()) spinner.clear();
  }
}
