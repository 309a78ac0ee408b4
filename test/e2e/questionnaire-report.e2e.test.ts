import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runRefcheck } from '../../cli/testing.ts';
import { chromiumAvailable, launchChromium } from '../browser/chromium.ts';
import { createTestDatabase, type TestDatabase, testEngine } from '../helpers/db.ts';
import { bearer, signSession } from '../helpers/factories.ts';
import {
  type ServerProcess,
  startServerProcess,
  stopServerProcess,
} from '../helpers/server-process.ts';

/**
 * Every questionnaire reports as well as the built-in one (issue 39): a real
 * server process, a questionnaire with every kind and every purpose, two
 * referees who `complete` it, an approved report; then every surface a
 * person reads (the report JSON, the shared report page in Chromium, the
 * PDF through pdftotext, the CLI as a process, the MCP resource and prompt)
 * shows each answer under its prompt, the headline from the purpose
 * questions, and never a key. The same questionnaire without purposes has
 * no would-rehire, no highlights or concerns, no dash and no empty section.
 */

const run = promisify(execFile);
const unique = Math.random().toString(36).slice(2, 8);
const TENANT = `org_qreport_${unique}`;
let database: TestDatabase | undefined;
let server: ServerProcess;
let browser: Browser | undefined;
let apiKey: string;
const clients: Client[] = [];

// Keys that read as nothing a person would write: any of them on a page is a key shown.
const KEYS = {
  relationship: 'kZq1Rel',
  tenure: 'kZq2Ten',
  delivery: 'kZq3Del',
  design: 'kZq4Des',
  strengths: 'kZq5Str',
  growth: 'kZq6Gro',
  rehire: 'kZq7Reh',
  pipelines: 'kZq8Pip',
  stack: 'kZq9Stk',
  oncall: 'kZq10Onc',
  notes: 'kZq11Not',
} as const;

const PROMPTS = {
  relationship: 'How did you work together?',
  tenure: 'How many months did you work together?',
  strengths: 'What do they do best?',
  growth: 'Where could they grow?',
  rehire: 'Would you hire them again?',
  pipelines: 'Have they run data pipelines in production?',
  stack: 'Which tools did they use with you?',
  oncall: 'How many on-call weeks did they take per quarter?',
  notes: 'Is there anything else we should know?',
};

function questions(withPurposes: boolean) {
  const purpose = (p: string) => (withPurposes ? { purpose: p } : {});
  return [
    {
      key: KEYS.relationship,
      kind: 'choice',
      prompt: PROMPTS.relationship,
      required: true,
      options: ['Their manager', 'A peer', 'Their report'],
      ...purpose('relationship'),
    },
    {
      key: KEYS.tenure,
      kind: 'number',
      prompt: PROMPTS.tenure,
      required: true,
      min: 0,
      max: 600,
      ...purpose('tenure'),
    },
    {
      key: KEYS.delivery,
      kind: 'rating',
      prompt: 'How reliably did they deliver?',
      required: true,
      label: 'Reliable delivery',
    },
    {
      key: KEYS.design,
      kind: 'rating',
      prompt: 'How good is their data modelling?',
      required: true,
      label: 'Data modelling',
    },
    {
      key: KEYS.strengths,
      kind: 'text',
      prompt: PROMPTS.strengths,
      required: true,
      ...purpose('strengths'),
    },
    {
      key: KEYS.growth,
      kind: 'text',
      prompt: PROMPTS.growth,
      required: true,
      ...purpose('concerns'),
    },
    {
      key: KEYS.rehire,
      kind: 'yes_no',
      prompt: PROMPTS.rehire,
      required: true,
      ...purpose('rehire'),
    },
    { key: KEYS.pipelines, kind: 'yes_no', prompt: PROMPTS.pipelines, required: true },
    {
      key: KEYS.stack,
      kind: 'choice',
      prompt: PROMPTS.stack,
      required: true,
      options: ['Spark', 'dbt', 'Airflow'],
      multiple: true,
    },
    { key: KEYS.oncall, kind: 'number', prompt: PROMPTS.oncall, required: true, min: 0, max: 13 },
    { key: KEYS.notes, kind: 'text', prompt: PROMPTS.notes, required: false },
  ];
}

const ANSWERS = [
  {
    [KEYS.relationship]: 'Their manager',
    [KEYS.tenure]: 24,
    [KEYS.delivery]: 5,
    [KEYS.design]: 4,
    [KEYS.strengths]: 'Turns messy event streams into tables analysts trust.',
    [KEYS.growth]: 'Could write more design documents before building.',
    [KEYS.rehire]: true,
    [KEYS.pipelines]: true,
    [KEYS.stack]: ['Spark', 'Airflow'],
    [KEYS.oncall]: 2,
    [KEYS.notes]: 'She rebuilt our billing warehouse in a quarter.',
  },
  {
    [KEYS.relationship]: 'A peer',
    [KEYS.tenure]: 18,
    [KEYS.delivery]: 4,
    [KEYS.design]: 4,
    [KEYS.strengths]: 'Patient reviewer of everyone’s SQL.',
    [KEYS.growth]: 'Takes on too much alone.',
    [KEYS.rehire]: false,
    [KEYS.pipelines]: true,
    [KEYS.stack]: ['dbt'],
    [KEYS.oncall]: 3,
  },
];

beforeAll(async () => {
  if (testEngine() === 'postgresql') database = await createTestDatabase();
  server = await startServerProcess({ databaseUrl: database?.url });
  const owner = await signSession({ sub: `user_owner_${unique}`, org_id: TENANT });
  const key = await call<{ plaintext: string }>('POST', `/v1/tenants/${TENANT}/api-keys`, owner, {
    name: 'questionnaire report',
    environment: 'test',
  });
  apiKey = key.plaintext;
  if (chromiumAvailable()) browser = await launchChromium();
}, 180_000);

afterAll(async () => {
  for (const client of clients) await client.close();
  await browser?.close();
  if (server) await stopServerProcess(server);
  await database?.destroy();
}, 60_000);

async function call<T>(method: string, url: string, token: string, body?: unknown): Promise<T> {
  const res = await fetch(`${server.baseUrl}${url}`, {
    method,
    headers: {
      ...bearer(token),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  expect(res.status, `${method} ${url}: ${text}`).toBeLessThan(300);
  return (text ? JSON.parse(text) : null) as T;
}

const api = <T = unknown>(method: string, url: string, body?: unknown) =>
  call<T>(method, url, apiKey, body);

/** A request on the questionnaire, answered by two referees, its report approved and shared. */
async function approvedReport(withPurposes: boolean) {
  const questionnaire = await api<{ id: string }>('POST', '/v1/api/questionnaires', {
    name: `Senior Data Engineer ${withPurposes ? 'with' : 'without'} purposes`,
    questions: questions(withPurposes),
  });
  const created = await api<{ referenceRequest: { id: string } }>(
    'POST',
    '/v1/api/reference-requests',
    {
      launchMode: 'manual_references',
      roleTitle: 'Senior Data Engineer',
      questionnaireId: questionnaire.id,
      candidate: { firstName: 'Grace', lastName: 'Okafor', email: `grace.${unique}@example.com` },
      contacts: [
        {
          firstName: 'Ines',
          lastName: 'Moreau',
          email: `ines.${unique}@example.org`,
          phone: '+12125550101',
        },
        {
          firstName: 'Tomas',
          lastName: 'Berg',
          email: `tomas.${unique}@example.org`,
          phone: '+12125550102',
        },
      ],
    },
  );
  const requestId = created.referenceRequest.id;
  for (const action of ['grant_candidate_consent', 'queue_outreach']) {
    await api('POST', `/v1/api/reference-requests/${requestId}/lifecycle`, { action });
  }
  const links = (await api(
    'GET',
    `/v1/api/test-helpers/reference-requests/${requestId}/links`,
  )) as {
    data: { participant: string; url: string }[];
  };
  const referees = links.data.filter((link) => link.participant === 'referee');
  expect(referees).toHaveLength(2);
  for (const [i, link] of referees.entries()) {
    const token = new URL(link.url).pathname.split('/').at(-1);
    const done = await fetch(`${server.baseUrl}/v1/public/referee/${token}/complete`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ answers: ANSWERS[i] }),
    });
    expect(done.status, await done.clone().text()).toBe(200);
  }
  await api('POST', `/v1/api/reference-requests/${requestId}/valuation/draft`);
  await api('POST', `/v1/api/reference-requests/${requestId}/valuation/approve`);
  const share = await api<{ url: string }>(
    'POST',
    `/v1/api/reference-requests/${requestId}/share`,
    {},
  );
  // The server runs without PUBLIC_BASE_URL: the link is its path.
  return { requestId, shareUrl: new URL(share.url, server.baseUrl).toString() };
}

/** What each surface says, as text. */
async function surfaces(requestId: string, shareUrl: string) {
  const report = await api<{ valuation: Record<string, unknown> }>(
    'GET',
    `/v1/api/reference-requests/${requestId}/report`,
  );
  const pdfRes = await fetch(
    `${server.baseUrl}/v1/api/reference-requests/${requestId}/report/pdf`,
    {
      headers: bearer(apiKey),
    },
  );
  expect(pdfRes.status).toBe(200);
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'qreport-')), 'report.pdf');
  writeFileSync(file, Buffer.from(await pdfRes.arrayBuffer()));
  const pdf = (await run('pdftotext', ['-layout', file, '-'])).stdout;
  const pdfInfo = (await run('pdfinfo', [file])).stdout;
  const cliRun = await runRefcheck(server.baseUrl, ['reports', 'get', requestId], {
    REFCHECK_API_KEY: apiKey,
  });
  expect(cliRun.code, cliRun.stderr).toBe(0);
  const client = new Client({ name: 'refcheck-e2e', version: '1.0.0' });
  await client.connect(
    new StreamableHTTPClientTransport(new URL('/v1/mcp', server.baseUrl), {
      requestInit: { headers: bearer(apiKey) },
    }),
  );
  clients.push(client);
  const resource = await client.readResource({
    uri: `refcheck://reference-requests/${requestId}/report`,
  });
  const mcp = (resource.contents[0] as { text: string }).text;
  const prompt = await client.getPrompt({
    name: 'summarise_reference_check',
    arguments: { requestId },
  });
  const promptText = JSON.stringify(prompt.messages);
  let page: string | null = null;
  if (browser) {
    const tab = await browser.newPage();
    await tab.goto(shareUrl);
    await tab.waitForSelector('h1');
    page = await tab.locator('#app').innerText();
    await tab.close();
  }
  return { report, pdf, pdfInfo, cli: cliRun.stdout, mcp, promptText, page };
}

/** The part of `text` from `prompt` to the next of `others` (or the end). */
function under(text: string, prompt: string, others: string[]): string {
  const start = text.indexOf(prompt);
  expect(start, `"${prompt}" is shown`).toBeGreaterThanOrEqual(0);
  const ends = others
    .map((other) => text.indexOf(other, start + prompt.length))
    .filter((i) => i > start);
  return text.slice(start + prompt.length, ends.length ? Math.min(...ends) : undefined);
}

/** Every key of the questionnaire is absent from what a person reads. */
function expectNoKey(name: string, text: string) {
  for (const key of Object.values(KEYS))
    expect(text, `${name} shows the key ${key}`).not.toContain(key);
}

const squash = (text: string) => text.replace(/\s+/g, ' ');

describe(`a custom questionnaire's report on every surface (${testEngine()}, real processes)`, () => {
  it('with every kind and every purpose: answers under their prompts, the headline from the purposes, no key', async () => {
    const { requestId, shareUrl } = await approvedReport(true);
    const s = await surfaces(requestId, shareUrl);

    const v = s.report.valuation as {
      wouldRehire: { yes: number; no: number };
      overall: { score: number };
      highlights: { text: string }[];
      concerns: { text: string }[];
      referees: { relationship: string; monthsKnown: number; wouldRehire: boolean }[];
      questions: { prompt: string; purpose?: string }[];
    };
    expect(v.wouldRehire).toMatchObject({ yes: 1, no: 1 });
    expect(v.overall.score).toBeCloseTo(4.25);
    expect(v.highlights.map((q) => q.text)).toEqual([
      ANSWERS[0]![KEYS.strengths],
      ANSWERS[1]![KEYS.strengths],
    ]);
    expect(v.concerns.map((q) => q.text)).toEqual([
      ANSWERS[0]![KEYS.growth],
      ANSWERS[1]![KEYS.growth],
      'Would not rehire.',
    ]);
    expect(v.referees).toMatchObject([
      { relationship: 'Their manager', monthsKnown: 24, wouldRehire: true },
      { relationship: 'A peer', monthsKnown: 18, wouldRehire: false },
    ]);

    const own = [PROMPTS.pipelines, PROMPTS.stack, PROMPTS.oncall, PROMPTS.notes];
    const readers = {
      pdf: squash(s.pdf),
      cli: s.cli,
      mcp: s.mcp,
      ...(s.page === null ? {} : { page: s.page }),
    };
    for (const [name, text] of Object.entries(readers)) {
      expectNoKey(name, text);
      // The headline: the overall score rounded by the one rule, would-rehire from the rehire question.
      expect(text, name).toContain('4.3');
      expect(text, name).toMatch(/would rehire/i);
      // Highlights and concerns from the strengths and concerns questions.
      expect(text, name).toContain('Turns messy event streams into tables analysts trust.');
      expect(text, name).toContain('Takes on too much alone.');
      // Every answer without a purpose under its own prompt.
      expect(under(text, PROMPTS.pipelines, own), name).toMatch(/Yes: 2 · No: 0/);
      expect(under(text, PROMPTS.stack, own), name).toMatch(/Spark:?\s+1 of 2/);
      expect(under(text, PROMPTS.stack, own), name).toMatch(/dbt:?\s+1 of 2/);
      expect(under(text, PROMPTS.oncall, own), name).toMatch(/Ines Moreau:?\s+2/);
      expect(under(text, PROMPTS.notes, own), name).toContain(
        'She rebuilt our billing warehouse in a quarter.',
      );
      // The ratings under their labels.
      expect(text, name).toContain('Reliable delivery');
      expect(text, name).toContain('Data modelling');
    }
    for (const [name, text] of Object.entries({ pdf: readers.pdf, cli: s.cli, mcp: s.mcp })) {
      // Relationship and tenure on the referee's line.
      expect(text, name).toMatch(/Ines Moreau.*Their manager/);
      expect(text, name).toMatch(/known 24 months/);
    }
    expect(readers.pdf).toContain('WOULD REHIRE');
    expect(readers.pdf).toMatch(/50%.*1 yes, 1 no/);
    expect(s.mcp).toContain('Would rehire: 1 yes, 1 no');
    expect(s.promptText).toContain('Turns messy event streams');
    expect(s.promptText).toContain(PROMPTS.notes);
    expect(s.pdfInfo).toMatch(/^Tagged:\s+yes$/m);
  }, 240_000);

  it('with no purpose at all: every answer under its prompt, no would-rehire, no highlights, no dash, no empty section', async () => {
    const { requestId, shareUrl } = await approvedReport(false);
    const s = await surfaces(requestId, shareUrl);
    const v = s.report.valuation as {
      highlights: unknown[];
      concerns: unknown[];
      referees: { monthsKnown: number | null; wouldRehire: boolean | null }[];
    };
    expect(v.highlights).toEqual([]);
    expect(v.concerns).toEqual([]);
    expect(v.referees.every((r) => r.monthsKnown === null && r.wouldRehire === null)).toBe(true);

    const all = Object.values(PROMPTS);
    const readers = {
      pdf: squash(s.pdf),
      cli: s.cli,
      mcp: s.mcp,
      ...(s.page === null ? {} : { page: s.page }),
    };
    for (const [name, text] of Object.entries(readers)) {
      expectNoKey(name, text);
      expect(text, name).not.toMatch(/would rehire/i);
      expect(text, name).not.toMatch(/Highlights|Areas to develop|No highlights|No areas/);
      expect(text, name).not.toMatch(/No referee answered/);
      // No placeholder dash: an en dash only ever sits between two figures (a range "4–5").
      expect(text.replace(/\d\s*–\s*\d/g, ''), name).not.toMatch(/(^|\s)–(\s|$)/m);
      expect(text, name).toContain('4.3');
      expect(under(text, PROMPTS.relationship, all), name).toMatch(/Their manager:?\s+1 of 2/);
      expect(under(text, PROMPTS.tenure, all), name).toMatch(/Tomas Berg:?\s+18/);
      expect(under(text, PROMPTS.strengths, all), name).toContain(
        'Turns messy event streams into tables analysts trust.',
      );
      expect(under(text, PROMPTS.growth, all), name).toContain('Takes on too much alone.');
      expect(under(text, PROMPTS.rehire, all), name).toMatch(/Yes: 1 · No: 1/);
      expect(under(text, PROMPTS.pipelines, all), name).toMatch(/Yes: 2 · No: 0/);
      expect(under(text, PROMPTS.notes, all), name).toContain('She rebuilt our billing warehouse');
    }
    expect(s.promptText).toContain(PROMPTS.rehire);
  }, 240_000);
});
