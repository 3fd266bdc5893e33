// Vite's dev server runs the worker in Node, where the runtime module `cloudflare:workers` does not exist; vite.config.ts
// aliases it here there only. The class is never instantiated in Node (rate limits count in memory, see rate-limit.ts).
export class DurableObject<E = unknown> {
  constructor(
    protected ctx: unknown,
    protected env: E,
  ) {}
}
