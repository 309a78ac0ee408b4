import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The files that took longest in runs of the suite on this 2-core machine,
 * longest first, as `project:path` (from `--reporter=json` reports: each
 * file's endTime - startTime). Those runs shared the machine, so only the
 * order is kept, not the seconds. outreach-crash is the longest on any
 * machine, as it waits on purpose (twelve kills five seconds apart, a
 * thousand e-mails acknowledged 150 ms each). A file listed here that no
 * longer exists changes nothing; a new slow file belongs here.
 */
export const SLOWEST_FILES = [
  'postgres:test/e2e/outreach-crash.e2e.test.ts',
  'pglite:src/modules/participants/interviewer/provider-corpus.test.ts',
  'pglite:test/e2e/questionnaire-report.e2e.test.ts',
  'postgres:test/e2e/questionnaire-report.e2e.test.ts',
  'pglite:test/browser/console-layout.test.ts',
  'pglite:test/browser/decision.test.ts',
  'pglite:test/browser/console.test.ts',
  'pglite:src/modules/privacy/retention.test.ts',
  'pglite:test/browser/participant-controls.test.ts',
  'pglite:src/modules/participants/interviewer/interviewer-corpus.test.ts',
  'pglite:test/browser/participant-pages.test.ts',
];

/**
 * Runs SLOWEST_FILES first, whatever their project, then the projects with
 * the fewest files (the document tests, a few files in a worker of their
 * own) and the others, each project's files in vitest's own order. The
 * workers take the next file from one queue, so the long files overlap with
 * everything else and the run ends on the smallest files of the largest
 * project, the workers finishing together.
 *
 * vitest's own order runs project after project (a worker runs file after
 * file only within one project, `isolate: false`; a file of another project
 * gets a fresh process) and, without a results cache, as in CI's fresh
 * clone, the larger files first. So outreach-crash, PostgreSQL only and over
 * two minutes, started late and ran alone at the end while the other worker
 * idled. Moving ten files ahead costs a worker start or two, not one per file.
 */
export default class SlowestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const vitestOrder = await super.sort(files);
    const root = this.ctx.config.root;
    const filesOf = new Map<string, number>();
    for (const spec of vitestOrder) {
      filesOf.set(spec.project.name, (filesOf.get(spec.project.name) ?? 0) + 1);
    }
    const place = (spec: TestSpecification) => {
      const index = SLOWEST_FILES.indexOf(`${spec.project.name}:${relative(root, spec.moduleId)}`);
      return index === -1 ? SLOWEST_FILES.length + filesOf.get(spec.project.name)! : index;
    };
    // Array.prototype.sort is stable: within a project, vitest's order (the larger files first).
    return vitestOrder.sort((a, b) => place(a) - place(b));
  }
}
