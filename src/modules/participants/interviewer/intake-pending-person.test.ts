import { describe, expect, it } from 'vitest';
import { type IntakeContext, type IntakeState, intakeStateSchema } from './agent.types.ts';
import { initialIntakeState, intakeTurn } from './intake-agent.ts';

/**
 * The intake, sixteenth set, round 2 (branch r2-intake): a person named with a title or a
 * nickname and no detail is kept for the next message; a referee is kept with how they were
 * called, so that a later mention by that title or nickname alone is about them; a nameless
 * mailbox gives way to the named person of the same organisation. Wordings of our own, in the
 * five languages; everything read waits on the card for the candidate's yes.
 */

const CONTEXT: IntakeContext = {
  tenantName: 'Acme',
  locale: 'es',
  roleTitle: null,
  candidateFirstName: 'Ada',
  candidateLastName: 'Lovelace',
  defaultCountry: 'ES',
};

const YES: Record<IntakeContext['locale'], string> = {
  en: 'Yes, go ahead',
  es: 'Sí, adelante',
  de: 'Ja, gerne',
  fr: 'Oui, allez-y',
  pt: 'Sim, podem',
};

function talk(
  locale: IntakeContext['locale'],
  defaultCountry: string,
  ...messages: string[]
): { state: IntakeState; text: string } {
  let state = initialIntakeState();
  let text = '';
  for (const message of [YES[locale], ...messages]) {
    const done = intakeTurn({ ...CONTEXT, locale, defaultCountry }, state, message);
    state = intakeStateSchema.parse(JSON.parse(JSON.stringify(done.state)));
    text = done.text;
  }
  return { state, text };
}

describe('a person named with a title and no detail is kept for the next message', () => {
  it.each([
    [
      'es',
      'ES',
      'Y también la señora Pili, de la frutería, que fue mi jefa dos veranos',
      'Se llama Pilar Ortega Ruiz, la Pili para todos. Móvil 622 45 67 89',
      'Pilar',
    ],
    [
      'pt',
      'PT',
      'E a dona Fátima, a minha antiga chefe na pastelaria',
      'A dona Fátima chama-se Maria de Fátima Lopes, telemóvel 913 456 782',
      null,
    ],
    [
      'fr',
      'FR',
      'Et M. Bertrand, mon ancien patron au garage',
      "M. Bertrand, c'est Paul Bertrand, son portable 06 23 45 67 81",
      'Paul',
    ],
  ] as const)(
    '%s: the details said next are theirs, not the last referee’s',
    (locale, country, named, details, first) => {
      const before = talk(locale, country, 'Laura Vidal, laura.vidal@acme.com, +34 612 000 111');
      const after = talk(
        locale,
        country,
        'Laura Vidal, laura.vidal@acme.com, +34 612 000 111',
        named,
        details,
      );
      // The first referee is untouched: no relationship, no number of the other person.
      expect(after.state.contacts[0]!.relationship).toBe(before.state.contacts[0]!.relationship);
      expect(after.state.contacts[0]!.phone).toBe('+34612000111');
      expect(after.state.contacts).toHaveLength(2);
      const second = after.state.contacts[1]!;
      // The relationship said with the title is theirs, shown on the card.
      expect(second.relationship).toBe('manager');
      expect(second.unconfirmed).toBeTruthy();
      if (first) expect(second.firstName ?? second.nameAsWritten).toContain(first);
      expect(after.state.pendingPerson ?? null).toBeNull();
    },
  );

  it('asks for their details by how they were called, and keeps them one message only', () => {
    const asked = talk('es', 'ES', 'Ah, y el señor Paco, mi jefe del taller');
    expect(asked.state.contacts).toHaveLength(0);
    expect(asked.state.pendingPerson?.calledAs).toContain('señor Paco');
    expect(asked.text).toContain('señor Paco');
    const later = talk(
      'es',
      'ES',
      'Ah, y el señor Paco, mi jefe del taller',
      'Bueno, da igual',
      'Juan Gómez Díaz, juan.gomez@acme.com',
    );
    expect(later.state.pendingPerson ?? null).toBeNull();
    expect(later.state.contacts).toHaveLength(1);
    expect(later.state.contacts[0]!.relationship).toBeNull();
  });

  it('a titled person with no detail never lends the last referee a relationship', () => {
    const { state } = talk(
      'en',
      'US',
      'Laura Vidal, laura.vidal@acme.com, 415 555 0100, my manager',
      'And Mr Bob, from the shop where I worked',
    );
    expect(state.contacts).toHaveLength(1);
    expect(state.contacts[0]!.relationship).toBe('manager');
    expect(state.pendingPerson?.calledAs).toContain('Mr Bob');
  });
});

describe('a referee mentioned later by the title they were introduced with', () => {
  it('a number said for "the Mister" alone is his, not the last referee’s', () => {
    const { state } = talk(
      'pt',
      'PT',
      'O Mister Rui Patrício Sousa era o meu treinador, rui.sousa@gmail.com',
      'Sim, está certo.',
      'E a diretora do clube, Ana Reis, +351 912 000 333, ana.reis@clube.pt',
      'Sim, está certo.',
      'O Mister também tem telemóvel: 934 111 222',
    );
    const rui = state.contacts.find((c) => c.email === 'rui.sousa@gmail.com')!;
    const ana = state.contacts.find((c) => c.email === 'ana.reis@clube.pt')!;
    expect(rui.phone).toBe('+351934111222');
    expect(rui.unconfirmed).toBeTruthy();
    expect(ana.phone).toBe('+351912000333');
  });

  it('a title two referees share names neither of them', () => {
    const { state } = talk(
      'de',
      'DE',
      'Frau Dr. Weber, meine Chefin, k.weber@acme.de',
      'Ja, das stimmt.',
      'Und Frau Dr. Brandt, Kollegin, s.brandt@acme.de',
      'Ja, das stimmt.',
    );
    for (const c of state.contacts) expect(c.phone).toBeNull();
  });

  it('states stored before the new fields still parse', () => {
    const old = {
      step: 'referees',
      consent: true,
      contacts: [
        {
          firstName: 'Ana',
          lastName: 'Reis',
          email: 'ana@x.pt',
          phone: null,
          relationship: 'manager',
        },
      ],
      missing: [],
    };
    const parsed = intakeStateSchema.parse(old);
    expect(parsed.contacts[0]!.calledAs).toBeUndefined();
    expect(parsed.pendingPerson).toBeUndefined();
  });
});

describe('a nameless mailbox gives way to the named person of the same organisation', () => {
  it('"info@…", then a named person at the same domain: one referee, on the card', () => {
    const { state } = talk(
      'en',
      'US',
      'You can write to info@bakery-example.com',
      'A name? Then Grace Hopper, the owner, grace.hopper@bakery-example.com',
    );
    expect(state.contacts).toHaveLength(1);
    expect(state.contacts[0]!.email).toBe('grace.hopper@bakery-example.com');
    expect(state.contacts[0]!.unconfirmed).toBeTruthy();
  });

  it('another domain, or "and my …", is someone else', () => {
    expect(
      talk(
        'en',
        'US',
        'You can write to info@bakery-example.com',
        'Grace Hopper, grace.hopper@other-example.com',
      ).state.contacts,
    ).toHaveLength(2);
    expect(
      talk(
        'en',
        'US',
        'You can write to info@bakery-example.com',
        'And my colleague Grace Hopper, grace.hopper@bakery-example.com',
      ).state.contacts,
    ).toHaveLength(2);
  });
});

describe('clergy of any faith is a mentor', () => {
  it.each([
    ['es', 'ES', 'Don Luis Prieto, el párroco de mi barrio, 622 11 22 33'],
    ['fr', 'FR', 'Paul Martin, le curé de ma paroisse, 06 11 22 33 44'],
    ['en', 'US', 'Peter Brown, the parish priest at St Mary’s, 415 555 0142'],
  ] as const)('%s: "%s"', (locale, country, message) => {
    const { state } = talk(locale, country, message);
    expect(state.contacts[0]!.relationship).toBe('mentor');
  });
});
