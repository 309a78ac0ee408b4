import type { LanguageModel } from 'ai';
import { type AgentModelConfig, loadAgentModel, parseAgentModel } from '../../ai/agent-model.ts';
import type { Config } from '../../config.ts';
import { loadOnce } from '../../core/load-once.ts';
import type { AgentEngine, AgentTurn } from './agent.types.ts';
import { BuiltinAgentEngine } from './builtin-engine.ts';

/**
 * The workspace agent's engine for AGENT_MODEL (see parseAgentModel); `model`
 * replaces the model the setting names (tests: the AI SDK's mock model).
 */
export function createAgentEngine(
  config: AgentModelConfig,
  options: { model?: LanguageModel } = {},
): AgentEngine {
  const spec = parseAgentModel(config);
  const { model } = options;
  if (!spec && !model) return new BuiltinAgentEngine();
  const name = spec?.name ?? config.agentModel;
  return new DeferredAgentEngine(name, async () => {
    const { ProviderAgentEngine } = await import('./provider-engine.ts');
    return new ProviderAgentEngine(model ?? (await loadAgentModel(spec!)), name);
  });
}

/** A provider engine whose module (and the AI SDK under it) loads on the first turn. */
class DeferredAgentEngine implements AgentEngine {
  private readonly engine: () => Promise<AgentEngine>;

  constructor(
    readonly name: string,
    load: () => Promise<AgentEngine>,
  ) {
    this.engine = loadOnce(load);
  }

  async respond(turn: AgentTurn): Promise<{ reply: string }> {
    return (await this.engine()).respond(turn);
  }
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
