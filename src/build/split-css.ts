import { CSS_GROUPS, type CssGroup } from '../lib/css-groups';

/**
 * Splits a minified stylesheet into the part the first paint needs (inlined in every page with a CSP hash) and
 * the part that can arrive later (loaded by a link placed before the footer, which never blocks the header or main).
 * Runs at build time only (vite.config.ts).
 */

/**
 * Selectors of things drawn after <main> (footer, QR) or only after a script shows them (toasts, chat panel, a
 * contact form's refusal, a form's busy spinner). The cookie banner is not here: it is its own `cookie` group,
 * inlined on the short pages where it would otherwise be the largest paint and deferred everywhere else.
 */
export const DEFERRED_SELECTOR =
  /^(\.site-footer|\.footer-|\.qr-|\.toaster|\.toast|\.chat-launcher|\.chat-fab|\.chat-panel|\[data-island=.?ChatLauncher|\.contact-alert|\.spinner)/;

type Block = { prelude: string; body: string | null }; // body null: a statement such as @import …;

/** Top-level blocks of a CSS text (strings and comments respected). */
export function blocks(css: string): Block[] {
  const out: Block[] = [];
  let i = 0;
  while (i < css.length) {
    while (i < css.length && /\s/.test(css[i]!)) i++;
    if (i >= css.length) break;
    let j = i;
    let quote = '';
    while (j < css.length) {
      const ch = css[j]!;
      if (quote) {
        if (ch === '\\') j++;
        else if (ch === quote) quote = '';
      } else if (ch === '"' || ch === "'") quote = ch;
      else if (ch === '/' && css[j + 1] === '*') {
        const end = css.indexOf('*/', j + 2);
        j = end < 0 ? css.length : end + 1;
      } else if (ch === '{' || ch === ';') break;
      j++;
    }
    const prelude = css.slice(i, j).trim();
    if (css[j] === ';' || j >= css.length) {
      if (prelude) out.push({ prelude, body: null });
      i = j + 1;
      continue;
    }
    let depth = 1;
    let k = j + 1;
    quote = '';
    for (; k < css.length && depth > 0; k++) {
      const ch = css[k]!;
      if (quote) {
        if (ch === '\\') k++;
        else if (ch === quote) quote = '';
      } else if (ch === '"' || ch === "'") quote = ch;
      else if (ch === '{') depth++;
      else if (ch === '}') depth--;
    }
    out.push({ prelude, body: css.slice(j + 1, k - 1) });
    i = k;
  }
  return out;
}

/** Comma-separated selectors, ignoring commas inside parentheses (:is(), :not()). */
export function selectors(prelude: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < prelude.length; i++) {
    const ch = prelude[i];
    if (ch === '(') depth++;
    else if (ch === ')') depth--;
    else if (ch === ',' && depth === 0) {
      parts.push(prelude.slice(start, i).trim());
      start = i + 1;
    }
  }
  parts.push(prelude.slice(start).trim());
  return parts;
}

const isDeferred = (prelude: string, pattern: RegExp) => selectors(prelude).every((s) => pattern.test(s));
const GROUPING = /^@(media|supports|layer|container)\b/;

export function splitCss(css: string, pattern: RegExp = DEFERRED_SELECTOR): { critical: string; deferred: string } {
  let critical = '';
  let deferred = '';
  for (const b of blocks(css)) {
    if (b.body === null) critical += `${b.prelude};`;
    else if (GROUPING.test(b.prelude)) {
      const inner = splitCss(b.body, pattern);
      if (inner.critical) critical += `${b.prelude}{${inner.critical}}`;
      if (inner.deferred) deferred += `${b.prelude}{${inner.deferred}}`;
    } else if (!b.prelude.startsWith('@') && isDeferred(b.prelude, pattern)) deferred += `${b.prelude}{${b.body}}`;
    else critical += `${b.prelude}{${b.body}}`;
  }
  return { critical, deferred };
}

/** The base critical CSS, each page group's rules, and the deferred sheet (everything that is not base). */
export function splitCssGroups(css: string) {
  const { critical, deferred } = splitCss(css);
  let base = critical;
  const groups = {} as Record<CssGroup, string>;
  for (const [name, pattern] of Object.entries(CSS_GROUPS) as [CssGroup, RegExp][]) {
    const part = splitCss(base, pattern);
    groups[name] = part.deferred;
    base = part.critical;
  }
  return { base, groups, deferred: deferred + Object.values(groups).join('') };
}
