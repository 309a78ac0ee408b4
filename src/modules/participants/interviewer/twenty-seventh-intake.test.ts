import { describe, expect, it } from 'vitest';
import type { IntakeContext } from './agent.types.ts';
import { contactWordsFor } from './contact-words.ts';
import { initialIntakeState, intakeConfirmTurn, intakeTurn } from './intake-agent.ts';
import { refusesBeforeDetails } from './intake-reading.ts';

/**
 * The intake, twenty-seventh blind set's first round: a refusal said as a polite idiom before
 * the details that explain it. Other wordings than the corpus's, and wordings that must not be
 * read so.
 */

const hasAddress = (text: string) => /\S+@\S+\.\S+/.test(text);

describe('a polite no before the details that explain it refuses', () => {
  it.each([
    'Fíjese que mejor no. Mi jefa es la Licda. Brenda Xicará (bxicara@coop.com.gt) y es amiga del gerente.',
    'Grüessech. Merci für d Aafrag, aber nei, vorläufig lieber nid. Mini Chefin, d Sandra Frei (sandra.frei@bus.ch), weiss no nüt.',
    'Boa tarde. Agradeço, mas prefiro que não. A minha chefe, a Dra. Helena Marques (helena.marques@viseu.pt), não sabe.',
    'Merci, mais plutôt pas. Mon chef (paul.martin@exemple.fr) ne sait rien.',
    'Muchas gracias por pensar en mí, pero mejor no. Mi jefa (ana@coop.gt) no sabe nada.',
    'Merci für d Aafrag, aber nei, lieber nid. D Chefin (sandra@bus.ch) weiss nüt. Wenn Dir mir es Agebot machet, gib i Öich gärn Referänze.',
    "Thanks, but I'd rather not. My boss jane@example.com doesn't know I'm looking.",
  ])('"%s"', (message) => {
    expect(refusesBeforeDetails(message, hasAddress)).toBe(true);
  });

  it.each([
    // A "no" about something else, then a referee.
    'Mi jefe no sabe nada. Contacten a Ana: ana@example.com',
    // A yes beside it: the idiom is about one person.
    'Sí, claro. A Pedro mejor no. Ana: ana@example.com',
    // A question back.
    '¿Mejor no? Pregunto porque mi jefa es ana@example.com',
    // The idiom only after the details: about them.
    'Ana Ruiz, ana@example.com. A mi jefe actual mejor no.',
    // A no about one person, a channel or a time, then a referee (a reviewer's inputs).
    'Hola! Gracias. Mi jefe actual mejor no. Pero mi anterior jefa sí: Ana López ana.lopez@gmail.com',
    'Hola mi jefe actual, mejor no. Ana López ana.lopez@gmail.com',
    'Mon chef, plutôt pas. Mais Paul Martin: paul.martin@orange.fr',
    'Servus! Den jetzigen Chef lieber ned. Die Anna Huber schon: anna.huber@gmx.at',
    "Hi! Thanks. My current manager, I'd rather not. But you can contact Jane Doe: jane.doe@gmail.com",
    'Por teléfono mejor no. Solo correo: Ana López ana.lopez@gmail.com',
    'Telefonisch lieber nicht. Nur per Mail: Anna Meier anna.meier@gmx.de',
    'Pedro mejor no. Ana López ana.lopez@gmail.com',
    'Beleza! Meu chefe atual prefiro que não. Pode falar com a Ana Costa: ana.costa@gmail.com',
    // "mejor no" not ending its sentence ("better not call …").
    'Mejor no llamen antes de las 6. Ana: ana@example.com',
  ])('not "%s"', (message) => {
    expect(refusesBeforeDetails(message, hasAddress)).toBe(false);
  });
});

describe('a sous-chef is no relationship read', () => {
  it('asks (the boss or a peer: "war Souschef wie i"), while a Küchenchef is the boss', () => {
    const words = contactWordsFor('de');
    expect(words.relationship('Souschef')).toBeNull();
    expect(words.relationship('Küchenchef')).toBe('manager');
  });
});

it('a no, then a yes with the details, refuses nothing', () => {
  const saysYes = (text: string) => /(?<![\p{L}])sí(?![\p{L}])/iu.test(text);
  expect(
    refusesBeforeDetails(
      'Mejor no. Bueno, sí, contacten a Ana: ana@example.com',
      hasAddress,
      saysYes,
    ),
  ).toBe(false);
});

function talkIn(locale: IntakeContext['locale'], country: string, ...messages: string[]) {
  const context: IntakeContext = {
    tenantName: 'Acme',
    locale,
    roleTitle: null,
    candidateFirstName: 'Ada',
    candidateLastName: 'Lovelace',
    defaultCountry: country,
  };
  let state = initialIntakeState();
  for (const message of messages) {
    const turn = intakeTurn(context, state, message);
    state = turn.state;
    while (state.confirm) state = intakeConfirmTurn(context, state, true).state;
  }
  return state;
}

describe('a detail said to be of the one listed with that relationship is theirs', () => {
  it('"Mail vom Chef …" after the boss and a colleague: the boss\'s, not the last one\'s', () => {
    const state = talkIn(
      'de',
      'DE',
      'ja',
      'Mein Chef Hannes Thaler, Handy 0171 2345678, Vorgesetzter',
      'Und der Alois Gamper, mein Kollege, 0171 8765432',
      'Mail vom Chef hab ich doch: info@hotel-thaler.de',
    );
    const hannes = state.contacts.find((c) => c.firstName === 'Hannes');
    const alois = state.contacts.find((c) => c.firstName === 'Alois');
    expect(hannes?.email).toBe('info@hotel-thaler.de');
    expect(alois?.email ?? null).toBeNull();
  });

  it.each([
    // Denied, pointing back at the last one, or another boss (a reviewer's inputs).
    'Mail vom Chef hab ich nicht, nur seine: info@gasthof-gamper.de',
    'Ihre Mail ist info@gasthof-gamper.de, sie war die Assistentin vom Chef',
    'Und die Mail vom früheren Chef ist info@gasthof-gamper.de',
  ])('not in "%s"', (message) => {
    const state = talkIn(
      'de',
      'DE',
      'ja',
      'Mein Chef Hannes Thaler, Handy 0171 2345678, Vorgesetzter',
      'Und die Verena Kofler, meine Kollegin, 0171 8765432',
      message,
    );
    expect(state.contacts.find((c) => c.firstName === 'Hannes')?.email ?? null).toBeNull();
  });

  it('not when two listed share that relationship', () => {
    const state = talkIn(
      'es',
      'ES',
      'sí',
      'Mi jefe Pedro Ruiz, 612 345 678, jefe',
      'Mi otra jefa Ana Gil, 622 345 678, jefa',
      'El correo de mi jefe es info@acme.es',
    );
    expect(state.contacts.find((c) => c.firstName === 'Pedro')?.email ?? null).toBeNull();
  });
});
