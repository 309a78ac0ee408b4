import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { assertRole, ROLES, type Role, roleAllows } from '../core/roles.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The least role that may call the route (CONTRACT "Roles"): declared on
     * every tenant and API-key route, beside its scope, and checked by the
     * route's credential guard right after the scope.
     */
    role?: Role;
    /**
     * For a route whose least role depends on its target (revoking a key:
     * one's own takes a recruiter, another member's an admin): the least
     * role that may act on this request's target. Asked only for a caller
     * refused `role`, so that the refusal names what it would take (CONTRACT
     * "Roles"); the service still checks the target itself.
     */
    roleForTarget?: (request: FastifyRequest) => Promise<Role>;
  }
}

/** The routes that act for a member of a tenant, and so must declare their role. */
export function actsForMember(url: string): boolean {
  return (
    url.startsWith('/v1/tenants/:tenantId/') ||
    url.startsWith('/v1/api/') ||
    url.startsWith('/v1/integrations/')
  );
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The role each tenant and API-key route declares, by `METHOD /pattern`:
     * for the tests of the role matrix, and for whatever lists what a role may
     * call (the agent's and the MCP server's tools).
     */
    routeRoles: ReadonlyMap<string, Role>;
  }
}

/**
 * Makes every tenant and API-key route declare its role: one registered
 * without it stops the app from starting, so a new route cannot forget it.
 * Call before the routes are registered.
 */
export function requireDeclaredRoles(app: FastifyInstance): void {
  const roles = new Map<string, Role>();
  app.decorate('routeRoles', roles);
  app.addHook('onRoute', (route: RouteOptions) => {
    if (!actsForMember(route.url)) return;
    const role = (route.config as { role?: Role } | undefined)?.role;
    const methods = [route.method].flat();
    if (!role) {
      throw new Error(
        `${methods.join(',')} ${route.url} declares no role: add config: { role } (src/http/route-role.ts).`,
      );
    }
    for (const method of methods) roles.set(`${method} ${route.url}`, role);
  });
}

/** The role a route declares (viewer for a route that acts for no member). */
export function requiredRoleOf(request: FastifyRequest): Role {
  return request.routeOptions.config.role ?? 'viewer';
}

/**
 * Refuses a caller below the route's role (403 `role_forbidden`), naming
 * the least role that may do what was asked: the route's, or more when its
 * target needs more (`roleForTarget`).
 */
export async function assertRouteRole(request: FastifyRequest, role: Role): Promise<void> {
  const required = requiredRoleOf(request);
  if (roleAllows(role, required)) return;
  const forTarget = request.routeOptions.config.roleForTarget;
  const target = forTarget ? await forTarget(request) : required;
  assertRole(role, ROLES[Math.max(ROLES.indexOf(required), ROLES.indexOf(target))]!);
}
