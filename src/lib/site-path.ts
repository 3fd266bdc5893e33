import { z } from 'zod';

const MESSAGE = 'Must be a path on this site, such as /solutions.';

/** A path on this site: one leading slash, plain or percent-encoded path characters only (no scheme, host, query or fragment). */
export const SitePath = z
  .string({ message: MESSAGE })
  .max(300, MESSAGE)
  .regex(/^\/(?!\/)[A-Za-z0-9\-._~/%]*$/, MESSAGE);
export type SitePath = z.infer<typeof SitePath>;
