import pg from 'pg';
import { CHANGE_FEED_APPLICATION_NAME } from '../src/db/change-feed.ts';
import type { LoadObserver } from './scenario.ts';

/** How often pg_stat_activity is read while the scenario's load runs. */
const SAMPLE_EVERY_MS = 10;

/**
 * Samples what the server's backends wait on (pg_stat_activity's
 * wait_event_type:wait_event of every active backend of the database, the
 * change feed's LISTEN connection excepted) every 10 ms while it is resumed,
 * and counts the samples per wait. `Lock:object` is the cluster-wide lock a
 * notifying transaction takes at commit (see docs/workflow.md, view-cache
 * invalidation): under the create load it should be zero.
 */
export async function sampleBackendWaits(databaseUrl: string): Promise<LoadObserver> {
  const client = new pg.Client({
    connectionString: databaseUrl,
    application_name: 'refcheck-bench-wait-sampler',
  });
  await client.connect();
  const counts = new Map<string, number>();
  let samples = 0;
  let timer: NodeJS.Timeout | undefined;
  let inFlight: Promise<void> | undefined;

  const sampleOnce = async () => {
    const { rows } = await client.query<{ wait: string }>(
      `select coalesce(wait_event_type || ':' || wait_event, 'CPU') as wait
         from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid()
          and state = 'active' and application_name <> $1`,
      [CHANGE_FEED_APPLICATION_NAME],
    );
    samples += 1;
    for (const { wait } of rows) counts.set(wait, (counts.get(wait) ?? 0) + 1);
  };
  const tick = () => {
    // One query at a time: a slow answer skips ticks rather than piling them up.
    if (!inFlight) inFlight = sampleOnce().finally(() => (inFlight = undefined));
  };

  const pause = () => {
    clearInterval(timer);
    timer = undefined;
  };

  return {
    resume() {
      timer ??= setInterval(tick, SAMPLE_EVERY_MS);
    },
    pause,
    async report() {
      pause();
      await inFlight;
      await client.end();
      const top = [...counts].sort((a, b) => b[1] - a[1]).slice(0, 6);
      return {
        waitSamples: samples,
        'Lock:object': counts.get('Lock:object') ?? 0,
        ...Object.fromEntries(top),
      };
    },
  };
}
