import { describeLocaleCorpus } from './typed-corpus-locales.test-helper.ts';

// The Spanish corpus (corpus/locales/es.ts) and its ratchet, LOCALE_RATCHET.es.
describeLocaleCorpus('es');
