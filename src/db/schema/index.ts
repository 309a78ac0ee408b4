/** The one Drizzle schema, for PGlite and PostgreSQL alike. One file per feature. */
export * from './agent.ts';
export * from './api-keys.ts';
export * from './audit.ts';
export * from './cli-pairing.ts';
export * from './consent.ts';
export * from './counters.ts';
export * from './identity.ts';
export * from './ops.ts';
export * from './outbox.ts';
export * from './questionnaires.ts';
export * from './reports.ts';
export * from './workflow.ts';
