import { anthropic } from '@ai-sdk/anthropic';
import { openai } from '@ai-sdk/openai';
import type { LanguageModel } from 'ai';
import type { Config } from '../config.ts';

/**
 * The one reading of `AGENT_MODEL`, for both agents of the service (the
 * workspace agent and the participant interviewer): `builtin` (the default,
 * offline and deterministic) answers null; `openai:<model>` or
 * `anthropic:<model>` answers the provider's model (the provider packages
 * read OPENAI_API_KEY / ANTHROPIC_API_KEY when called). `override` replaces
 * whatever the setting names (tests: the AI SDK's mock model).
 */
export function resolveAgentModel(
  config: Pick<Config, 'agentModel'>,
  override?: LanguageModel,
): { model: LanguageModel; name: string } | null {
  const spec = config.agentModel || 'builtin';
  if (override) return { model: override, name: spec };
  if (spec === 'builtin') return null;
  const separator = spec.indexOf(':');
  const provider = spec.slice(0, separator);
  const modelId = spec.slice(separator + 1);
  if (provider === 'openai') return { model: openai(modelId), name: spec };
  if (provider === 'anthropic') return { model: anthropic(modelId), name: spec };
  throw new Error(`AGENT_MODEL ${spec}: unknown provider ${provider}`);
}
