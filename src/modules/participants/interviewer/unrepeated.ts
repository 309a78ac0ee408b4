import type { TranscriptEntry } from './agent.types.ts';

/** The interviewer's last reply in a transcript, if any. */
export function lastReplyIn(transcript: readonly TranscriptEntry[]): string | undefined {
  return [...transcript].reverse().find((entry) => entry.role === 'agent')?.text;
}

/**
 * The reply, never the one the interviewer just sent word for word (CONTRACT
 * "Never a guess": the same reply is never sent twice in a row): led by one
 * of the language's `leads`, tried in turn from `start`, when it would be.
 * One rule for the referee chat and the intake.
 */
export function unrepeated(
  text: string,
  lastReply: string | undefined,
  leads: readonly string[],
  start = 0,
): string {
  if (text !== lastReply) return text;
  for (let i = 0; i < leads.length; i += 1) {
    const variant = `${leads[(start + i) % leads.length]} ${text}`;
    if (variant !== lastReply) return variant;
  }
  return text;
}
