import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helpers/app.ts';
import { bearer, createKey, createTenant, type TestKey } from '../../test/helpers/factories.ts';
import {
  createRequestViaApi,
  lifecycle,
  parseSse,
  tokenFromMail,
} from '../../test/helpers/participants.ts';
import { en } from '../core/copy/en.ts';
import { LOCALES, type Locale } from '../core/locale.ts';
import { type ParticipantCopy, participantCopy } from '../core/participant-copy.ts';
import {
  permissionGrantedMessage,
  permissionRequestMessage,
} from '../modules/reuse-permissions/reuse-permissions.emails.ts';
import type { EmailMessage } from '../outbox/email-layout.ts';
import { projectPath } from '../paths.ts';

/**
 * Everything a participant sees, in each language (issue 41, "a test
 * renders every participant page and e-mail in each locale and fails on any
 * English sentence left in them"). A check of the catalogue, not of words:
 * what a page, a conversation or an e-mail shows is searched for every
 * English catalogue phrase (the sections a participant reads, three words
 * or more between placeholders) whose key says something else in the
 * language; and every catalogue key the page scripts name must exist in it.
 */

/** Sections only the hiring team reads (CONTRACT "Languages"): English in every catalogue. */
const RECRUITER_SECTIONS = new Set<keyof ParticipantCopy>(['report', 'sections']);

/** Every string of a catalogue by its key path ("chat.thankYou", "intakeAgent.onFile.one"). */
function stringsOf(value: unknown, at = ''): Map<string, string> {
  const found = new Map<string, string>();
  if (typeof value === 'string') found.set(at, value);
  else if (value && typeof value === 'object')
    for (const [key, inner] of Object.entries(value))
      for (const [p, s] of stringsOf(inner, at ? `${at}.${key}` : key)) found.set(p, s);
  return found;
}

/**
 * The English phrases that must not show in `locale`: each participant
 * string's literal runs of three words or more, where the language's
 * string of the same key differs (a key the same in both is no leftover).
 */
function englishPhrases(locale: Locale): Map<string, string> {
  const theirs = stringsOf(participantCopy(locale));
  const phrases = new Map<string, string>();
  for (const [key, text] of stringsOf(en)) {
    if (RECRUITER_SECTIONS.has(key.split('.')[0] as keyof ParticipantCopy)) continue;
    if (theirs.get(key) === text) continue;
    for (const run of text.split(/\{[^{}]*(?:\{[^{}]*\}[^{}]*)*\}/)) {
      const phrase = run.replace(/[“”"()]/g, ' ').trim();
      if (phrase.split(/\s+/).length >= 3) phrases.set(phrase, key);
    }
  }
  return phrases;
}

/**
 * A relationship in English where the language says it otherwise: one word,
 * so not an English phrase, but a list of referees shows it as its first
 * detail ("Ana Ruiz (manager, ana@…)"), never in the JSON of the state
 * (`"relationship":"manager"`, a code for code).
 */
function englishRelationships(text: string, locale: Locale): string[] {
  const theirs = participantCopy(locale).relationships;
  return Object.entries(en.relationships)
    .filter(([key, word]) => theirs[key as keyof typeof theirs] !== word)
    .flatMap(([key, word]) =>
      [...new Set([key, word])]
        .filter((english) => text.includes(`(${english},`) || text.includes(`(${english})`))
        .map((english) => `relationships.${key}: "${english}"`),
    );
}

/** The English phrases found in `text`, with the key each comes from, and any placeholder left unfilled. */
function leftovers(text: string, locale: Locale): string[] {
  const flat = text.replace(/\s+/g, ' ');
  const unfilled = [...flat.matchAll(/\{[A-Za-z]\w*\}/g)].map((m) => `unfilled ${m[0]}`);
  return [...englishPhrases(locale)]
    .filter(([phrase]) => flat.includes(phrase))
    .map(([phrase, key]) => `${key}: "${phrase}"`)
    .concat(englishRelationships(flat, locale), unfilled);
}

const OTHER_LOCALES = LOCALES.filter((locale) => locale !== 'en');

let t: TestApp;
let key: TestKey;
beforeAll(async () => {
  t = await buildTestApp();
  // Live: a test-mode request records its e-mails without sending them.
  key = await createKey(t, await createTenant(t), { environment: 'live' });
});
afterAll(async () => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

/** A turn's whole answer (the SSE body) as text: what the chat shows of it. */
async function turn(url: string, body: Record<string, unknown>): Promise<string> {
  const res = await t.app.inject({ method: 'POST', url, payload: body });
  expect(res.statusCode, res.body).toBe(200);
  return JSON.stringify(parseSse(res.body).map((e) => e.data));
}

/** The page's shell: its language, its title and the catalogue it loads. */
async function expectShell(url: string, locale: Locale) {
  const res = await get(url);
  expect(res.body).toContain(`<html lang="${locale}">`);
  expect(res.body).toContain(`<script src="/assets/copy.${locale}.js"></script>`);
  expect(leftovers(res.body, locale)).toEqual([]);
  const asset = await get(`/assets/copy.${locale}.js`);
  expect(asset.statusCode).toBe(200);
  expect(asset.headers['cache-control']).toMatch(/public/);
  return res.body;
}

/** Every e-mail the outbox sent to `to`, as its subject, text and HTML. */
function mailsTo(to: string): string {
  return t.mailer
    .to(to)
    .map((m) => `${m.subject}\n${m.text}\n${m.html}`)
    .join('\n');
}

describe.each(OTHER_LOCALES)('a request in %s', (locale) => {
  it("serves the candidate's e-mail, intake page and conversation in it", async () => {
    const email = `cand-${locale}@example.com`;
    await createRequestViaApi(t, key, {
      launchMode: 'candidate_intake',
      locale,
      roleTitle: 'Engineer',
      candidate: { firstName: 'Grete', lastName: 'Weber', email },
    });
    const mails = mailsTo(email);
    expect(mails).not.toBe('');
    expect(leftovers(mails, locale)).toEqual([]);
    const token = tokenFromMail(t, email, 'intake');
    await expectShell(`/intake/${token}`, locale);
    const session = await get(`/v1/public/intake/${token}`);
    expect(session.statusCode, session.body).toBe(200);
    const seen = [session.body];
    const messages = `/v1/public/intake/${token}/messages`;
    seen.push(await turn(messages, { answer: { key: 'consent', value: true } }));
    seen.push(
      await turn(messages, {
        answer: {
          key: 'referee',
          value: { name: 'Ana Ruiz', email: 'ana@example.com' },
        },
      }),
    );
    seen.push(await turn(messages, { message: 'remove' }));
    seen.push((await get(`/v1/public/intake/${token}`)).body);
    expect(leftovers(seen.join('\n'), locale)).toEqual([]);

    // A relationship the intake stores as a code ("manager") is said in the language.
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/v1/public/intake/${token}/referees`,
      payload: {
        contacts: [
          { firstName: 'Ana', lastName: 'Ruiz', email: 'ana@example.com', relationship: 'manager' },
          { firstName: 'Luis', lastName: 'Gil', email: 'luis@example.com', relationship: 'report' },
        ],
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const listed = await turn(messages, { message: '?' });
    const words = participantCopy(locale).relationships;
    expect(listed).toContain(`Ana Ruiz (${words.manager}, ana@example.com)`);
    expect(listed).toContain(`Luis Gil (${words.report}, luis@example.com)`);
    expect(leftovers(listed, locale)).toEqual([]);
  });

  it("serves the referee's e-mail, page, built-in questions and conversation in it", async () => {
    const email = `ref-${locale}@example.com`;
    const request = await createRequestViaApi(t, key, {
      launchMode: 'manual_references',
      locale,
      candidate: { firstName: 'Ada', lastName: 'Lovelace', email: `ada-${locale}@example.com` },
      contacts: [{ firstName: 'Carlos', lastName: 'Ruiz', email, phone: '+14155550123' }],
    });
    await lifecycle(t, key, request.id, 'grant_candidate_consent');
    await lifecycle(t, key, request.id, 'queue_outreach');
    expect(mailsTo(email)).not.toBe('');
    expect(leftovers(mailsTo(email), locale)).toEqual([]);
    const token = tokenFromMail(t, email, 'referee');
    await expectShell(`/referee/${token}`, locale);
    const session = await get(`/v1/public/referee/${token}`);
    expect(session.statusCode, session.body).toBe(200);
    const seen = [session.body];
    const messages = `/v1/public/referee/${token}/messages`;
    // A tap on each control asked (the built-in's questions, in the language), then a word.
    for (let i = 0; i < 4; i++) {
      const ask = JSON.parse((await get(`/v1/public/referee/${token}`)).body).state.ask;
      if (!ask) break;
      const value = ask.kind === 'rating' ? 4 : ask.kind === 'yes_no' ? true : null;
      seen.push(await turn(messages, { answer: { key: ask.key, value } }));
    }
    seen.push(await turn(messages, { message: '?' }));
    seen.push((await get(`/v1/public/referee/${token}`)).body);
    expect(leftovers(seen.join('\n'), locale)).toEqual([]);
  });

  it('writes the reuse-permission e-mails in it', () => {
    const facts = {
      to: 'ada@example.com',
      locale,
      firstName: 'Ada',
      tenantName: 'Acme',
      recruiterName: 'Rita Patel',
      referenceCount: 2,
    };
    const messages: EmailMessage[] = [
      permissionRequestMessage({
        ...facts,
        scopes: ['reference_collection', 'passport_share'],
        note: null,
        link: 'http://refcheck.test/permissions/x',
        expiresAt: new Date('2026-11-16T09:00:00Z'),
      }),
      permissionGrantedMessage({
        ...facts,
        scopes: ['reference_collection'],
        targeted: false,
        withdrawLink: 'http://refcheck.test/withdraw/x',
      }),
    ];
    for (const message of messages) {
      expect(message.locale).toBe(locale);
      expect(leftovers(JSON.stringify(message), locale)).toEqual([]);
    }
  });

  it('says a dead link ended in it, and an unknown one in English', async () => {
    const request = await createRequestViaApi(t, key, {
      launchMode: 'candidate_intake',
      locale,
      candidate: { firstName: 'Lia', lastName: 'Ko', email: `dead-${locale}@example.com` },
    });
    const token = tokenFromMail(t, `dead-${locale}@example.com`, 'intake');
    await t.app.inject({
      method: 'POST',
      url: `/v1/api/reference-requests/${request.id}/cancel`,
      headers: bearer(key.plaintext),
      payload: {},
    });
    await expectShell(`/intake/${token}`, locale);
    expect((await get('/intake/abcdefghijklmnopqrstuvwxyz012345')).body).toContain(
      '<html lang="en">',
    );
  });
});

describe('the page scripts', () => {
  const scripts = ['common.js', 'chat.js', 'controls.js', 'referee-list.js', 'permission.js'];
  const withdraw = ['withdraw.js', 'questionnaire-review.js'];

  /** The catalogue paths a script names: `copy.chat.thankYou`, `labels.notRated` (copy.answers). */
  function keysUsed(file: string): string[] {
    const source = readFileSync(path.join(projectPath('src/web/assets'), file), 'utf8');
    // Code only: a comment may name a file (copy.js).
    const code = source
      .split('\n')
      .filter((line) => !/^\s*(?:\/\/|\/?\*)/.test(line))
      .join('\n');
    return [...code.matchAll(/\bcopy((?:\.[a-zA-Z]\w*)+)/g)].map((m) => m[1]!.slice(1));
  }

  it.each(OTHER_LOCALES)('name only keys the %s catalogue has, each in its words', (locale) => {
    const theirs = participantCopy(locale) as unknown as Record<string, unknown>;
    const used = [...scripts, ...withdraw].flatMap(keysUsed);
    expect(used.length).toBeGreaterThan(20);
    for (const keyPath of used) {
      // A path may stop at a section (copy.chat) or go into one: each step must exist.
      let at: unknown = theirs;
      for (const step of keyPath.split('.')) {
        expect(at, `${locale}: copy.${keyPath}`).toBeTypeOf('object');
        at = (at as Record<string, unknown>)[step];
      }
      expect(at, `${locale}: copy.${keyPath}`).toBeDefined();
    }
  });
});
