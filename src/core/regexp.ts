/** `text` as a literal inside a regular expression (JavaScript's and PostgreSQL's alike). */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
