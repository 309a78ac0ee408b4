import { describe, expect, it } from 'vitest';
import { findEmails, findPhones } from '../../questionnaires/kinds/contact.reader.ts';
import type { IntakeContext, IntakeState } from './agent.types.ts';
import { initialIntakeState, intakeTurn } from './intake-agent.ts';
import {
  saysDone,
  saysItWasThemselves,
  withoutFalseStarts,
  withSurnameSaidFirst,
} from './intake-reading.ts';

/** The intake, fifteenth set round 1, French and Portuguese side (branch t16-int-frpt). */

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
): IntakeState {
  let state = initialIntakeState();
  for (const message of messages)
    state = intakeTurn({ ...CONTEXT, locale, defaultCountry }, state, message).state;
  return state;
}

describe('a "done" among thanks and goodbyes of the languages candidates bring along', () => {
  it.each([
    "C'est tout, mersì bien",
    'Voilà, misaotra tompoko',
    'Eso es todo, ma3a salama',
    'Das war’s, maassalama 👋',
    '就这样, merci 谢谢你',
    'Ecco tutto, grazie',
    'É isso, obrigadoooo 🙏',
    'eso es todo, graciaaas',
    "c'est tout merciii",
  ])('"%s" is done', (text) => {
    expect(saysDone(text)).toBe(true);
  });

  it.each([
    // A thanks alone, or stretched words with no "done", is no "done".
    'merciii',
    'obrigadaaa, e o e-mail dela?',
    'Misaotra betsaka',
    'tutto bene, et toi ?',
    "C'est tout sauf simple, mersì",
  ])('"%s" is not', (text) => {
    expect(saysDone(text)).toBe(false);
  });
});

describe('a head of a department, a shift or a cabin, and the owner of the place one worked at', () => {
  it.each([
    ['pt', 'BR', 'Ana Lima, era a minha capo turno, ana.lima@x.it', 'manager'],
    ['es', 'ES', 'Mi caposquadra en Milán, Luca Rossi, luca.rossi@x.it', 'manager'],
    ['fr', 'FR', 'Ma cheffe de cabine chez Air Tahiti, Vaea Teriitahi, vaea@x.pf', 'manager'],
    [
      'pt',
      'BR',
      'O dono do restaurante onde eu trabalhei, Jorge Alves, jorge.alves@x.br',
      'manager',
    ],
    ['pt', 'PT', 'A dona da padaria em que trabalhei, Rosa Dias, rosa.dias@x.pt', 'manager'],
  ] as const)('%s: "%s"', (locale, country, text, relationship) => {
    const state = talkFrom(locale, country, 'oui', text);
    expect(state.contacts[0]?.relationship).toBe(relationship);
  });

  it.each([
    // The owner of a place not said to be where one worked: no relationship guessed.
    ['pt', 'BR', 'A dona da loja onde eu compro, Rita Melo, rita.melo@x.br'],
    ['pt', 'PT', 'A Dona Lurdes Faria, lurdes@x.pt'],
    // "capo" alone is no head of anything.
    ['pt', 'BR', 'Lia Souza, lia@x.br, abri o capo do carro'],
  ] as const)('%s: "%s" has none', (locale, country, text) => {
    const state = talkFrom(locale, country, 'sim', text);
    expect(state.contacts[0]?.relationship ?? null).toBeNull();
  });
});

describe('an address written with "(dot)" beside its "(at)"', () => {
  it.each([
    ['h.ali(at)emirates(dot)com', 'h.ali@emirates.com'],
    ['anja.koch[at]web[dot]de', 'anja.koch@web.de'],
    ['j.silva(at)mail(dot)co(dot)uk', 'j.silva@mail.co.uk'],
  ])('"%s" is %s', (text, email) => {
    expect(findEmails(`son mail : ${text}, merci`)).toEqual([email]);
  });

  it('reads no address from a "(dot)" without an "(at)"', () => {
    expect(findEmails('le site, acme(dot)com')).toEqual([]);
  });
});

describe('a name with a number of its own after a referee read with no name', () => {
  it('starts another referee, never names the one before with it', () => {
    const state = talkFrom(
      'fr',
      'FR',
      'oui',
      'Le service RH de la boîte, rh@acme.fr, 06 12 88 45 70',
      'Et ma prof de piano, Mme Li, son portable 0612 99 11 22',
    );
    expect(state.contacts[0]).toMatchObject({ phone: '+33612884570', relationship: null });
    expect(state.contacts[1]).toMatchObject({ phone: '+33612991122', relationship: 'teacher' });
  });

  it.each([
    ['fr', 'FR', 'Et ma cheffe, Claire Roy, 07 11 22 33 44', '+33711223344'],
    ['pt', 'PT', 'E a minha colega Rita, 913 222 111', '+351913222111'],
    ['es', 'ES', 'Y mi jefa Lola, 622 333 444', '+34622333444'],
  ])('%s: "%s" is someone else', (locale, country, text, phone) => {
    const state = talkFrom(
      locale as IntakeContext['locale'],
      country,
      'oui',
      'rh@acme.com, +44 7911 123456',
      text,
    );
    expect(state.contacts[0]).toMatchObject({ firstName: null, phone: '+447911123456' });
    expect(state.contacts[1]?.phone).toBe(phone);
  });

  it('a name said with the same number still names the referee listed', () => {
    const state = talkFrom(
      'pt',
      'PT',
      'sim',
      'A minha chefe, ana.rosa@x.pt, 912 345 678',
      'Chama-se Ana, o número é 912 345 678',
    );
    expect(state.contacts).toHaveLength(1);
  });
});

describe('a surname said to be one after the name and the name in its own script', () => {
  it.each([
    [
      "Mon patron WANG Jianguo (王建国), Wang c'est le nom de famille, 06 12",
      'Mon patron Jianguo Wang, 06 12',
    ],
    ['Minha chefe Kim Soo-ah (김수아), Kim é o sobrenome', 'Minha chefe Soo-ah Kim, '],
    ['Mi jefe Ivanov Pyotr (Пётр), Ivanov es el apellido', 'Mi jefe Pyotr Ivanov, '],
  ])('"%s"', (text, read) => {
    expect(withSurnameSaidFirst(text, 'fr')).toBe(read);
  });

  it('leaves a bracket of Latin letters where it is (a nickname, no script of its own)', () => {
    const text = "Mon patron WANG Jianguo (Jimmy), Wang c'est le nom de famille";
    expect(withSurnameSaidFirst(text, 'fr')).toBe(text);
  });
});

describe('a surname in capitals after a title, then the given name', () => {
  it.each([
    ['fr', 'FR', 'Et ma prof, Mme CHEN Li, 06 11 22 33 44', 'Li', 'Chen'],
    ['fr', 'FR', 'Mon chef M. DIALLO Ousmane, ousmane@x.sn', 'Ousmane', 'Diallo'],
    ['pt', 'PT', 'A minha chefe, Sra. GARCÍA Ana, 912 345 678', 'Ana', 'García'],
  ] as const)('%s: "%s"', (locale, country, text, first, last) => {
    const state = talkFrom(locale, country, 'oui', text);
    expect(state.contacts[0]).toMatchObject({ firstName: first, lastName: last });
  });

  it('leaves two words in capitals as written (which one is the surname is not said)', () => {
    const state = talkFrom('fr', 'FR', 'oui', 'Mon chef M. ONG ONU Paul, 06 11 22 33 44');
    expect(state.contacts[0]?.lastName ?? null).not.toBe('Ong');
  });
});

describe('a word cut off and said again after a hesitation', () => {
  it.each([
    [
      'Et ma collègue Xiaoyan... euh Xiaoyan ZHOU, zhou@x.cn',
      'Et ma collègue Xiaoyan ZHOU, zhou@x.cn',
    ],
    ['Meine Kollegin Marta… ähm Marta Roth', 'Meine Kollegin Marta Roth'],
    ['o Zé, hã, Zé Lima', 'o Zé Lima'],
    ['mi jefa Ana... Ana Gil', 'mi jefa Ana Gil'],
  ])('"%s"', (text, read) => {
    expect(withoutFalseStarts(text)).toBe(read);
  });

  it.each([
    // Another word after the hesitation, or none: left as written, nothing is guessed.
    'Xiaoyan... euh Li Zhou',
    'Ana, Anabela Costa',
    'Marta... Marta?',
  ])('"%s" is left as written', (text) => {
    expect(withoutFalseStarts(text)).toBe(text === 'Marta... Marta?' ? 'Marta?' : text);
  });

  it('reads the colleague and her full name, the surname in capitals spelt by her address', () => {
    const state = talkFrom(
      'fr',
      'FR',
      'oui',
      'Et ma collègue de caisse Xiaoyan... euh Xiaoyan ZHOU, zhou.xiaoyan@163.com',
    );
    expect(state.contacts[0]).toMatchObject({
      firstName: 'Xiaoyan',
      lastName: 'Zhou',
      relationship: 'colleague',
    });
  });

  it('leaves a name in capitals its address does not spell as written', () => {
    const state = talkFrom('fr', 'FR', 'oui', 'Ma collègue Ana ONG, ana.lima@x.fr');
    expect(state.contacts[0]?.lastName ?? null).not.toBe('Ong');
  });
});

describe('a commander written short before the name', () => {
  it.each([
    ['pt', 'PT', 'Da TAP: Cmte. Rui Barreto Sampaio, voei com ele, rui.sampaio@tap.pt', 'Rui'],
    ['fr', 'FR', 'Le Cmdt. Paul Roy, mon commandant de bord, paul.roy@x.fr', 'Paul'],
  ] as const)('%s: "%s" is a manager, the title no name', (locale, country, text, first) => {
    const state = talkFrom(locale, country, 'oui', text);
    expect(state.contacts).toHaveLength(1);
    expect(state.contacts[0]?.relationship).toBe('manager');
    expect([state.contacts[0]?.firstName, state.contacts[0]?.nameAsWritten]).not.toContain('Cmte');
    expect(JSON.stringify(state.contacts[0])).toContain(first);
  });
});

describe("the details just pasted said to be the candidate's own", () => {
  it.each([
    'kkkk desculpa, colei a minha assinatura, ignora, essa sou eu',
    "Oups, j'ai collé ma signature, c'est moi ça",
    'sorry, pasted my own signature by mistake, that is me',
    'Sorry, das war meine Signatur, das bin ich',
    'perdón, ignora eso, soy yo',
  ])('"%s"', (text) => {
    expect(saysItWasThemselves(text)).toBe(true);
  });

  it.each([
    "c'est moi qui l'ai recrutée",
    'ignora o erro de digitação',
    "that's me and her in the photo",
    'a assinatura dela está no e-mail',
  ])('"%s" is not', (text) => {
    expect(saysItWasThemselves(text)).toBe(false);
  });

  it('keeps nothing of the card pasted, and keeps the referee before it', () => {
    const state = talkFrom(
      'pt',
      'BR',
      'sim',
      'Minha chefe Ana Lima, ana.lima@x.br, (11) 91234-5678',
      'sim, está certo',
      'Joana Prado\nAnalista\njoana.prado@gmail.com\n+55 11 98765-4321',
      'ops, colei a minha assinatura, ignora, essa sou eu',
    );
    expect(state.contacts.map((c) => c.firstName)).toEqual(['Ana']);
  });
});

describe('a name written surname first, the given name said to be so later', () => {
  it.each([
    [
      'fr',
      'FR',
      "Rakotomalala Haingo, ma cheffe, haingo@x.mg (Haingo c'est le prénom)",
      'Haingo',
      'Rakotomalala',
    ],
    ['pt', 'BR', 'Nguyen Lan, minha chefe, lan@x.vn. Lan é o primeiro nome', 'Lan', 'Nguyen'],
    ['de', 'DE', 'Yilmaz Emre, mein Chef, emre@x.tr, Emre ist der Vorname', 'Emre', 'Yilmaz'],
    [
      'es',
      'ES',
      'Okafor Chidi, mi jefe, chidi@x.ng, Chidi es el nombre de pila',
      'Chidi',
      'Okafor',
    ],
  ] as const)('%s: "%s"', (locale, country, text, first, last) => {
    const state = talkFrom(locale, country, 'oui', text);
    expect(state.contacts[0]).toMatchObject({ firstName: first, lastName: last });
  });

  it('leaves the name as read when the word said is its first name already', () => {
    const state = talkFrom(
      'fr',
      'FR',
      'oui',
      "Haingo Rakoto, ma cheffe, h@x.mg, Haingo c'est le prénom",
    );
    expect(state.contacts[0]).toMatchObject({ firstName: 'Haingo', lastName: 'Rakoto' });
  });
});

describe("a number of France's overseas departments dialled from France", () => {
  it.each([
    ['Jocelyn Bélénus, 0690 12 34 56', '+590690123456'],
    ['Line Marie-Sainte, 0696 45 67 89', '+596696456789'],
    ['Paul Hoarau, 0262 21 34 56', '+262262213456'],
    ['Anne Horth, 0594 30 12 34', '+594594301234'],
  ])('"%s" is %s', (text, phone) => {
    expect(findPhones(text, 'FR')).toEqual([phone]);
  });

  it.each([
    // Metropolitan France's own numbers, and a +33 written out, stay as written.
    ['Marc Roy, 06 12 34 56 78', '+33612345678'],
    ['Marc Roy, 01 42 68 53 00', '+33142685300'],
    ['Marc Roy, +33 6 90 12 34 56', '+33690123456'],
  ])('"%s" is %s', (text, phone) => {
    expect(findPhones(text, 'FR')).toEqual([phone]);
  });
});

describe("an overseas department's number on a French intake's referee", () => {
  it('is stored under its own calling code', () => {
    const state = talkFrom(
      'fr',
      'FR',
      'oui',
      'Ma cheffe Line Bélénus, line.belenus@x.fr, 0690 12 34 56',
    );
    expect(state.contacts[0]?.phone).toBe('+590690123456');
  });
});

describe('a "no", then someone listed left out by name', () => {
  const listed = [
    'Jocelyn Bélénus, mon chef, 06 12 34 56 78',
    'oui',
    'et Marie-Line Jean-Louis, ma collègue, marieline.jeanlouis@orange.fr',
  ];
  it.each([
    ['fr', 'ah non laisse Marie-Line, elle est partie'],
    ['fr', 'non, oubliez Marie-Line'],
    ['pt', 'não, deixa a Marie-Line, ela mudou'],
    ['es', 'no, deja a Marie-Line, se fue'],
  ] as const)('%s: "%s" takes her off', (locale, text) => {
    const state = talkFrom(locale, 'FR', 'oui', ...listed, text);
    expect(state.contacts.map((c) => c.firstName)).toEqual(['Jocelyn']);
  });

  it.each([
    ['fr', 'je laisse Marie-Line vous appeler, elle préfère'],
    ['fr', "laisse Marie-Line, c'est la meilleure"],
  ] as const)('%s: "%s" keeps her', (locale, text) => {
    const state = talkFrom(locale, 'FR', 'oui', ...listed, text);
    expect(state.contacts.map((c) => c.firstName)).toEqual(['Jocelyn', 'Marie-Line']);
  });
});
