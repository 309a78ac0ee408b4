import { existsSync, mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientFieldsOf, clientTypesOf } from '../src/client/generate.ts';
import { buildTestApp, type TestApp } from '../test/helpers/app.ts';
import { bearer, createKey, createTenant, type TestTenant } from '../test/helpers/factories.ts';
import { root, runRefcheck } from './testing.ts';

let t: TestApp;
let baseUrl: string;
let tenant: TestTenant;
let testKey: string;

beforeAll(async () => {
  t = await buildTestApp();
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  tenant = await createTenant(t);
  testKey = (await createKey(t, tenant, { environment: 'test' })).plaintext;
});
afterAll(() => t.close());

/** Runs the real `refcheck` (bin/refcheck.js) as a child process, as a person's shell would. */
const refcheck = (
  args: string[],
  env: Record<string, string> = {},
  onStderr?: (text: string) => void,
) => runRefcheck(baseUrl, args, env, onStderr);

const withKey = (key = testKey) => ({ REFCHECK_API_KEY: key });

describe('refcheck', () => {
  it('whoami with REFCHECK_API_KEY, as a table and as JSON', async () => {
    const human = await refcheck(['whoami'], withKey());
    expect(human.code, human.stderr).toBe(0);
    expect(human.stdout).toContain(tenant.tenantId);
    const json = await refcheck(['whoami', '--json'], withKey());
    expect(JSON.parse(json.stdout)).toMatchObject({ object: 'api_key', environment: 'test' });
  }, 60_000);

  it("fixes and resends to a referee, and shows each contact's last message in requests get", async () => {
    const created = await refcheck(
      [
        'requests',
        'create',
        '--json',
        '--first-name',
        'Dorothy',
        '--last-name',
        'Vaughan',
        '--email',
        'dorothy@example.com',
        '--contact',
        'Mary Jackson,mary@example.org,+12125550100,manager',
      ],
      withKey(),
    );
    expect(created.code, created.stderr).toBe(0);
    const request = JSON.parse(created.stdout).referenceRequest;
    const contactId = request.contacts[0].id as string;
    for (const action of ['grant_candidate_consent', 'queue_outreach']) {
      expect((await refcheck(['requests', 'lifecycle', request.id, action], withKey())).code).toBe(
        0,
      );
    }
    const updated = await refcheck(
      [
        'requests',
        'contacts',
        'update',
        request.id,
        contactId,
        '--relationship',
        'Former manager',
        '--json',
      ],
      withKey(),
    );
    expect(updated.code, updated.stderr).toBe(0);
    expect(JSON.parse(updated.stdout).contacts[0].relationship).toBe('Former manager');
    const resent = await refcheck(
      ['requests', 'contacts', 'resend', request.id, contactId],
      withKey(),
    );
    expect(resent.code, resent.stderr).toBe(0);
    const again = await refcheck(
      ['requests', 'contacts', 'resend', request.id, contactId],
      withKey(),
    );
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('resend_too_soon');
    const shown = await refcheck(['requests', 'get', request.id], withKey());
    expect(shown.stdout).toContain('LAST MESSAGE');
    expect(shown.stdout).toMatch(/email resend (queued|sandboxed)/);
    const candidate = await refcheck(['requests', 'resend-candidate', request.id], withKey());
    expect(candidate.code).toBe(1);
    expect(candidate.stderr).toContain('invalid_transition');
  }, 60_000);

  it('runs a whole reference check, from requests create to reports pdf', async () => {
    const created = await refcheck(
      [
        'requests',
        'create',
        '--json',
        '--role',
        'Flight Software Lead',
        '--first-name',
        'Margaret',
        '--last-name',
        'Hamilton',
        '--email',
        'margaret@example.com',
        '--contact',
        'Grace Hopper,grace@example.org,+12125550100,manager',
      ],
      withKey(),
    );
    expect(created.code, created.stderr).toBe(0);
    const requestId = JSON.parse(created.stdout).referenceRequest.id as string;
    for (const action of ['grant_candidate_consent', 'queue_outreach']) {
      const moved = await refcheck(['requests', 'lifecycle', requestId, action], withKey());
      expect(moved.code, moved.stderr).toBe(0);
    }
    const links = JSON.parse(
      (await refcheck(['test', 'links', requestId, '--json'], withKey())).stdout,
    );
    const referee = links.data.find(
      (link: { participant: string }) => link.participant === 'referee',
    );
    const token = new URL(referee.url).pathname.split('/').at(-1);
    const answered = await fetch(`${baseUrl}/v1/public/referee/${token}/complete`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ answers: { ratings: { communication: 5 }, wouldRehire: true } }),
    });
    expect(answered.status).toBe(200);
    for (const step of ['draft', 'approve', 'share']) {
      // A referee who answered within seconds is an open trust signal: approving says --yes.
      const args =
        step === 'approve' ? ['reports', step, requestId, '--yes'] : ['reports', step, requestId];
      const done = await refcheck(args, withKey());
      expect(done.code, done.stderr).toBe(0);
    }
    // Each question of the pinned questionnaire in its form, scores with one decimal (formatScore).
    const valuation = await refcheck(['valuation', 'get', requestId], withKey());
    expect(valuation.code, valuation.stderr).toBe(0);
    expect(valuation.stdout).toContain('questionnaire Standard reference check (v1)');
    expect(valuation.stdout).toMatch(/overall score\s+5\.0/);
    expect(valuation.stdout).toMatch(/Communication\s+5\.0\s+0\.0\s+1/);
    // The headline reads the `rehire` question (its purpose), never the key `wouldRehire`.
    expect(valuation.stdout).toContain('Would rehire: 1 yes, 0 no');
    expect(valuation.stdout).toMatch(/- Grace Hopper · .*would rehire/);
    expect(valuation.stdout).not.toContain('wouldRehire');
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'refcheck-pdf-')), 'report.pdf');
    const pdf = await refcheck(['reports', 'pdf', requestId, '-o', file], withKey());
    expect(pdf.code, pdf.stderr).toBe(0);
    expect(readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
    // `-o -` is standard output, as for curl; no file named `-` is written.
    const piped = await refcheck(['reports', 'pdf', requestId, '-o', '-'], withKey());
    expect(piped.code, piped.stderr).toBe(0);
    expect(piped.stdout.slice(0, 5)).toBe('%PDF-');
    expect(existsSync(path.join(root, '-'))).toBe(false);
    const list = await refcheck(['requests', 'list'], withKey());
    expect(list.stdout).toContain(requestId.slice(0, 12));
    expect(list.stdout).toContain('STATUS');
  }, 120_000);

  it('reports approve warns of a weak decision and, off a terminal, needs --yes (exit 2 without)', async () => {
    const created = await refcheck(
      [
        'requests',
        'create',
        '--json',
        '--first-name',
        'Annie',
        '--last-name',
        'Easley',
        '--email',
        'annie@example.com',
        '--contact',
        'Dorothy Vaughan,dorothy@example.org,+12125550101,manager',
        '--contact',
        'Mary Jackson,mary@example.org,+12125550102,peer',
      ],
      withKey(),
    );
    expect(created.code, created.stderr).toBe(0);
    const requestId = JSON.parse(created.stdout).referenceRequest.id as string;
    for (const action of ['grant_candidate_consent', 'queue_outreach']) {
      expect((await refcheck(['requests', 'lifecycle', requestId, action], withKey())).code).toBe(
        0,
      );
    }
    const links = JSON.parse(
      (await refcheck(['test', 'links', requestId, '--json'], withKey())).stdout,
    );
    const contacts = JSON.parse(
      (await refcheck(['requests', 'get', requestId, '--json'], withKey())).stdout,
    ).contacts as { id: string; firstName: string }[];
    const dorothy = contacts.find((c) => c.firstName === 'Dorothy')!;
    const link = links.data.find((l: { contactId: string }) => l.contactId === dorothy.id);
    const token = new URL(link.url).pathname.split('/').at(-1);
    const answered = await fetch(`${baseUrl}/v1/public/referee/${token}/complete`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ answers: { ratings: { communication: 4 }, wouldRehire: true } }),
    });
    expect(answered.status).toBe(200);
    expect((await refcheck(['reports', 'draft', requestId], withKey())).code).toBe(0);

    const refused = await refcheck(['reports', 'approve', requestId], withKey());
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('Mary Jackson has not answered');
    expect(refused.stderr).toContain('--yes');
    const still = JSON.parse(
      (await refcheck(['reports', 'get', requestId, '--json'], withKey())).stdout,
    );
    expect(still.status).toBe('draft');

    const approved = await refcheck(['reports', 'approve', requestId, '--yes'], withKey());
    expect(approved.code, approved.stderr).toBe(0);
    expect(approved.stderr).toContain('Mary Jackson has not answered');
    expect(approved.stdout).toContain('approved');
  }, 120_000);

  it('covers candidates, contacts, cancel, valuation, ops, the agent and events', async () => {
    const json = async (args: string[]) => {
      const run = await refcheck([...args, '--json'], withKey());
      expect(run.code, `${args.join(' ')}: ${run.stderr}`).toBe(0);
      return JSON.parse(run.stdout);
    };
    const candidate = await json([
      'candidates',
      'create',
      '--first-name',
      'Katherine',
      '--last-name',
      'Johnson',
      '--email',
      'katherine@example.com',
      '--phone',
      '(757) 555-0142',
    ]);
    expect(candidate.phone).toBe('+17575550142');
    expect((await json(['candidates', 'update', candidate.id, '--stage', 'offer'])).stage).toBe(
      'offer',
    );
    expect((await json(['candidates', 'list', '--search', 'johnson'])).data).toHaveLength(1);
    expect((await json(['candidates', 'get', candidate.id])).email).toBe('katherine@example.com');

    const created = await json([
      'requests',
      'create',
      '--role',
      'Mathematician',
      '--first-name',
      'Katherine',
      '--last-name',
      'Johnson',
      '--email',
      'katherine@example.com',
      '--contact',
      'Dorothy Vaughan,dorothy@example.org,+17575550101,manager',
    ]);
    const id = created.referenceRequest.id as string;
    const added = await json([
      'requests',
      'contacts',
      'add',
      id,
      '--contact',
      'Mary Jackson,mary@example.org,+17575550102,peer',
    ]);
    expect(added.contacts).toHaveLength(2);
    expect(
      (await json(['requests', 'list', '--candidate', candidate.id, '--all'])).data,
    ).toHaveLength(1);
    expect((await json(['requests', 'cancel', id, '--reason', 'Role filled'])).status).toBe(
      'cancelled',
    );

    const noValuation = await refcheck(['valuation', 'get', id], withKey());
    expect(noValuation.code).toBe(1);
    expect(noValuation.stderr).toContain('not_found');

    expect(
      (await json(['ops', 'send', '--title', 'Heads up', '--body', 'Board at 3pm'])).title,
    ).toBe('Heads up');
    expect((await json(['ops', 'feed'])).data[0].title).toBe('Heads up');
    const answer = await json(['agent', 'which requests wait for review?']);
    expect(answer.object).toBe('agent_response');

    const events = await json(['events', 'list', '--target', id, '--limit', '100']);
    expect(events.data.map((event: { type: string }) => event.type)).toContain(
      'reference_request.cancelled',
    );
  }, 120_000);

  it('creates questionnaires from YAML and JSON, copies, reads, archives, and pins one on a request', async () => {
    const json = async (args: string[]) => {
      const run = await refcheck([...args, '--json'], withKey());
      expect(run.code, `${args.join(' ')}: ${run.stderr}`).toBe(0);
      return JSON.parse(run.stdout);
    };
    const dir = mkdtempSync(path.join(tmpdir(), 'refcheck-questionnaire-'));
    const yamlFile = path.join(dir, 'engineering.yaml');
    writeFileSync(
      yamlFile,
      [
        'name: Engineering',
        'questions:',
        '  - key: ownership',
        '    kind: rating',
        '    prompt: How much ownership did they take?',
        '    label: Ownership',
        '    required: true',
        '  - key: workStyle',
        '    kind: choice',
        '    prompt: How do they work best?',
        '    options: [Alone, In a team]',
        '  - key: again',
        '    kind: yes_no',
        '    prompt: Would you work with them again?',
        '    purpose: rehire',
        '',
      ].join('\n'),
    );
    const fromYaml = await json(['questionnaires', 'create', '--file', yamlFile]);
    expect(fromYaml).toMatchObject({ name: 'Engineering', version: 1, builtIn: false });
    expect(fromYaml.questions.map((q: { key: string }) => q.key)).toEqual([
      'ownership',
      'workStyle',
      'again',
    ]);
    expect(fromYaml.questions[2]).toMatchObject({ purpose: 'rehire' });

    const jsonFile = path.join(dir, 'short.json');
    writeFileSync(
      jsonFile,
      JSON.stringify({
        name: 'Short',
        questions: [{ key: 'again', kind: 'yes_no', prompt: 'Again?' }],
      }),
    );
    const fromJson = await json([
      'questionnaires',
      'create',
      '--file',
      jsonFile,
      '--name',
      'Shorter',
    ]);
    expect(fromJson.name).toBe('Shorter');
    const copy = await json(['questionnaires', 'create', '--copy-from', 'qst_builtin']);
    expect(copy.name).toBe('Standard reference check (copy)');

    const human = await refcheck(['questionnaires', 'get', fromYaml.id], withKey());
    expect(human.code, human.stderr).toBe(0);
    expect(human.stdout).toContain('workStyle');
    expect(human.stdout).toContain('Alone | In a team');
    expect(human.stdout).toMatch(/PURPOSE/);
    expect(human.stdout).toMatch(/again\s+yes_no\s+(yes\s+)?rehire/);
    expect(
      (await json(['questionnaires', 'get', 'qst_builtin', '--at-version', '1'])).builtIn,
    ).toBe(true);
    const listed = await refcheck(['questionnaires', 'list'], withKey());
    expect(listed.stdout).toContain(fromYaml.id);
    expect(listed.stdout).toContain('qst_builtin');

    const created = await json([
      'requests',
      'create',
      '--role',
      'Engineer',
      '--first-name',
      'Frances',
      '--last-name',
      'Allen',
      '--email',
      'frances@example.com',
      '--contact',
      'John Cocke,john@example.org,+19145550100,peer',
      '--questionnaire',
      fromYaml.id,
    ]);
    expect(created.referenceRequest.questionnaire).toEqual({
      id: fromYaml.id,
      version: 1,
      name: 'Engineering',
    });

    expect((await json(['questionnaires', 'archive', fromJson.id])).status).toBe('archived');
    expect(
      (await json(['questionnaires', 'list', '--status', 'archived'])).data.map(
        (q: { id: string }) => q.id,
      ),
    ).toContain(fromJson.id);

    // The API's refusals exit 1 with the problem's code; the CLI's own, 2.
    const builtin = await refcheck(['questionnaires', 'archive', 'qst_builtin'], withKey());
    expect(builtin.code).toBe(1);
    expect(builtin.stderr).toContain('invalid_transition');
    const badFile = path.join(dir, 'bad.yml');
    writeFileSync(badFile, 'name: Bad\nquestions: []\n');
    const invalid = await refcheck(['questionnaires', 'create', '--file', badFile], withKey());
    expect(invalid.code).toBe(1);
    expect(invalid.stderr).toContain('validation_failed');
    const archivedPin = await refcheck(
      [
        'requests',
        'create',
        '--role',
        'Engineer',
        '--first-name',
        'Frances',
        '--last-name',
        'Allen',
        '--email',
        'frances@example.com',
        '--questionnaire',
        fromJson.id,
      ],
      withKey(),
    );
    expect(archivedPin.code).toBe(1);
    expect(archivedPin.stderr).toContain('validation_failed');
    expect((await refcheck(['questionnaires', 'create'], withKey())).code).toBe(2);
    const broken = path.join(dir, 'broken.yaml');
    writeFileSync(broken, 'name: [unclosed\n');
    const unreadable = await refcheck(['questionnaires', 'create', '--file', broken], withKey());
    expect(unreadable.code).toBe(2);
    expect(unreadable.stderr).toContain('YAML');
  }, 120_000);

  it('exits 2 on a usage error and 1 when the API answers an error', async () => {
    const usage = await refcheck(['requests', 'frobnicate'], withKey());
    expect(usage.code).toBe(2);
    const missing = await refcheck(['requests', 'get', 'rr_01jzzzzzzzzzzzzzzzzzzzzzzz'], withKey());
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('not_found');
    const noKey = await refcheck(['whoami']);
    expect(noKey.code).toBe(2);
    expect(noKey.stderr).toContain('refcheck login');
  }, 60_000);

  it('prints --version, each invalid field of a problem, and takes a reason and no role', async () => {
    const version = await refcheck(['--version']);
    expect(version.code).toBe(0);
    expect(version.stdout.trim()).toMatch(/^\d+\.\d+\.\d+/);
    const bogus = await refcheck(['requests', 'list', '--status', 'bogus'], withKey());
    expect(bogus.code).toBe(1);
    expect(bogus.stderr).toContain('validation_failed');
    expect(bogus.stderr).toMatch(/status: /);
    // The API takes a request without a role: so does the CLI.
    const created = await refcheck(
      [
        'requests',
        'create',
        '--mode',
        'candidate_intake',
        '--first-name',
        'Rosa',
        '--last-name',
        'Parks',
        '--email',
        'rosa.cli@example.com',
        '--json',
      ],
      withKey(),
    );
    expect(created.code, created.stderr).toBe(0);
    const requestId = JSON.parse(created.stdout).referenceRequest.id as string;
    const cancelled = await refcheck(
      ['requests', 'lifecycle', requestId, 'request_candidate_consent', '--reason', 'because'],
      withKey(),
    );
    // Not allowed from intake_pending: a 409 printed with its allowed actions, exit 1.
    expect(cancelled.code).toBe(1);
    expect(cancelled.stderr).toContain('invalid_transition');
  }, 60_000);

  it('prints the problem when the key lacks the scope', async () => {
    const narrow = (
      await createKey(t, tenant, { environment: 'test', scopes: ['candidates:read'] })
    ).plaintext;
    const refused = await refcheck(['requests', 'list'], withKey(narrow));
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('insufficient_scope');
    expect(refused.stderr).toContain('references:read');
  }, 60_000);

  it('prints the console URL of created records and never cuts ids in events list (issue 31, item 6)', async () => {
    const created = await refcheck(
      [
        'requests',
        'create',
        '--first-name',
        'Annie',
        '--last-name',
        'Easley',
        '--email',
        'annie@example.com',
      ],
      withKey(),
    );
    expect(created.code, created.stderr).toBe(0);
    const id = /\b(rr_[A-Za-z0-9]+)/.exec(created.stdout)?.[1];
    // A test key's record opens in the console's test mode (CONTRACT, "Environments").
    expect(created.stdout.trim().split('\n').at(-1)).toBe(`${baseUrl}/app/test/requests/${id}`);
    const candidate = await refcheck(
      [
        'candidates',
        'create',
        '--first-name',
        'Mary',
        '--last-name',
        'Ross',
        '--email',
        'mr@example.com',
      ],
      withKey(),
    );
    expect(candidate.code, candidate.stderr).toBe(0);
    expect(candidate.stdout).toMatch(new RegExp(`${baseUrl}/app/test/candidates/cand_\\w+\\n$`));
    // --json stays the API's JSON, nothing else on stdout.
    const json = await refcheck(['requests', 'get', id!, '--json'], withKey());
    expect(JSON.parse(json.stdout).id).toBe(id);

    for (const columns of ['160', '60']) {
      const listed = await refcheck(['events', 'list', '--target', id!], {
        ...withKey(),
        COLUMNS: columns,
      });
      expect(listed.code, listed.stderr).toBe(0);
      // 160 columns hold the whole table; a narrow terminal cuts the date only, never an id.
      if (columns === '160') expect(listed.stdout).not.toContain('…');
      expect(listed.stdout).toContain(` ${id} `);
      // The last column ends the line: piped, no padding follows it (issue 43, item 7).
      expect(listed.stdout).toMatch(/ evt_[a-z0-9]{26}$/m);
      expect(listed.stdout).toMatch(/ key_[a-z0-9]{26} /);
    }
    const unknown = await refcheck(['requests', 'get', 'rr_unknown'], withKey());
    expect(unknown.code).toBe(1);
    expect(unknown.stdout).toBe('');
  }, 60_000);

  it('sets metadata with --metadata and the language with --locale on create, and changes metadata with requests update', async () => {
    const created = await refcheck(
      [
        'requests',
        'create',
        '--mode',
        'candidate_intake',
        '--first-name',
        'Katherine',
        '--last-name',
        'Johnson',
        '--email',
        'kj@example.com',
        '--metadata',
        'ats_id=42',
        '--metadata',
        'team=navigation',
        '--locale',
        'fr',
        '--json',
      ],
      withKey(),
    );
    expect(created.code, created.stderr).toBe(0);
    const { referenceRequest } = JSON.parse(created.stdout);
    expect(referenceRequest.metadata).toEqual({ ats_id: '42', team: 'navigation' });
    expect(referenceRequest.locale).toBe('fr');
    const updated = await refcheck(
      [
        'requests',
        'update',
        referenceRequest.id,
        '--metadata',
        'team=',
        '--metadata',
        'stage=offer',
      ],
      withKey(),
    );
    expect(updated.code, updated.stderr).toBe(0);
    expect(updated.stdout).toMatch(/metadata\.stage\s+offer/);
    expect(updated.stdout).not.toContain('navigation');
    const bad = await refcheck(
      ['requests', 'update', referenceRequest.id, '--metadata', 'x'],
      withKey(),
    );
    expect(bad.code).toBe(2);
  }, 120_000);

  it('logs in through a pairing approved by a recruiter, stores the key 0600, and logs out', async () => {
    const config = mkdtempSync(path.join(tmpdir(), 'refcheck-login-'));
    let approved = false;
    const login = refcheck(
      ['login', '--no-browser', '--environment', 'test', '--scopes', 'references:read'],
      { XDG_CONFIG_HOME: config },
      (stderr) => {
        // Not a terminal: no colour codes around the code.
        const code = /pairing code is ([A-Z]{4}-[A-Z]{4})/.exec(stderr)?.[1];
        if (!code || approved) return;
        approved = true;
        void t.app.inject({
          method: 'POST',
          url: `/v1/tenants/${tenant.tenantId}/cli-pairings/${code}/approve`,
          headers: bearer(tenant.session),
        });
      },
    );
    const done = await login;
    expect(done.code, done.stderr).toBe(0);
    expect(done.stdout).toContain('Logged in');
    const file = path.join(config, 'refcheck', 'credentials.json');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(done.stdout + done.stderr).not.toContain(
      JSON.parse(readFileSync(file, 'utf8')).profiles.test.apiKey,
    );

    const me = await refcheck(['whoami', '--json'], { XDG_CONFIG_HOME: config });
    expect(me.code, me.stderr).toBe(0);
    expect(JSON.parse(me.stdout)).toMatchObject({
      scopes: ['references:read'],
      environment: 'test',
    });
    const status = await refcheck(['status'], { XDG_CONFIG_HOME: config });
    expect(status.stdout).toContain('refcheck login');

    const out = await refcheck(['logout'], { XDG_CONFIG_HOME: config });
    expect(out.code).toBe(0);
    expect((await refcheck(['whoami'], { XDG_CONFIG_HOME: config })).code).toBe(2);
  }, 90_000);

  it('ships client types that match the served document (npm run client:generate)', async () => {
    const committed = readFileSync(path.join(root, 'src/client/api.d.ts'), 'utf8');
    const document = t.app.swagger() as { servers?: unknown };
    expect(await clientTypesOf({ ...document, servers: [{ url: 'http://127.0.0.1:3000' }] })).toBe(
      committed,
    );
  });

  it('ships the fields the console and the CLI lay out, as the served document has them', () => {
    const committed = readFileSync(path.join(root, 'src/client/fields.ts'), 'utf8');
    expect(clientFieldsOf(t.app.swagger())).toBe(committed);
  });
});
