import { reminderJob } from '../modules/requests/reminders.ts';
import type { JobDefinition } from './job.ts';
import { sendEmailJob } from './jobs/send-email.job.ts';

/** Every job type the worker can run. A module adds its jobs here. */
const definitions: JobDefinition[] = [sendEmailJob as JobDefinition, reminderJob as JobDefinition];

export const jobRegistry = new Map<string, JobDefinition>(definitions.map((d) => [d.type, d]));

export function registerJob(definition: JobDefinition): void {
  jobRegistry.set(definition.type, definition);
}
