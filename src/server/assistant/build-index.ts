// Build step (`npm run build`): bundled by esbuild and run with node; writes the retrieval index the worker imports.
import { mkdirSync, writeFileSync } from 'node:fs';
import { sitePassages } from '../../content/corpus';
import { buildIndex } from './index-builder';

const file = 'src/generated/assistant-index.json';
const index = buildIndex(sitePassages);
mkdirSync('src/generated', { recursive: true });
writeFileSync(file, JSON.stringify(index));
console.log(`assistant index: ${index.docs.length} passages, ${Object.keys(index.postings).length} terms -> ${file}`);
