import type { z } from 'zod';

/**
 * A response's JSON body, parsed with the route's zod response schema and
 * typed from it: `json(res, createReferenceRequestResponse).referenceRequest.id`.
 * A body the schema refuses fails the test with the zod issues and the body.
 * Parsing strips keys the schema does not declare (as the route's serializer
 * does); for the raw body use `res.json()`.
 */
export function json<S extends z.ZodType>(res: { body: string }, schema: S): z.output<S> {
  const parsed = schema.safeParse(JSON.parse(res.body));
  if (!parsed.success) {
    throw new Error(
      `The response does not match its schema:\n${JSON.stringify(parsed.error.issues, null, 2)}\nBody: ${res.body}`,
    );
  }
  return parsed.data;
}
