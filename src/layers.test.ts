import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = path.dirname(fileURLToPath(import.meta.url));

/** Every non-test .ts file under a folder of src, with the src-relative paths it imports. */
function importsUnder(folder: string): { file: string; target: string }[] {
  const found: { file: string; target: string }[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts')) {
        const text = readFileSync(full, 'utf8');
        for (const match of text.matchAll(/(?:import|export)[^'"]*?from\s+['"](\.[^'"]+)['"]/g)) {
          const target = path.relative(SRC, path.resolve(path.dirname(full), match[1]!));
          found.push({ file: path.relative(SRC, full), target: target.split(path.sep).join('/') });
        }
      }
    }
  };
  walk(path.join(SRC, folder));
  return found;
}

const offending = (folder: string, forbidden: RegExp) =>
  importsUnder(folder)
    .filter(({ target }) => forbidden.test(target))
    .map(({ file, target }) => `${file} -> ${target}`);

describe('dependencies point one way', () => {
  it('core imports nothing from db, outbox, http, modules or the context', () => {
    expect(offending('core', /^(db|outbox|http|modules)\/|^context\.ts$/)).toEqual([]);
  });

  it('http imports no feature module (it reaches them through ctx.ports)', () => {
    expect(offending('http', /^modules\//)).toEqual([]);
  });

  it('the outbox imports no feature module', () => {
    expect(offending('outbox', /^modules\//)).toEqual([]);
  });

  it('the context imports no feature module, no outbox and no http', () => {
    const text = readFileSync(path.join(SRC, 'context.ts'), 'utf8');
    expect(text.match(/from '\.\/(modules|outbox|http)\/[^']+'/g) ?? []).toEqual([]);
  });

  it('keys does not import identity', () => {
    expect(offending('modules/keys', /^modules\/identity\//)).toEqual([]);
  });
});
