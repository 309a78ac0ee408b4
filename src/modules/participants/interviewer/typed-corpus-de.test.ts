import { describeLocaleCorpus } from './typed-corpus-locales.test-helper.ts';

// The German corpus (corpus/locales/de.ts) and its ratchet, LOCALE_RATCHET.de.
describeLocaleCorpus('de');
