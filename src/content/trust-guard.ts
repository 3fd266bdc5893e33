// Run by `npm run build` before anything is built (bundled by esbuild, run with node): fails the build on a forbidden
// claim in the site's own voice or a business fact written outside business-facts.ts (src/content/trust-scan.ts).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildVerdict, formatHit, type ScannedFile } from './trust-scan';
import { scannedPaths } from './trust-files';

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)]));
}

const files: ScannedFile[] = walk('src')
  .filter(scannedPaths)
  .map((path) => ({ path, text: readFileSync(path, 'utf8') }));
const verdict = buildVerdict(files);
for (const h of verdict.warnings)
  console.warn(`Trust check: business fact in the assistant's replies (being rewritten; the launch check refuses it):\n${formatHit(h)}`);
if (verdict.ok) {
  console.log(`Trust check: ${files.length} files, no forbidden claim, no business fact outside src/content/business-facts.ts.`);
} else {
  if (verdict.failing.length)
    console.error(
      `Build refused: ${verdict.failing.length} problem(s). Reword the claim (or cite the study it reports), or read the fact from src/content/business-facts.ts:`,
      `\n${verdict.failing.map(formatHit).join('\n')}`,
    );
  for (const s of verdict.stale)
    console.error(`Build refused: "${s.found}" is no longer in ${s.path}: remove it from assistantPending in src/content/trust-scan.ts.`);
  process.exit(1);
}
