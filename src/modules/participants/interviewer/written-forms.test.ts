import { describe, expect, it } from 'vitest';
import { intakeTurn } from './intake-agent.ts';
import { consentedIntake, intakeTestContext } from './intake-turn.test-helper.ts';
import { withDictatedMarksInAnswer, withDictatedPunctuation } from './written-forms.ts';

describe('punctuation a voice keyboard wrote out as words', () => {
  it.each([
    ['Lilija Hein Komma meine Lehrerin', 'Lilija Hein, meine Lehrerin'],
    ['Das ist alles Punkt Danke Ausrufezeichen', 'Das ist alles Punkt Danke!'],
    [
      'Mon responsable virgule Thierry Müller virgule son portable',
      'Mon responsable, Thierry Müller, son portable',
    ],
    [
      'o Célio era o meu guia ponto final estou a conduzir',
      'o Célio era o meu guia. estou a conduzir',
    ],
    ['deux personnes point-virgule la première', 'deux personnes; la première'],
    ['duas pessoas ponto e vírgula a primeira', 'duas pessoas; a primeira'],
    ['Wer sieht das Fragezeichen', 'Wer sieht das?'],
  ])('%s', (said, read) => {
    expect(withDictatedPunctuation(said)).toBe(read);
  });

  it.each([
    // Spanish "coma" is a verb too; a dictated address is withSpokenEmails' to read.
    'que coma algo antes de la entrevista',
    'lilija Punkt Hein at vhs Punkt de',
    'Kommata und Kommentare',
    'Komma am Anfang',
  ])('leaves "%s" as it is', (said) => {
    expect(withDictatedPunctuation(said)).toBe(said);
  });

  it('no surname "Komma", no referee "Ausrufezeichen" in a dictated intake', () => {
    const context = intakeTestContext('de', 'DE');
    const state = consentedIntake();
    const read = intakeTurn(
      context,
      state,
      'Und Frau Lilija Hein Komma meine Lehrerin vom Deutschkurs Punkt Email lilija Punkt Hein at VHS Bindestrich Pforzheim Punkt de',
    ).state;
    expect(read.contacts).toHaveLength(1);
    expect(read.contacts[0]).toMatchObject({
      firstName: 'Lilija',
      lastName: 'Hein',
      email: 'lilija.hein@vhs-pforzheim.de',
    });
    const done = intakeTurn(context, read, 'Das ist alles Punkt Danke Ausrufezeichen').state;
    expect(done.contacts).toHaveLength(1);
  });
});

describe('keeping only the first referees listed', () => {
  const three = (locale: 'en' | 'es' | 'de' | 'fr' | 'pt') => {
    const context = intakeTestContext(locale, 'US');
    const state = consentedIntake();
    state.contacts = ['Ana Ruiz', 'Bea Lima', 'Caio Souza'].map((name) => {
      const [firstName, lastName] = name.split(' ') as [string, string];
      return {
        firstName,
        lastName,
        email: `${firstName.toLowerCase()}@example.com`,
        phone: null,
        relationship: 'colleague',
      };
    });
    return { context, state };
  };

  it.each([
    ['en', 'Actually, just keep the first two'],
    ['es', 'Mejor quédate solo con los dos primeros'],
    ['de', 'Behalten Sie nur die ersten beiden, bitte'],
    ['fr', "Finalement gardez seulement les deux premiers. C'est un ami, ça compte pas"],
    ['pt', 'Deixa só os dois primeiros'],
  ] as const)('%s: "%s" drops the third', (locale, said) => {
    const { context, state } = three(locale);
    const after = intakeTurn(context, state, said).state;
    expect(after.contacts.map((c) => c.firstName)).toEqual(['Ana', 'Bea']);
  });

  it.each([
    ['es', 'Solo los dos primeros tienen correo del trabajo'],
    ['pt', 'só os dois têm email'],
    ['de', 'Nur die ersten zwei haben eine Handynummer'],
    ['en', 'Only the first two worked with me directly'],
  ] as const)('%s: "%s" keeps everyone', (locale, said) => {
    const { context, state } = three(locale);
    const after = intakeTurn(context, state, said).state;
    expect(after.contacts).toHaveLength(3);
  });
});

describe('a signature with a desk number, a mobile and the firm (blind sets 42–45)', () => {
  it('keeps one referee, the mobile, and no firm "s.r.o." for a person', () => {
    const context = intakeTestContext('de', 'CZ');
    const state = consentedIntake();
    const read = intakeTurn(
      context,
      state,
      'Mein Chef, Signatur kopiert:\n\nS pozdravem / Mit freundlichen Grüßen\n\nIng. Jiří Dvořák, Ph.D.\nvedoucí výroby / Produktionsleiter\nAutodíly Plzeň s.r.o.\nT: +420 377 123 456\nM: 603 214 587\njiri.dvorak@autodily-plzen.cz',
    ).state;
    expect(read.contacts).toHaveLength(1);
    expect(read.contacts[0]).toMatchObject({
      firstName: 'Jiří',
      lastName: 'Dvořák',
      phone: '+420603214587',
      email: 'jiri.dvorak@autodily-plzen.cz',
    });
  });
});

describe('a referee answer dictated with its punctuation (session 31)', () => {
  it.each([
    [
      'Lé propre virgule zéro reprise point je lui mets quatre virgule non cinq point',
      'Lé propre, zéro reprise. je lui mets quatre, non cinq.',
    ],
    [
      "Habilitation électrique point d'interrogation je crois qu'elle a le B0 point",
      "Habilitation électrique? je crois qu'elle a le B0.",
    ],
    ['son point fort virgule la rigueur point', 'son point fort, la rigueur.'],
  ])('"%s" reads as typed', (said, typed) => {
    expect(withDictatedMarksInAnswer(said)).toBe(typed);
  });

  it.each(['deux virgule cinq ans', "c'est un point important", 'su punto fuerte es la calma'])(
    '"%s" is left as said (a decimal comma, a point that is a noun, no mark said)',
    (said) => {
      expect(withDictatedMarksInAnswer(said)).toBe(said);
    },
  );
});
