import { it } from 'vitest';
import { readContacts } from './modules/questionnaires/kinds/contact.reader.ts';
import { contactWordsFor } from './modules/participants/interviewer/contact-words.ts';
const cases: Array<[string, string, string]> = JSON.parse(process.env.RC ?? '[]');
it('x', () => { for (const [loc, country, m] of cases) console.log(m, '\n=>', JSON.stringify(readContacts(m, contactWordsFor(loc as never), country))); });
