import { z } from 'zod';
import { environmentSchema } from './tenancy.ts';
import { ONE_LINE_MESSAGE, ONE_LINE_PATTERN } from './text.ts';

/**
 * The longest path parameter the router takes (Fastify's `maxParamLength`):
 * a longer one answers 414 `uri_too_long` before any schema runs, so an id's
 * schema allows no more, and the document says the same as the server.
 */
export const MAX_PATH_PARAM_LENGTH = 100;

/** Shared pieces of route schemas. */
export const tenantParams = z.object({ tenantId: z.string().min(1).max(MAX_PATH_PARAM_LENGTH) });
export const environmentQuery = z.object({ environment: environmentSchema.default('live') });
export const idString = z.string().min(1).max(MAX_PATH_PARAM_LENGTH);
export const timestampString = z.iso.datetime({ offset: true });

/**
 * A time the service answers with: ISO 8601 UTC (`toISOString()`). Declared
 * `format: date-time` for the OpenAPI document; not re-validated on the way
 * out, so it changes no answer.
 */
export const timestamp = z.string().meta({ format: 'date-time' });

/** Example ids and times of the OpenAPI document, shaped as src/core/ids.ts mints them. */
export const EXAMPLE_TIME = '2026-03-02T09:15:27.412Z';
export const EXAMPLE_LATER = '2026-03-02T10:04:51.930Z';

/**
 * Text PostgreSQL cannot store: NUL (rejected in `text` and `jsonb`) and
 * UTF-16 surrogates without their pair (rejected as `\ud800` escapes in
 * `jsonb`, replaced silently in `text`).
 */
// With the `u` flag a surrogate pair is one code point, so the class matches lone halves only.
// biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is exactly what it looks for.
const UNSTORABLE_TEXT = /\u0000|[\ud800-\udfff]/u;

export function isStorableText(value: string): boolean {
  return !UNSTORABLE_TEXT.test(value);
}

export const UNSTORABLE_TEXT_MESSAGE = 'contains NUL or an unpaired UTF-16 surrogate';

/**
 * The dotted paths (`prefix` first) of every string in a parsed input —
 * values and object keys — that PostgreSQL cannot store. Every route input
 * (body, params, query) passes through it before its schema runs, so no
 * field can forget the rule.
 */
export function unstorableTextPaths(value: unknown, prefix = ''): string[] {
  const found: string[] = [];
  const visit = (node: unknown, path: string, depth: number) => {
    if (typeof node === 'string') {
      if (!isStorableText(node)) found.push(path);
      return;
    }
    if (node === null || typeof node !== 'object' || depth > 64) return;
    // A raw body (Buffer) is bytes, not text: not walked index by index.
    if (ArrayBuffer.isView(node)) return;
    const join = (key: string | number) => (path === '' ? String(key) : `${path}.${key}`);
    if (Array.isArray(node)) {
      for (const [index, item] of node.entries()) visit(item, join(index), depth + 1);
      return;
    }
    for (const [key, item] of Object.entries(node)) {
      if (!isStorableText(key))
        found.push(join(key.replace(new RegExp(UNSTORABLE_TEXT, 'gu'), '\ufffd')));
      else visit(item, join(key), depth + 1);
    }
  };
  visit(value, prefix, 0);
  return found;
}

/**
 * A name, relationship, questionnaire name, prompt, label or option: one
 * line (CONTRACT "Names are one line"). Control characters (line breaks
 * included), bidirectional controls and zero-width characters anywhere in it
 * answer 400 `validation_failed` naming the field; the OpenAPI document
 * gives the rule as the field's `pattern`, so MCP tools and generated
 * clients follow it. Then trimmed; callers add their lengths.
 */
export function oneLineText() {
  return z.string().regex(new RegExp(ONE_LINE_PATTERN), ONE_LINE_MESSAGE).trim();
}
