import { anthropic } from '@ai-sdk/anthropic';
import { openai } from '@ai-sdk/openai';
import type { LanguageModel } from 'ai';
import type { Config } from '../../../config.ts';
import type { ConversationAgent } from './agent.types.ts';
import { BuiltinConversationAgent } from './builtin-agent.ts';
import { ProviderConversationAgent } from './provider-agent.ts';

/**
 * The one place that picks the engine from `AGENT_MODEL`: `builtin` (the
 * default) or `openai:<model>` / `anthropic:<model>`. The provider packages
 * read OPENAI_API_KEY / ANTHROPIC_API_KEY from the environment when called.
 */
export function createConversationAgent(
  config: Pick<Config, 'agentModel'>,
  options: { model?: LanguageModel } = {},
): ConversationAgent {
  const spec = config.agentModel || 'builtin';
  if (spec === 'builtin') return new BuiltinConversationAgent();
  const separator = spec.indexOf(':');
  const provider = spec.slice(0, separator);
  const modelId = spec.slice(separator + 1);
  if (options.model) return new ProviderConversationAgent(options.model, spec);
  if (provider === 'openai') return new ProviderConversationAgent(openai(modelId), spec);
  if (provider === 'anthropic') return new ProviderConversationAgent(anthropic(modelId), spec);
  throw new Error(`AGENT_MODEL ${spec}: unknown provider ${provider}`);
}

const agents = new WeakMap<object, ConversationAgent>();

/** The agent of an app (one per config), created on first use. */
export function conversationAgentFor(config: Config): ConversationAgent {
  let agent = agents.get(config);
  if (!agent) {
    agent = createConversationAgent(config);
    agents.set(config, agent);
  }
  return agent;
}

/** Replaces the agent of an app's config (tests: a provider agent on the AI SDK's mock model). */
export function useConversationAgent(config: Config, agent: ConversationAgent): void {
  agents.set(config, agent);
}
