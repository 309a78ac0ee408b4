import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import { describeApiKeyRouteSecurity } from '../helpers/common-route-tests.ts';
import { API_ROUTES } from './api-routes.ts';
import { registeredRoutes } from './registered-routes.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

/** `METHOD /path` with every path parameter written `:id`. */
const anyParam = (route: string) => route.replace(/:\w+/g, ':id');
const tableEntry = (route: (typeof API_ROUTES)[number]) => `${route.method} ${route.path(':id')}`;

describe('the /v1/api route table', () => {
  it('lists every /v1/api route the app registers, and no other', () => {
    const registered = registeredRoutes(t.app)
      // HEAD routes are Fastify's automatic twins of the GET routes.
      .filter((route) => route.includes(' /v1/api/') && !route.startsWith('HEAD '))
      .map(anyParam);
    expect(registered.length).toBeGreaterThan(0);
    expect(
      [...new Set(API_ROUTES.map(tableEntry))].sort(),
      'each /v1/api route needs a row in test/security/api-routes.ts',
    ).toEqual(registered);
  });

  it('gives each route the role the route declares (config.role)', () => {
    const declared = Object.fromEntries(
      [...t.app.routeRoles]
        .filter(([route]) => route.includes(' /v1/api/'))
        .map(([route, role]) => [anyParam(route), role]),
    );
    const tabled = Object.fromEntries(API_ROUTES.map((route) => [tableEntry(route), route.role]));
    for (const [route, role] of Object.entries(tabled)) expect(declared[route], route).toBe(role);
  });

  it('lists every /v1/api operation of the OpenAPI document', () => {
    const paths = (t.app.swagger() as { paths: Record<string, Record<string, unknown>> }).paths;
    const published = Object.entries(paths)
      .filter(([path]) => path.startsWith('/v1/api/'))
      .flatMap(([path, operations]) =>
        Object.keys(operations).map(
          (method) => `${method.toUpperCase()} ${path.replace(/\{\w+\}/g, ':id')}`,
        ),
      );
    expect(published.length).toBeGreaterThan(0);
    expect(
      API_ROUTES.map(tableEntry),
      'each /v1/api operation needs a row in test/security/api-routes.ts',
    ).toEqual(expect.arrayContaining(published));
  });
});

for (const route of API_ROUTES) describeApiKeyRouteSecurity(() => t, route);
