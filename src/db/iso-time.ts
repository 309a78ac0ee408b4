import { type SQL, sql } from 'drizzle-orm';

/**
 * A timestamptz as ISO 8601 UTC text with milliseconds, exactly as
 * `Date#toISOString` writes it (both truncate the microseconds). A list
 * that answers times selects them so: the driver's parsing of a timestamp
 * into a Date and `toISOString` were a few percent of a list page's CPU
 * (bench/README.md). Null stays null.
 */
export const isoTime = (column: SQL) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
