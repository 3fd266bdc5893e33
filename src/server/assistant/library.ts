import { composeAnswer, type AnswerKind } from './answer';
import type { SearchIndex } from './index-builder';
import { siteIndex } from './retrieval';
import type { AnswerEngine, AnswerEvent, AnswerRequest, Source } from './types';

export type LibraryAnswer = { text: string; sources: Source[]; kind: AnswerKind; handoff?: 'requested' | 'unanswered' };

/** Library mode's answer for a request (safety, understanding, content), as text and sources. */
export function composeLibraryAnswer(
  request: Pick<AnswerRequest, 'message' | 'history' | 'pageContext'>,
  index: SearchIndex = siteIndex,
): LibraryAnswer {
  const a = composeAnswer(request, index);
  return { text: a.text, sources: a.sources, kind: a.kind, ...(a.handoff ? { handoff: a.handoff } : {}) };
}

/** Splits an answer into streamable pieces (sentences and lines); joined, the pieces are exactly the answer. */
export function chunksOf(text: string): string[] {
  return text.split(/(?<=[.!?]\s+|\n)/).filter(Boolean);
}

/** Streams a finished answer in pieces, as model mode would, then its sources. */
export async function* streamAnswer(text: string, sources: Source[]): AsyncGenerator<AnswerEvent> {
  for (const piece of chunksOf(text)) yield { type: 'delta', text: piece };
  if (sources.length) yield { type: 'sources', items: sources };
}

/** Library mode: offline answers from the index bundled with the worker. */
export function createLibraryEngine(index: SearchIndex = siteIndex): AnswerEngine {
  return {
    mode: 'library',
    async *answer(request) {
      const { text, sources } = composeLibraryAnswer(request, index);
      yield* streamAnswer(text, sources);
    },
  };
}
