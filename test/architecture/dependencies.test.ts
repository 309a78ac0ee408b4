import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Dependencies point one way (docs/architecture.md). Read from the source's
 * own imports (type-only ones included: they couple the code all the same),
 * tests left out. A failure names the imports that break a rule.
 */

const SRC = path.resolve(import.meta.dirname, '../../src');

interface Edge {
  from: string;
  to: string;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'migrations' ? [] : sourceFiles(full);
    const isSource = entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts');
    const isTest = /\.test\.ts$|\.test-[a-z]+\.ts$/.test(entry.name);
    return isSource && !isTest ? [full] : [];
  });
}

function importsOf(file: string): string[] {
  const info = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
  return info.importedFiles
    .map((ref) => ref.fileName)
    .filter((name) => name.startsWith('.'))
    .map((name) => path.resolve(path.dirname(file), name));
}

/** The part of the code a file belongs to: `modules/<feature>`, a top folder, or a top file. */
function partOf(file: string): string {
  const [first, second] = path.relative(SRC, file).split(path.sep);
  if (first === 'modules' && second) return `modules/${second}`;
  return first!.replace(/\.ts$/, '');
}

const edges: Edge[] = sourceFiles(SRC).flatMap((file) =>
  importsOf(file).map((target) => ({
    from: path.relative(SRC, file),
    to: path.relative(SRC, target),
  })),
);

function partEdges(): Map<string, Map<string, Edge[]>> {
  const graph = new Map<string, Map<string, Edge[]>>();
  for (const edge of edges) {
    const from = partOf(path.join(SRC, edge.from));
    const to = partOf(path.join(SRC, edge.to));
    if (from === to) continue;
    const targets = graph.get(from) ?? new Map<string, Edge[]>();
    targets.set(to, [...(targets.get(to) ?? []), edge]);
    graph.set(from, targets);
  }
  return graph;
}

/** Strongly connected parts with more than one member (Tarjan). */
function cycles(graph: Map<string, Map<string, Edge[]>>, keep: (part: string) => boolean) {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  let next = 0;
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v)?.keys() ?? []) {
      if (!keep(w)) continue;
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const v of graph.keys()) if (keep(v) && !index.has(v)) visit(v);
  return found;
}

function describeCycle(graph: Map<string, Map<string, Edge[]>>, members: string[]): string {
  const inside = new Set(members);
  const lines = members.flatMap((from) =>
    [...(graph.get(from) ?? new Map<string, Edge[]>()).entries()]
      .filter(([to]) => inside.has(to))
      .flatMap(([, list]) => list.map((edge) => `  ${edge.from} -> ${edge.to}`)),
  );
  return `${members.join(' <-> ')}\n${lines.join('\n')}`;
}

function importsFromTo(fromPrefix: string, forbidden: string[]): string[] {
  return edges
    .filter((edge) => edge.from.startsWith(fromPrefix))
    .filter((edge) => forbidden.some((prefix) => edge.to.startsWith(prefix)))
    .map((edge) => `${edge.from} -> ${edge.to}`);
}

describe('dependencies point one way', () => {
  const graph = partEdges();

  it('reads the source (sanity check)', () => {
    expect(edges.length).toBeGreaterThan(200);
    expect(graph.has('modules/requests')).toBe(true);
  });

  it('feature modules form a directed acyclic graph', () => {
    const found = cycles(graph, (part) => part.startsWith('modules/'));
    expect(found.map((members) => describeCycle(graph, members))).toEqual([]);
  });

  it('no cycle between the layers and the modules', () => {
    const found = cycles(graph, (part) => part !== 'app' && part !== 'server');
    expect(found.map((members) => describeCycle(graph, members))).toEqual([]);
  });

  it('core imports nothing from db, outbox, http or the modules', () => {
    expect(
      importsFromTo('core/', ['db/', 'outbox/', 'http/', 'modules/', 'ai/', 'context.ts']),
    ).toEqual([]);
  });

  it('db imports no feature, outbox or http', () => {
    expect(importsFromTo('db/', ['outbox/', 'http/', 'modules/'])).toEqual([]);
  });

  it('outbox imports no feature', () => {
    expect(importsFromTo('outbox/', ['modules/', 'http/'])).toEqual([]);
  });

  it('http imports no feature (modules reach it; it reaches them through ctx.ports)', () => {
    expect(importsFromTo('http/', ['modules/'])).toEqual([]);
  });

  it('the context imports no feature, outbox or http (modules extend it by augmentation)', () => {
    expect(importsFromTo('context.ts', ['modules/', 'outbox/', 'http/'])).toEqual([]);
  });
});

/** Every `.test-*.ts` file under a folder (helpers that tests import). */
function testSideFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return testSideFiles(full);
    return /\.test-[a-z]+\.ts$/.test(entry.name) ? [full] : [];
  });
}

describe('test helpers', () => {
  it('have one name: `<name>.test-helper.ts`', () => {
    const roots = ['src', 'test', 'cli'].map((dir) => path.resolve(SRC, '..', dir));
    const misnamed = roots
      .flatMap(testSideFiles)
      .filter((file) => !file.endsWith('.test-helper.ts'))
      .map((file) => path.relative(path.resolve(SRC, '..'), file));
    expect(misnamed).toEqual([]);
  });
});
