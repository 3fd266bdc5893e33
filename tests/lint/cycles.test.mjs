// Proves no module under src/ imports itself through others at run time (an import cycle makes evaluation order matter:
// a module can see another's exports still undefined). Type-only imports are erased by the compiler and don't count.
// Run by `npm run lint`.
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { test } from 'node:test';

/** Every non-test .ts/.tsx file under `dir`. */
function sources(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** The relative modules that `code` (the text of `file`) imports or re-exports at run time. */
function runtimeImports(file, code = readFileSync(file, 'utf8')) {
  const out = [];
  const statements = /^\s*(?:import|export)\s+(?:(type)\s+)?(?:([^'";]*?)\s+from\s+)?['"](\.[^'"]+)['"]/gm;
  for (const [, typeOnly, clause = '', specifier] of code.matchAll(statements)) {
    if (typeOnly) continue;
    // `import { type A, type B } from` is erased too; `import x, { type A }` is not.
    const named = /^\{([^}]*)\}$/.exec(clause.trim())?.[1];
    if (named !== undefined && named.split(',').every((n) => !n.trim() || /^type\s/.test(n.trim()))) continue;
    const base = resolve(dirname(file), specifier).replace(/\.js$/, '');
    const hit = [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find((c) => existsSync(c));
    if (hit) out.push(relative('.', hit));
  }
  return out;
}

/** The cycles in an import graph, each as a list of files (Tarjan's strongly connected components). */
function cycles(graph) {
  let next = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const found = [];
  const visit = (v) => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v), index.get(w)));
    }
    if (low.get(v) === index.get(v)) {
      const component = [];
      let w;
      do {
        w = stack.pop();
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1 || (graph.get(v) ?? []).includes(v)) found.push(component.sort());
    }
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return found;
}

test('the cycle finder sees a cycle, and ignores type-only imports', () => {
  const graph = new Map([
    ['a', ['b']],
    ['b', ['c']],
    ['c', ['a']],
    ['d', ['a']],
  ]);
  assert.deepEqual(cycles(graph), [['a', 'b', 'c']]);
  const code = [
    "import type { A } from './answer';",
    "import { type B, type C } from './intent';",
    "import { nearlyEqual, type Compound } from './entities';",
    "export { sourcesFor } from './passages';",
    "import * as ar from './arabic';",
  ].join('\n');
  assert.deepEqual(runtimeImports('src/server/assistant/x.ts', code), [
    'src/server/assistant/entities.ts',
    'src/server/assistant/passages.ts',
    'src/server/assistant/arabic.ts',
  ]);
});

test('no import cycle among the modules under src/', () => {
  const graph = new Map(sources('src').map((f) => [relative('.', f), runtimeImports(f)]));
  assert.deepEqual(cycles(graph), [], 'import cycles (move the shared piece to its own module)');
});
