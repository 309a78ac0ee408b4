import { anthropic } from '@ai-sdk/anthropic';
import { openai } from '@ai-sdk/openai';
import type { LanguageModel } from 'ai';
import type { Config } from '../../config.ts';
import type { AgentEngine } from './agent.types.ts';
import { BuiltinAgentEngine } from './builtin-engine.ts';
import { ProviderAgentEngine } from './provider-engine.ts';

/**
 * Picks the engine from AGENT_MODEL: `builtin` (default, offline) or
 * `openai:<model>` / `anthropic:<model>` (the provider packages read
 * OPENAI_API_KEY / ANTHROPIC_API_KEY when called). `model` replaces the
 * provider model (tests: the AI SDK's mock model).
 */
export function createAgentEngine(
  config: Pick<Config, 'agentModel'>,
  options: { model?: LanguageModel } = {},
): AgentEngine {
  const spec = config.agentModel || 'builtin';
  if (spec === 'builtin' && !options.model) return new BuiltinAgentEngine();
  if (options.model) return new ProviderAgentEngine(options.model, spec);
  const separator = spec.indexOf(':');
  const provider = spec.slice(0, separator);
  const modelId = spec.slice(separator + 1);
  if (provider === 'openai') return new ProviderAgentEngine(openai(modelId), spec);
  if (provider === 'anthropic') return new ProviderAgentEngine(anthropic(modelId), spec);
  throw new Error(`AGENT_MODEL ${spec}: unknown provider ${provider}`);
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
