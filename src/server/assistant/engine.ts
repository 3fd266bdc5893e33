import type { Config } from '../config';
import { createLibraryEngine, streamAnswer } from './library';
import { createModelEngine, type ModelEngineOptions } from './model';
import { withResearchNote } from './notes';
import { checkSafety, type SafetyKind } from './safety';
import type { AnswerEngine, AnswerEvent, AnswerRequest, EngineMode } from './types';

/** What the chat route can inject: a provider fetch and time-outs (tests use a fake OpenAI-compatible server). */
export type EngineDeps = Partial<Pick<ModelEngineOptions, 'fetch' | 'firstTokenMs' | 'totalMs' | 'maxTokens' | 'historyWindow'>>;

const DEFAULT_MODEL = 'gpt-4o-mini';

/** Model mode when an AI key is configured, library mode otherwise. */
export function createEngine(config: Config, deps: EngineDeps = {}): AnswerEngine {
  if (!config.AI_API_KEY) return createLibraryEngine();
  return createModelEngine({ apiKey: config.AI_API_KEY, baseURL: config.AI_BASE_URL, model: config.AI_MODEL ?? DEFAULT_MODEL, ...deps });
}

export type PlannedAnswer = { mode: EngineMode; policy: SafetyKind | null; events: AsyncGenerator<AnswerEvent> };

/** Applies the safety policy first; only a message it lets through reaches the engine. */
export function planAnswer(engine: AnswerEngine, request: AnswerRequest): PlannedAnswer {
  const safety = checkSafety(request.message);
  if (safety) {
    // Urgent-care and crisis messages stay exactly as written; every other answer naming a compound carries the note.
    const text = safety.kind === 'emergency' || safety.kind === 'self_harm' ? safety.text : withResearchNote(safety.text);
    return { mode: 'library', policy: safety.kind, events: streamAnswer(text, safety.sources) };
  }
  return { mode: engine.mode, policy: null, events: engine.answer(request) };
}
