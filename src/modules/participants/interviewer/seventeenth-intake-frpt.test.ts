import { describe, expect, it } from 'vitest';
import { findName } from '../../questionnaires/kinds/contact.reader.ts';
import type { IntakeContext, IntakeState } from './agent.types.ts';
import { contactWordsFor } from './contact-words.ts';
import { initialIntakeState, intakeTurn } from './intake-agent.ts';
import { endsSayingDone, saysDone } from './intake-reading.ts';

/** The intake, seventeenth set, French and Portuguese side (branch t18-intb). */

const CONTEXT: IntakeContext = {
  tenantName: 'Acme',
  locale: 'fr',
  roleTitle: null,
  candidateFirstName: 'Ada',
  candidateLastName: 'Lovelace',
  defaultCountry: 'FR',
};

function talkFrom(
  locale: IntakeContext['locale'],
  defaultCountry: string,
  ...messages: string[]
): { state: IntakeState; text: string } {
  let state = initialIntakeState();
  let text = '';
  for (const message of messages) {
    const done = intakeTurn({ ...CONTEXT, locale, defaultCountry }, state, message);
    state = done.state;
    text = done.text;
  }
  return { state, text };
}

const relationshipIn = (locale: IntakeContext['locale'], text: string) =>
  contactWordsFor(locale).relationship(text);

describe('a later number for a referee whose number was asked about', () => {
  it('is the number, and the country is no longer asked', () => {
    const { state } = talkFrom(
      'fr',
      'BJ',
      'oui',
      'Mme KPADONOU Rosine, ma collègue à la banque, 97 11 22 33',
      'Pardon, le bon numéro : 01 97 11 22 33',
    );
    expect(state.contacts[0]?.phone).toBe('+2290197112233');
    expect(state.unplacedPhones ?? null).toBeNull();
  });

  it('leaves another referee’s number asked about', () => {
    const { state } = talkFrom(
      'pt',
      'BR',
      'sim',
      'Minha chefe Carla Mendes, carla@loja.com.br, 021 345 6789',
      'E o colega Rui Prates, rui@loja.com.br, (11) 98765-4321',
    );
    expect(state.unplacedPhones?.map((p) => p.contact)).toEqual([0]);
  });
});

describe('the head of a firm by its French letters', () => {
  it.each([
    ['mon ancien DG chez Sotrabe', 'manager'],
    ['le PDG de la boîte', 'manager'],
    ['la D.G. adjointe, enfin la DGA', 'manager'],
  ])('%s → %s', (text, meant) => {
    expect(relationshipIn('fr', text)).toBe(meant);
  });

  it('is not read from an address', () => {
    expect(relationshipIn('fr', 'dg@transit.bj')).toBeNull();
    expect(relationshipIn('fr', 'pdg.bureau@acme.fr')).toBeNull();
  });
});

describe('the second in command, and the owner of where one worked', () => {
  it.each([
    ['pt', 'o 2IC da fazenda, foi ele que me ensinou tudo', 'manager'],
    ['en', 'our 2i/c on the station', 'manager'],
    ['es', 'el segundo al mando del barco', 'manager'],
    ['pt', 'o restaurante onde eu trabalhava no Porto, o Zé Cunha, era o dono', 'manager'],
    ['es', 'la tienda donde trabajé en Lima, Rosa Vega, era la dueña', 'manager'],
  ] as const)('%s: %s → %s', (locale, text, meant) => {
    expect(relationshipIn(locale, text)).toBe(meant);
  });

  it('is no boss when the owner is of a place one did not work at', () => {
    expect(relationshipIn('pt', 'a padaria onde eu compro pão, a dona é a Rosa')).not.toBe(
      'manager',
    );
  });
});

describe('a blessing beside the "done"', () => {
  it.each([
    "C'est tout. Merci, que Dieu vous garde",
    'É só isso, Deus te abençoe!',
    'Eso es todo, vaya con Dios',
    'Das war’s, Gott segne Sie',
    "That's all, God bless",
    "C'est tout, merci. Choukrane",
    'Voilà, c’est tout, inchallah',
  ])('"%s" finishes', (message) => {
    expect(saysDone(message)).toBe(true);
  });

  it('after details, the clause before it decides', () => {
    expect(endsSayingDone('paul@acme.fr, c’est tout, que Dieu vous bénisse')).toBe(true);
    expect(endsSayingDone('paul@acme.fr, que Dieu vous bénisse')).toBe(false);
  });

  it('names nobody called Dieu or Deus', () => {
    const { state, text } = talkFrom(
      'fr',
      'FR',
      'oui',
      'Paul Martin, mon chef, paul@acme.fr',
      "oui c'est bien lui",
      'Merci, que Dieu vous bénisse',
    );
    expect(state.pendingPerson ?? null).toBeNull();
    expect(text).not.toContain('Dieu');
  });

  it('is no "done" alone', () => {
    expect(saysDone('Que Dieu vous bénisse')).toBe(false);
  });
});

describe('names with "Ould", "Mint", "bin" (son or daughter of)', () => {
  const fr = contactWordsFor('fr');
  it.each([
    ['Sidi Mohamed Ould Baba, mon chef', 'Sidi Mohamed', 'Ould Baba'],
    ['Aichetou Mint Sidi, ma collègue', 'Aichetou', 'Mint Sidi'],
    ['Mohamed Ould Cheikh, mon chef', 'Mohamed', 'Ould Cheikh'],
    ['Ahmad Faiz bin Ismail, my manager', 'Ahmad Faiz', 'bin Ismail'],
  ])('%s', (text, firstName, lastName) => {
    expect(findName(text, fr)).toMatchObject({ firstName, lastName });
  });

  it('leaves other particles where they were ("de", "van")', () => {
    expect(findName('Jean Pierre de Castro, mon chef', fr)).toMatchObject({ firstName: 'Jean' });
  });

  it('takes a surname explained after as no new referee', () => {
    const { state } = talkFrom(
      'fr',
      'FR',
      'oui',
      'Brahim Ould Sidi, mon chef, brahim@pecherie.mr',
      "Ould Sidi c'est le nom de famille. Pareil pour Ould, « fils de »",
    );
    expect(state.contacts).toHaveLength(1);
    expect(state.contacts[0]).toMatchObject({ firstName: 'Brahim', lastName: 'Ould Sidi' });
  });

  it('still takes another person of the same surname', () => {
    const { state } = talkFrom(
      'fr',
      'FR',
      'oui',
      'Brahim Ould Sidi, mon chef, brahim@pecherie.mr',
      'Et sa sœur Fatma Mint Sidi, ma collègue, fatma@pecherie.mr',
    );
    expect(state.contacts).toHaveLength(2);
  });
});

describe('"Tia" / "Tio" before a name, and a short name said before the full one', () => {
  const pt = contactWordsFor('pt');
  it.each([
    ['a Tia Bete da padaria onde trabalhei, Elizabete Rocha, era a dona', 'Elizabete', 'Rocha'],
    ['a Fran da oficina, Francisca Alves', 'Francisca', 'Alves'],
    ['o Tio Zeca Pires, vizinho', 'Zeca', 'Pires'],
  ])('%s', (text, firstName, lastName) => {
    expect(findName(text, pt)).toMatchObject({ firstName, lastName });
  });

  it('keeps the first full name when the later one is someone else', () => {
    expect(findName('a Ana Lima, da loja do Marcos Souza', pt)).toMatchObject({
      firstName: 'Ana',
      lastName: 'Lima',
    });
  });

  it('reads "Tia" as a name in English', () => {
    expect(findName('Tia Carter, my manager', contactWordsFor('en'))).toMatchObject({
      firstName: 'Tia',
    });
  });
});

describe('a mail provider said in a correction', () => {
  it('puts right the domain of the one address it is a letter or two from', () => {
    const { state } = talkFrom(
      'pt',
      'BR',
      'sim',
      'Minha chefe Carla Mendes, carla.mendes@hotmial.com, gestora',
      'desculpa, é hotmail, errei',
    );
    expect(state.contacts[0]?.email).toBe('carla.mendes@hotmail.com');
  });

  it('changes nothing without a correction, or far from every domain', () => {
    const quiet = talkFrom(
      'fr',
      'FR',
      'oui',
      // Two letters from "gmail": mended only by a correction (one letter is mended as read:
      // mail-providers.ts).
      'Paul Martin, mon chef, paul@gnaill.com',
      'il utilise gmail tous les jours',
    );
    expect(quiet.state.contacts[0]?.email).toBe('paul@gnaill.com');
    const far = talkFrom(
      'fr',
      'FR',
      'oui',
      'Paul Martin, mon chef, paul@acme.fr',
      "pardon, c'est gmail",
    );
    expect(far.state.contacts[0]?.email).toBe('paul@acme.fr');
  });
});
