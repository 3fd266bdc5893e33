/**
 * Characters that must never reach a stored name, a redirect or a staff page: C0 and C1 controls (NUL, ESC, NEL…),
 * the line and paragraph separators, zero-width characters, and the bidirectional overrides and isolates that can make
 * text display in a different order from how it is stored.
 */
// eslint-disable-next-line no-control-regex
export const UNSAFE_CHARS = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u2028\u2029\u202a-\u202e\u2060-\u2069\ufeff]/;
// eslint-disable-next-line no-control-regex
const UNSAFE_CHARS_ALL = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u2028\u2029\u202a-\u202e\u2060-\u2069\ufeff]/g;

/** `text` with every unsafe character removed (tabs and line breaks become spaces, so words stay apart). */
export function withoutControlChars(text: string): string {
  return text.replace(/[\t\n\r\u0085\u2028\u2029]/g, ' ').replace(UNSAFE_CHARS_ALL, '');
}
