import type { LanguageModel } from 'ai';
import { resolveAgentModel } from '../../../ai/agent-model.ts';
import type { Config } from '../../../config.ts';
import type { ConversationAgent } from './agent.types.ts';
import { BuiltinConversationAgent } from './builtin-agent.ts';
import { ProviderConversationAgent } from './provider-agent.ts';

/** The participant interviewer for AGENT_MODEL (see resolveAgentModel). */
export function createConversationAgent(
  config: Pick<Config, 'agentModel'>,
  options: { model?: LanguageModel } = {},
): ConversationAgent {
  const resolved = resolveAgentModel(config, options.model);
  return resolved
    ? new ProviderConversationAgent(resolved.model, resolved.name)
    : new BuiltinConversationAgent();
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
