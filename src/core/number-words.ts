/**
 * Numbers written as words, as people type them in a chat: "two weeks",
 * "a year and a half". One table for every reader of free text (the
 * workspace agent's intents, the interviewer's extraction); each adds its
 * own idioms ("a couple of", "several") beside it.
 */
export const NUMBER_WORDS: Readonly<Record<string, number>> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  fifteen: 15,
  twenty: 20,
};
