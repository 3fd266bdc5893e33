import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import devServer from '@hono/vite-dev-server';
import cloudflareAdapter from '@hono/vite-dev-server/cloudflare';
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin';
import { defineConfig, type Plugin } from 'vite';
import { BOOT_SCRIPT } from './src/build/boot-script';
import { splitCssGroups } from './src/build/split-css';

const manifestFile = 'src/generated/client-manifest.json';

/**
 * Writes what the worker needs to reference the client build: the entry and its imports, the critical CSS (inlined
 * with its CSP hash) and the deferred stylesheet, and each island's chunks (for modulepreload hints).
 */
function clientManifest(): Plugin {
  const write = (data: unknown) => {
    mkdirSync('src/generated', { recursive: true });
    writeFileSync(manifestFile, JSON.stringify(data, null, 2) + '\n');
  };
  let critical = '';
  let groups: Record<string, string> = {};
  let deferredCss = '';
  let originalCss = '';
  return {
    name: 'client-manifest',
    configureServer() {
      write({
        dev: true,
        entry: '/src/client/main.ts',
        preload: [],
        criticalCss: '',
        criticalCssHash: '',
        boot: null,
        cssGroups: {},
        css: ['/src/client/styles.css'],
        islands: {},
      });
    },
    generateBundle(_options, bundle) {
      // Split the one stylesheet Vite produced: the critical part is inlined, the rest stays a hashed file.
      const sheets = Object.values(bundle).filter((a) => a.type === 'asset' && a.fileName.endsWith('.css'));
      if (sheets.length !== 1 || sheets[0]?.type !== 'asset') throw new Error(`expected one stylesheet, found ${sheets.length}`);
      const split = splitCssGroups(String(sheets[0].source));
      if (/<\/style/i.test(split.base + Object.values(split.groups).join(''))) throw new Error('critical CSS must not contain </style');
      critical = split.base;
      groups = split.groups;
      // Name the deferred sheet by its own content: it is served immutable, and the split can change on its own.
      delete bundle[sheets[0].fileName];
      deferredCss = `assets/site-${createHash('sha256').update(split.deferred).digest('hex').slice(0, 10)}.css`;
      this.emitFile({ type: 'asset', fileName: deferredCss, source: split.deferred });
      originalCss = sheets[0].fileName;
    },
    writeBundle(options, bundle) {
      const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
      // Lazy chunks list the entry's stylesheet among their preload dependencies (written in after generateBundle):
      // point them at the renamed file.
      for (const c of chunks) {
        const file = `${options.dir}/${c.fileName}`;
        const code = readFileSync(file, 'utf8');
        if (code.includes(originalCss)) writeFileSync(file, code.replaceAll(originalCss, deferredCss));
      }
      const entry = chunks.find((c) => c.isEntry);
      if (!entry) throw new Error('client entry missing from bundle');
      const byFile = new Map(chunks.map((c) => [c.fileName, c]));
      const closure = (file: string, seen = new Set<string>()): Set<string> => {
        if (seen.has(file)) return seen;
        seen.add(file);
        for (const dep of byFile.get(file)?.imports ?? []) closure(dep, seen);
        return seen;
      };
      const inEntry = closure(entry.fileName);
      const need = (file: string) => [...closure(file)].filter((f) => !inEntry.has(f)).map((f) => '/' + f);
      const hydrate = chunks.find((c) => c.facadeModuleId?.endsWith('/src/client/hydrate.tsx'));
      if (!hydrate) throw new Error('src/client/hydrate.tsx missing from bundle');
      const islands: Record<string, string[]> = {};
      for (const c of chunks) {
        const name = /\/src\/islands\/([A-Z]\w*)\.tsx$/.exec(c.facadeModuleId ?? '')?.[1];
        if (name) islands[name] = [...new Set([...need(hydrate.fileName), ...need(c.fileName)])];
      }
      const css = ['/' + deferredCss];
      const hash = (text: string) => 'sha256-' + createHash('sha256').update(text).digest('base64');
      const criticalCssHash = hash(critical);
      const cssGroups = Object.fromEntries(Object.entries(groups).map(([name, text]) => [name, { css: text, hash: hash(text) }]));
      write({
        dev: false,
        entry: '/' + entry.fileName,
        preload: entry.imports.map((f) => '/' + f),
        criticalCss: critical,
        criticalCssHash,
        boot: { script: BOOT_SCRIPT, hash: hash(BOOT_SCRIPT) },
        cssGroups,
        css,
        islands,
      });
    },
  };
}

export default defineConfig(async ({ command }) => {
  if (process.env.VITEST) {
    const migrations = await readD1Migrations('migrations');
    return {
      plugins: [
        cloudflareTest({
          wrangler: { configPath: './wrangler.toml' },
          miniflare: {
            bindings: { TEST_MIGRATIONS: migrations, DEV_MODE: 'true' },
            assets: { directory: './dist/client' },
          },
        }),
      ],
      // wrangler.toml defines NODE_ENV=production (React's fast builds), so compile JSX for the production runtime too.
      oxc: { jsx: { development: false } },
      test: {
        include: ['src/**/*.test.{ts,tsx}', 'tests/eval/**/*.test.ts'],
        setupFiles: ['./src/test/apply-migrations.ts'],
        // Generous: scrypt and workerd start-up are slow on a loaded machine; speed is checked by `npm run bench`, not here.
        testTimeout: 30_000,
        // Each test file gets its own workerd (fresh D1, KV and Durable Objects), so files never share state and two run
        // at once. Vitest's default on a 2-core machine is one at a time, and most of a file's time is its runtime's
        // start-up and module loading, not CPU: 12 typical files took 140 s one at a time and 87 s two at a time.
        maxWorkers: 2,
        // Work done after the response (mail, notices) lands later on a loaded 2-core machine: polls wait up to 10 s.
        expect: { poll: { timeout: 10_000, interval: 50 } },
      },
    };
  }
  if (command === 'serve') {
    return {
      // The worker runs in Node here: the runtime module that Durable Object classes extend gets a stand-in.
      resolve: { alias: { 'cloudflare:workers': new URL('./src/server/cloudflare-workers-shim.ts', import.meta.url).pathname } },
      plugins: [
        clientManifest(),
        devServer({
          entry: 'src/index.ts',
          adapter: cloudflareAdapter,
          // Local development: dev mailbox, links from the request's origin (production requires SITE_URL and mail).
          env: { DEV_MODE: 'true' },
          exclude: [/^\/(src|node_modules|@vite|@id|@fs)\/.*/, /^\/(images|fonts|media)\/.*/, /\.(css|ico|png|svg|webp|mp4|webm|woff2)$/],
        }),
      ],
    };
  }
  return {
    publicDir: 'public',
    build: {
      outDir: 'dist/client',
      emptyOutDir: true,
      manifest: false,
      assetsDir: 'assets',
      rollupOptions: { input: 'src/client/main.ts' },
    },
    plugins: [clientManifest()],
  };
});
