// A fake OpenAI-compatible provider for tests: an injected fetch that answers with scripted server-sent events.

export type FakeScript = {
  /** HTTP status; anything but 200 answers with an error body. */
  status?: number;
  /** Content pieces streamed as chat.completion.chunk events. */
  chunks?: string[];
  /** Send finish_reason "stop" and [DONE] after the chunks (default true). */
  finish?: boolean;
  /** Error the body stream after the chunks, as a dropped connection would. */
  cut?: boolean;
  /** Never answer the request (headers never arrive). */
  hangHeaders?: boolean;
  /** Answer 200, then stream nothing after these chunks until aborted. */
  hangAfterChunks?: boolean;
  /** Pause between chunks. */
  delayMs?: number;
  /**
   * Answer like a kind of endpoint: "reasoning" (OpenAI o1/o3/o4/gpt-5: 400 on max_tokens or a temperature) or
   * "legacy" (an OpenAI-compatible server that knows only max_tokens: 400 on max_completion_tokens).
   */
  kind?: 'reasoning' | 'legacy';
};

export type FakeCall = {
  url: string;
  headers: Headers;
  body: { model: string; messages: { role: string; content: string }[]; [k: string]: unknown };
};

const chunk = (delta: Record<string, string>, finish: string | null = null) =>
  `data: ${JSON.stringify({
    id: 'chatcmpl-fake',
    object: 'chat.completion.chunk',
    created: 1,
    model: 'fake-model',
    choices: [{ index: 0, delta, finish_reason: finish }],
  })}\n\n`;

const abortError = () => new DOMException('The operation was aborted.', 'AbortError');

/** A fetch implementation to pass to the OpenAI client, and the requests it received. */
export function fakeProvider(script: FakeScript) {
  const calls: FakeCall[] = [];
  const fetchImpl = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    calls.push({ url, headers: new Headers(init.headers), body: JSON.parse(String(init.body)) });
    const signal = init.signal;
    const body = calls.at(-1)!.body;
    const refuse = (message: string, param: string) =>
      new Response(JSON.stringify({ error: { message, type: 'invalid_request_error', param, code: 'unsupported_parameter' } }), {
        status: 400,
        headers: { 'Content-Type': 'application/json' },
      });
    if (script.kind === 'reasoning' && 'max_tokens' in body) {
      return refuse(
        "Unsupported parameter: 'max_tokens' is not supported with this model. Use 'max_completion_tokens' instead.",
        'max_tokens',
      );
    }
    if (script.kind === 'reasoning' && 'temperature' in body && body.temperature !== 1) {
      return refuse(
        "Unsupported value: 'temperature' does not support 0.3 with this model. Only the default (1) value is supported.",
        'temperature',
      );
    }
    if (script.kind === 'legacy' && 'max_completion_tokens' in body) {
      return refuse('Unrecognized request argument supplied: max_completion_tokens', 'max_completion_tokens');
    }
    if (script.hangHeaders) {
      return new Promise<Response>((_, reject) => signal?.addEventListener('abort', () => reject(abortError())));
    }
    if ((script.status ?? 200) !== 200) {
      return new Response(JSON.stringify({ error: { message: 'The fake provider failed.', type: 'server_error' } }), {
        status: script.status,
        headers: { 'Content-Type': 'application/json' },
      });
    }
    const encoder = new TextEncoder();
    const stream = new ReadableStream<Uint8Array>({
      async start(controller) {
        signal?.addEventListener('abort', () => {
          try {
            controller.error(abortError());
          } catch {
            // already closed
          }
        });
        controller.enqueue(encoder.encode(chunk({ role: 'assistant', content: '' })));
        for (const piece of script.chunks ?? []) {
          if (script.delayMs) await new Promise((r) => setTimeout(r, script.delayMs));
          if (signal?.aborted) return;
          controller.enqueue(encoder.encode(chunk({ content: piece })));
        }
        if (script.hangAfterChunks) return;
        if (script.cut) {
          // Erroring drops anything still queued, so let the client read the chunks first.
          await new Promise((r) => setTimeout(r, 30));
          controller.error(new TypeError('network connection lost'));
          return;
        }
        if (script.finish !== false) controller.enqueue(encoder.encode(`${chunk({}, 'stop')}data: [DONE]\n\n`));
        controller.close();
      },
    });
    return new Response(stream, { status: 200, headers: { 'Content-Type': 'text/event-stream' } });
  };
  return { fetch: fetchImpl as typeof fetch, calls };
}
