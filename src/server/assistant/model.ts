import OpenAI from 'openai';
import { describe, log } from '../errors';
import type { IndexedDoc, SearchIndex } from './index-builder';
import { composeLibraryAnswer, streamAnswer } from './library';
import { sourcesFor } from './passages';
import { withResearchNote } from './notes';
import { buildMessages } from './prompt';
import { search, siteIndex } from './retrieval';
import { entitiesIn } from './text';
import type { AnswerEngine, AnswerEvent, AnswerRequest, FallbackReason, Source } from './types';

export type ModelEngineOptions = {
  apiKey: string;
  baseURL?: string;
  model: string;
  /** Injected in tests (a fake OpenAI-compatible server); the platform fetch otherwise. */
  fetch?: typeof fetch;
  firstTokenMs?: number;
  totalMs?: number;
  maxTokens?: number;
  historyWindow?: number;
  index?: SearchIndex;
  /** Which output-limit parameter to send: auto decides by model name (see tokenStyleFor). */
  tokenParam?: 'auto' | 'max_tokens' | 'max_completion_tokens';
};

export type TokenStyle = 'max_tokens' | 'max_completion_tokens';

// OpenAI's reasoning models refuse max_tokens and any temperature but the default.
const REASONING_MODEL = /^(?:[\w.-]+\/)?(?:o1|o3|o4|gpt-5)(?:$|[-.:\w])/i;

/** The parameter style for a model: configured, or by name (reasoning models take max_completion_tokens). */
export function tokenStyleFor(model: string, configured: ModelEngineOptions['tokenParam'] = 'auto'): TokenStyle {
  if (configured && configured !== 'auto') return configured;
  return REASONING_MODEL.test(model) ? 'max_completion_tokens' : 'max_tokens';
}

/** The request's limit (and temperature, only where the model accepts one). */
export function limitParams(
  style: TokenStyle,
  maxTokens: number,
  model: string,
  temperature = style === 'max_tokens' && !REASONING_MODEL.test(model),
): Record<string, number> {
  return { [style]: maxTokens, ...(temperature ? { temperature: 0.3 } : {}) };
}

/** A 400 that names the parameter style we used: the endpoint wants the other one (or no temperature). */
function rejectsParams(error: unknown): boolean {
  const e = error as { status?: number; message?: string; error?: { message?: string; param?: string } };
  if (e?.status !== 400) return false;
  const text = `${e.message ?? ''} ${e.error?.message ?? ''} ${e.error?.param ?? ''}`;
  return /max_tokens|max_completion_tokens|temperature/i.test(text);
}

/** Shown above a library answer when the provider failed, so the visitor knows where the answer came from. */
export const FALLBACK_NOTE = '_The AI service is unavailable, so this answer comes from our library._';

const PROMPT_PASSAGES = 5;
const SITE_LINK = /\]\((\/[^)\s]*)\)/g;

/** The passages that ground the model: the library's own plan first (the sections it would answer from), then the best matches. */
function groundingFor(index: SearchIndex, request: AnswerRequest): IndexedDoc[] {
  const planned = request.plan?.docs ?? [];
  if (planned.length) {
    const more = search(index, request.message, { currentPath: request.pageContext, limit: PROMPT_PASSAGES })
      .filter((h) => h.coverage >= 0.3)
      .map((h) => h.doc);
    return [...new Set([...planned, ...more])].slice(0, PROMPT_PASSAGES);
  }
  const extraTerms = entitiesIn(request.message).length
    ? []
    : request.history
        .filter((m) => m.role === 'user')
        .slice(-2)
        .flatMap((m) => entitiesIn(m.content));
  return search(index, request.message, { currentPath: request.pageContext, extraTerms, limit: PROMPT_PASSAGES })
    .filter((h) => h.coverage >= 0.3)
    .map((h) => h.doc);
}

class ProviderAbort extends Error {}

/** Model mode: an OpenAI-compatible provider, grounded by the same retrieval; any failure falls back to a marked library answer. */
export function createModelEngine(options: ModelEngineOptions): AnswerEngine {
  const index = options.index ?? siteIndex;
  const firstTokenMs = options.firstTokenMs ?? 10_000;
  const totalMs = options.totalMs ?? 45_000;
  const client = new OpenAI({
    apiKey: options.apiKey,
    baseURL: options.baseURL ?? null,
    fetch: options.fetch,
    maxRetries: 0,
    timeout: totalMs,
  });

  return {
    mode: 'model',
    async *answer(request): AsyncGenerator<AnswerEvent> {
      const passages = groundingFor(index, request);
      const controller = new AbortController();
      let reason: FallbackReason | null = null;
      const stop = (why: FallbackReason | null) => {
        reason ??= why;
        controller.abort();
      };
      const onVisitorAbort = () => stop(null);
      request.signal?.addEventListener('abort', onVisitorAbort);
      // Every wait below races this, so a provider that ignores the abort signal still cannot hang the answer.
      const aborted = new Promise<never>((_, reject) => {
        controller.signal.addEventListener('abort', () => reject(new ProviderAbort('aborted')));
      });
      aborted.catch(() => {});
      const firstTimer = setTimeout(() => stop('timeout'), firstTokenMs);
      const totalTimer = setTimeout(() => stop('timeout'), totalMs);
      let text = '';
      let finished = false;
      let iterator: AsyncIterator<OpenAI.Chat.Completions.ChatCompletionChunk> | undefined;
      try {
        const create = (style: TokenStyle, temperature?: boolean) =>
          client.chat.completions.create(
            {
              model: options.model,
              messages: buildMessages(request, passages, options.historyWindow ?? 10),
              stream: true,
              ...limitParams(style, options.maxTokens ?? 700, options.model, temperature),
            } as OpenAI.Chat.Completions.ChatCompletionCreateParamsStreaming,
            { signal: controller.signal },
          );
        const style = tokenStyleFor(options.model, options.tokenParam);
        const stream = await Promise.race([
          create(style).catch((error: unknown) => {
            // An OpenAI-compatible endpoint that names the parameter it refuses: retry once with the other style.
            if (!rejectsParams(error) || controller.signal.aborted) throw error;
            log({ requestId: 'none' }, 'warn', 'ai provider refused the token parameter; retrying', { style });
            return create(style === 'max_tokens' ? 'max_completion_tokens' : 'max_tokens', false);
          }),
          aborted,
        ]);
        iterator = stream[Symbol.asyncIterator]();
        for (;;) {
          const next = await Promise.race([iterator.next(), aborted]);
          if (next.done) break;
          const choice = next.value.choices[0];
          const delta = choice?.delta?.content;
          if (delta) {
            clearTimeout(firstTimer);
            text += delta;
            yield { type: 'delta', text: delta };
          }
          if (choice?.finish_reason) finished = true;
        }
        // A stream that ends without a finish reason was cut, not completed.
        if (!finished) reason = 'stream_cut';
        else if (!text.trim()) reason = 'empty';
      } catch (error) {
        if (request.signal?.aborted) return;
        reason ??= text ? 'stream_cut' : 'provider_error';
        log({ requestId: 'none' }, 'warn', 'ai provider failed', { reason, error: describe(error) });
      } finally {
        clearTimeout(firstTimer);
        clearTimeout(totalTimer);
        request.signal?.removeEventListener('abort', onVisitorAbort);
        if (reason || request.signal?.aborted) void iterator?.return?.().catch(() => {});
      }
      if (request.signal?.aborted) return;

      if (reason) {
        if (text) yield { type: 'reset', reason };
        const library = composeLibraryAnswer(request, index);
        yield* streamAnswer(`${FALLBACK_NOTE}\n\n${library.text}`, library.sources);
        return;
      }

      // Links are required: when the model cited none, list the passages it was given.
      const linked = [...text.matchAll(SITE_LINK)].map((m) => m[1]!);
      let sources: Source[] = sourcesFor(passages.filter((p) => linked.includes(p.href) || linked.includes(p.path)));
      let tail = '';
      if (!linked.length && passages.length) {
        sources = sourcesFor(passages.slice(0, 3));
        tail += `\n\n**Sources**\n${sources.map((s) => `- [${s.title}](${s.href})`).join('\n')}`;
      }
      const noted = withResearchNote(text + tail);
      tail += noted.slice((text + tail).length);
      if (tail) yield { type: 'delta', text: tail };
      if (sources.length) yield { type: 'sources', items: sources };
    },
  };
}
