import type { SessionUser } from './lib/session-user';
import type { Config } from './server/config';
import type { Db } from './server/db/client';

export type { SessionUser };

export type AppEnv = {
  Bindings: Env;
  Variables: {
    config: Config;
    db: Db;
    user: SessionUser | null;
    sessionId: string | null;
    /** Until when this request's session holds staff rights (after a second-factor code); null when it does not. */
    staffUntil: number | null;
    requestId: string;
  };
};
