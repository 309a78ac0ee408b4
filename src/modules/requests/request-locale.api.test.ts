import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/app.ts';
import {
  bearer,
  createKey,
  createTenant,
  type TestTenant,
} from '../../../test/helpers/factories.ts';
import { newId } from '../../core/ids.ts';
import { unitOfWork } from '../../db/tx.ts';
import { createQuestionnaire } from '../questionnaires/questionnaires.service.ts';

/** CONTRACT "Languages" and "Tenant settings", on both engines (TEST_DATABASE_URL runs it on PostgreSQL). */
let t: TestApp;
let tenant: TestTenant;
let key: string;

beforeAll(async () => {
  t = await buildTestApp();
  tenant = await createTenant(t, 'Acme');
  key = (await createKey(t, tenant, { scopes: ['references:read', 'references:write'] })).plaintext;
});
afterAll(() => t.close());

async function create(extra: Record<string, unknown> = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/v1/api/reference-requests',
    headers: bearer(key),
    payload: {
      launchMode: 'candidate_intake',
      candidate: {
        firstName: 'Lena',
        lastName: 'Ortiz',
        email: `cand.${newId('candidate')}@example.com`,
      },
      ...extra,
    },
  });
}

async function createdLocale(extra: Record<string, unknown> = {}): Promise<string> {
  const res = await create(extra);
  expect(res.statusCode, res.body).toBe(200);
  const created = res.json().referenceRequest;
  const read = await t.app.inject({
    method: 'GET',
    url: `/v1/api/reference-requests/${created.id}`,
    headers: bearer(key),
  });
  expect(read.json().locale).toBe(created.locale);
  return created.locale;
}

const settingsUrl = () => `/v1/tenants/${tenant.tenantId}/settings?environment=live`;
const patchSettings = (payload: object) =>
  t.app.inject({
    method: 'PATCH',
    url: settingsUrl(),
    headers: bearer(tenant.session),
    payload,
  });

function questionnaireIn(locale: string) {
  return createQuestionnaire(
    t.app.ctx,
    unitOfWork(t.app.ctx.db),
    {
      tenantId: tenant.tenantId,
      environment: 'live',
      recruiterId: tenant.recruiterId,
      actor: { kind: 'recruiter', id: tenant.recruiterId },
      traceId: null,
    },
    {
      name: `In ${locale}`,
      locale,
      questions: [{ key: 'teamwork', kind: 'rating', prompt: 'Teamwork?', required: false }],
    },
  );
}

describe("a request's locale", () => {
  it('is the one the create body names, and English by default', async () => {
    expect(await createdLocale({ locale: 'de' })).toBe('de');
    expect(await createdLocale()).toBe('en');
  });

  it("defaults to the questionnaire's language (a regional tag's language), else the tenant's", async () => {
    const spanish = await questionnaireIn('es-MX');
    expect(await createdLocale({ questionnaireId: spanish.id })).toBe('es');
    expect(await createdLocale({ questionnaireId: spanish.id, locale: 'fr' })).toBe('fr');
    const japanese = await questionnaireIn('ja');
    expect((await patchSettings({ defaultLocale: 'pt' })).statusCode).toBe(200);
    expect(await createdLocale({ questionnaireId: japanese.id })).toBe('pt');
    // The built-in questionnaire exists in every language: the tenant's default decides.
    expect(await createdLocale()).toBe('pt');
    expect(await createdLocale({ questionnaireId: spanish.id })).toBe('es');
    expect((await patchSettings({ defaultLocale: 'en' })).statusCode).toBe(200);
  });

  it('answers 400 validation_failed naming `locale` for a language it does not serve', async () => {
    for (const locale of ['ja', 'EN', '', 'en-GB', 3]) {
      const res = await create({ locale });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.headers['content-type']).toContain('application/problem+json');
      expect(res.json().code).toBe('validation_failed');
      expect(JSON.stringify(res.json().errors)).toContain('locale');
    }
  });
});

describe('the tenant setting defaultLocale', () => {
  it('is read and changed by the settings route, audited with the rest', async () => {
    const before = await t.app.inject({
      method: 'GET',
      url: settingsUrl(),
      headers: bearer(tenant.session),
    });
    expect(before.json().defaultLocale).toBe('en');
    const res = await patchSettings({ defaultLocale: 'fr' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().defaultLocale).toBe('fr');
    const after = await t.app.inject({
      method: 'GET',
      url: settingsUrl(),
      headers: bearer(tenant.session),
    });
    expect(after.json().defaultLocale).toBe('fr');
    expect(await createdLocale()).toBe('fr');
    expect((await patchSettings({ defaultLocale: 'en' })).statusCode).toBe(200);
  });

  it('refuses a language it does not serve with 400 naming defaultLocale', async () => {
    const res = await patchSettings({ defaultLocale: 'it' });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().code).toBe('validation_failed');
    expect(JSON.stringify(res.json().errors)).toContain('defaultLocale');
  });
});
