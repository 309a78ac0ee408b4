import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The part of an OpenAI chat-completions request the scripts read. */
export interface ChatRequest {
  model: string;
  stream?: boolean;
  messages: { role: string; content: unknown; tool_calls?: unknown[] }[];
  tools?: { type: 'function'; function: { name: string; parameters: unknown } }[];
  response_format?: { type: string; json_schema?: { schema?: unknown } };
}

/** What the scripted model says: tool calls, or text (streamed when the request streams). */
export type ScriptedReply =
  | { toolCalls: { name: string; arguments: unknown }[] }
  | { text: string };

export interface ScriptedServer {
  /** The base URL to give as AGENT_BASE_URL (`…/v1`). */
  baseUrl: string;
  requests: ChatRequest[];
  close(): Promise<void>;
}

/**
 * A local stand-in for an OpenAI-compatible server (vLLM, Ollama, LM
 * Studio): `POST /v1/chat/completions`, plain or streamed (SSE), with tool
 * calls, and `GET /v1/models`. Its replies come from a script, so tests of
 * the openai-compatible engine run offline and give the same answers.
 */
export async function startScriptedServer(
  script: (request: ChatRequest) => ScriptedReply,
): Promise<ScriptedServer> {
  const requests: ChatRequest[] = [];
  const server = createServer(async (req, res) => {
    if (req.method === 'GET' && req.url === '/v1/models') {
      return json(res, 200, { object: 'list', data: [{ id: 'scripted', object: 'model' }] });
    }
    if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
      return json(res, 404, { error: { message: `no route ${req.method} ${req.url}` } });
    }
    const request = JSON.parse(await bodyOf(req)) as ChatRequest;
    requests.push(request);
    const reply = script(request);
    if (request.stream) return stream(res, request, reply);
    return json(res, 200, completion(request, reply));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** How many tool results the request carries: the step of a one-call-per-step script. */
export function toolResultsIn(request: ChatRequest): number {
  return request.messages.filter((message) => message.role === 'tool').length;
}

const USAGE = { prompt_tokens: 10, completion_tokens: 5, total_tokens: 15 };

function completion(request: ChatRequest, reply: ScriptedReply) {
  const calls = 'toolCalls' in reply;
  return {
    id: 'chatcmpl-scripted',
    object: 'chat.completion',
    created: 1_700_000_000,
    model: request.model,
    choices: [
      {
        index: 0,
        message: {
          role: 'assistant',
          content: calls ? null : reply.text,
          ...(calls ? { tool_calls: toolCallsOf(reply.toolCalls) } : {}),
        },
        finish_reason: calls ? 'tool_calls' : 'stop',
      },
    ],
    usage: USAGE,
  };
}

function toolCallsOf(calls: { name: string; arguments: unknown }[]) {
  return calls.map((call, index) => ({
    id: `call_${index + 1}`,
    type: 'function',
    function: { name: call.name, arguments: JSON.stringify(call.arguments) },
  }));
}

/** The reply as chat-completion chunks: text a few words at a time, tool calls whole. */
function stream(res: ServerResponse, request: ChatRequest, reply: ScriptedReply): void {
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  const chunk = (delta: unknown, finish: string | null = null) =>
    res.write(
      `data: ${JSON.stringify({
        id: 'chatcmpl-scripted',
        object: 'chat.completion.chunk',
        created: 1_700_000_000,
        model: request.model,
        choices: [{ index: 0, delta, finish_reason: finish }],
      })}\n\n`,
    );
  if ('toolCalls' in reply) {
    chunk({
      role: 'assistant',
      tool_calls: toolCallsOf(reply.toolCalls).map((call, index) => ({ index, ...call })),
    });
    chunk({}, 'tool_calls');
  } else {
    chunk({ role: 'assistant', content: '' });
    for (const word of reply.text.split(/(?<= )/)) chunk({ content: word });
    chunk({}, 'stop');
  }
  res.write(
    `data: ${JSON.stringify({ id: 'chatcmpl-scripted', object: 'chat.completion.chunk', created: 1_700_000_000, model: request.model, choices: [], usage: USAGE })}\n\n`,
  );
  res.end('data: [DONE]\n\n');
}

function json(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

async function bodyOf(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
