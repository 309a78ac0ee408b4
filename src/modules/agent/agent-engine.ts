import type { LanguageModel } from 'ai';
import { resolveAgentModel } from '../../ai/agent-model.ts';
import type { Config } from '../../config.ts';
import type { AgentEngine } from './agent.types.ts';
import { BuiltinAgentEngine } from './builtin-engine.ts';
import { ProviderAgentEngine } from './provider-engine.ts';

/** The workspace agent's engine for AGENT_MODEL (see resolveAgentModel). */
export function createAgentEngine(
  config: Pick<Config, 'agentModel'>,
  options: { model?: LanguageModel } = {},
): AgentEngine {
  const resolved = resolveAgentModel(config, options.model);
  return resolved
    ? new ProviderAgentEngine(resolved.model, resolved.name)
    : new BuiltinAgentEngine();
}

const engines = new WeakMap<object, AgentEngine>();

/** The agent engine of an app (one per config), created on first use. */
export function agentEngineFor(config: Config): AgentEngine {
  let engine = engines.get(config);
  if (!engine) {
    engine = createAgentEngine(config);
    engines.set(config, engine);
  }
  return engine;
}

/** Replaces the engine of an app's config (tests: a provider engine on the mock model). */
export function useAgentEngine(config: Config, engine: AgentEngine): void {
  engines.set(config, engine);
}
