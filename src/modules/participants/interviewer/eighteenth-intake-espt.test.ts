import { describe, expect, it } from 'vitest';
import { readContacts, withSpokenEmails } from '../../questionnaires/kinds/contact.reader.ts';
import type { IntakeContext, IntakeState } from './agent.types.ts';
import { withoutChatHeaders } from './chat-headers.ts';
import { contactWordsFor, withSpokenPhones } from './contact-words.ts';
import { readConsent, refusesInWords } from './intake-reading.ts';
import { talkFrom } from './intake-turn.test-helper.ts';
import { withKnownNumbersInFull } from './known-numbers.ts';
import { withSurnameTheAddressSpells } from './surname-spelt.ts';

/**
 * The intake, eighteenth set, Spanish and Portuguese side (branch t19-int-espt): other
 * wordings than the corpus's.
 */

describe('a yes said in irony, then a refusal idiom as its own sentence', () => {
  it.each([
    'Sí, hombre, ¡ni de broma!',
    'Claro, claro… y un jamón 🙄',
    'Sí, cómo no. Y que se entere todo el mundo de que busco curro. Ni hablar',
    'Ja klar, ganz sicher nicht!',
    'Na klar. Und morgen kündige ich gleich selbst. Vergiss es',
    'Mais oui, bien sûr… et puis quoi encore ?!',
    "C'est ça. Jamais de la vie.",
    'Sim, claro… nem a pau',
    'Tá bom, e eu ainda ligo pro meu chefe pra avisar. Nem pensar!',
    'Oh sure, and tell my boss too. Not in a million years',
    'yeah right. over my dead body',
  ])('is a refusal: %s', (message) => {
    expect(readConsent(message)).toBe(false);
    expect(refusesInWords(message)).toBe(true);
  });

  it('refuses even with an address in the sarcasm, and keeps nobody', () => {
    const state = talkFrom(
      'es',
      'ES',
      'Sí, claro. Y de paso escribidle a mi jefe, luis.mora@talleres.es, para que me despida ya. Ni de broma',
    );
    expect(state.consent).not.toBe(true);
    expect(state.contacts).toHaveLength(0);
  });
});

describe('a refusal idiom beside a plain yes is a negation: no consent, asked again', () => {
  it.each([
    // The idiom about someone, not the request: a yes with an exception, never a consent read alone.
    'Sí, claro. A mi jefe actual, ni de coña',
    'Sí. Ni de coña',
    'Ja. Meinen jetzigen Chef auf keinen Fall',
    'Oui. Hors de question pour mon patron actuel',
    'Sim. O meu chefe atual, nem pensar',
    'Yes. My current boss, no chance',
  ])('is no consent: %s', (message) => {
    expect(readConsent(message)).not.toBe(true);
  });

  it.each([
    // Leave given between the ironic-sounding yes and the idiom: no irony.
    'Sí, claro, pueden llamar a todos. ¿A mi jefe actual? Ni de coña',
    'Sim, claro, podem ligar. Pro meu chefe atual? Nem pensar',
  ])('is never read as a refusal: %s', (message) => {
    expect(readConsent(message)).not.toBe(false);
  });

  it.each([
    // A question after the yes may ask what comes next.
    'Claro. ¿Y qué más?',
    'Claro, ¿y qué más necesitáis?',
  ])('is never a refusal when asked: %s', (message) => {
    expect(readConsent(message)).not.toBe(false);
  });

  it.each([
    'Sí, claro, adelante',
    'Ja klar, gerne',
    'Oui, bien sûr, vous pouvez les appeler',
    'Sim, claro, podem ligar',
    'Yeah sure, go ahead',
    'Claro que sí, ni lo dudes',
  ])('a plain yes stays a yes: %s', (message) => {
    expect(readConsent(message)).toBe(true);
  });
});

describe('Angola\'s "maka" (trouble) said not to be there', () => {
  it.each(['Pode ligar, não tem maka', 'Sem maka, podem contactar', 'Sim, não há nenhuma maka'])(
    'is a yes: %s',
    (message) => {
      expect(readConsent(message)).toBe(true);
    },
  );

  it('is no yes when trouble is said to be there', () => {
    expect(readConsent('Há maka com o meu chefe, não liguem')).not.toBe(true);
  });
});

const details = (state: IntakeState) =>
  state.contacts.map(({ firstName, lastName, email, phone, relationship }) => ({
    firstName,
    lastName,
    email,
    phone,
    relationship,
  }));

describe('work said to be done together, and a friend in Angola', () => {
  it.each([
    [
      'pt',
      'PT',
      'A Joana Reis Pacheco, trabalhámos juntas na receção do hotel, joana.reis@hotelmar.pt',
    ],
    ['es', 'ES', 'Marta Gil Soler, trabajamos juntas en la tienda de Sol, marta.gil@tiendasol.es'],
    ['de', 'DE', 'Jonas Weber, wir haben drei Jahre zusammen gearbeitet, jonas.weber@werk.de'],
    ['fr', 'FR', "Luc Perrin, on a travaillé ensemble à l'entrepôt, luc.perrin@depot.fr"],
    ['en', 'GB', 'Sam Hale, we worked together at the depot, sam.hale@depot.co.uk'],
  ] as const)('is a colleague (%s)', (locale, country, message) => {
    const state = talkFrom(locale, country, 'ok', message);
    expect(details(state)[0]?.relationship).toBe('colleague');
  });

  it('a word of the lexicon says more than working together', () => {
    const state = talkFrom(
      'pt',
      'PT',
      'sim',
      'O Sr. Paulo Neves, foi o meu chefe, trabalhámos juntos 3 anos, paulo.neves@frio.pt',
    );
    expect(details(state)[0]?.relationship).toBe('manager');
  });

  it('"kamba" is a friend', () => {
    const state = talkFrom(
      'pt',
      'AO',
      'sim',
      'A minha kamba Luísa Domingos, luisa.domingos@gmail.com',
    );
    expect(details(state)[0]?.relationship).toBe('friend');
  });

  it('"Sei que…" opening a sentence is no name', () => {
    const state = talkFrom(
      'pt',
      'AO',
      'sim',
      'A minha tia, Teresa Lunda Bento. Sei que é família, mas foi a minha patroa na loja. 923 456 789',
    );
    expect(state.contacts.map((c) => c.firstName)).toEqual(['Teresa']);
  });
});

describe('a "done" among fillers said to the listener', () => {
  it.each([
    ['pt', 'AO', 'É tudo. Valeu, kamba!'],
    ['pt', 'BR', 'Só essas duas. Obrigado, mano'],
  ] as const)('ends the list and changes no referee (%s: %s)', (locale, country, done) => {
    const state = talkFrom(
      locale,
      country,
      'sim',
      'O meu colega Mauro Dias Vieira, mauro.dias@gmail.com',
      'sim',
      done,
    );
    expect(details(state)[0]?.relationship).toBe('colleague');
    expect(state.step).toBe('ready');
  });
});

describe('a place of another country named beside a number the tenant reads whole', () => {
  it('reads the number at home when the place reads it only cut (BR: "no Porto")', () => {
    const state = talkFrom(
      'pt',
      'BR',
      'sim',
      'Rita Souza Lima, minha gerente na loja do bairro Porto, rita.lima@gmail.com, (65) 99876-1234',
    );
    expect(state.contacts[0]?.phone).toBe('+5565998761234');
  });

  it('a number the place reads whole stays the place’s (ES tenant, a Lisbon mobile)', () => {
    const state = talkFrom(
      'es',
      'ES',
      'sí',
      'Rui Costa, mi jefe en Portugal, rui.costa@loja.pt, 912 345 678',
    );
    expect(state.contacts[0]?.phone).toBe('+351912345678');
  });
});

describe('numbers said again without their area code, one for each referee named', () => {
  const listed = [
    'Sim',
    'A Carla Menezes, minha chefe, carla.m@lab.com.br, (11) 99111-2222',
    'sim',
    'O Paulo Reis, colega, paulo.reis@lab.com.br, (11) 98333-4444',
    'sim',
  ];

  it('are swapped as said (pt)', () => {
    const state = talkFrom(
      'pt',
      'BR',
      ...listed,
      'Ai, inverti! O da Carla é o 98333-4444 e o do Paulo é o 99111-2222',
    );
    expect(state.contacts.map((c) => c.phone)).toEqual(['+5511983334444', '+5511991112222']);
  });

  it('are swapped as said (es)', () => {
    const state = talkFrom(
      'es',
      'AR',
      'Sí',
      'Marta Gil, mi jefa, marta.gil@taller.com.ar, 11 4555-1234',
      'sí',
      'Luis Paz, compañero, luis.paz@taller.com.ar, 11 4666-9876',
      'sí',
      'Perdón, los cambié: el de Marta es 4666-9876 y el de Luis es 4555-1234',
    );
    expect(state.contacts.map((c) => c.phone)).toEqual(['+541146669876', '+541145551234']);
  });

  it('are never given to the name after them', () => {
    const state = talkFrom(
      'pt',
      'BR',
      ...listed,
      'Mudaram os números: (11) 97777-0000 é da Carla e (11) 96666-1111 é do Paulo',
    );
    expect(state.contacts[0]?.phone).not.toBe('+5511966661111');
  });
});

describe('a number said again as dialled at home', () => {
  it.each(['o dela é 99214-2277', 'o dela é (65) 99214-2277'])(
    'is the number on the list it ends: %s',
    (message) => {
      expect(withKnownNumbersInFull(message, ['+5565992142277', null])).toBe(
        'o dela é +5565992142277',
      );
    },
  );

  it.each([
    // Two on the list end so: which one is not known.
    ['es el 4555 1234', ['+541145551234', '+541245551234']],
    // Too short to say.
    ['la extensión 5512', ['+541145555512']],
    // Written with its country code: as written.
    ['+54 11 4555-1234', ['+541145551234']],
    ['0054 11 4555-1234', ['+541145551234']],
  ])('is left as written: %s', (message, known) => {
    expect(withKnownNumbersInFull(message, known)).toBe(message);
  });
});

const namesIn = (locale: IntakeContext['locale'], message: string) =>
  readContacts(message, contactWordsFor(locale), 'PT').map((p) => p.name);

describe('a surname opened by an elided particle, and titles written in full', () => {
  it.each([
    ['pt', "Teresa d'Eça Pimentel, minha chefe, teresa@loja.pt", 'Teresa', "d'Eça Pimentel"],
    ['fr', 'Hélène d’Aubigny, ma cheffe, helene@atelier.fr', 'Hélène', 'd’Aubigny'],
    ['es', "Carla dell'Orto Ruiz, mi jefa, carla@obra.es", 'Carla', "dell'Orto Ruiz"],
    ['pt', 'Prof.ª Doutora Marta Sá Lemos, orientadora, msl@uc.pt', 'Marta', 'Sá Lemos'],
    ['pt', 'o Doutor Vasco Mendes, meu médico chefe, vasco@hospital.pt', 'Vasco', 'Mendes'],
  ] as const)('%s: %s', (locale, message, firstName, lastName) => {
    expect(namesIn(locale, message)[0]).toMatchObject({ firstName, lastName });
  });

  it.each([
    // "d'accord", "d'ailleurs" open no surname: lower case after the apostrophe.
    ['fr', "Marc Dupont d'ailleurs, mon chef, marc@x.fr", 'Marc', 'Dupont'],
  ] as const)(
    'no elided word of the sentence joins the name: %s',
    (locale, message, firstName, lastName) => {
      expect(namesIn(locale, message)[0]).toMatchObject({ firstName, lastName });
    },
  );
});

describe('the relationship the candidate asks to be written', () => {
  it.each([
    ['pt', 'A Sónia não era minha chefe, chefiava o outro armazém. Ponham colega'],
    ['es', 'Luis no era mi jefe, era jefe de otro turno. Pongan compañero'],
    ['fr', "Paul n'était pas mon chef, il dirigeait l'autre équipe. Mettez-le comme collègue"],
    ['de', 'Jonas war nicht mein Chef, er leitete die Nachtschicht. Schreiben Sie Kollege'],
    ['en', 'Sam was not my manager, he ran the night shift. Put him down as a colleague'],
  ] as const)('wins over the words describing the person (%s)', (locale, message) => {
    expect(contactWordsFor(locale).relationship(message)).toBe('colleague');
  });

  it('an instruction naming no relationship changes nothing', () => {
    expect(contactWordsFor('es').relationship('Pon mi correo de trabajo, es mi jefa')).toBe(
      'manager',
    );
  });

  it('corrects the referee named, on the list', () => {
    const state = talkFrom(
      'pt',
      'PT',
      'sim',
      'Sónia Leite, chefe de armazém, sonia.leite@frio.pt',
      'sim',
      'Uma correção: a Sónia não era minha chefe, chefiava o armazém do lado. Ponham colega',
    );
    expect(state.contacts[0]?.relationship).toBe('colleague');
  });
});

describe("a referee's chat replies pasted with their headers", () => {
  it.each([
    [
      'es',
      'ES',
      'Esto me ha mandado mi antiguo jefe:\n[09:15, 02/03/2026] Paco Taller: Venga, ponme\n[09:15, 02/03/2026] Paco Taller: Francisco Gómez Ruiz\n[09:16, 02/03/2026] Paco Taller: fgomez@tallergomez.es',
      'Francisco',
      'Gómez Ruiz',
    ],
    [
      'pt',
      'PT',
      'A minha ex-chefe respondeu:\n02/03/2026, 09:15 - Lena Padaria: Claro, põe aí\n02/03/2026, 09:16 - Lena Padaria: Helena Brito\n02/03/2026, 09:16 - Lena Padaria: helena.brito@padaria.pt',
      'Helena',
      'Brito',
    ],
    [
      'de',
      'DE',
      'Meine alte Chefin hat geantwortet:\n[9:15, 2.3.2026] Gabi Bäckerei: Klar, gerne\n[9:15, 2.3.2026] Gabi Bäckerei: Gabriele Hoffmann\n[9:16, 2.3.2026] Gabi Bäckerei: g.hoffmann@baeckerei.de',
      'Gabriele',
      'Hoffmann',
    ],
  ] as const)(
    'read as the name the sender writes, not the one saved (%s)',
    (locale, country, pasted, firstName, lastName) => {
      const state = talkFrom(locale, country, 'ok', pasted);
      expect(state.contacts[0]).toMatchObject({ firstName, lastName });
    },
  );

  it('keep the headers of a sender who writes no name: the saved name is the only one', () => {
    const pasted =
      "Il m'a répondu :\n[18:05, 01/12/2026] Hugo Marchand: Oui bien sûr, mon 06 : 06 12 34 56 78";
    expect(withoutChatHeaders(pasted)).toBe(pasted);
  });

  it('leave a message without chat lines as it is', () => {
    const said = 'Mi jefe, a las 18:42 - Luis Pérez: luis@x.es';
    expect(withoutChatHeaders(said)).toBe(said);
  });
});

describe('a dictated address with letters spelt one by one', () => {
  it.each([
    ['su correo es pili guion bajo erre eme arroba yahoo punto com', 'pili_rm@yahoo.com'],
    ['el correo m a lopez arroba gmail punto com', 'malopez@gmail.com'],
    ['o email é ana ponto jota ele arroba sapo punto pt', 'ana.jl@sapo.pt'],
  ])('%s', (said, email) => {
    expect(withSpokenEmails(said)).toContain(email);
  });

  it.each([
    // One letter alone before "arroba" is no spelling ("o" is "or").
    ['luis o arroba', 'luis o arroba'],
  ])('is left alone: %s', (said, kept) => {
    expect(withSpokenEmails(said)).toBe(kept);
  });
});

describe('a phone dictated in words after a phone word, with no trunk zero', () => {
  it.each([
    [
      'es',
      'su celular es nueve nueve ocho, siete seis cinco, cuarenta y tres, veintiuno',
      '9987654321',
    ],
    [
      'pt',
      'o telefone dele é onze, nove nove oito sete seis, cinco quatro três dois',
      '11998765432',
    ],
    ['de', 'Handynummer: eins fünf eins, zwei drei vier, fünf sechs sieben acht', '1512345678'],
    [
      'fr',
      'son numéro est six, douze, trente-quatre, cinquante-six, soixante-dix-huit',
      '612345678',
    ],
  ] as const)('%s: %s', (locale, said, digits) => {
    expect(withSpokenPhones(said, locale)).toContain(digits);
  });

  it('number words without a phone word before them stay words', () => {
    const said = 'trabajamos nueve, ocho, siete y seis horas';
    expect(withSpokenPhones(said, 'es')).toBe(said);
  });
});

describe('one mail provider taken back for another', () => {
  it.each([
    ['es', 'MX', 'Perdón, el correo de Lupita no es hotmail, es outlook', 'lupe.rios@outlook.com'],
    ['pt', 'BR', 'Desculpa, o e-mail da Lupita não é hotmail, é gmail', 'lupe.rios@gmail.com'],
  ] as const)('%s: %s', (locale, country, correction, email) => {
    const state = talkFrom(
      locale,
      country,
      'sí',
      'Lupita Ríos, mi jefa, lupe.rios@hotmail.com',
      'sí',
      correction,
    );
    expect(state.contacts[0]?.email).toBe(email);
  });

  it('changes nothing when no address on the list is at the provider taken back', () => {
    const state = talkFrom(
      'es',
      'MX',
      'sí',
      'Lupita Ríos, mi jefa, lupe.rios@yahoo.com',
      'sí',
      'Perdón, no es hotmail, es outlook',
    );
    expect(state.contacts[0]?.email).toBe('lupe.rios@yahoo.com');
  });
});

describe('a phone dictated half in figures and half in words, after a phone word', () => {
  it.each([
    ['es', 'y su celular 55 ciento veinte 34 56 78', '5512034' + '5678'],
    ['pt', 'o celular dela é 11 98 cento e vinte 33 44', '119812' + '03344'],
    ['fr', 'son portable : 06 cent 23 45 67', '0610023' + '4567'],
  ] as const)('%s: %s', (locale, said, digits) => {
    expect(withSpokenPhones(said, locale)).toContain(digits);
  });

  it.each([
    ['es', 'trabajé con ella 3 años, ciento veinte horas al mes y 2 turnos'],
    ['es', 'su celular 993 112 33 44'],
  ] as const)('is left as said: %s', (locale, said) => {
    expect(withSpokenPhones(said, locale)).toBe(said);
  });
});

describe('a surname in lower case that the address spells', () => {
  it.each([
    [
      'la doctora Ana Lucía ferreira da costa, alferreira@clinica.pt',
      'Ana Lucía Ferreira da Costa',
    ],
    ['el ingeniero Raúl montes de oca, su correo rmontes@obra.mx', 'Raúl Montes de Oca'],
    ['mi jefe Tomás ibarra jefe de planta, tibarra@planta.mx', 'Tomás Ibarra jefe'],
  ])('%s', (said, name) => {
    expect(withSurnameTheAddressSpells(said)).toContain(name);
  });

  it('a word the address does not spell stays as written', () => {
    const said = 'Pedro gracias, pedro.luna@x.mx';
    expect(withSurnameTheAddressSpells(said)).toBe(said);
  });

  it('a particle between capitals stays as written', () => {
    const said = 'Ana Maria dela Paz, ana.delapaz@gmail.com';
    expect(withSurnameTheAddressSpells(said)).toBe(said);
  });
});

describe('an address opening with the initials of two given names, then the surname', () => {
  it.each([
    ['es', 'Luis Fernando Ortiz Mena, lfortiz@obra.mx'],
    ['pt', 'Ana Luísa Reis Matos, alreis@escola.pt'],
  ] as const)('leaves where the first name ends to be asked: %s', (locale, said) => {
    const [part] = readContacts(said, contactWordsFor(locale), 'MX');
    expect(part?.name?.written).toBe(said.split(',')[0]);
  });

  it('an address that spells the first name says nothing of the kind', () => {
    const [part] = readContacts('Luis Ortiz Mena, luis.ortiz@obra.mx', contactWordsFor('es'), 'MX');
    expect(part?.name).toMatchObject({ firstName: 'Luis', lastName: 'Ortiz Mena' });
  });
});

describe('a phone dictated in words a few words after its phone word (blind set 50)', () => {
  it.each([
    [
      'es',
      'Su cel te lo paso por voz: ocho tres dos, cinco cinco cinco, cero uno cuatro siete',
      '8325550147',
    ],
    [
      'pt',
      'o zap dele eu te passo: onze, nove nove oito sete seis, cinco quatro três dois',
      '11998765432',
    ],
  ] as const)('%s: %s', (locale, said, digits) => {
    expect(withSpokenPhones(said, locale)).toContain(digits);
  });

  it('a phone word in an earlier sentence makes no number of what follows', () => {
    const said = 'Le mandé un mensaje al cel. Trabajamos nueve, ocho, siete, seis y cinco horas';
    expect(withSpokenPhones(said, 'es')).toBe(said);
  });
});
