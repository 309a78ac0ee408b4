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
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(100)
    .default(25)
    .describe('Most items to answer, 1–100; 25 by default'),
  cursor: z
    .string()
    .regex(ISSUED_CURSOR, 'is not a cursor this service issued (pass nextCursor as it came)')
    .optional()
    .describe('The `nextCursor` of the previous page, as it came; omit for the first page'),
});

export type Pagination = z.infer<typeof paginationQuery>;

/**
 * A page of `item`s. A named item (`.meta({ id })`) makes a named page,
 * `<id>List`, whose OpenAPI example is a one-item page built from the item's
 * first example (an unnamed response schema loses its own examples on the
 * way to the document). One schema per item, so the name is registered once.
 */
const pages = new WeakMap<z.ZodType, z.ZodType>();

export function listSchema<T extends z.ZodType>(item: T) {
  const schema = z.object({
    object: z.literal('list').describe('Always `list`'),
    data: z.array(item).describe('The items of this page'),
    nextCursor: z
      .string()
      .nullable()
      .describe('Pass as `cursor` to read the next page; null on the last page'),
  });
  const meta = z.globalRegistry.get(item);
  if (!meta?.id) return schema;
  const known = pages.get(item);
  if (known) return known as typeof schema;
  const examples = Array.isArray(meta.examples) ? meta.examples.slice(0, 1) : [];
  const named = schema.meta({
    id: `${meta.id}List`,
    description: `A page of ${meta.id} objects`,
    ...(examples.length > 0
      ? { examples: [{ object: 'list', data: examples, nextCursor: null }] }
      : {}),
  });
  pages.set(item, named);
  return named;
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
