import { serializerCompiler } from 'fastify-type-provider-zod';

/**
 * The response serializer of every route (the zod type provider's: encode
 * against the route's response schema, then JSON.stringify), which
 * serializes a frozen answer once. A frozen object is a process cache's
 * shared view (the request view cache deep-freezes what it keeps): it cannot
 * change, so its JSON cannot either, and the reads that poll one request
 * over and over pay the encode once per cached view instead of once per
 * call (`npm run bench`, API-key read). The memo is a WeakMap: it holds a
 * JSON exactly as long as the cache holds its view. Only the top object's
 * freeze is checked: whatever a route answers frozen must be frozen deeply.
 */
export const serializerCompilerOfFrozenAnswers: typeof serializerCompiler = (route) => {
  const serialize = serializerCompiler(route);
  const once = new WeakMap<object, string>();
  return (data: unknown) => {
    if (data === null || typeof data !== 'object' || !Object.isFrozen(data)) return serialize(data);
    let json = once.get(data);
    if (json === undefined) {
      json = serialize(data);
      once.set(data, json);
    }
    return json;
  };
};
