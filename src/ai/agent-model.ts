import type { LanguageModel } from 'ai';
import type { Config } from '../config.ts';

const PROVIDERS = ['openai', 'anthropic', 'openai-compatible'] as const;
type Provider = (typeof PROVIDERS)[number];

/** What both agents read of the configuration to pick their model. */
export type AgentModelConfig = Pick<Config, 'agentModel' | 'agentBaseUrl' | 'agentApiKey'>;

export interface AgentModelSpec {
  provider: Provider;
  modelId: string;
  /** The setting as written, e.g. `openai:gpt-4.1-mini`: the engine's name. */
  name: string;
  /** `openai-compatible`: the server (AGENT_BASE_URL) and its key (AGENT_API_KEY, optional). */
  baseUrl?: string;
  apiKey?: string;
}

/**
 * The one reading of `AGENT_MODEL`, for both agents of the service (the
 * workspace agent and the participant interviewer): `builtin` (the default,
 * offline and deterministic) answers null; `openai:<model>`,
 * `anthropic:<model>` or `openai-compatible:<model>` (with AGENT_BASE_URL)
 * answers the provider and model, checked here so that a wrong setting fails
 * at once rather than on the first turn.
 */
export function parseAgentModel(config: AgentModelConfig): AgentModelSpec | null {
  const spec = config.agentModel || 'builtin';
  if (spec === 'builtin') return null;
  const separator = spec.indexOf(':');
  const provider = spec.slice(0, separator);
  if (!PROVIDERS.includes(provider as Provider)) {
    throw new Error(`AGENT_MODEL ${spec}: unknown provider ${provider}`);
  }
  if (provider === 'openai-compatible' && !config.agentBaseUrl) {
    throw new Error(`AGENT_MODEL ${spec} needs AGENT_BASE_URL`);
  }
  return {
    provider: provider as Provider,
    modelId: spec.slice(separator + 1),
    name: spec,
    ...(provider === 'openai-compatible'
      ? { baseUrl: config.agentBaseUrl, apiKey: config.agentApiKey }
      : {}),
  };
}

/**
 * The provider's model. Its SDK is imported here, on the first turn, not at
 * start-up (each provider package with the AI SDK costs ~0.3 s to load); the
 * cloud packages read OPENAI_API_KEY / ANTHROPIC_API_KEY when called. An
 * OpenAI-compatible server (vLLM, Ollama, LM Studio) is reached through the
 * AI SDK's provider for that protocol: chat completions with tool calls.
 */
export async function loadAgentModel(spec: AgentModelSpec): Promise<LanguageModel> {
  if (spec.provider === 'openai') return (await import('@ai-sdk/openai')).openai(spec.modelId);
  if (spec.provider === 'anthropic') {
    return (await import('@ai-sdk/anthropic')).anthropic(spec.modelId);
  }
  const { createOpenAICompatible } = await import('@ai-sdk/openai-compatible');
  return createOpenAICompatible({
    name: 'openai-compatible',
    baseURL: spec.baseUrl!,
    // vLLM, Ollama and LM Studio take `response_format: json_schema`: the interviewer's
    // extraction sends its schema rather than a bare "answer in JSON".
    supportsStructuredOutputs: true,
    ...(spec.apiKey ? { apiKey: spec.apiKey } : {}),
  }).chatModel(spec.modelId);
}

/** How long start-up waits for the model server to list its models. */
const MODEL_SERVER_TIMEOUT_MS = 5_000;

/**
 * At start: an `openai-compatible` AGENT_BASE_URL must answer `GET /models`
 * (vLLM, Ollama, LM Studio all do), so a wrong URL stops start-up with a
 * message naming it, not the first agent turn. Answers the problem, or null.
 */
export async function agentServerProblem(config: AgentModelConfig): Promise<string | null> {
  const spec = parseAgentModel(config);
  if (spec?.provider !== 'openai-compatible') return null;
  const url = `${spec.baseUrl}/models`;
  try {
    const response = await fetch(url, {
      headers: spec.apiKey ? { authorization: `Bearer ${spec.apiKey}` } : {},
      signal: AbortSignal.timeout(MODEL_SERVER_TIMEOUT_MS),
    });
    await response.body?.cancel();
    if (response.ok) return null;
    return `AGENT_BASE_URL: GET ${url} answered ${response.status}; is it the server's OpenAI-compatible base URL (often ending in /v1)?`;
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause?.code ?? (error as Error).name;
    return `AGENT_BASE_URL: no OpenAI-compatible server answered GET ${url} (${cause})`;
  }
}
