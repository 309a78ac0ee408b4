import Fastify from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { requireApiKey } from '../../http/api-key-auth.ts';
import { catalogueApiOperations, toolNameOf } from './mcp.operations.ts';

function bareApp() {
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  return app;
}

describe('the /v1/api routes as MCP tools', () => {
  it('names a tool after its operationId in snake_case', () => {
    expect(toolNameOf('createReferenceRequest')).toBe('create_reference_request');
    expect(toolNameOf('getReportPdf')).toBe('get_report_pdf');
    expect(toolNameOf('whoami')).toBe('whoami');
  });

  it('makes a new /v1/api route a tool, with its scope and schemas, and nothing else', async () => {
    const app = bareApp();
    const operations = catalogueApiOperations(app);
    app.post(
      '/v1/api/widgets/:widgetId/polish',
      {
        onRequest: requireApiKey('references:write'),
        schema: {
          operationId: 'polishWidget',
          summary: 'Polish a widget',
          params: z.object({ widgetId: z.string() }),
          querystring: z.object({ twice: z.coerce.boolean().optional() }),
          body: z.object({ shine: z.number().int().min(1).max(5) }).meta({ id: 'PolishBody' }),
          response: { 200: z.object({ id: z.string(), shine: z.number() }).meta({ id: 'Widget' }) },
        },
      },
      async () => ({ id: 'w', shine: 5 }),
    );
    app.get('/v1/tenants/:tenantId/widgets', async () => []);
    await app.ready();
    expect(operations.map((operation) => operation.toolName)).toEqual(['polish_widget']);
    const [polish] = operations;
    expect(polish).toMatchObject({
      method: 'POST',
      requiredScope: 'references:write',
      pathParams: ['widgetId'],
      queryParams: ['twice'],
      binary: false,
    });
    expect(polish!.inputSchema).toMatchObject({
      type: 'object',
      required: ['widgetId', 'body'],
      properties: { widgetId: { type: 'string' }, body: { $ref: '#/$defs/PolishBody' } },
      $defs: { PolishBody: { type: 'object', required: ['shine'] } },
    });
    expect(polish!.outputSchema).toMatchObject({
      type: 'object',
      properties: { id: { type: 'string' }, shine: { type: 'number' } },
    });
    await app.close();
  });

  it('refuses a /v1/api route without an operationId: it could not be a tool', async () => {
    const app = bareApp();
    catalogueApiOperations(app);
    expect(() => app.get('/v1/api/anonymous', async () => ({}))).toThrow(/has no operationId/);
    await app.close();
  });
});
