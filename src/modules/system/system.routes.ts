import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CONTRACT_VERSION } from '../../core/contract.ts';
import { AppError } from '../../core/errors.ts';
import { projectPath } from '../../paths.ts';

const pkg = JSON.parse(readFileSync(projectPath('package.json'), 'utf8')) as {
  name: string;
  version: string;
};

const healthSchema = z.object({ status: z.literal('ok'), database: z.literal('up') });
const stackSchema = z.object({
  object: z.literal('stack'),
  service: z.string(),
  version: z.string(),
  contractVersion: z.string(),
  runtime: z.object({ name: z.literal('node'), version: z.string() }),
  framework: z.object({ name: z.literal('fastify'), version: z.string() }),
  database: z.object({ engine: z.enum(['pglite', 'postgresql']) }),
});

/** How long `/health` waits for the database before answering 503 (a supervisor's probe gives up at 10 s or so). */
const HEALTH_TIMEOUT_MS = 5_000;

/** Health and metadata: no authentication. */
export const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  /**
   * 200 while the database answers; 503 `unavailable` while it does not: a
   * lost connection (the pool connects anew for the next call), a server
   * down, or one that has not answered within HEALTH_TIMEOUT_MS.
   */
  app.get('/health', { schema: { response: { 200: healthSchema } } }, async () => {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('no answer')), HEALTH_TIMEOUT_MS);
    });
    try {
      await Promise.race([app.ctx.db.execute(sql`select 1`), late]);
    } catch {
      throw new AppError('unavailable', 'The database is not reachable.');
    } finally {
      clearTimeout(timer);
    }
    return { status: 'ok' as const, database: 'up' as const };
  });

  app.get('/v1/meta/stack', { schema: { response: { 200: stackSchema } } }, async () => ({
    object: 'stack' as const,
    service: pkg.name,
    version: pkg.version,
    contractVersion: CONTRACT_VERSION,
    runtime: { name: 'node' as const, version: process.version },
    framework: { name: 'fastify' as const, version: app.version },
    database: { engine: app.ctx.engine },
  }));
};
