import { describe, expect, it } from 'vitest';
import { readContacts } from '../../questionnaires/kinds/contact.reader.ts';
import type { IntakeContext, IntakeState } from './agent.types.ts';
import { contactWordsFor } from './contact-words.ts';
import { initialIntakeState, intakeTurn } from './intake-agent.ts';
import { readConsent, saysDone } from './intake-reading.ts';

/** The intake, fifteenth set round 1, Spanish and German side (branch t16-int-esde). */

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

function partsOf(locale: IntakeContext['locale'], country: string, message: string) {
  return readContacts(message, contactWordsFor(locale), country);
}

describe('a "ne" that is a no in German and a yes in Greek is never a refusal alone', () => {
  it.each([
    ['de', 'Ne, entaxei! 😊'],
    ['de', 'ne ne, kalá'],
    ['es', 'Ne, fysiká.'],
    ['fr', 'Ne 🙂'],
  ] as const)('%s: "%s" is asked again, nothing refused', (locale, text) => {
    const state = talkFrom(locale, 'DE', text);
    expect(state.consent).toBeNull();
    expect(state.step).toBe('consent');
  });

  it.each([
    ['de', 'ne, lieber nicht'],
    ['de', 'Ne, auf keinen Fall.'],
    ['de', 'Nein.'],
    ['fr', 'Non, je ne veux pas.'],
    ['fr', 'Je ne veux pas qu’on les contacte.'],
  ] as const)('%s: "%s" still refuses (the rest says no too)', (locale, text) => {
    expect(talkFrom(locale, 'DE', text).consent).toBe(false);
  });
});

describe('Nigerian Pidgin "no wahala" is "no problem": a yes', () => {
  it.each(['No wahala, you fit call dem', 'no wahala o 🙂'])('"%s"', (text) =>
    expect(readConsent(text)).toBe(true),
  );

  it.each(['No.', 'No, please don’t', 'wahala dey o, no'])('"%s" is no yes', (text) =>
    expect(readConsent(text)).not.toBe(true),
  );
});

describe('"done" with the thanks and words candidates bring along', () => {
  it.each([
    'Das wars. Efharisto!',
    'Τέλος.',
    'Fertig – ευχαριστώ πολύ',
    'Eso nomás. Yuspagara',
    'Con esos dos ya está. Muy amable',
    'Con ellas ya estaría, gracias',
    'Only dem two. Das wars',
  ])('"%s"', (text) => expect(saysDone(text)).toBe(true));

  it.each(['Efcharistó!', 'Yuspajara', 'Es usted muy amable', 'con esos dos trabajé'])(
    '"%s" alone says nothing is finished',
    (text) => expect(saysDone(text)).toBe(false),
  );
});

describe('one struck and another named in their place in the same message', () => {
  it('German: the new one with an address takes the place', () => {
    const state = talkFrom(
      'de',
      'DE',
      'ja',
      'Mein Chef im Hotel, Herr Stefan Gruber, s.gruber@hotel.de',
      'Moment – nicht Stefan, streichen Sie ihn. Meine richtige Chefin war Frau Petra Vogt, p.vogt@hotel.de',
    );
    expect(state.contacts.map((c) => [c.firstName, c.lastName, c.email])).toEqual([
      ['Petra', 'Vogt', 'p.vogt@hotel.de'],
    ]);
  });

  it('Spanish: the same', () => {
    const state = talkFrom(
      'es',
      'ES',
      'sí',
      'Mi jefe, Andrés Molina, andres.molina@x.es',
      'Perdón, no Andrés, bórralo. Mi jefa de verdad era Lucía Gómez, lucia.gomez@x.es',
    );
    expect(state.contacts.map((c) => c.email)).toEqual(['lucia.gomez@x.es']);
  });

  it('a strike with nobody new only takes the one off', () => {
    const state = talkFrom(
      'de',
      'DE',
      'ja',
      'Mein Chef, Stefan Gruber, s.gruber@hotel.de',
      'Meine Kollegin Petra Lang, p.lang@hotel.de',
      'nicht Stefan, streichen Sie ihn bitte',
    );
    expect(state.contacts.map((c) => c.firstName)).toEqual(['Petra']);
  });
});

describe('a pasted signature or LinkedIn card is one person', () => {
  it('an English street address, its number first, names no one', () => {
    const parts = partsOf(
      'es',
      'ES',
      'Mi compañera en Chicago, su firma:\nBest regards,\nLaura Finch\nAccount Manager | Finch & Co\n350 North Clark Street, Chicago\nlaura.finch@finchco.com',
    );
    expect(parts.map((p) => [p.name?.firstName, p.name?.lastName, p.emails[0]])).toEqual([
      ['Laura', 'Finch', 'laura.finch@finchco.com'],
    ]);
  });

  it('"hier ihre Signatur:" and "Ihnen" are no names', () => {
    const parts = partsOf(
      'de',
      'DE',
      'Ich schicke Ihnen ihre Signatur:\n\nMit freundlichen Grüßen\nJana Roth\nTeamleiterin | Nordlicht GmbH\njana.roth@nordlicht.de',
    );
    expect(parts.map((p) => p.name?.firstName)).toEqual(['Jana']);
  });
});

describe('a CV\'s "Surnames, Given names"', () => {
  it('read given names first when they are known as such; the split is still asked', () => {
    const [part] = partsOf('es', 'BO', 'Quispe Mamani, Ana Paula — mi jefa — 71234567');
    expect(part?.name?.written).toBe('Ana Paula Quispe Mamani');
  });

  it('two such lines are two referees', () => {
    const state = talkFrom(
      'es',
      'BO',
      'sí',
      'De mi CV:\nQuispe Mamani, Ana Paula — mi jefa — 71234567\nCondori Apaza, Juan Carlos — mi profesor — juan.condori@x.edu.bo',
    );
    expect(state.contacts).toHaveLength(2);
    expect(state.contacts[1]?.email).toBe('juan.condori@x.edu.bo');
    expect(state.contacts[0]?.email).toBeNull();
  });

  it.each([
    ['García López, Pérez — mi jefe — 612345678'],
    ['Raul, Carmen Diaz — colegas — 612345678'],
  ])('"%s" is left as written', (text) => {
    const [part] = partsOf('es', 'ES', text);
    expect(part?.name?.written ?? '').not.toMatch(/^(?:Pérez|Carmen Diaz) /);
  });
});

describe('a first name with an honorific, then said again in full', () => {
  it.each([
    ['de', 'CH', 'Meena Akka – Meena Raman, Kollegin, meena.raman@x.ch', 'Raman'],
    ['es', 'ES', 'Selvi Akka – Selvi Sivalingam, mi jefa, selvi.siva@x.es', 'Sivalingam'],
  ] as const)('%s: "%s"', (locale, country, text, surname) => {
    const [part] = partsOf(locale, country, text);
    expect(part?.name?.lastName).toBe(surname);
  });

  it('a later surname the address does not spell is not taken', () => {
    const [part] = partsOf('de', 'CH', 'Rajan Anna, also Rajan Kumar, Chef, r.s@x.ch');
    expect(part?.name?.lastName).not.toBe('Kumar');
  });
});

describe('a number said to be in a country the lexicon does not list', () => {
  it.each([
    [
      'de',
      'CH',
      'Priya Nadarajah, Kollegin, priya@x.lk, Nummer in Sri Lanka: 077 123 4567',
      '+94771234567',
    ],
    [
      'es',
      'ES',
      'Mi jefe Sunil Perera, sunil@x.com, está en Sri Lanka, 077 123 4567',
      '+94771234567',
    ],
  ] as const)('%s: "%s"', (locale, country, text, phone) => {
    const [part] = partsOf(locale, country, text);
    expect(part?.phone).toBe(phone);
  });

  it('a country that is also a name is no place without "in" before it', () => {
    const [part] = partsOf('de', 'DE', 'Jordan Weber, Kollege, j.weber@x.de, 0171 5550123');
    expect(part?.phone).toBe('+491715550123');
  });
});

describe('words of the countries and faiths candidates come from', () => {
  it('the Swiss "Berufsbildnerin" is a teacher', () => {
    const [part] = partsOf('de', 'CH', 'Sandra Meier, meine Berufsbildnerin, sandra.meier@x.ch');
    expect(part?.relationship).toBe('teacher');
  });

  it.each([
    ['Fray Luis de León, mi profesor, luis.leon@x.es', 'Luis'],
    ['Sor Juana Inés Ramírez, directora, juana@x.mx', 'Juana'],
  ])('"%s": a religious title is no first name', (text, first) => {
    const [part] = partsOf('es', 'ES', text);
    expect(part?.name?.firstName ?? part?.name?.written?.split(' ')[0]).toBe(first);
  });
});

describe('a foreign number that a German tenant would read as a landline with its area code cut', () => {
  it.each([
    ['Tunde Okafor, Chef in Lagos, tunde@x.com, 0803 123 4567', '0803 123 4567'],
    ['Chinedu Obi, Kollege, chinedu@x.com, 0703 555 1234', '0703 555 1234'],
  ])('"%s": its country is asked', (text, raw) => {
    const [part] = partsOf('de', 'DE', text);
    expect(part?.phone).toBeNull();
    expect(part?.unplacedPhone).toBe(raw);
  });

  it.each([
    ['Jens Ohlsen, jens@x.de, 0151 2345 6789', '+4915123456789'],
    ['Jens Ohlsen, jens@x.de, 08031 234567', '+498031234567'],
    ['Jens Ohlsen, jens@x.de, 040 2889-4417', '+494028894417'],
  ])('"%s": a German way of writing stays read', (text, phone) => {
    const [part] = partsOf('de', 'DE', text);
    expect(part?.phone).toBe(phone);
  });

  it('"Engr." is a title, no first name', () => {
    const [part] = partsOf('de', 'DE', 'Engr. Tunde Bakare, mein Chef, tunde.bakare@x.com');
    expect([part?.name?.firstName, part?.name?.lastName]).toEqual(['Tunde', 'Bakare']);
  });

  it.each(['Na, das wars', 'Na only dem two. Das wars'])('"%s" is done', (text) =>
    expect(saysDone(text)).toBe(true),
  );

  it('"na" alone is no done', () => expect(saysDone('na')).toBe(false));
});

describe('a referee sent too early, then named again in full with their address', () => {
  it('Spanish: the fuller name is theirs, asked where the first name ends', () => {
    const state = talkFrom(
      'es',
      'ES',
      'sí',
      'La primera sería Ana Paula',
      'Perdón, se envió antes. Ana Paula Ríos Vega, mi jefa, ana.rios@x.es',
    );
    expect(state.contacts).toHaveLength(1);
    expect(state.contacts[0]?.email).toBe('ana.rios@x.es');
    expect(state.contacts[0]?.nameAsWritten).toBe('Ana Paula Ríos Vega');
  });

  it('the same name said again changes nothing of it', () => {
    const state = talkFrom(
      'es',
      'ES',
      'sí',
      'Mi jefa es Lucía Gómez',
      'Lucía Gómez, lucia.gomez@x.es',
    );
    expect(state.contacts.map((c) => [c.firstName, c.lastName, c.email])).toEqual([
      ['Lucía', 'Gómez', 'lucia.gomez@x.es'],
    ]);
  });
});
