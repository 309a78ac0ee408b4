import {
  type BenchTarget,
  type HttpLoadScenario,
  type LoadObserver,
  type LoadRequest,
  newTenantWithKey,
} from '../scenario.ts';

/** Distinct requests read, as partner systems polling their own requests do. */
const READ_REQUESTS = 2_000;
/**
 * Creates per second in the same tenant and environment while the reads run
 * (`BENCH_CREATES_PER_SECOND`, e.g. 0.01 to tell the reads' own cost from the creates').
 */
const CREATES_PER_SECOND = Number(process.env.BENCH_CREATES_PER_SECOND ?? 50);
/** Creates while seeding, at once. */
const SEED_CONCURRENCY = 16;

/**
 * API-key reads of 2,000 distinct requests while the same tenant creates 50
 * requests a second (performance issue's read-under-write target): before
 * invalidation was per request, every create emptied the tenant's cached
 * views, so most reads missed. The creates run only while the scenario's
 * load does (an observer resumes and pauses them), not during the baseline.
 */
let writerKey: { baseUrl: string; headers: Record<string, string> } | undefined;

const createBody = (n: string) => ({
  launchMode: 'manual_references',
  roleTitle: 'Staff Engineer',
  candidate: { firstName: 'Ada', lastName: `Reader${n}`, email: `ada.${n}@example.com` },
  contacts: [
    {
      firstName: 'Grace',
      lastName: 'Hopper',
      email: `grace.${n}@example.org`,
      phone: '+12125550100',
      relationship: 'manager',
    },
  ],
});

async function seedRequests(target: BenchTarget, headers: Record<string, string>) {
  const ids: string[] = [];
  for (let start = 0; start < READ_REQUESTS; start += SEED_CONCURRENCY) {
    const batch = Array.from(
      { length: Math.min(SEED_CONCURRENCY, READ_REQUESTS - start) },
      (_, i) =>
        target.request<{ referenceRequest: { id: string } }>('POST', '/v1/api/reference-requests', {
          headers,
          body: createBody(`seed${start + i}`),
        }),
    );
    for (const created of await Promise.all(batch)) ids.push(created.referenceRequest.id);
  }
  return ids;
}

/** Posts CREATES_PER_SECOND creates a second while resumed; reports how many were made and failed. */
function createsInBackground(baseUrl: string, headers: Record<string, string>): LoadObserver {
  let timer: NodeJS.Timeout | undefined;
  let made = 0;
  let failed = 0;
  const inFlight = new Set<Promise<void>>();
  const createOne = () => {
    const call = fetch(`${baseUrl}/v1/api/reference-requests`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify(createBody(`w${made + failed}x${Math.random().toString(36).slice(2)}`)),
    })
      .then(async (response) => {
        await response.arrayBuffer();
        if (response.ok) made += 1;
        else failed += 1;
      })
      .catch(() => {
        failed += 1;
      })
      .finally(() => inFlight.delete(call));
    inFlight.add(call);
  };
  const pause = () => {
    clearInterval(timer);
    timer = undefined;
  };
  return {
    resume() {
      timer ??= setInterval(createOne, 1000 / CREATES_PER_SECOND);
    },
    pause,
    async report() {
      pause();
      await Promise.all(inFlight);
      return { createsDuringReads: made, createsFailed: failed };
    },
  };
}

export const readsWhileWriting: HttpLoadScenario = {
  kind: 'http',
  name: 'api-key reads of 2,000 requests while the tenant creates 50/s',
  description:
    'GET of 2,000 distinct reference requests with an API key while the same tenant and environment create 50 requests a second',
  async prepare(target) {
    const { plaintext } = await newTenantWithKey(target, 'bench-reads-while-writing', [
      'references:read',
      'references:write',
    ]);
    const headers = { authorization: `Bearer ${plaintext}` };
    const ids = await seedRequests(target, headers);
    writerKey = { baseUrl: target.baseUrl, headers };
    const requests: LoadRequest[] = ids.map((id) => ({
      method: 'GET',
      path: `/v1/api/reference-requests/${id}`,
      headers,
    }));
    return { requests };
  },
  async observe() {
    return writerKey ? createsInBackground(writerKey.baseUrl, writerKey.headers) : undefined;
  },
};
