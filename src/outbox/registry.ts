import type { JobDefinition } from './job.ts';

declare module '../context.ts' {
  interface AppContext {
    /** Every job type the outbox worker can run, built by the composition root. */
    jobs: JobRegistry;
  }
}

/**
 * The job types a worker can run, by type. The outbox knows no feature: the
 * composition root registers the generic send-email job and each module's
 * jobs (modules/index.ts, moduleJobs).
 */
export class JobRegistry {
  private readonly definitions = new Map<string, JobDefinition>();

  constructor(definitions: readonly JobDefinition[] = []) {
    for (const definition of definitions) this.register(definition);
  }

  register(definition: JobDefinition): void {
    this.definitions.set(definition.type, definition);
  }

  get(type: string): JobDefinition | undefined {
    return this.definitions.get(type);
  }
}
