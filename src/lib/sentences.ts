// Sentence splitting shared by the assistant's index builder and its answers: one rule on both sides.

// Abbreviations that end in a full stop without ending the sentence.
const ABBREVIATIONS = /\b(?:e\.g|i\.e|vs|approx|dr|st|no|fig|et al|etc|u\.s|u\.k|mr|mrs|ms)\.$/i;
/** A person's initials ("the British physician A.T.W. Simeons"): the name goes on. */
const INITIALS = /(?:^|\s)(?:[A-Z]\.){1,3}$/;

/** Splits prose into sentences, keeping figures such as "2.5mg", abbreviations and parenthesised asides intact. */
export function splitSentences(text: string): string[] {
  const out: string[] = [];
  let open = '';
  for (const piece of text.split(/(?<=[.!?])\s+(?=[A-Z0-9("'“])/)) {
    open = open ? `${open} ${piece}` : piece;
    const depth = (open.match(/\(/g)?.length ?? 0) - (open.match(/\)/g)?.length ?? 0);
    if (depth <= 0 && !ABBREVIATIONS.test(open) && !INITIALS.test(open)) {
      out.push(open.trim());
      open = '';
    }
  }
  if (open.trim()) out.push(open.trim());
  // "Is X the same as Y? No." keeps its one-word answer with the question.
  return out.filter(Boolean).reduce<string[]>((all, s) => {
    if (all.length && /^(?:Yes|No|Not quite|Not yet)[.!]$/.test(s)) all[all.length - 1] += ` ${s}`;
    else all.push(s);
    return all;
  }, []);
}
