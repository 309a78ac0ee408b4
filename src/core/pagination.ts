import { z } from 'zod';
import { ID_PREFIXES } from './ids.ts';

/**
 * Cursor pagination of CONTRACT: `?limit=` (1–100, default 25) and
 * `?cursor=`; lists answer `{ data, nextCursor }`. Ids are time-sortable, so
 * the cursor is the last id of the page and "newest first" is `id desc`.
 */
/**
 * What every issued cursor looks like: an id of ours, a known prefix and a
 * ULID body (26 lowercase Crockford characters, src/core/ids.ts). Anything
 * else would compare below or above every id and answer an empty or a wrong
 * page, so it is refused with 400 `validation_failed` instead.
 */
const ISSUED_CURSOR = new RegExp(
  `^(?:${[...new Set(Object.values(ID_PREFIXES))].join('|')})_[0-9a-hjkmnp-tv-z]{26}$`,
);

export const paginationQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(25),
  cursor: z
    .string()
    .regex(ISSUED_CURSOR, 'is not a cursor this service issued (pass nextCursor as it came)')
    .optional(),
});

export type Pagination = z.infer<typeof paginationQuery>;

export function listSchema<T extends z.ZodType>(item: T) {
  return z.object({
    object: z.literal('list'),
    data: z.array(item),
    nextCursor: z.string().nullable(),
  });
}

/**
 * Builds a page from rows fetched with `limit + 1` (the extra row only tells
 * whether there is a next page).
 */
export function toPage<T extends { id: string }>(
  rows: T[],
  limit: number,
): { object: 'list'; data: T[]; nextCursor: string | null } {
  const data = rows.slice(0, limit);
  return {
    object: 'list',
    data,
    nextCursor: rows.length > limit ? data[data.length - 1]!.id : null,
  };
}
