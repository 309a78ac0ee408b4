import type { z } from 'zod';

/**
 * Rules zod has no keyword for, declared once: each helper adds the check
 * the server runs (a refinement naming the field) and the JSON Schema
 * keyword that says the same thing, so the OpenAPI document, the MCP tool
 * schemas and every client generated from them refuse what the server
 * refuses (issue 39). JSON Schema keywords are written through `.meta()`,
 * which every converter of the zod schema (OpenAPI, MCP, the AI SDK) reads.
 */

/** Objects and arrays compared by value, as JSON Schema's `uniqueItems` compares them. */
const sameness = (item: unknown) => JSON.stringify(item);

/**
 * A list whose items must all differ (`uniqueItems`): each repeat is
 * refused at its own index, with `message`.
 */
export function distinctItems<T extends z.ZodArray>(
  schema: T,
  message = 'repeats an earlier item',
) {
  return schema
    .superRefine((items, ctx) => {
      const seen = new Set<string>();
      items.forEach((item, index) => {
        const key = sameness(item);
        if (seen.has(key)) ctx.addIssue({ code: 'custom', path: [index], message });
        seen.add(key);
      });
    })
    .meta({ uniqueItems: true });
}

/** A body that must name at least one field (`minProperties: 1`): a PATCH that changes something. */
export function atLeastOneField<T extends z.ZodObject>(
  schema: T,
  message = 'name at least one field to change',
) {
  return schema
    .refine((body) => Object.keys(body).some((k) => body[k] !== undefined), message)
    .meta({ minProperties: 1 });
}

/** How the fields of an object body depend on each other. */
export interface FieldRules {
  /** Pairs of fields a body may give one of, never both (the second is named when both come). */
  exclusive?: readonly (readonly [string, string])[];
  /** Fields required when `field` is absent (`questions` unless `copyFrom`). */
  requiredWithout?: { field: string; required: readonly string[] };
}

/** `required` with the fields also under `properties`, as linters of OpenAPI documents want it. */
const requiring = (fields: readonly string[]) => ({
  required: [...fields],
  properties: Object.fromEntries(fields.map((f) => [f, {}])),
});

/**
 * An object body whose fields depend on each other: refused by the server
 * (each field named) and written as `not` / `if`–`then` in its JSON Schema.
 */
export function withFieldRules<T extends z.ZodObject>(schema: T, rules: FieldRules) {
  const given = (body: Record<string, unknown>, field: string) => body[field] !== undefined;
  const keywords: Record<string, unknown>[] = [];
  for (const [first, second] of rules.exclusive ?? []) {
    keywords.push({ not: requiring([first, second]) });
  }
  if (rules.requiredWithout) {
    const { field, required } = rules.requiredWithout;
    // biome-ignore lint/suspicious/noThenProperty: JSON Schema's `then`, never awaited.
    keywords.push({ if: { not: requiring([field]) }, then: requiring(required) });
  }
  return schema
    .superRefine((body: Record<string, unknown>, ctx) => {
      for (const [first, second] of rules.exclusive ?? []) {
        if (given(body, first) && given(body, second)) {
          ctx.addIssue({
            code: 'custom',
            path: [second],
            message: `give either \`${first}\` or \`${second}\`, not both`,
          });
        }
      }
      const without = rules.requiredWithout;
      if (without && !given(body, without.field)) {
        for (const field of without.required) {
          if (!given(body, field))
            ctx.addIssue({ code: 'custom', path: [field], message: 'is required' });
        }
      }
    })
    .meta(keywords.length === 1 ? keywords[0]! : { allOf: keywords });
}
