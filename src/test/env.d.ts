/* eslint-disable @typescript-eslint/consistent-type-imports -- ambient declaration file */
declare namespace Cloudflare {
  interface Env {
    TEST_MIGRATIONS: import('cloudflare:test').D1Migration[];
  }
}
