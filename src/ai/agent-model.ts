import type { LanguageModel } from 'ai';
import type { Config } from '../config.ts';

const PROVIDERS = ['openai', 'anthropic'] as const;
type Provider = (typeof PROVIDERS)[number];

export interface AgentModelSpec {
  provider: Provider;
  modelId: string;
  /** The setting as written, e.g. `openai:gpt-4.1-mini`: the engine's name. */
  name: string;
}

/**
 * The one reading of `AGENT_MODEL`, for both agents of the service (the
 * workspace agent and the participant interviewer): `builtin` (the default,
 * offline and deterministic) answers null; `openai:<model>` or
 * `anthropic:<model>` answers the provider and model, checked here so that a
 * wrong setting fails at once rather than on the first turn.
 */
export function parseAgentModel(config: Pick<Config, 'agentModel'>): AgentModelSpec | null {
  const spec = config.agentModel || 'builtin';
  if (spec === 'builtin') return null;
  const separator = spec.indexOf(':');
  const provider = spec.slice(0, separator);
  if (!PROVIDERS.includes(provider as Provider)) {
    throw new Error(`AGENT_MODEL ${spec}: unknown provider ${provider}`);
  }
  return { provider: provider as Provider, modelId: spec.slice(separator + 1), name: spec };
}

/**
 * The provider's model. Its SDK is imported here, on the first turn, not at
 * start-up (each provider package with the AI SDK costs ~0.3 s to load); the
 * packages read OPENAI_API_KEY / ANTHROPIC_API_KEY when called.
 */
export async function loadAgentModel(spec: AgentModelSpec): Promise<LanguageModel> {
  if (spec.provider === 'openai') return (await import('@ai-sdk/openai')).openai(spec.modelId);
  return (await import('@ai-sdk/anthropic')).anthropic(spec.modelId);
}
