/**
 * Closing small talk: what a referee says when the agent asks "anything
 * else?" ("Nothing else, thanks", "no", "I think that's all"). It is no
 * statement about the candidate, so a report must not quote it as a
 * highlight (or a concern). A short answer made only of these words is small
 * talk; one word outside them ("No, she is great") makes it a statement.
 */
const CLOSING_WORDS = new Set([
  'a',
  'add',
  'all',
  'already',
  'anything',
  'bye',
  'cheers',
  'covered',
  'else',
  'everything',
  'fine',
  'from',
  'further',
  'good',
  'have',
  'i',
  "i'm",
  "i've",
  'is',
  'it',
  "it's",
  'me',
  'more',
  'much',
  'my',
  'n',
  'na',
  'nah',
  'no',
  'none',
  'nope',
  'not',
  'nothing',
  'ok',
  'okay',
  'really',
  'said',
  'side',
  'so',
  'thank',
  'thanks',
  'that',
  "that's",
  'thats',
  'think',
  'thx',
  'to',
  'very',
  'you',
]);

/** Longer answers are statements, whatever their words. */
const MAX_SMALL_TALK_WORDS = 8;

/** Whether a free-text answer is closing small talk rather than something about the candidate. */
export function isSmallTalk(text: string): boolean {
  const words = text
    .toLowerCase()
    .replace(/[\u2018\u2019]/g, "'")
    .split(/[^a-z']+/)
    .map((word) => word.replace(/^'+|'+$/g, ''))
    .filter(Boolean);
  if (words.length > MAX_SMALL_TALK_WORDS) return false;
  return words.every((word) => CLOSING_WORDS.has(word));
}
