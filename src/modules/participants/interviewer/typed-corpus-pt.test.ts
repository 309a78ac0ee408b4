import { describeLocaleCorpus } from './typed-corpus-locales.test-helper.ts';

// The Portuguese corpus (corpus/locales/pt.ts) and its ratchet, LOCALE_RATCHET.pt.
describeLocaleCorpus('pt');
