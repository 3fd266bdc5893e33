/* eslint-disable @typescript-eslint/consistent-type-imports -- a global script file cannot use import statements */
// The worker's bindings (src/worker-configuration.d.ts, from `wrangler types`) name Cloudflare's
// runtime types globally; alias them from the importable workers-types so the DOM lib can stay on.
type KVNamespace = import('@cloudflare/workers-types').KVNamespace;
type D1Database = import('@cloudflare/workers-types').D1Database;
type D1PreparedStatement = import('@cloudflare/workers-types').D1PreparedStatement;
type Fetcher = import('@cloudflare/workers-types').Fetcher;
type DurableObjectNamespace<T extends import('@cloudflare/workers-types').Rpc.DurableObjectBranded | undefined = undefined> =
  import('@cloudflare/workers-types').DurableObjectNamespace<T>;
type DurableObjectState = import('@cloudflare/workers-types').DurableObjectState;
type SqlStorage = import('@cloudflare/workers-types').SqlStorage;
type ExportedHandler<E = unknown> = import('@cloudflare/workers-types').ExportedHandler<E>;
type ScheduledController = import('@cloudflare/workers-types').ScheduledController;
type ExecutionContext = import('@cloudflare/workers-types').ExecutionContext;

// Durable Object classes extend `DurableObject` from the runtime module `cloudflare:workers`.
declare module 'cloudflare:workers' {
  import type { CloudflareWorkersModule } from '@cloudflare/workers-types';
  export = CloudflareWorkersModule;
}
