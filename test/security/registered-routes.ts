import type { FastifyInstance } from 'fastify';

/**
 * Every route the app has registered, as `METHOD /path` (the `:param` pattern
 * Fastify was given), read from `app.printRoutes({ commonPrefix: false })`.
 * In that tree every node is a route's path, written relative to its parent
 * node, followed by ` (GET, HEAD)`; a path whose routes differ in constraints
 * has a line per set of constraints.
 */
export function registeredRoutes(app: FastifyInstance): string[] {
  const routes = new Set<string>();
  const pathAtDepth: string[] = [];
  let current = '';
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    if (line.trim() === '') continue;
    const node = /^((?:│ {3}| {4})*)(?:├── |└── )(.*)$/u.exec(line);
    let rest: string;
    if (node) {
      const depth = node[1]!.length / 4;
      const [, segment = '', data = ''] = /^(.*?)((?: \([A-Z, ]+\).*)?)$/u.exec(node[2]!) ?? [];
      const parent = depth === 0 ? '' : pathAtDepth[depth - 1]!;
      current = `${parent}${segment === '(empty root node)' ? '' : segment}`;
      pathAtDepth[depth] = current;
      pathAtDepth.length = depth + 1;
      rest = data;
    } else {
      rest = line;
    }
    const methods = /\(([A-Z, ]+)\)/u.exec(rest)?.[1];
    for (const method of methods?.split(', ') ?? []) routes.add(`${method} ${current}`);
  }
  return [...routes].sort();
}
