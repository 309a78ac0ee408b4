import { SCHEMA_FIELDS, type SchemaField } from './fields.ts';

export type { SchemaField };

/** A field holding one value: text, a number, yes or no, a time (not an object or a list). */
export function isPlainField(field: SchemaField): boolean {
  return ['string', 'number', 'integer', 'boolean'].includes(field.type);
}

/**
 * The plain fields of one of the document's schemas (src/client/fields.ts)
 * that a page or a command does not lay out itself, in the schema's order.
 * `laidOut` names those it shows its own way or leaves out on purpose (typed
 * by the schema's keys, so a renamed field is a compile error there); every
 * other field is shown the plain way, so a field the schema gains reaches the
 * console and the CLI without an edit of theirs (docs/architecture.md,
 * "Newcomer probes").
 */
export function fieldsBeyond<T>(
  schema: keyof typeof SCHEMA_FIELDS,
  laidOut: readonly (keyof T & string)[],
): readonly SchemaField[] {
  const known = new Set<string>(laidOut);
  return SCHEMA_FIELDS[schema].filter((field) => isPlainField(field) && !known.has(field.name));
}
