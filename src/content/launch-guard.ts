// Run first by `npm run deploy` (bundled by esbuild, run with node): refuses to deploy while business-facts.ts
// still holds placeholders, a cited identifier is unconfirmed, or a business fact is written anywhere else: in the
// assistant's fixed replies (src/server/assistant) or, once built, in dist/ (a preview value the client has replaced).
// `npm run deploy` runs it again after the build, so the built output is always checked.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { launchReport } from './launch-report';
import { factHits, formatHit, stalePreviewHits, type ScannedFile } from './trust-scan';

const walk = (dir: string): string[] =>
  existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)]))
    : [];
const read = (paths: string[]): ScannedFile[] => paths.map((path) => ({ path, text: readFileSync(path, 'utf8') }));

const assistant = read(walk('src/server/assistant').filter((p) => /\.tsx?$/.test(p) && !/\.test\.tsx?$/.test(p)));
const built = read(walk('dist').filter((p) => /\.(html|js|mjs|json|txt|xml|css|webmanifest)$/.test(p)));
const leaks = [...factHits(assistant), ...stalePreviewHits(built)].map(formatHit);

const report = launchReport(undefined, undefined, leaks);
if (report.ok) {
  console.log(report.text);
} else {
  console.error(report.text);
  process.exit(1);
}
