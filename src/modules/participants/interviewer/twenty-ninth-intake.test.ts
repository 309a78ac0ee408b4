import { describe, expect, it } from 'vitest';
import { readContacts } from '../../questionnaires/kinds/contact.reader.ts';
import type { IntakeContext } from './agent.types.ts';
import { CONTACT_WORDS } from './contact-words.ts';
import { givenNamesForInitials } from './initials-spelt.ts';
import { initialIntakeState, intakeConfirmTurn, intakeTurn } from './intake-agent.ts';

/**
 * The intake, twenty-ninth blind set's first round: other wordings than the corpus's, and
 * wordings that must not be read so.
 */

const read = (message: string, country = 'CH') => readContacts(message, CONTACT_WORDS, country);

describe('a particle alone is no name (Swiss German "De ander isch de …")', () => {
  it.each([
    ['De ander isch de Marco Cathomen, en Arbeitskolleg, marco@x.ch', 'Marco', 'Cathomen'],
    ['De eint isch de Reto Caduff, min Chef, reto@x.ch', 'Reto', 'Caduff'],
  ])('"%s"', (message, firstName, lastName) => {
    expect(read(message)[0]?.name).toMatchObject({ firstName, lastName });
  });

  it('keeps a particle inside a name', () => {
    expect(read('Marco De Luca, min Chef, marco@x.ch')[0]?.name).toMatchObject({
      firstName: 'Marco',
      lastName: 'De Luca',
    });
  });

  it('reads a referee with a number only after the article', () => {
    expect(
      read('De ander isch de Marco Cathomen, en Arbeitskolleg vo dert, 079 412 56 80')[0],
    ).toMatchObject({
      name: { firstName: 'Marco', lastName: 'Cathomen' },
      phone: '+41794125680',
    });
  });
});

describe('a number said to be the one before', () => {
  it.each([
    [
      'DO',
      '- Ramón Peralta, mi supervisor, 809-582-4410\n- Ramón Báez, compañero, rbaez@hotmail.com, mismo número de arriba',
    ],
    ['AT', 'Markus Oberhofer, Tel. 0474 55 12 30\nThomas Niederkofler, gleiche Nummer wie oben'],
    ['FR', 'Paul Martin, 06 12 34 56 78\nJeanne Roux, sa collègue, même numéro que lui'],
    ['BR', 'José Lima, (11) 91234-5678\nAna Lima, o mesmo número, ana@x.com'],
  ])('%s: "%s" gives the second the first one\'s number', (country, message) => {
    const parts = read(message, country);
    expect(parts).toHaveLength(2);
    expect(parts[1]!.phone).not.toBeNull();
    expect(parts[1]!.phone).toBe(parts[0]!.phone);
  });

  it('a number of its own is kept', () => {
    const parts = read('Paul Martin, 06 12 34 56 78\nJeanne Roux, 06 98 76 54 32', 'FR');
    expect(parts[1]!.phone).toBe('+33698765432');
  });

  it('with no one before it, nothing is copied', () => {
    const parts = read('Jeanne Roux, même numéro que lui', 'FR');
    expect(parts[0]!.phone).toBeNull();
    expect(parts[0]!.sameNumberAsBefore).toBe(true);
  });

  // A reviewer's inputs: denied, of something else, another's number named, a figure after it.
  it.each([
    ['US', 'John Smith, 415-555-0100\nMary Jones, colleague, not the same number'],
    ['ES', 'Pedro Ruiz, 612 345 678\nAna Gil, compañera, ya no tiene el mismo número'],
    ['FR', 'Paul Martin, 06 12 34 56 78\nJeanne Roux, pas le même numéro'],
    ['DE', 'Markus Huber, 0171 2345678\nThomas Berger, hat nicht die gleiche Nummer'],
    ['BR', 'José Lima, (11) 91234-5678\nAna Souza, não tem o mesmo número'],
    ['US', 'John Smith, 415-555-0100\nMary Jones, the same number of years with me'],
    ['ES', 'Pedro Ruiz, 612 345 678\nAna Gil, el mismo número de años'],
    ['FR', 'Paul Martin, 06 12 34 56 78\nJeanne Roux, même numéro de poste'],
    ['ES', 'Pedro Ruiz, 612 345 678\nAna Gil, mismo número que la oficina'],
    ['FR', 'Paul Martin, 06 12 34 56 78\nJeanne Roux, même numéro que le standard'],
    ['ES', 'Pedro Ruiz, 612 345 678\nAna Gil, mismo número pero termina en 4411'],
    ['DE', 'Markus Huber, 0171 2345678\nThomas Berger, gleiche Nummer, nur Durchwahl -23'],
    ['BR', 'José Lima, (11) 91234-5678\nAna Souza, o mesmo contato da empresa anterior'],
  ])('%s: nothing copied in "%s"', (country, message) => {
    const parts = read(message, country);
    expect(parts.at(-1)!.phone).not.toBe(parts[0]!.phone);
  });

  it('across messages: only from the referee listed last, never pointing down', () => {
    const context: IntakeContext = {
      tenantName: 'Acme',
      locale: 'fr',
      roleTitle: null,
      candidateFirstName: 'Ada',
      candidateLastName: 'Lovelace',
      defaultCountry: 'FR',
    };
    let state = initialIntakeState();
    for (const message of [
      'oui',
      'Paul Martin, mon chef, paul@x.fr, 06 12 34 56 78',
      'Jeanne Roux, collègue, même numéro que le bureau, jeanne@x.fr',
      'Luc Petit, collègue, luc@x.fr, même numéro que lui',
    ]) {
      state = intakeTurn(context, state, message).state;
      while (state.confirm) state = intakeConfirmTurn(context, state, true).state;
    }
    const byName = (first: string) => state.contacts.find((c) => c.firstName === first);
    expect(byName('Jeanne')?.phone ?? null).toBeNull();
    // "que lui": the one listed last before it (Jeanne, with no number): nothing to copy.
    expect(byName('Luc')?.phone ?? null).toBeNull();
  });
});

describe("any other particle alone still ends the search for a name (a reviewer's inputs)", () => {
  it.each([
    ['DE', 'Von meinem alten Job bei Bosch: anna@x.de, meine Chefin', 'Job'],
    ['DE', 'Zu meiner Zeit bei Bosch war Anna mein Chef, anna@x.de', 'Zeit'],
    ['FR', 'De la part de Paul Martin, voici sa collègue : jeanne@x.fr', 'Paul'],
  ])('%s: "%s" names no "%s"', (country, message, wrong) => {
    expect(read(message, country)[0]?.name?.firstName).not.toBe(wrong);
  });
});

describe('a removal that names two listed referees takes off the one it asks about', () => {
  const context = (locale: IntakeContext['locale'], country: string): IntakeContext => ({
    tenantName: 'Acme',
    locale,
    roleTitle: null,
    candidateFirstName: 'Ada',
    candidateLastName: 'Lovelace',
    defaultCountry: country,
  });
  const talk = (c: IntakeContext, ...messages: string[]) => {
    let state = initialIntakeState();
    for (const message of messages) {
      state = intakeTurn(c, state, message).state;
      while (state.confirm) state = intakeConfirmTurn(c, state, true).state;
    }
    return state.contacts.map((contact) => contact.firstName);
  };

  it('"je retire mon accord pour Olivier … Pour Nathalie c\'est bon" keeps Nathalie', () => {
    expect(
      talk(
        context('fr', 'BE'),
        'oui',
        'Ma cheffe Nathalie Dewez, nathalie.dewez@cora.be',
        'Et mon collègue Olivier Lambert, olivier.lambert@hotmail.com',
        "En fait je retire mon accord pour Olivier, je préfère pas qu'il sache. Pour Nathalie c'est bon",
      ),
    ).toEqual(['Nathalie']);
  });

  const three = (c: IntakeContext, removal: string) =>
    talk(
      c,
      'yes',
      'Ana Silva, ana@example.com',
      'Pedro Gomez, pedro@example.com',
      'Luis Vega, luis@example.com',
      removal,
    );

  // A reviewer's inputs: the one the removal asks about, or asked which (all three kept), never
  // the other one.
  it.each([
    ['en', "don't remove Pedro but Ana", ['Ana', 'Pedro', 'Luis']],
    ['fr', 'ne retirez pas Pedro mais Ana', ['Ana', 'Pedro', 'Luis']],
    ['en', 'remove Pedro, not Ana', ['Ana', 'Luis']],
    ['es', 'quita a Pedro, no a Ana', ['Ana', 'Luis']],
    ['en', 'Remove Pedro, I never liked him', ['Ana', 'Luis']],
    ['en', 'Keep Ana, remove the other one', ['Ana', 'Pedro', 'Luis']],
    ['en', 'please remove Ana and Pedro', ['Ana', 'Pedro', 'Luis']],
  ] as const)('%s: "%s"', (locale, removal, left) => {
    expect(three(context(locale, 'US'), removal)).toEqual(left);
  });

  it('with both named in the sentence that asks, nobody is taken off unasked', () => {
    expect(
      talk(
        context('en', 'US'),
        'yes',
        'My boss Nathalie Dewez, nathalie@example.com',
        'And my colleague Olivier Lambert, olivier@example.com',
        'Please remove Nathalie or Olivier, whichever',
      ),
    ).toEqual(['Nathalie', 'Olivier']);
  });
});

describe("the given names behind a listed referee's initials (thirty-first set)", () => {
  const listed = (firstName: string | null, lastName: string | null, email: string | null) => ({
    firstName,
    lastName,
    email,
    phone: null,
    relationship: null,
  });

  it.each([
    [
      'J. P. é João Paulo. Toda a gente lhe chama JP',
      'João Paulo',
      'jp.martins@sonae.pt',
      'Martins',
    ],
    ["C'est Jean-Philippe le J.-P. 😅", 'Jean-Philippe', 'jp.moreau@orange.fr', 'Moreau'],
    ['J.M. ist Hans Martin', 'Hans Martin', 'hm.keller@x.ch', null],
  ])('"%s"', (message, firstName, email, surname) => {
    const state = { contacts: [listed(surname ?? 'Keller', null, email)] };
    const spelt = givenNamesForInitials(state, message);
    if (surname === null) expect(spelt).toBeNull();
    else expect(spelt).toEqual({ index: 0, firstName, lastName: surname });
  });

  it.each([
    'Também posso indicar o Jorge Pinto, que trabalhou com o J. P.',
    'E o J. P. Costa, João Paulo Costa, colega de equipa',
    'O J. P. era o chefe do José Pereira',
    'O J. P. agora mora em João Pessoa',
  ])('no given names said as the initials: "%s"', (message) => {
    const martins = listed('Martins', null, 'jp.martins@sonae.pt');
    expect(givenNamesForInitials({ contacts: [martins] }, message)).toBeNull();
  });

  it('never with a detail in the message, two referees it could be, or one named already', () => {
    const martins = listed('Martins', null, 'jp.martins@sonae.pt');
    expect(
      givenNamesForInitials({ contacts: [martins] }, 'J. P. é João Paulo, 912 345 678'),
    ).toBeNull();
    expect(
      givenNamesForInitials(
        { contacts: [martins, listed('Mendes', null, 'jp.mendes@x.pt')] },
        'J. P. é João Paulo',
      ),
    ).toBeNull();
    expect(
      givenNamesForInitials(
        { contacts: [listed('Ana', 'Martins', 'jp.martins@sonae.pt')] },
        'J. P. é João Paulo',
      ),
    ).toBeNull();
  });
});

describe('a form pasted with a block per person (thirty-first set)', () => {
  it('reads each block as one person, the job line naming nobody', () => {
    const parts = read(
      'Copiei do meu CV:\n\nREFERÊNCIAS\nNome: Dra. Ana Sofia Rebelo\nCargo: Chefe de Receção, Hotel Tivoli Oriente\nTelefone: 21 340 5600\nEmail: rh@tivolihotels.pt\n\nNome: Miguel Teixeira\nCargo: Rececionista\nTelefone: 936 123 456\nEmail: miguel.teixeira@outlook.pt',
      'PT',
    );
    expect(parts.map((p) => [p.name?.firstName, p.emails[0], p.phone])).toEqual([
      ['Ana', 'rh@tivolihotels.pt', '+351213405600'],
      ['Miguel', 'miguel.teixeira@outlook.pt', '+351936123456'],
    ]);
  });

  it('in English too, the employer never a name', () => {
    const parts = read(
      'Name: Jane Doe\nPosition: Head of Sales, Acme Industries\nEmail: jane@acme.com\n\nName: Bob Stone\nCompany: Globex Corp\nEmail: bob@globex.com',
      'US',
    );
    expect(parts.map((p) => `${p.name?.firstName} ${p.name?.lastName}`)).toEqual([
      'Jane Doe',
      'Bob Stone',
    ]);
  });
});

describe('two referees of one first name, and a name forgotten (pt-i97)', () => {
  const talkPt = (...messages: string[]) => {
    const c: IntakeContext = {
      tenantName: 'Acme',
      locale: 'pt',
      roleTitle: null,
      candidateFirstName: 'Ada',
      candidateLastName: 'Lovelace',
      defaultCountry: 'AO',
    };
    let state = initialIntakeState();
    for (const message of messages) {
      state = intakeTurn(c, state, message).state;
      while (state.confirm) state = intakeConfirmTurn(c, state, true).state;
    }
    return state.contacts.map((x) => [x.firstName, x.lastName, x.email]);
  };

  it('"Esqueci de dizer o nome … é o Sr. Domingos Chimuco, …" names the referee listed without one', () => {
    expect(
      talkPt(
        'Sim',
        'O primeiro é o chefe de armazém da cooperativa, era o meu chefe. 923 456 789',
        'Esqueci de dizer o nome 😅 é o Sr. Domingos Chimuco, domingos.chimuco@coopcentro.co.ao',
      ),
    ).toEqual([['Domingos', 'Chimuco', 'domingos.chimuco@coopcentro.co.ao']]);
  });

  it('the same first name with another surname is someone else, never a correction of the one listed', () => {
    expect(
      talkPt(
        'Sim',
        'O meu chefe Domingos Chimuco, domingos.chimuco@coopcentro.co.ao, 923 456 789',
        'E o meu primo Domingos também, Domingos Sapalo. É família, mas foi o meu supervisor. 934 112 233, domingos.sapalo@gmail.com',
      ),
    ).toEqual([
      ['Domingos', 'Chimuco', 'domingos.chimuco@coopcentro.co.ao'],
      ['Domingos', 'Sapalo', 'domingos.sapalo@gmail.com'],
    ]);
  });
});
