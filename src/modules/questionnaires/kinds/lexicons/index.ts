import type { Locale } from '../../../../core/locale.ts';
import { GERMAN } from './de.ts';
import { ENGLISH_WORDS } from './en.ts';
import { SPANISH } from './es.ts';
import { FRENCH } from './fr.ts';
import type { LanguageWords } from './language.types.ts';
import { PORTUGUESE } from './pt.ts';

export type { LanguageWords, Relationship } from './language.types.ts';
export { fold, readingIn } from './reading-in.ts';

/** Every language's words (CONTRACT "Languages"): a locale missing here is a compile error. */
export const LANGUAGE_WORDS: Record<Locale, LanguageWords> = {
  en: ENGLISH_WORDS,
  es: SPANISH,
  de: GERMAN,
  fr: FRENCH,
  pt: PORTUGUESE,
};
