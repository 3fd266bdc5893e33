// A deliberately tiny Markdown subset for chat answers: paragraphs, line breaks, bold, italics, inline code, lists and
// links. It builds a tree (never HTML), so raw HTML in an answer stays text; images become their alt text.

export type Inline =
  | { type: 'text'; text: string }
  | { type: 'strong' | 'em'; children: Inline[] }
  | { type: 'code'; text: string }
  | { type: 'link'; href: string; external: boolean; children: Inline[] }
  | { type: 'br' };

export type Block = { type: 'paragraph'; children: Inline[] } | { type: 'list'; ordered: boolean; items: Inline[][] };

/** Links may go to http(s) addresses or to paths on this site; anything else (javascript:, data:, //host) is refused. */
export function safeHref(raw: string): { href: string; external: boolean } | null {
  const url = raw.trim();
  if (/^https?:\/\/[^\s/\\]+[^\s\\]*$/i.test(url)) {
    try {
      return { href: new URL(url).href, external: true };
    } catch {
      return null;
    }
  }
  if (/^\/(?![/\\])[^\s\\]*$/.test(url) || /^#[\w-]*$/.test(url)) return { href: url, external: false };
  return null;
}

/** Finds `[label](url)` starting at `start` (which holds "["), with nested brackets and parentheses allowed. */
function matchLink(s: string, start: number): { label: string; url: string; end: number } | null {
  let depth = 0;
  let i = start;
  for (; i < s.length; i++) {
    if (s[i] === '\\') i++;
    else if (s[i] === '[') depth++;
    else if (s[i] === ']' && --depth === 0) break;
  }
  if (i >= s.length || s[i + 1] !== '(') return null;
  const label = s.slice(start + 1, i);
  let parens = 0;
  let j = i + 1;
  for (; j < s.length; j++) {
    if (s[j] === '(') parens++;
    else if (s[j] === ')' && --parens === 0) break;
  }
  if (j >= s.length) return null;
  const url = s
    .slice(i + 2, j)
    .trim()
    .replace(/\s+["'][^"']*["']$/, '')
    .replace(/^<(.*)>$/, '$1');
  return { label, url, end: j + 1 };
}

/** Position of the closing emphasis marker, or -1. */
function findCloser(s: string, from: number, marker: string): number {
  for (let i = from; i < s.length; i++) {
    if (s[i] === '\\') {
      i++;
      continue;
    }
    if (s.startsWith(marker, i) && !/\s/.test(s[i - 1] ?? ' ')) {
      const single = marker.length === 1;
      // A single "*" must not be half of a "**"; "_" must end a word.
      if (single && s[i + 1] === marker) {
        i++;
        continue;
      }
      if (marker[0] === '_' && /\w/.test(s[i + marker.length] ?? '')) continue;
      return i;
    }
  }
  return -1;
}

const BARE_URL = /^https?:\/\/[^\s<>()]*[^\s<>().,;:!?'"*_]/;

/** Inline Markdown to a tree. */
export function parseInline(s: string): Inline[] {
  const out: Inline[] = [];
  let text = '';
  const flush = () => {
    if (text) out.push({ type: 'text', text });
    text = '';
  };
  let i = 0;
  while (i < s.length) {
    const ch = s[i]!;
    if (ch === '\\' && i + 1 < s.length && /[\\`*_[\]()#+\-.!>|]/.test(s[i + 1]!)) {
      text += s[i + 1];
      i += 2;
      continue;
    }
    if (ch === '`') {
      const end = s.indexOf('`', i + 1);
      if (end > i + 1) {
        flush();
        out.push({ type: 'code', text: s.slice(i + 1, end) });
        i = end + 1;
        continue;
      }
    }
    if (ch === '!' && s[i + 1] === '[') {
      const image = matchLink(s, i + 1);
      if (image) {
        text += image.label;
        i = image.end;
        continue;
      }
    }
    if (ch === '[') {
      const link = matchLink(s, i);
      if (link) {
        flush();
        const safe = safeHref(link.url);
        if (safe) out.push({ type: 'link', ...safe, children: parseInline(link.label) });
        else out.push(...parseInline(link.label));
        i = link.end;
        continue;
      }
    }
    if (ch === '*' || ch === '_') {
      const marker = s[i + 1] === ch ? ch + ch : ch;
      const opensWord = !(ch === '_' && /\w/.test(s[i - 1] ?? ''));
      const after = s[i + marker.length] ?? '';
      const close = opensWord && after && !/\s/.test(after) ? findCloser(s, i + marker.length, marker) : -1;
      if (close > i + marker.length) {
        flush();
        out.push({ type: marker.length === 2 ? 'strong' : 'em', children: parseInline(s.slice(i + marker.length, close)) });
        i = close + marker.length;
        continue;
      }
    }
    if ((ch === 'h' || ch === 'H') && (i === 0 || /[\s(]/.test(s[i - 1]!))) {
      const url = BARE_URL.exec(s.slice(i));
      const safe = url && safeHref(url[0]);
      if (url && safe) {
        flush();
        out.push({ type: 'link', ...safe, children: [{ type: 'text', text: url[0] }] });
        i += url[0].length;
        continue;
      }
    }
    text += ch;
    i++;
  }
  flush();
  return out;
}

const withBreaks = (lines: string[]): Inline[] =>
  lines.flatMap((l, i) => (i ? [{ type: 'br' } as Inline, ...parseInline(l)] : parseInline(l)));

/** Block-level Markdown (paragraphs and lists; headings and quotes become plain paragraphs) to a tree. */
export function parseMarkdown(source: string): Block[] {
  const blocks: Block[] = [];
  let para: string[] = [];
  let list: { ordered: boolean; items: string[][] } | null = null;
  const endPara = () => {
    if (para.length) blocks.push({ type: 'paragraph', children: withBreaks(para) });
    para = [];
  };
  const endList = () => {
    if (list) blocks.push({ type: 'list', ordered: list.ordered, items: list.items.map(withBreaks) });
    list = null;
  };
  for (const raw of source.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.replace(/\s+$/, '');
    const bullet = /^\s*[-*+]\s+(.*)$/.exec(line);
    const numbered = /^\s*\d{1,3}[.)]\s+(.*)$/.exec(line);
    if (!line.trim() || /^\s*(?:[-*_]\s*){3,}$/.test(line) || /^\s*(?:```|~~~)/.test(line)) {
      endPara();
      endList();
    } else if (bullet || numbered) {
      endPara();
      const ordered = Boolean(numbered);
      if (list && list.ordered !== ordered) endList();
      list ??= { ordered, items: [] };
      list.items.push([(bullet ?? numbered)![1]!]);
    } else if (list && /^\s{2,}\S/.test(raw)) {
      list.items[list.items.length - 1]!.push(line.trim());
    } else {
      endList();
      const heading = /^#{1,6}\s+(.*)$/.exec(line);
      if (heading) {
        endPara();
        blocks.push({ type: 'paragraph', children: [{ type: 'strong', children: parseInline(heading[1]!) }] });
      } else {
        para.push(line.replace(/^\s*>\s?/, '').trim());
      }
    }
  }
  endPara();
  endList();
  return blocks;
}
