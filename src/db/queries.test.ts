import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { format } from 'sql-formatter';
import { describe, expect, it } from 'vitest';
import { auditListStatement } from '../modules/audit/audit.repo.ts';
import { candidateListStatement } from '../modules/candidates/candidates.repo.ts';
import { listViewsStatement } from '../modules/requests/request-view.query.ts';
import { builtStatements } from './prepared.ts';

/**
 * The SQL a reviewer reads (ARCHITECTURE "SQL a reviewer can read"): every
 * hand-written prepared statement's rendered text is committed in
 * src/db/queries/<name>.sql, so that a change of SQL shows in review as a
 * diff of SQL, as immich does with server/src/queries. After changing a
 * statement (or a fragment it composes), `npx vitest run src/db/queries.test.ts -u`
 * writes the files; commit them with the change.
 *
 * A list whose statement is built per call shape (which filters, a cursor or
 * not) is committed once, in its shape with every filter: every fragment it
 * can compose is in that text.
 */

const SRC = join(import.meta.dirname, '..');
const QUERIES = join(import.meta.dirname, 'queries');

/** Per-shape list families: only the every-filter shape is committed. */
const FAMILIES = {
  audit_events_list_: 'audit_events_list_actorId_action_targetId_after',
  candidates_list_: 'candidates_list_after_short',
  reference_request_list:
    'reference_request_list_status_candidate_after_search_since_until_metadata',
} as const;

function buildEveryFamilysWidestShape(): void {
  auditListStatement(['actorId', 'action', 'targetId'], true);
  candidateListStatement(true, 'short');
  listViewsStatement({
    status: 'x',
    candidateId: 'x',
    cursor: 'x',
    search: 'x',
    createdAfter: new Date(0),
    createdBefore: new Date(0),
    metadata: { x: 'x' },
  });
}

/** The source files that declare prepared statements (beside prepared.ts itself). */
function filesWithStatements(): string[] {
  return readdirSync(SRC, { recursive: true, encoding: 'utf8' })
    .filter((path) => path.endsWith('.ts') && !path.endsWith('.test.ts'))
    .filter((path) => !path.endsWith(join('db', 'prepared.ts')))
    .filter((path) => /\bpreparedStatement\s*</.test(readFileSync(join(SRC, path), 'utf8')));
}

async function committedStatements(): Promise<Map<string, string>> {
  for (const path of filesWithStatements()) await import(join(SRC, path));
  buildEveryFamilysWidestShape();
  const widest = new Set<string>(Object.values(FAMILIES));
  return new Map(
    [...builtStatements].filter(
      ([name]) =>
        widest.has(name) || !Object.keys(FAMILIES).some((prefix) => name.startsWith(prefix)),
    ),
  );
}

function readable(text: string): string {
  return `${format(text, { language: 'postgresql', keywordCase: 'lower', tabWidth: 2 })}\n`;
}

describe('the committed SQL of every prepared statement (src/db/queries)', async () => {
  const statements = await committedStatements();

  it.each([...statements.keys()].sort())('%s matches its .sql file', async (name) => {
    await expect(readable(statements.get(name)!)).toMatchFileSnapshot(join(QUERIES, `${name}.sql`));
  });

  it('has no .sql file left of a statement that is gone', () => {
    const files = readdirSync(QUERIES).filter((file) => file.endsWith('.sql'));
    const stale = files.filter((file) => !statements.has(file.slice(0, -'.sql'.length)));
    expect(stale, `delete them from ${relative(process.cwd(), QUERIES)}`).toEqual([]);
  });
});
