import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import {
  type InitializeResult,
  isJSONRPCRequest,
  isJSONRPCResultResponse,
  type JSONRPCMessage,
} from '@modelcontextprotocol/sdk/types.js';

/** JSON-RPC's "internal error": the service could not be reached or refused the call. */
const RELAY_FAILED = -32603;

/**
 * `refcheck mcp` runs on the assistant's machine, so it is a relay: every
 * message the assistant writes on stdin goes to the service's `/v1/mcp`
 * (the SDK's Streamable HTTP client, with the key as a bearer token), and
 * every answer comes back on stdout. The tools, resources and prompts are the
 * service's own: nothing is described twice. Resolves when stdin closes.
 */
export async function relayStdioToService(endpoint: URL, apiKey: string): Promise<void> {
  const stdio = new StdioServerTransport();
  const service = new StreamableHTTPClientTransport(endpoint, {
    requestInit: { headers: { authorization: `Bearer ${apiKey}`, 'user-agent': 'refcheck-cli' } },
  });
  const initializeIds = new Set<string | number>();
  const closed = new Promise<void>((resolve) => {
    stdio.onclose = resolve;
    process.stdin.once('end', resolve);
  });

  stdio.onmessage = async (message: JSONRPCMessage) => {
    if (isJSONRPCRequest(message) && message.method === 'initialize') initializeIds.add(message.id);
    try {
      await service.send(message);
    } catch (error) {
      // A request must be answered: the assistant is told why the service did not.
      if (isJSONRPCRequest(message)) {
        await stdio.send({
          jsonrpc: '2.0',
          id: message.id,
          error: { code: RELAY_FAILED, message: `Refcheck at ${endpoint}: ${reason(error)}` },
        });
      }
    }
  };
  service.onmessage = async (message: JSONRPCMessage) => {
    // The protocol version the service chose goes on every later request, as the SDK's client does.
    if (isJSONRPCResultResponse(message) && initializeIds.delete(message.id)) {
      service.setProtocolVersion((message.result as InitializeResult).protocolVersion);
    }
    await stdio.send(message);
  };
  service.onerror = (error) => process.stderr.write(`refcheck mcp: ${reason(error)}\n`);

  await service.start();
  await stdio.start();
  await closed;
  await service.close();
  await stdio.close();
}

function reason(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
