import { describe, expect, it } from 'vitest';
import type { IntakeContext, IntakeState } from './agent.types.ts';
import { initialIntakeState, intakeTurn } from './intake-agent.ts';
import { nameSaidReversed, readConsent, saysDone } from './intake-reading.ts';

/** The intake, sixteenth set, Spanish and German side (branch t17-int-esde): other wordings. */

const CONTEXT: IntakeContext = {
  tenantName: 'Acme',
  locale: 'de',
  roleTitle: null,
  candidateFirstName: 'Ada',
  candidateLastName: 'Lovelace',
  defaultCountry: 'DE',
};

function talkFrom(
  locale: IntakeContext['locale'],
  defaultCountry: string,
  ...messages: string[]
): IntakeState {
  let state = initialIntakeState();
  for (const message of messages)
    state = intakeTurn({ ...CONTEXT, locale, defaultCountry }, state, message).state;
  return state;
}

describe('"fine by me" in Spanish is a yes', () => {
  it.each(['Por mí bien', 'por mi vale, pueden llamarlos', 'Por mí perfecto 👍', 'por mí fino'])(
    '"%s"',
    (text) => expect(readConsent(text)).toBe(true),
  );

  it.each(['Por mí no', 'Por mí no, gracias'])('"%s" is no yes', (text) =>
    expect(readConsent(text)).not.toBe(true),
  );
});

describe('"done" with the words around it', () => {
  it.each([
    'Fertig, danke sehr!',
    'Das war’s. Danke vielmals',
    'I reckon das war’s',
    '이게 전부예요 – das war’s',
    '이게 다야. Danke!',
    'Ya está, pana. Gracias, chama',
    'Eso es todo. Qué lata esto de los formularios jaja',
    'Listo, quillo',
  ])('"%s"', (text) => expect(saysDone(text)).toBe(true));

  it.each([
    'qué lata, ana@x.com',
    'Reckon',
    'Qué lata, mi jefa no contesta nunca',
    'chamo, mi jefe es Luis Rivas',
  ])('"%s" is not done', (text) => expect(saysDone(text)).toBe(false));
});

describe('a name read the wrong way round, said so later', () => {
  it.each([
    ['Park ist der Nachname, Vorname Ji-sung', 'Park', 'Ji-sung'],
    ['Ruiz es el apellido 😊 el nombre es Lucía.', 'Ruiz', 'Lucía'],
    ['der Nachname ist Park', 'Park', null],
    ['Park is the surname, first name Ji-sung', 'Park', 'Ji-sung'],
  ])('"%s"', (text, surname, given) => {
    expect(nameSaidReversed(text)).toMatchObject({ surname, given });
  });

  it('turns the card round, and reads the details beside it', () => {
    const state = talkFrom(
      'de',
      'DE',
      'Ja, gerne',
      'Meine Chefin war Park Ji-sung',
      'Park ist der Nachname, Vorname Ji-sung. jisung.park@hotel.kr',
    );
    expect(state.contacts).toHaveLength(1);
    expect(state.contacts[0]).toMatchObject({
      firstName: 'Ji-sung',
      lastName: 'Park',
      email: 'jisung.park@hotel.kr',
    });
  });

  it('in Spanish too', () => {
    const state = talkFrom(
      'es',
      'ES',
      'Sí, claro',
      'Mi jefa, Ruiz Lucía, lucia@bar.es',
      'Ruiz es el apellido, el nombre es Lucía',
    );
    expect(state.contacts[0]).toMatchObject({ firstName: 'Lucía', lastName: 'Ruiz' });
  });

  it('a surname said that is already the surname changes nothing', () => {
    const state = talkFrom(
      'de',
      'DE',
      'Ja',
      'Meine Chefin Anna Müller, anna@mueller.de',
      'Müller ist der Nachname',
    );
    expect(state.contacts[0]).toMatchObject({ firstName: 'Anna', lastName: 'Müller' });
  });

  it('another given name said than the card holds turns nothing round (never a guess)', () => {
    const state = talkFrom(
      'de',
      'DE',
      'Ja',
      // Not a Korean given name with its hyphen, which is read given name first already.
      'Meine Chefin war Park Jisung, ji@hotel.kr',
      'Park ist der Nachname, Vorname Min-ji',
    );
    expect(state.contacts[0]).not.toMatchObject({ firstName: 'Jisung', lastName: 'Park' });
  });
});

describe('a Korean mobile written at home, on a German tenant, is asked about', () => {
  it('"010-…" is never read as a German number', () => {
    const state = talkFrom('de', 'DE', 'Ja', 'Mein Chef Lee Dong-hyun, lee@x.kr, 010-9876-5432');
    expect(state.contacts[0]?.phone ?? null).toBeNull();
    expect(state.unplacedPhones?.[0]?.raw).toBe('010-9876-5432');
  });
});
