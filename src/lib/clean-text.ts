// C0 and C1 control characters (tab, line feed and carriage return aside), DEL, zero-width characters and the word
// joiner family, the byte-order mark, and the bidi embedding, override and isolate controls (U+202A–U+202E,
// U+2066–U+2069) that can make stored text display as something else. The line and paragraph separators become \n.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const UNSAFE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u200B-\u200F\u202A-\u202E\u2060-\u2069\uFEFF]/g;

/** Any character a redirect target must never hold: every control (tab and line breaks too), separator and UNSAFE one. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const UNSAFE_CHARS = /[\u0000-\u001F\u007F-\u009F\u200B-\u200F\u2028\u2029\u202A-\u202E\u2060-\u2069\uFEFF]/;

/** Text as stored from user input: unsafe controls removed, line endings as \n, trimmed. */
export function cleanText(value: string): string {
  return value
    .replace(/\r\n?|[\u2028\u2029]/g, '\n')
    .replace(UNSAFE, '')
    .trim();
}

/** A one-line value (a name, a title, a subject): cleanText with every run of whitespace as one space. */
export function cleanLine(value: string): string {
  return cleanText(value).replace(/\s+/g, ' ');
}
