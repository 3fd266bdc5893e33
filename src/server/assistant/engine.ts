import type { Config } from '../config';
import { createLibraryEngine } from './library';
import { createModelEngine, type ModelEngineOptions } from './model';
import type { AnswerEngine } from './types';

/** What the chat route can inject: a provider fetch and time-outs (tests use a fake OpenAI-compatible server). */
export type EngineDeps = Partial<Pick<ModelEngineOptions, 'fetch' | 'firstTokenMs' | 'totalMs' | 'maxTokens' | 'historyWindow'>>;

const DEFAULT_MODEL = 'gpt-4o-mini';

/** Model mode when an AI key is configured, library mode otherwise. */
export function createEngine(config: Config, deps: EngineDeps = {}): AnswerEngine {
  if (!config.AI_API_KEY) return createLibraryEngine();
  return createModelEngine({
    apiKey: config.AI_API_KEY,
    baseURL: config.AI_BASE_URL,
    model: config.AI_MODEL ?? DEFAULT_MODEL,
    tokenParam: config.AI_TOKEN_PARAM,
    ...deps,
  });
}

export { planAnswer, type PlannedAnswer } from './chat-stream';
