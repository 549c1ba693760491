// Search text inside LIKE / ILIKE patterns. `%`, `_` and `\` typed by a user match themselves, never
// "anything": PostgreSQL's default LIKE escape character is the backslash.

/** `text` anywhere in the value: `%<text, escaped>%`. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
