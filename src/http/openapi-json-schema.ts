import type { $ZodType, JSONSchema } from 'zod/v4/core';

/**
 * A rule the server enforces that zod's JSON Schema converter leaves out.
 *
 * `jsonSchemaOverride` replaces fastify-type-provider-zod's own override
 * (a config override takes its place), so it first does what that one does
 * for JSON Schema 2020-12 (drops empty union branches, writes a date as a
 * date-time string), then adds:
 * - `pattern: "\S"` on a string the server trims before its `min(1)`: a
 *   whitespace-only string is refused, and the schema now says so (zod's
 *   converter writes `minLength: 1`, which "   " satisfies).
 */
export function jsonSchemaOverride(ctx: {
  zodSchema: $ZodType;
  jsonSchema: JSONSchema.BaseSchema;
}): void {
  const def = ctx.zodSchema._zod.def as { type: string; checks?: $ZodType[] };
  const json = ctx.jsonSchema;
  if (def.type === 'union' && json.anyOf) {
    json.anyOf = json.anyOf.filter((branch) => Object.keys(branch).length > 0);
  }
  if (def.type === 'date') {
    json.type = 'string';
    json.format = 'date-time';
  }
  if (def.type === 'string' && refusesBlank(def.checks ?? [])) {
    // A schema met again (a shared zod schema) is already converted: the rule is added once.
    if (json.pattern === undefined) json.pattern = NOT_BLANK;
    else if (json.pattern !== NOT_BLANK && !json.allOf?.some((b) => b.pattern === NOT_BLANK)) {
      json.allOf = [...(json.allOf ?? []), { pattern: NOT_BLANK }];
    }
  }
}

/** At least one character that is not white space (JavaScript's `trim` set is `\s`'s). */
const NOT_BLANK = '\\S';

/** A trim (an overwrite that empties white space) followed by a minimum length of 1 or more. */
function refusesBlank(checks: $ZodType[]): boolean {
  let trimmed = false;
  for (const check of checks) {
    const def = check._zod.def as unknown as {
      check: string;
      tx?: (value: string) => string;
      minimum?: number;
    };
    if (def.check === 'overwrite' && def.tx?.(' \t\n') === '') trimmed = true;
    if (trimmed && def.check === 'min_length' && (def.minimum ?? 0) >= 1) return true;
  }
  return false;
}
