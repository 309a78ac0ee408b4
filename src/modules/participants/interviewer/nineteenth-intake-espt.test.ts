import { describe, expect, it } from 'vitest';
import { unplacedPhones } from '../../questionnaires/kinds/contact.reader.ts';
import type { IntakeState } from './agent.types.ts';
import { withoutIdNumbers } from './id-numbers.ts';
import { saysDone } from './intake-reading.ts';
import { talkFrom } from './intake-turn.test-helper.ts';
import {
  withAddressesUnaccented,
  withOutlookNamesTurned,
  withoutMailHeaders,
} from './mail-headers.ts';
import { withCapitalLinesCased, withoutCarrierPlaceholder } from './written-forms.ts';

/**
 * The intake, nineteenth set, Spanish and Portuguese side (branch w-inesp): other wordings
 * than the corpus's, in the five languages, and wordings that must not be read so.
 */

const details = (state: IntakeState) =>
  state.contacts.map(({ firstName, lastName, email, phone, relationship }) => ({
    firstName,
    lastName,
    email,
    phone,
    relationship,
  }));

describe("a referee's e-mail reply forwarded with its headers", () => {
  const reply = (intro: string, headers: string, greeting: string) =>
    `${intro}\n\n${headers}\n\n${greeting}\n\nSure, happy to help. Have them call my cell.\n\nMike Sullivan\nOperations Manager | Carolina Roofing\nCell: (704) 555-0142 | Office: (704) 555-0100`;

  it.each([
    [
      'es',
      'Le reenvío lo que me contestó mi supervisor:',
      '---------- Forwarded message ---------\nFrom: Mike Sullivan <msullivan@roofing.com>\nDate: Tue, Nov 24, 2026 at 4:12 PM\nSubject: Re: Reference\nTo: Wilmer Ajanel <wilmer.ajanel92@gmail.com>\nCc: Brenda Cole <hr@roofing.com>',
      'Hi Wilmer,',
    ],
    [
      'es',
      'Te paso la respuesta de mi jefe:',
      '-------- Mensaje reenviado --------\nDe: Mike Sullivan <msullivan@roofing.com>\nFecha: martes, 24 de noviembre de 2026, 16:12\nAsunto: Re: Referencia\nPara: Wilmer Ajanel <wilmer.ajanel92@gmail.com>\nCC: Brenda Cole <hr@roofing.com>',
      'Hola Wilmer:',
    ],
    [
      'de',
      'Hier die Antwort von meinem Chef:',
      '---------- Weitergeleitete Nachricht ---------\nVon: Mike Sullivan <msullivan@roofing.com>\nDatum: Di., 24. Nov. 2026 um 16:12\nBetreff: AW: Referenz\nAn: Wilmer Ajanel <wilmer.ajanel92@gmail.com>\nCc: Brenda Cole <hr@roofing.com>',
      'Hallo Wilmer,',
    ],
    [
      'fr',
      'Voici la réponse de mon chef :',
      '---------- Message transféré ---------\nDe : Mike Sullivan <msullivan@roofing.com>\nDate : mar. 24 nov. 2026 à 16:12\nObjet : RE: Référence\nÀ : Wilmer Ajanel <wilmer.ajanel92@gmail.com>\nCc : Brenda Cole <hr@roofing.com>',
      'Bonjour Wilmer,',
    ],
    [
      'pt',
      'Segue a resposta do meu chefe:',
      '---------- Mensagem encaminhada ---------\nDe: Mike Sullivan <msullivan@roofing.com>\nData: terça, 24 de nov. de 2026 às 16:12\nAssunto: Re: Referência\nPara: Wilmer Ajanel <wilmer.ajanel92@gmail.com>\nCc: Brenda Cole <hr@roofing.com>',
      'Olá Wilmer,',
    ],
    [
      'en',
      'Here is what my supervisor replied:',
      '-----Original Message-----\nFrom: Mike Sullivan <msullivan@roofing.com>\nSent: Tuesday, November 24, 2026 4:12 PM\nTo: Wilmer Ajanel <wilmer.ajanel92@gmail.com>\nCc: Brenda Cole <hr@roofing.com>\nSubject: RE: Reference',
      'Hi Wilmer,',
    ],
  ] as const)(
    'keeps only the sender, one card, the cell asked for (%s)',
    (locale, intro, headers, greeting) => {
      const state = talkFrom(locale, 'US', 'ok', reply(intro, headers, greeting));
      expect(details(state)).toEqual([
        {
          firstName: 'Mike',
          lastName: 'Sullivan',
          email: 'msullivan@roofing.com',
          phone: '+17045550142',
          relationship: 'manager',
        },
      ]);
    },
  );

  it('keeps the addressee when the candidate forwards their own request', () => {
    const message =
      'Mi correo a mi jefa:\n\nDe: Ada Lovelace <ada.l@gmail.com>\nPara: Carmen Ruiz <c.ruiz@tienda.es>\nAsunto: Referencia\n\nHola Carmen, ¿puedo darte como referencia?';
    const read = withoutMailHeaders(message, { first: 'Ada', last: 'Lovelace' });
    expect(read).toContain('Carmen Ruiz <c.ruiz@tienda.es>');
    expect(read).not.toContain('ada.l@gmail.com');
  });

  it.each([
    // One header-like line alone is no header block.
    'De: Pedro Gómez, mi jefe, pedro@x.es',
    'Para: mi jefa Ana Gil, ana@x.es',
    // Labels of a form are no e-mail headers.
    'Nombre: Ana Gil\nCorreo: ana@x.es\nTeléfono: 612 345 678',
  ])('leaves a message without two headers in a row as it is: %s', (message) => {
    expect(withoutMailHeaders(message)).toBe(message);
  });

  it('keeps both numbers when the reply says which to call of neither', () => {
    const message =
      'From: Mike Sullivan <m@r.com>\nTo: Wilmer Ajanel <w@g.com>\n\nMike Sullivan\nCell: (704) 555-0142 | Office: (704) 555-0100';
    expect(withoutMailHeaders(message)).toContain('Office: (704) 555-0100');
  });

  it('keeps the office number when the reply asks for it', () => {
    const message =
      'From: Mike Sullivan <m@r.com>\nTo: Wilmer Ajanel <w@g.com>\n\nPlease call my office line.\nCell: (704) 555-0142 | Office: (704) 555-0100';
    const read = withoutMailHeaders(message);
    expect(read).toContain('Office: (704) 555-0100');
    expect(read).not.toContain('555-0142');
  });
});

describe("an identity number beside a referee's details", () => {
  it.each([
    ['don Hernán Gallego Arango, C.C. 10.123.456 de Pereira, cel 314 567 8901', '10.123.456'],
    ['Cédula 42.987.654. Fijo 606 3251234', '42.987.654'],
    ['DNI 12345678Z, móvil 612 345 678', '12345678Z'],
    ['CPF 123.456.789-09, cel (11) 91234-5678', '123.456.789-09'],
    ['RG: 12.345.678-9, tel 3466-2210', '12.345.678-9'],
    ['Personalausweis Nr. 123456789, Handy 0171 1234567', '123456789'],
    ['CNI n° 123456789012, portable 06 12 34 56 78', '123456789012'],
    ['passport no. 987654321, phone 07700 900123', '987654321'],
  ])('is no phone: %s', (message, number) => {
    expect(withoutIdNumbers(message)).not.toContain(number);
  });

  it.each([
    'Ana Gil, 612 345 678',
    'Teléfono 968 61 23 45',
    // A surname of two letters stays ("Ana Rg, 612 …" has no number right after the word).
    'Ana Rg, 612345678',
  ])('leaves a phone alone: %s', (message) => {
    expect(withoutIdNumbers(message)).toBe(message);
  });

  it('reads the referee without the number or the label as a person', () => {
    const state = talkFrom(
      'es',
      'CO',
      'sí',
      'Mi jefa Luz Osorio. Cédula 42.987.654. Fijo 606 3251234, luz.osorio@sena.edu.co',
    );
    expect(details(state)).toEqual([
      {
        firstName: 'Luz',
        lastName: 'Osorio',
        email: 'luz.osorio@sena.edu.co',
        phone: '+576063251234',
        relationship: 'manager',
      },
    ]);
  });
});

describe('a "done" then words the reader does not know', () => {
  it.each([
    "Es todo. Xquixe pe' lii",
    'Listo, esos dos. Muy amable',
    'Nada más, dice mi mami que Dios le pague',
    'Só isso. Grantangi! (é obrigada em sranan 😄)',
    'É só. Dêsu pagá, obrigado',
    'Sem mais, agradeço a atenção.',
    "Das war's. Ngiyabonga!",
    "C'est tout. Misaotra tompoko",
    "That's all. Mahalo nui",
  ])('is a "done": %s', (message) => {
    expect(saysDone(message)).toBe(true);
  });

  it.each([
    // Someone more, a full name, a relationship, or details: no "done" alone.
    'Eso es todo. Y Pedro',
    'Eso es todo. Pedro Gómez',
    'Es todo. Ah, otra: Carmen',
    "Das war's. Meine Chefin",
    "C'est tout. Aussi Julie",
    'É só. Mais o Rui',
    "That's all. Also my colleague",
    // No "done" first.
    'Xquixe pe lii',
  ])('is no "done": %s', (message) => {
    expect(saysDone(message)).toBe(false);
  });

  it('finishes the list without asking about the word', () => {
    const state = talkFrom(
      'pt',
      'BR',
      'sim',
      'A minha gerente Rosilene Barata, rosilene@gmail.com, (91) 98145-6620',
      'sim',
      'Só isso. Grantangi!',
    );
    expect(state.step).toBe('ready');
    expect(state.contacts).toHaveLength(1);
  });
});

describe("a line's labels, interjections and titles are no names", () => {
  it.each([
    ['es', 'CO', 'Mi jefa Luz Osorio, luz@sena.edu.co. Fijo 606 3251234', '+576063251234'],
    ['en', 'US', 'My boss Mike Sullivan, mike@r.com. Office: (704) 555-0100', '+17045550100'],
    ['de', 'DE', 'Mein Chef Jan Berg, jan@berg.de. Büro: 030 1234567', '+49301234567'],
    ['fr', 'FR', 'Mon chef Luc Roy, luc@roy.fr. Bureau : 01 23 45 67 89', '+33123456789'],
    ['pt', 'PT', 'O meu chefe Rui Lima, rui@lima.pt. Escritório: 213 456 789', '+351213456789'],
  ] as const)('"%s": the number is the referee\'s', (locale, country, message, phone) => {
    const state = talkFrom(locale, country, 'ok', message);
    expect(state.contacts).toHaveLength(1);
    expect(state.contacts[0]?.phone).toBe(phone);
  });

  it.each([
    'Uy, perdón, me faltó un número: 968 61 23 45',
    'Ay, perdón, el número es 968 61 23 45',
  ])('a correction opened by an interjection adds no one: %s', (message) => {
    const state = talkFrom(
      'es',
      'ES',
      'sí',
      'Mi jefa Carmen Abellán, carmen@x.es, 968 61 23 4',
      message,
    );
    expect(state.contacts.map((c) => c.firstName)).toEqual(['Carmen']);
    expect(state.contacts[0]?.phone).toBe('+34968612345');
  });

  it.each([
    ['pt', 'ST', 'O chefe: Ingeniero Crisantos Obama Ondo, cobama@luba.gq', 'Crisantos'],
    ['pt', 'PT', 'A Engenheira Rita Sousa Pinto, rita@obra.pt', 'Rita'],
    ['es', 'MX', 'El Ingeniero Raúl Mena, raul@obra.mx', 'Raúl'],
  ] as const)(
    "an engineer's title is no first name (%s: %s)",
    (locale, country, message, first) => {
      const state = talkFrom(locale, country, 'sim', message);
      expect(state.contacts[0]?.firstName).toBe(first);
    },
  );
});

describe('a seven-digit number after a full stop', () => {
  it.each([
    ['O dono é o Soeresh Ramdin, ele que era meu baas. 852 3461', 'BR'],
    ['La dueña es Ana Gil, mi jefa. 852-3461', 'ES'],
  ])('is asked about, never dropped: %s', (message, country) => {
    expect(unplacedPhones(message, country)).toHaveLength(1);
  });

  it.each([
    // A year and a count, a number inside a sentence: no phone.
    ['Trabajé allí desde 2019. 3 años', 'ES'],
    ['Trabalhei 852 dias lá, 3461 horas', 'BR'],
  ])('is no number otherwise: %s', (message, country) => {
    expect(unplacedPhones(message, country)).toHaveLength(0);
  });

  it('is placed when the country is said', () => {
    const state = talkFrom(
      'pt',
      'BR',
      'sim',
      'O dono é o Soeresh Ramdin, ele que era meu baas. 852 3461',
      'é do Suriname, +597',
    );
    expect(state.contacts[0]?.phone).toBe('+5978523461');
  });
});

describe("a firm's noun before its name", () => {
  it.each([
    [
      'pt',
      'BR',
      'Trabalhei no restaurante Sabor do Pará. O dono é o Soeresh Ramdin, soeresh@gmail.com',
    ],
    ['es', 'ES', 'Trabajé en la tienda Moda Joven. Mi jefa fue Ana Gil, ana.gil@gmail.com'],
  ] as const)('names no person (%s)', (locale, country, message) => {
    const state = talkFrom(locale, country, 'sí', message);
    expect(state.contacts).toHaveLength(1);
    expect(state.contacts[0]?.email).toMatch(/^(soeresh|ana\.gil)@/);
  });
});

describe('the family one looked after', () => {
  it.each([
    ['es', 'ES', 'Doña Carmen Abellán, donde cuidó a su mamá 4 años, carmen@x.es'],
    ['es', 'ES', 'Carmen Abellán, cuidé a sus hijos dos años, carmen@x.es'],
    ['pt', 'PT', 'A D. Rosa Ferreira, cuidei da mãe dela, rosa@x.pt'],
    ['fr', 'FR', 'Mme Anne Roy, je gardais ses enfants, anne@x.fr'],
    ['de', 'DE', 'Frau Anna Berg, ich habe ihre Mutter gepflegt, anna@x.de'],
    ['en', 'GB', 'Anne Roy, I looked after her mother, anne@x.co.uk'],
  ] as const)('is a client (%s: %s)', (locale, country, message) => {
    const state = talkFrom(locale, country, 'ok', message);
    expect(state.contacts[0]?.relationship).toBe('client');
  });

  it('one who looked after the workers is no client', () => {
    const state = talkFrom(
      'es',
      'ES',
      'sí',
      'Carmen Abellán, la que nos cuidaba en la obra, carmen@x.es',
    );
    expect(state.contacts[0]?.relationship).not.toBe('client');
  });
});

describe('four names, none a particle', () => {
  it.each([
    ['es', 'CO', 'la ingeniera Luz Dary Osorio Cardona, mi supervisora, luz@sena.edu.co'],
    ['pt', 'BR', 'minha gerente Ana Cláudia Ribeiro Matos, ana@loja.com.br'],
  ] as const)('asks where the first name ends (%s)', (locale, country, message) => {
    const state = talkFrom(locale, country, 'sí', message);
    expect(state.ask?.key).toBe('firstName');
  });

  it('three names are split as read', () => {
    const state = talkFrom('es', 'ES', 'sí', 'mi jefe Pedro Díaz Martín, pedro@x.es');
    expect(state.contacts[0]?.firstName).toBe('Pedro');
  });
});

describe('an accent autocorrect put in an address', () => {
  it.each([
    ['rosa.lópez@tangolundaresort.mx', 'rosa.lopez@tangolundaresort.mx'],
    ['jose.gonçalves@obra.pt', 'jose.goncalves@obra.pt'],
    ['andré.roy@depot.fr', 'andre.roy@depot.fr'],
    ['ana.núñez@tienda.es', 'ana.nunez@tienda.es'],
  ])('is read without it: %s', (address, meant) => {
    expect(withAddressesUnaccented(`Mi jefa, ${address}, cel 958 105 4321`)).toContain(meant);
  });

  it('leaves an address without accents and the words around it as they are', () => {
    const message = 'Mi jefa López, rosa.lopez@x.mx';
    expect(withAddressesUnaccented(message)).toBe(message);
  });

  it('reads the whole address on the card, and the same one again changes nothing', () => {
    const state = talkFrom(
      'es',
      'MX',
      'sí',
      'Mi patrona fue Na Rosa López Matus, la gerente. rosa.lópez@tangolundaresort.mx, cel 958 105 4321',
      'Y el correo va sin acento: rosa.lopez@tangolundaresort.mx',
    );
    expect(details(state)).toEqual([
      {
        firstName: 'Rosa',
        lastName: 'López Matus',
        email: 'rosa.lopez@tangolundaresort.mx',
        phone: '+529581054321',
        relationship: 'manager',
      },
    ]);
  });
});

describe('titles of a language of its own before a name', () => {
  it('Zapotec "Na" (doña) in Spanish is no first name', () => {
    const state = talkFrom('es', 'MX', 'sí', 'Mi patrona Na Rosa López Matus, rosa@x.mx');
    expect(state.contacts[0]?.firstName).toBe('Rosa');
  });

  it('Portuguese "Na" opens a place, never a title', () => {
    const state = talkFrom('pt', 'PT', 'sim', 'Na Unitel, o meu chefe Rui Lima, rui@unitel.ao');
    expect(state.contacts.map((c) => c.firstName)).toEqual(['Rui']);
  });

  it('"el chef" before a name is a title, and "mi maestro" says the relationship', () => {
    const state = talkFrom(
      'es',
      'MX',
      'sí',
      'Mi maestro de cocina del CECATI, el chef Fidencio Toledo Santiago. Su cel es 971 123 4567',
    );
    expect(details(state)[0]).toMatchObject({ firstName: 'Fidencio', relationship: 'teacher' });
  });

  it('"mi jefe …, el chef" alone is still the boss said', () => {
    const state = talkFrom(
      'es',
      'ES',
      'sí',
      'Mi jefe en el restaurante, el chef Pedro Gómez, pedro@x.es',
    );
    expect(state.contacts[0]?.relationship).toBe('manager');
  });
});

describe('"usa", the verb, is no country', () => {
  it.each([
    [
      'es',
      'MX',
      'Mi maestro Fidencio Toledo, su cel es 971 123 4567. Correo no usa',
      '+529711234567',
    ],
    ['pt', 'BR', 'Minha chefe Ana Souza, (11) 91234-5678, ela não usa e-mail', '+5511912345678'],
    ['es', 'MX', 'Mi jefa Ana Gil, solo usa WhatsApp, 55 1234 5678', '+525512345678'],
  ] as const)('the number stays at home: %s', (locale, country, message, phone) => {
    const state = talkFrom(locale, country, 'sí', message);
    expect(state.contacts[0]?.phone).toBe(phone);
  });

  it('"USA" named is the country still', () => {
    const state = talkFrom(
      'es',
      'MX',
      'sí',
      'Mi jefe Bob Roy, bob@r.com, cel 704 555 0100, es de USA',
    );
    expect(state.contacts[0]?.phone).toBe('+17045550100');
  });
});

describe('a letter\'s "De acordo."', () => {
  it.each(['De acordo.', 'Prezados, boa tarde. De acordo.', 'Estou de acordo'])(
    'is a yes: %s',
    (message) => {
      expect(talkFrom('pt', 'BR', message).consent).toBe(true);
    },
  );

  it.each(['Não estou de acordo.', 'Não, de acordo nenhum'])('is no yes: %s', (message) => {
    expect(talkFrom('pt', 'BR', message).consent).not.toBe(true);
  });
});

describe('referees pasted in capitals, as an old form lists them', () => {
  it('reads the name line as a name and the lines under it as words', () => {
    expect(
      withCapitalLinesCased(
        'Seguem:\n\nSRA. MARIA DO SOCORRO LINS\nGERENTE DA AGÊNCIA BOA VIAGEM\nTEL.: (81) 3466-2210',
      ),
    ).toBe(
      'Seguem:\n\nSra. Maria do Socorro Lins\ngerente da agência boa viagem\nTEL.: (81) 3466-2210',
    );
  });

  it.each([
    // One capital line alone, a surname in capitals, an acronym: as written.
    'Mi jefa ANA GIL, ana@x.es',
    'Pierre MARTIN\nCHEF DE RAYON',
    'Marie DUPONT, mon ancienne cheffe',
  ])('leaves other capitals as they are: %s', (message) => {
    expect(withCapitalLinesCased(message)).toBe(message);
  });

  it.each([
    [
      'SR. JUAN PÉREZ GIL\nJEFE DE ALMACÉN\nCEL.: 612 345 678\n\nSRA. ANA RUIZ\nCOMPAÑERA\nCORREO: ANA.RUIZ@X.ES',
      'es',
      'ES',
    ],
    [
      'HERR JAN BERG\nTEAMLEITER\nTEL.: 030 1234567\n\nFRAU ANNA KOCH\nKOLLEGIN\nE-MAIL: ANNA.KOCH@X.DE',
      'de',
      'DE',
    ],
    [
      "M. LUC ROY\nCHEF D'ÉQUIPE\nTÉL. : 01 23 45 67 89\n\nMME ANNE PETIT\nCOLLÈGUE\nCOURRIEL : ANNE.PETIT@X.FR",
      'fr',
      'FR',
    ],
    [
      'MR JOHN SMITH\nSHIFT MANAGER\nTEL: 020 7946 0018\n\nMS JANE DOE\nCOLLEAGUE\nEMAIL: JANE.DOE@X.CO.UK',
      'en',
      'GB',
    ],
  ] as const)('reads two referees in capitals (%s)', (message, locale, country) => {
    const state = talkFrom(locale, country, 'ok', message);
    expect(state.contacts).toHaveLength(2);
    expect(state.contacts.map((c) => c.relationship)).toEqual(['manager', 'colleague']);
  });

  it.each([
    ['(0XX81) 3466-2210', '(81) 3466-2210'],
    ['0xx11 3456-7890', '(11) 3456-7890'],
    ['(0 XX 21) 2345-6789', '(21) 2345-6789'],
  ])('reads the old long-distance prefix as the area code: %s', (written, meant) => {
    expect(withoutCarrierPlaceholder(`TEL.: ${written}`)).toBe(`TEL.: ${meant}`);
  });

  it('keeps the area code on the card', () => {
    const state = talkFrom(
      'pt',
      'BR',
      'sim',
      'Minha gerente Maria Lins, maria@x.com.br, TEL.: (0XX81) 3466-2210',
    );
    expect(state.contacts[0]?.phone).toBe('+558134662210');
  });
});

describe('one listed named again by a first name of several words', () => {
  it.each([
    [
      'pt',
      'BR',
      'Sra. Maria do Socorro Lins, minha gerente, (81) 3466-2210',
      'Maria do Socorro',
      'O meu colega Geraldo Bezerra, geraldo@x.com',
      'A Sra. Maria do Socorro não usa e-mail. Favor telefonar.',
    ],
    [
      'es',
      'ES',
      'Mi jefa María José Abellán Soto, 968 61 23 45',
      'María José',
      'Mi compañero Geraldo Bezerra, geraldo@x.com',
      'María José no tiene correo, llámenla',
    ],
  ] as const)('adds no one (%s)', (locale, country, named, first, other, again) => {
    const state = talkFrom(locale, country, 'sí', named, first, 'sí', other, 'sí', again);
    expect(state.contacts.map((c) => c.firstName)).toEqual([first, 'Geraldo']);
  });
});

describe("a name copied from Outlook's address line, surname first", () => {
  it.each([
    ['Van den Broeck, Pieter <pieter.vandenbroeck@colruyt.be>', 'Pieter Van den Broeck <'],
    ['García López, Ana <ana.garcia@tienda.es>', 'Ana García López <'],
    ['Müller, Hans <hans.mueller@firma.de>', 'Hans Müller <'],
    ['Dupont, Marie <m.dupont@exemple.fr>', 'Marie Dupont <'],
    ['Smith, John <john.smith@example.com>', 'John Smith <'],
  ])('is turned round: %s', (written, meant) => {
    expect(withOutlookNamesTurned(`Copio do Outlook:\n${written}`)).toContain(meant);
  });

  it.each([
    // No address in angle brackets, or one the first name does not bear out: as written.
    'Van den Broeck, Pieter, pieter.vandenbroeck@colruyt.be',
    'Ana, Pedro <pedro.gil@x.es>',
  ])('is left as written otherwise: %s', (message) => {
    expect(withOutlookNamesTurned(message)).toBe(message);
  });

  it('reads the referee with the surname as written, and the line before names nobody', () => {
    const state = talkFrom(
      'pt',
      'PT',
      'sim',
      'E o meu chefe de equipa no Colruyt. Copio do Outlook:\nVan den Broeck, Pieter <pieter.vandenbroeck@colruyt.be>\nGSM: 0478 12 34 56',
    );
    expect(state.contacts.map((c) => [c.firstName, c.lastName])).toEqual([
      ['Pieter', 'Van den Broeck'],
    ]);
  });
});
