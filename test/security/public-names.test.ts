import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recruiters, tenants } from '../../src/db/schema/index.ts';
import { pdfText } from '../../src/modules/reports/pdf-text.test-helper.ts';
import { reportRoutes } from '../../src/modules/reports/report-routes.test-helper.ts';
import {
  askPermission,
  consentScenario,
  tokenOf,
} from '../../src/modules/reuse-permissions/reuse-permissions.test-helper.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import { createTenant, type TestTenant } from '../helpers/factories.ts';

/**
 * Issue 13, item 6: the approver of a shared report and the requester of a
 * permission are shown to people outside the tenant. A recruiter without a
 * name is shown as the tenant's display name or "the recruiting team", never
 * by e-mail address (nor by the tenant's id when the tenant has no name).
 */
let t: TestApp;
const reports = reportRoutes(() => t);

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const EMAIL = /[^\s@"]+@[^\s@"]+\.[a-z]{2,}/i;

/** Leaves the recruiter with an e-mail but no name; optionally the tenant without a display name. */
async function namelessRecruiter(tenant: TestTenant, options: { tenantNamed: boolean }) {
  await t.database.db
    .update(recruiters)
    .set({ name: null })
    .where(eq(recruiters.id, tenant.recruiterId));
  if (!options.tenantNamed) {
    await t.database.db
      .update(tenants)
      .set({ name: tenant.tenantId })
      .where(eq(tenants.id, tenant.tenantId));
  }
}

async function publicReport(tenant: TestTenant) {
  const { token } = await reports.sharedReport(tenant);
  const json = await t.app.inject({ url: `/v1/public/reference-reports/${token}` });
  expect(json.statusCode).toBe(200);
  const pdf = await t.app.inject({ url: `/v1/public/reference-reports/${token}/pdf` });
  expect(pdf.statusCode).toBe(200);
  return { json: json.json(), pdf: (await pdfText(pdf.rawPayload)).text };
}

describe('public pages name no recruiter by e-mail', () => {
  it('a shared report approved by a nameless recruiter shows the tenant display name', async () => {
    const tenant = await createTenant(t, 'Acme Hiring');
    await namelessRecruiter(tenant, { tenantNamed: true });
    const { json, pdf } = await publicReport(tenant);
    expect(json.approverName).toBe('Acme Hiring');
    expect(JSON.stringify(json)).not.toMatch(EMAIL);
    expect(pdf).toContain('by Acme Hiring');
    expect(pdf).not.toMatch(EMAIL);
  });

  it('…and "the recruiting team" when the tenant has no display name (never its id)', async () => {
    const tenant = await createTenant(t);
    await namelessRecruiter(tenant, { tenantNamed: false });
    const { json, pdf } = await publicReport(tenant);
    expect(json.approverName).toBe('the recruiting team');
    expect(JSON.stringify(json)).not.toMatch(EMAIL);
    expect(JSON.stringify(json.approverName)).not.toContain(tenant.tenantId);
    expect(pdf).toContain('by the recruiting team');
    expect(pdf).not.toMatch(EMAIL);
    // The approver line (the tenant header is the tenant's own name field, not a fallback).
    expect(pdf.split('\n').find((line) => line.includes(' by '))).not.toContain(tenant.tenantId);
  });

  it('a recruiter with a name is shown by name', async () => {
    const tenant = await createTenant(t, 'Acme Hiring');
    const { json } = await publicReport(tenant);
    expect(json.approverName).toMatch(/^Recruiter \d+$/);
  });

  it('the permission page and e-mail name a nameless requester by the tenant, never by e-mail', async () => {
    const s = await consentScenario(t, createTenant);
    await namelessRecruiter(s.tenant, { tenantNamed: true });
    const asked = await askPermission(t, s.tenant, {
      candidateId: s.candidate.candidateId,
      targetReferenceRequestId: s.target.requestId,
      scopes: ['reference_collection'],
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const view = await t.app.inject({
      url: `/v1/public/permissions/${tokenOf(asked.json().permissionUrl)}`,
    });
    expect(view.statusCode).toBe(200);
    expect(view.json().requester).toEqual({
      tenantName: 'Acme Hiring',
      recruiterName: 'Acme Hiring',
    });
    expect(view.body).not.toMatch(EMAIL);
    await t.app.worker.drain();
    const mail = t.mailer.to(s.candidate.email).at(-1)!;
    expect(mail.text).not.toContain(`${s.tenant.recruiterId}@example.com`);
  });

  it('a requester whose tenant has no display name is "the recruiting team"', async () => {
    const s = await consentScenario(t, createTenant);
    await namelessRecruiter(s.tenant, { tenantNamed: false });
    const asked = await askPermission(t, s.tenant, {
      candidateId: s.candidate.candidateId,
      targetReferenceRequestId: s.target.requestId,
      scopes: ['reference_collection'],
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const view = await t.app.inject({
      url: `/v1/public/permissions/${tokenOf(asked.json().permissionUrl)}`,
    });
    expect(view.json().requester.recruiterName).toBe('the recruiting team');
    expect(view.body).not.toMatch(EMAIL);
  });
});
