// C0 and C1 control characters (tab, line feed and carriage return aside), DEL, and the bidi embedding, override and
// isolate controls (U+202A–U+202E, U+2066–U+2069) that can make stored text display as something else.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const UNSAFE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/g;

/** Text as stored from user input: unsafe controls removed, line endings as \n, trimmed. */
export function cleanText(value: string): string {
  return value.replace(/\r\n?/g, '\n').replace(UNSAFE, '').trim();
}

/** A one-line value (a name, a title, a subject): cleanText with every run of whitespace as one space. */
export function cleanLine(value: string): string {
  return cleanText(value).replace(/\s+/g, ' ');
}
