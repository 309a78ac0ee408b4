/** `text` as a literal inside a regular expression (JavaScript's and PostgreSQL's alike). */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Each pattern's copy that is tried at one place only (sticky), made once. */
const STICKY = new WeakMap<RegExp, RegExp>();

/**
 * The match that `pattern.exec(text)` finds at the start of `text`, or null where it finds
 * none there, without trying every later place as `exec` does: for the readers, which ask
 * hundreds of place names whether they open a short text.
 */
export function matchAtStart(pattern: RegExp, text: string): RegExpExecArray | null {
  let sticky = STICKY.get(pattern);
  if (!sticky) {
    sticky = new RegExp(pattern.source, `${pattern.flags.replace(/[gy]/g, '')}y`);
    STICKY.set(pattern, sticky);
  }
  sticky.lastIndex = 0;
  return sticky.exec(text);
}
