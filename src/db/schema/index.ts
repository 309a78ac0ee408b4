/** The one Drizzle schema, for PGlite and PostgreSQL alike. One file per feature. */
export * from './outbox.ts';
