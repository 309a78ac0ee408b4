import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { QUESTION_KINDS, questionKinds } from './index.ts';

/**
 * ARCHITECTURE "One module per question kind": every kind has its module in
 * the registry, and nothing outside the kinds folder switches on a kind (a
 * source scan: `case '<kind>':`, or a table keyed by the kinds).
 */

const ROOT = path.resolve(import.meta.dirname, '../../../..');
const KINDS_DIR = path.resolve(import.meta.dirname);
const SCANNED = ['src', 'cli', 'console/src'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      return full === KINDS_DIR || ['corpus', 'client'].includes(entry.name)
        ? []
        : sourceFiles(full);
    }
    const source = /\.(ts|tsx|js)$/.test(entry.name) && !entry.name.endsWith('.d.ts');
    const test = /\.test\.tsx?$|\.test-helper\.ts$/.test(entry.name);
    return source && !test ? [full] : [];
  });
}

const kindCase = new RegExp(`case\\s+['"](${QUESTION_KINDS.join('|')})['"]\\s*:`);
const kindTable = /Record<\s*(?:QuestionKind|Question\[['"]kind['"]\])/;

/** `file:line: text` for every line outside the kinds folder that switches on a question kind. */
function kindSwitchesOutside(files: string[]): string[] {
  return files.flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((line, i) =>
        kindCase.test(line) || kindTable.test(line)
          ? [`${path.relative(ROOT, file)}:${i + 1}: ${line.trim()}`]
          : [],
      ),
  );
}

describe('the question kind registry', () => {
  it('has a module for every kind, registered under its own kind', () => {
    expect(Object.keys(questionKinds).sort()).toEqual([...QUESTION_KINDS].sort());
    for (const [kind, module] of Object.entries(questionKinds)) expect(module.kind).toBe(kind);
  });

  it('is the only place that switches on a kind', () => {
    const files = SCANNED.flatMap((dir) => sourceFiles(path.join(ROOT, dir)));
    expect(files.length).toBeGreaterThan(100);
    expect(kindSwitchesOutside(files)).toEqual([]);
  });

  it('the scan finds a switch on a kind (it would fail on one)', () => {
    const sample = path.join(KINDS_DIR, 'rating.kind.ts');
    // The kinds folder itself holds none, but a file with `case 'rating':` is flagged.
    expect(kindCase.test("    case 'rating':")).toBe(true);
    expect(kindSwitchesOutside([sample])).toEqual([]);
  });
});
