import { describeLocaleCorpus } from './typed-corpus-locales.test-helper.ts';

// The French corpus (corpus/locales/fr.ts) and its ratchet, LOCALE_RATCHET.fr.
describeLocaleCorpus('fr');
