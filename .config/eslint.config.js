// ESLint flat config; lives in .config/ to keep the project's top level to the client's list.
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// Import boundaries between the layers (see README, "Layers"). Paths are matched on the import string, so every rule
// names the folder whatever the depth: `(\.\./)+server/` is "the server layer" from anywhere under src/.
const up = (folder) => `^(\\.\\./)+${folder}(/|$)`;
const TESTS = ['**/*.test.{ts,tsx}', 'src/test/**'];
const noTestImports = [
  { regex: '^cloudflare:test$', message: 'Only tests (src/test/, *.test.ts) may import cloudflare:test.' },
  { regex: up('test'), message: 'src/test/ holds test helpers: production code never imports them.' },
];
const layer = (files, patterns, extra = {}) => ({
  files,
  ignores: TESTS,
  ...extra,
  rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [...noTestImports, ...patterns] }] },
});
const ban = (folders, message, allowTypeImports = false) =>
  folders.map((f) => ({ regex: up(f), message: `${message} (${f}/)`, ...(allowTypeImports ? { allowTypeImports } : {}) }));

const SERVER_BANS = [...ban(['components', 'islands', 'routes', 'browser', 'client'], 'Server code imports no UI, routes or browser code')];

export default tseslint.config(
  { basePath: '..' },
  { ignores: ['dist/**', 'node_modules/**', '.wrangler/**', 'src/generated/**', 'src/worker-configuration.d.ts', 'tests/.artifacts/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'off',
    },
  },
  // Everything outside tests: no test helpers.
  layer(['src/**/*.{ts,tsx}'], []),
  // Server log lines go through log() in src/server/errors.ts (JSON, a typed event name, the request id); the index
  // builder is a Node build script that reports to the terminal.
  {
    files: ['src/server/**/*.{ts,tsx}', 'src/routes/**/*.{ts,tsx}', 'src/index.ts'],
    ignores: [...TESTS, 'src/server/errors.ts', 'src/server/assistant/build-index.ts'],
    rules: { 'no-console': 'error' },
  },
  // server/: no pages, components, islands, routes or browser helpers.
  layer(['src/server/**/*.{ts,tsx}'], [...SERVER_BANS, ...ban(['pages'], 'Server code imports no pages')]),
  // The renderer is the server's one seam with the page shell (Document and page metadata): it may import pages/.
  layer(['src/server/render.tsx'], SERVER_BANS),
  // lib/: shared by both sides, so it imports only lib/ (and, as types, the drizzle table types the contracts derive from).
  layer(
    ['src/lib/**/*.{ts,tsx}'],
    [
      { regex: '^\\.\\./(?!server/db/schema$)', message: 'lib/ imports only lib/: it is shared by the server and the browser.' },
      { regex: '^\\.\\./server/db/schema$', message: 'lib/ may import the table types only as types.', allowTypeImports: true },
    ],
  ),
  // components/: presentational, shared by pages and islands; never islands (pages compose them), server, routes or pages.
  layer(
    ['src/components/**/*.{ts,tsx}'],
    [
      ...ban(
        ['islands', 'server', 'routes', 'pages', 'browser', 'client'],
        'Components import no islands, server, routes, pages or browser code',
      ),
    ],
  ),
  // islands/: hydrated in the browser; server code only as types.
  layer(
    ['src/islands/**/*.{ts,tsx}', 'src/browser/**/*.{ts,tsx}', 'src/client/**/*.{ts,tsx}'],
    [
      ...ban(['server'], 'Browser code imports server code only as types', true),
      ...ban(['routes', 'pages'], 'Browser code imports no routes or pages'),
    ],
  ),
  // pages/: rendered on the server from props; the route computes data, pages never call server code.
  layer(
    ['src/pages/**/*.{ts,tsx}'],
    [
      ...ban(['server'], 'Pages take data as props: they import server code only as types', true),
      ...ban(['routes', 'browser'], 'Pages import no routes or browser helpers'),
    ],
  ),
  // content/: data only.
  layer(
    ['src/content/**/*.{ts,tsx}'],
    [...ban(['server', 'routes', 'pages', 'components', 'islands', 'browser'], 'Content is data: it imports only content/ and lib/')],
  ),
  {
    files: ['**/tests/**/*.{js,mjs}', '.config/**/*.{js,mjs}', 'scripts/**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
);
