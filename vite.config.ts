import { mkdirSync, writeFileSync } from 'node:fs';
import devServer from '@hono/vite-dev-server';
import cloudflareAdapter from '@hono/vite-dev-server/cloudflare';
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin';
import { defineConfig, type Plugin } from 'vite';

const manifestFile = 'src/generated/client-manifest.json';

/** Writes the client entry, its CSS and island chunks where the worker imports them. */
function clientManifest(): Plugin {
  const write = (data: unknown) => {
    mkdirSync('src/generated', { recursive: true });
    writeFileSync(manifestFile, JSON.stringify(data, null, 2) + '\n');
  };
  return {
    name: 'client-manifest',
    configureServer() {
      write({ dev: true, entry: '/src/client/main.tsx', css: ['/src/client/styles.css'], preload: [] });
    },
    writeBundle(_options, bundle) {
      const entry = Object.values(bundle).find((c) => c.type === 'chunk' && c.isEntry);
      if (!entry || entry.type !== 'chunk') throw new Error('client entry missing from bundle');
      const css = [...(entry.viteMetadata?.importedCss ?? [])].map((f) => '/' + f);
      const preload = entry.imports.map((f) => '/' + f);
      write({ dev: false, entry: '/' + entry.fileName, css, preload });
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
        include: ['src/**/*.test.{ts,tsx}'],
        setupFiles: ['./src/test/apply-migrations.ts'],
        // Generous: scrypt and workerd start-up are slow on a loaded machine; speed is checked by `npm run bench`, not here.
        testTimeout: 30_000,
      },
    };
  }
  if (command === 'serve') {
    return {
      plugins: [
        clientManifest(),
        devServer({
          entry: 'src/index.ts',
          adapter: cloudflareAdapter,
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
      rollupOptions: { input: 'src/client/main.tsx' },
    },
    plugins: [clientManifest()],
  };
});
