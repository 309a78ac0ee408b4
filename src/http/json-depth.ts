import { AppError } from '../core/errors.ts';

/**
 * How deeply a JSON body may nest objects and arrays (the body itself is
 * level 1). No route needs more than a handful; a free-form `profile` gets
 * the rest. Everything that walks a parsed body recurses (zod, the
 * storable-text check, the Idempotency-Key request hash, `JSON.stringify`
 * on the way to the database), so the limit is checked on the raw text,
 * before the body is parsed.
 */
export const MAX_JSON_DEPTH = 16;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACE = 0x7b;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACE = 0x7d;
const CLOSE_BRACKET = 0x5d;

/**
 * Whether JSON text nests objects and arrays deeper than `limit`: one pass
 * over the characters, brackets inside strings ignored, no recursion, so a
 * megabyte of `[` costs a loop, not a stack. Malformed text is left for the
 * parser to refuse.
 */
export function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) {
      inString = true;
    } else if (c === OPEN_BRACE || c === OPEN_BRACKET) {
      depth++;
      if (depth > limit) return true;
    } else if (c === CLOSE_BRACE || c === CLOSE_BRACKET) {
      depth--;
    }
  }
  return false;
}

/** 400 `validation_failed` for a JSON body that nests deeper than MAX_JSON_DEPTH; undefined when it does not. */
export function tooDeepJsonBody(text: string): AppError | undefined {
  if (!nestsDeeperThan(text, MAX_JSON_DEPTH)) return undefined;
  return AppError.validation(
    [{ path: 'body', message: `nests objects and arrays deeper than ${MAX_JSON_DEPTH} levels` }],
    `The request body nests objects and arrays deeper than ${MAX_JSON_DEPTH} levels.`,
  );
}
