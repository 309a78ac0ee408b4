import type { LanguageModel } from 'ai';
import { type AgentModelConfig, loadAgentModel, parseAgentModel } from '../../../ai/agent-model.ts';
import type { Config } from '../../../config.ts';
import { loadOnce } from '../../../core/load-once.ts';
import type { AgentEvent, AgentInput, ConversationAgent } from './agent.types.ts';
import { BuiltinConversationAgent } from './builtin-agent.ts';

/**
 * The participant interviewer for AGENT_MODEL (see parseAgentModel); `model`
 * replaces the model the setting names (tests: the AI SDK's mock model).
 */
export function createConversationAgent(
  config: AgentModelConfig,
  options: { model?: LanguageModel } = {},
): ConversationAgent {
  const spec = parseAgentModel(config);
  const { model } = options;
  if (!spec && !model) return new BuiltinConversationAgent();
  const name = spec?.name ?? config.agentModel;
  return new DeferredConversationAgent(name, async () => {
    const { ProviderConversationAgent } = await import('./provider-agent.ts');
    return new ProviderConversationAgent(model ?? (await loadAgentModel(spec!)), name);
  });
}

/** A provider agent whose module (and the AI SDK under it) loads on the first reply. */
class DeferredConversationAgent implements ConversationAgent {
  private readonly agent: () => Promise<ConversationAgent>;

  constructor(
    readonly name: string,
    load: () => Promise<ConversationAgent>,
  ) {
    this.agent = loadOnce(load);
  }

  async *reply(input: AgentInput): AsyncIterable<AgentEvent> {
    yield* (await this.agent()).reply(input);
  }
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
