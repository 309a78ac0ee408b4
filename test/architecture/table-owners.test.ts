import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { getTableName, isTable } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as schema from '../../src/db/schema/index.ts';

/**
 * One owner per table (docs/architecture.md): only the owner's folder
 * writes a table, through Drizzle (`.insert(table)`, `.update(table)`,
 * `.delete(table)`) or in SQL text (`insert into`, `update`, `delete from`).
 * A statement that writes several tables composes the fragments their
 * owners export. A failure names each write outside its owner.
 */

const SRC = path.resolve(import.meta.dirname, '../../src');

/** Table → the folder (under src/) that owns it. A new table needs its owner here. */
const OWNERS: Record<string, string> = {
  tenants: 'modules/identity',
  recruiters: 'modules/identity',
  memberships: 'modules/identity',
  webhook_events: 'modules/identity',
  api_keys: 'modules/keys',
  api_key_usage: 'modules/usage-audit',
  audit_events: 'modules/audit',
  activity_entries: 'modules/activity',
  jobs: 'outbox',
  deliveries: 'modules/outreach',
  email_deliveries: 'outbox',
  idempotency_keys: 'http',
  candidates: 'modules/candidates',
  reference_requests: 'modules/requests',
  reference_contacts: 'modules/requests',
  participant_tokens: 'modules/participant-links',
  conversation_messages: 'modules/participants',
  conversation_turn_claims: 'modules/participants',
  reference_responses: 'modules/participants',
  reports: 'modules/reports',
  report_versions: 'modules/reports',
  share_links: 'modules/reports',
  trust_signals: 'modules/trust-signals',
  consent_grants: 'modules/reuse-grants',
  access_grants: 'modules/reuse-grants',
  ops_messages: 'modules/ops',
  agent_actions: 'modules/agent',
  cli_pairings: 'modules/cli-pairing',
  tenant_counters: 'modules/tenant-counters',
  questionnaires: 'modules/questionnaires',
  questionnaire_versions: 'modules/questionnaires',
  questionnaire_defaults: 'modules/questionnaires',
};

/** Schema export name → table name (`auditEvents` → `audit_events`). */
const TABLE_OF_EXPORT = new Map(
  Object.entries(schema)
    .filter(([, value]) => isTable(value))
    .map(([name, value]) => [name, getTableName(value as Parameters<typeof getTableName>[0])]),
);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory())
      return ['migrations', 'client'].includes(entry.name) ? [] : sourceFiles(full);
    const isTest = /\.test\.ts$|\.test-[a-z]+\.ts$/.test(entry.name);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts') && !isTest ? [full] : [];
  });
}

/** The folder a file belongs to, as OWNERS names them. */
function folderOf(file: string): string {
  const [first, second] = path.relative(SRC, file).split(path.sep);
  return first === 'modules' ? `modules/${second}` : first!.replace(/\.ts$/, '');
}

interface Write {
  table: string;
  where: string;
}

const SQL_WRITE = /\b(?:insert\s+into|update|delete\s+from)\s+"?([a-z_]+)"?/gi;
const DRIZZLE_WRITE = /\.(?:insert|update|delete)\(\s*([A-Za-z]+)\s*\)/g;

function writesIn(file: string): Write[] {
  const text = readFileSync(file, 'utf8');
  const line = (index: number) => text.slice(0, index).split('\n').length;
  const where = (index: number) => `${path.relative(SRC, file)}:${line(index)}`;
  const writes: Write[] = [];
  for (const match of text.matchAll(SQL_WRITE)) {
    const table = match[1]!.toLowerCase();
    if (table in OWNERS) writes.push({ table, where: where(match.index) });
  }
  for (const match of text.matchAll(DRIZZLE_WRITE)) {
    const table = TABLE_OF_EXPORT.get(match[1]!);
    if (table) writes.push({ table, where: where(match.index) });
  }
  return writes;
}

describe('each table is written by its owner only', () => {
  it('every table of the schema has an owner', () => {
    const unowned = [...TABLE_OF_EXPORT.values()].filter((table) => !(table in OWNERS));
    expect(unowned).toEqual([]);
  });

  it('no module writes another module’s table, in Drizzle or in SQL text', () => {
    const files = sourceFiles(SRC);
    expect(files.length).toBeGreaterThan(100);
    const outside = files.flatMap((file) =>
      writesIn(file)
        .filter((write) => OWNERS[write.table] !== folderOf(file))
        .map((write) => `${write.where} writes ${write.table} (owner: ${OWNERS[write.table]})`),
    );
    expect(outside).toEqual([]);
  });
});
