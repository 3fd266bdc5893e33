import type { Config } from './server/config';
import type { Db } from './server/db/client';

/** The signed-in user as the server hands it to pages and islands. */
export type SessionUser = {
  id: string;
  email: string;
  fullName: string | null;
  avatarUrl: string | null;
};

export type AppEnv = {
  Bindings: Env;
  Variables: {
    config: Config;
    db: Db;
    user: SessionUser | null;
    sessionId: string | null;
    requestId: string;
  };
};
