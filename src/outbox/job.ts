import type { z } from 'zod';
import type { AppContext } from '../context.ts';

export interface JobRecord {
  id: string;
  type: string;
  attempts: number;
  maxAttempts: number;
  tenantId: string | null;
  environment: 'live' | 'test' | null;
}

/**
 * A kind of background work. The payload schema is checked when the job is
 * enqueued and again when it runs, so a bad payload fails at the caller.
 */
export interface JobDefinition<S extends z.ZodType = z.ZodType> {
  type: string;
  payload: S;
  /** Attempts before the job is marked dead (default 5). */
  maxAttempts?: number;
  run(ctx: AppContext, payload: z.output<S>, job: JobRecord): Promise<void>;
}

export function defineJob<S extends z.ZodType>(definition: JobDefinition<S>): JobDefinition<S> {
  return definition;
}
