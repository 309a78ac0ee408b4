import SwaggerParser from '@apidevtools/swagger-parser';
import { Ajv2020 } from 'ajv/dist/2020.js';
import ajvFormats from 'ajv-formats';
import { type Document, OpenAPIBackend, type Operation, SetMatchType } from 'openapi-backend';

/**
 * Checks real HTTP exchanges against a served OpenAPI document with a
 * validator nobody here wrote (openapi-backend: its router, its request and
 * header validators, and its Ajv, switched to JSON Schema 2020-12 as OpenAPI
 * 3.1 requires). It reads only the document, never the zod schemas that
 * produced it.
 *
 * An exchange breaks the document when:
 * - no operation of the document matches its method and path;
 * - its status is not one the operation declares (no `default`, no `4XX`);
 * - its content type is not a media type of that response, or it has a body
 *   where the response declares none;
 * - its JSON body does not validate against the media type's schema;
 * - a header the response declares is invalid, or a required one is absent;
 * - it carries a header the response does not declare, other than the
 *   message framing every HTTP answer has (`HTTP_FRAMING`);
 * - the server accepted a request the document refuses (2xx), or refused for
 *   a field (400 `validation_failed` with `errors[]`) a request the document
 *   accepts: the document says less than the server enforces.
 */

/** Headers of the HTTP message itself, not of this API: never declared per operation. */
const HTTP_FRAMING = new Set([
  'content-type',
  'content-length',
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
]);

export interface Exchange {
  method: string;
  /** Path and query, as sent. */
  url: string;
  requestHeaders: Record<string, string>;
  /** The parsed JSON body sent, if any. */
  requestBody?: unknown;
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

type Header = { required?: boolean; schema?: object };
type Response = { headers?: Record<string, Header>; content?: Record<string, { schema?: object }> };

export class OpenApiResponseChecker {
  private constructor(
    private readonly api: OpenAPIBackend,
    readonly document: Document,
  ) {}

  static async of(document: Document): Promise<OpenApiResponseChecker> {
    // openapi-backend's own definition check knows OpenAPI 3.0 only (it refuses every 3.1
    // keyword, and then skips dereferencing), and its quick-mode dereferencer loses a
    // `$ref` used twice. So swagger-parser validates the document as OpenAPI 3.1 and
    // resolves every `$ref` first; the backend runs in quick mode on the result.
    // A JSON round trip after it: the dereferenced document shares one object wherever a
    // `$ref` was used twice (the create body's two launch-mode branches share their
    // fields), and the backend, which rewrites schemas in place, then corrupts the second.
    const definition = JSON.parse(
      JSON.stringify(await SwaggerParser.validate(structuredClone(document) as never)),
    ) as Document;
    const api = new OpenAPIBackend({
      definition,
      strict: true,
      quick: true,
      validate: true,
      ignoreTrailingSlashes: false,
      customizeAjv: (_original, options) => {
        const ajv = new Ajv2020({ ...options, strict: false, allErrors: true });
        // ajv-formats is CommonJS: its default export is the module, the plugin its `default`.
        (ajvFormats as unknown as { default: (ajv: Ajv2020) => void }).default(ajv);
        // OpenAPI's own formats: a PDF is `format: binary`.
        for (const format of ['binary', 'byte', 'int32', 'int64', 'float', 'double']) {
          ajv.addFormat(format, true);
        }
        return ajv as never;
      },
    });
    await api.init();
    return new OpenApiResponseChecker(api, document);
  }

  /** What is wrong with the exchange, one line each; empty when the document declares it. */
  check(exchange: Exchange): string[] {
    const { pathname, searchParams } = new URL(exchange.url, 'http://x');
    const name = `${exchange.method} ${pathname} → ${exchange.status}`;
    const request = {
      method: exchange.method.toLowerCase(),
      path: pathname,
      query: Object.fromEntries(searchParams),
      headers: exchange.requestHeaders,
      body: exchange.requestBody,
    };
    const operation = this.api.router.matchOperation(request) as Operation | undefined;
    if (!operation) return [`${name}: no operation of the document matches`];
    const problems: string[] = [];
    const response = (operation.responses as Record<string, Response>)[String(exchange.status)];
    if (!response) {
      const declared = Object.keys(operation.responses ?? {}).join(', ');
      return [`${name}: status not declared by ${operation.operationId} (declares ${declared})`];
    }

    // The body and its media type.
    const mediaType = (exchange.headers['content-type'] ?? '').split(';')[0]!.trim();
    const content = response.content ?? {};
    if (exchange.body.length === 0 && !mediaType) {
      if (Object.keys(content).length > 0) problems.push(`${name}: empty body, content declared`);
    } else if (!content[mediaType]) {
      problems.push(
        `${name}: content type ${mediaType || '(none)'} not declared (declares ${Object.keys(content).join(', ') || 'no body'})`,
      );
    } else if (/^application\/(.+\+)?json$/.test(mediaType)) {
      const body = JSON.parse(exchange.body.toString('utf8'));
      const errors =
        mediaType === 'application/json'
          ? this.api.validator.validateResponse(body, operation, exchange.status).errors
          : this.validateWith(content[mediaType]!.schema ?? {}, body);
      for (const error of errors ?? []) {
        problems.push(`${name}: body${error.instancePath} ${error.message}`);
      }
    }

    // Headers: declared ones valid and, if required, present; no undeclared one.
    const declared = Object.fromEntries(
      Object.entries(response.headers ?? {}).map(([header, spec]) => [header.toLowerCase(), spec]),
    );
    const headerCheck = this.api.validator.validateResponseHeaders(exchange.headers, operation, {
      statusCode: exchange.status,
      setMatchType: SetMatchType.Any,
    });
    for (const error of headerCheck.errors ?? []) {
      problems.push(`${name}: header ${error.instancePath} ${error.message}`);
    }
    for (const [header, spec] of Object.entries(declared)) {
      if (spec.required && exchange.headers[header] === undefined) {
        problems.push(`${name}: required header ${header} missing`);
      }
    }
    for (const header of Object.keys(exchange.headers)) {
      if (!HTTP_FRAMING.has(header) && !declared[header]) {
        problems.push(`${name}: header ${header} not declared`);
      }
    }

    // The request, as the document sees it, against what the server did with it.
    const requestErrors = this.api.validateRequest(request, operation).errors ?? [];
    const refusedForAField =
      exchange.status === 400 &&
      Array.isArray(jsonOrNull(exchange.body)?.errors) &&
      (jsonOrNull(exchange.body)!.errors as unknown[]).length > 0;
    if (exchange.status < 300 && requestErrors.length > 0) {
      problems.push(
        `${name}: the server accepted a request the document refuses: ${requestErrors.map((e) => `${e.instancePath} ${e.message}`).join('; ')}`,
      );
    }
    if (refusedForAField && requestErrors.length === 0) {
      problems.push(
        `${name}: the server refused a request the document accepts: ${exchange.body.toString('utf8')}`,
      );
    }
    return problems;
  }

  private validateWith(schema: object, value: unknown) {
    const ajv = this.api.validator.getAjv('responseValidator' as never);
    const validate = ajv.compile(schema);
    validate(value);
    return validate.errors ?? [];
  }
}

function jsonOrNull(body: Buffer): Record<string, unknown> | null {
  try {
    return JSON.parse(body.toString('utf8'));
  } catch {
    return null;
  }
}
