import { z } from 'zod';

/**
 * Cursor pagination of CONTRACT: `?limit=` (1–100, default 25) and
 * `?cursor=`; lists answer `{ data, nextCursor }`. Ids are time-sortable, so
 * the cursor is the last id of the page and "newest first" is `id desc`.
 */
export const paginationQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(25),
  cursor: z.string().min(1).max(200).optional(),
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
