import { describe, expect, it } from 'vitest';
import { countryIn, findName } from '../../questionnaires/kinds/contact.reader.ts';
import { type KindQuestion, kindOf } from '../../questionnaires/kinds/index.ts';
import type { Question } from '../../questionnaires/questionnaires.schemas.ts';
import type { RefereeContext, RefereeState } from './agent.types.ts';
import { contactWordsFor } from './contact-words.ts';
import { refusesBeforeDetails, saysDone } from './intake-reading.ts';
import { talkFrom } from './intake-turn.test-helper.ts';
import { lexiconFor } from './lexicon.ts';
import { withoutOwnDetails } from './own-details.ts';
import { initialRefereeState } from './referee-agent.ts';
import { refereeTestContext, refereeTurn } from './referee-turn.test-helper.ts';

/**
 * Session 28 (issue 41): rules from the tuning misses of sets 34–37 and the blind sets 38+39,
 * in wordings of our own, with ones not to read so.
 */

describe('a word that opens lists, used as a given name (es-i128)', () => {
  const nameIn = (text: string) => findName(text, contactWordsFor('es'));

  it.each([
    [
      'Primero: mi tío Segundo Eleuterio Chunga Ramos, 969 123 456',
      'Segundo',
      'Eleuterio Chunga Ramos',
    ],
    ['la señora Primitiva Gómez Rey, de la tienda', 'Primitiva', 'Gómez Rey'],
    ['a la Sra. Primera Ruiz, su vecina', 'Primera', 'Ruiz'],
  ])('"%s" names %s %s', (text, firstName, lastName) => {
    expect(nameIn(text)).toEqual({ firstName, lastName });
  });

  it('keeps a capitalised noun before a name no given name ("ihrem Mann Lukas")', () => {
    expect(findName('Handy von ihrem Mann Lukas Berger', contactWordsFor('de'))).toEqual({
      firstName: 'Lukas',
      lastName: 'Berger',
    });
  });

  it.each([
    ['Segundo: Marta López, marta@x.com', 'Marta', 'López'],
    ['Mi jefa. Luego Ana García, ana@x.com', 'Ana', 'García'],
    ['y Segunda: Marta López', 'Marta', 'López'],
  ])('"%s" still opens a list item before %s %s', (text, firstName, lastName) => {
    expect(nameIn(text)).toEqual({ firstName, lastName });
  });
});

describe("a British nurse's post before her name (pt-i127)", () => {
  it.each([
    ['pt', 'era a Sister Karen Walsh (Sister é o cargo dela). karen.walsh@nhs.net'],
    ['en', 'my manager was Sister Karen Walsh, karen.walsh@nhs.net'],
    ['en', 'Matron Karen Walsh on ward 4, karen.walsh@nhs.net'],
  ] as const)('%s "%s" names Karen Walsh', (locale, text) => {
    expect(findName(text, contactWordsFor(locale))).toEqual({
      firstName: 'Karen',
      lastName: 'Walsh',
    });
  });

  it('keeps a sister named as kin', () => {
    expect(findName('my sister Ana Lopes, ana@x.com', contactWordsFor('en'))).toEqual({
      firstName: 'Ana',
      lastName: 'Lopes',
    });
  });
});

const read = (locale: RefereeContext['locale'], question: Partial<Question>, text: string) =>
  kindOf(question as KindQuestion).read(
    { required: true, ...question } as KindQuestion,
    text,
    lexiconFor(locale),
  );

describe('the readers of one answer (sets 38+39)', () => {
  it('offers the option the candidate was ("Chuy era oficial aqui en el taller", es-t89)', () => {
    const puesto = {
      key: 'puesto',
      kind: 'choice' as const,
      prompt: '¿Qué puesto tenía en la carpintería?',
      options: ['Oficial carpintero/a o ebanista', 'Ayudante / aprendiz', 'Encargado/a de taller'],
      multiple: false,
    };
    expect(read('es', puesto, 'Si, Chuy era oficial aqui en el taller')).toEqual({
      value: 'Oficial carpintero/a o ebanista',
      certain: false,
    });
  });

  it('offers the owner option to "the owner" in other words ("Chu le propriétaire", fr-t90)', () => {
    const lien = {
      key: 'lien',
      kind: 'choice' as const,
      prompt: 'Quel était votre lien avec la personne candidate ?',
      options: ["Chef d'atelier", "Collègue d'atelier", "Patron(ne) de l'entreprise", 'Client(e)'],
      multiple: false,
    };
    expect(read('fr', lien, 'Chu le propriétaire de la shop sur Chabanel')).toEqual({
      value: "Patron(ne) de l'entreprise",
      certain: false,
    });
  });

  it('reads the years in the trade apart from the years "conmigo" in one sentence', () => {
    const years = {
      key: 'anios',
      kind: 'number' as const,
      prompt: '¿Cuántos años lleva trabajando en carpintería? (en años)',
      min: 0,
      max: 50,
    };
    expect(read('es', years, 'lleva como 9 años en esto, 4 conmigo')?.value).toBe(9);
  });

  it.each([
    ['pt', 'Ah, é de 1 a 5 né? 5 então', 5],
    ['es', 'Del 1 al 5, un 4', 4],
  ] as const)('%s "%s": the scale said back is no figure of the answer', (locale, said, mark) => {
    const rating = { key: 'seg', kind: 'rating' as const, prompt: 'De 1 a 5, como avalia?' };
    expect(read(locale, rating, said)?.value).toBe(mark);
  });

  it('offers a yes to "un CAP …?" named back ("Un CAP métiers de la mode, puis un BMA")', () => {
    const diploma = {
      key: 'diplome',
      kind: 'yes_no' as const,
      prompt: 'A-t-il ou elle un CAP couture ou un diplôme équivalent ?',
    };
    expect(read('fr', diploma, 'Un CAP métiers de la mode, puis un BMA')).toEqual({
      value: true,
      certain: false,
    });
    expect(read('fr', diploma, 'Un peu, je crois')).toBeUndefined();
  });

  it('offers the one said last when a message says yes and then no ("… 😂 No, ella no maneja")', () => {
    const licence = { key: 'lic', kind: 'yes_no' as const, prompt: '¿Tiene licencia?' };
    expect(read('es', licence, 'Jaja si, de andar en bici 😂 No, ella no maneja')).toEqual({
      value: false,
      certain: false,
    });
  });
});

const base = refereeTestContext('pt');

const say = async (
  locale: RefereeContext['locale'],
  questions: Question[],
  said: string[],
  state: RefereeState = initialRefereeState(questions),
) => {
  let now = state;
  let text = '';
  for (const message of said) {
    const reply = await refereeTurn({ ...base, locale, questions }, now, message);
    now = reply.state;
    text = reply.text;
  }
  return { state: now, text, answers: now.questionnaire?.answers ?? {} };
};

describe('the interviewer on a tenant questionnaire (sets 38+39)', () => {
  it('reads "5 então" after the referee\'s own question on the scale (pt-t89)', async () => {
    const questions = [
      { key: 'seg', kind: 'rating', prompt: 'De 1 a 5, como avalia a segurança?', required: false },
    ] as Question[];
    const { state } = await say('pt', questions, ['Ah, é de 1 a 5 né? 5 então']);
    expect([state.confirm?.key, state.confirm?.value]).toEqual(['seg', 5]);
  });

  it.each(['Não, obrigado. Bom trabalho', 'Não, home. Bom trabalho'])(
    '"%s" to "anything to add?" adds nothing (pt-t90)',
    async (said) => {
      const questions = [
        { key: 'obs', kind: 'text', prompt: 'Quer acrescentar alguma coisa?', required: false },
      ] as Question[];
      const { answers, state } = await say('pt', questions, [said]);
      expect(answers.obs).toBeUndefined();
      expect(state.confirm ?? null).toBeNull();
    },
  );

  it('asks a yes/no again when the message names again a choice answered already (es-t76)', async () => {
    const questions = [
      {
        key: 'recorridos',
        kind: 'choice',
        prompt: '¿Qué recorridos hacía?',
        options: ['Mañana (entrada)', 'Mediodía', 'Tarde (salida)'],
        multiple: true,
        required: true,
      },
      { key: 'recontratar', kind: 'yes_no', prompt: '¿La volvería a contratar?', required: true },
    ] as Question[];
    const answered = initialRefereeState(questions);
    answered.questionnaire!.answers = { recorridos: ['Mañana (entrada)', 'Tarde (salida)'] };
    answered.questionnaire!.asking = 'recontratar';
    const { state, answers } = await say(
      'es',
      questions,
      ['Mañana y tarde. Al mediodia no, eso lo hacia yo sola'],
      answered,
    );
    expect(answers.recontratar).toBeUndefined();
    expect(state.confirm ?? null).toBeNull();
  });
});

describe('the intake (sets 38+39)', () => {
  it.each([
    ['es', 'Mi referencia es el mayordomo del hato La Esperanza en Arauca, don Ovidio Rangel Díaz'],
    ['fr', 'Ma boss au marché sur Lisbon Street, Denise Bouchard, 207-784-3921'],
  ] as const)('%s "%s": a place named with its article or its street is nobody', (locale, text) => {
    expect(findName(text, contactWordsFor(locale))?.lastName).toMatch(/Rangel Díaz|Bouchard/);
  });

  it.each([
    ['es', 'Eso es todo compae, gracias'],
    ['pt', 'Isso é tudo, obrigado'],
  ] as const)('%s "%s" names nobody', (locale, text) => {
    expect(findName(text, contactWordsFor(locale))).toBeNull();
  });

  it.each(['Eso es todo compae, gracias', "Daut's aules. Dankscheen!"])(
    '"%s" says the list is done',
    (said) => {
      expect(saysDone(said)).toBe(true);
    },
  );

  it('reads "Mien Baas …, Abram Friesen" (Plautdietsch "my")', () => {
    expect(
      findName('Mien Baas in der Käsefabrik in Cuauhtémoc, Abram Friesen', contactWordsFor('de')),
    ).toEqual({ firstName: 'Abram', lastName: 'Friesen' });
  });

  it("leaves out the candidate's own cell said in Quebec French", () => {
    expect(
      withoutOwnDetails(
        "Si vous avez besoin de moé, mon cell c'est 207-212-4478 pis mon email brandon@x.com",
      ),
    ).not.toMatch(/207|brandon/);
  });

  it.each([
    ['1. Sr. Abdul Cassimo, chefe de turno no porto, 84 567 8901', null],
    ['trabalha no Porto, 912 345 678', 'PT'],
    ['Ma boss au marché sur Lisbon Street, 207-784-3921', null],
  ] as const)('"%s": the country named is %s', (text, country) => {
    expect(countryIn(text, contactWordsFor('pt'))).toBe(country);
  });
});

describe('sets 40+41', () => {
  const puesto = {
    key: 'puesto',
    kind: 'choice' as const,
    prompt: '¿Qué puesto tenía?',
    options: ['Oficial fontanero/a', 'Ayudante', 'Encargado/a de obra'],
    multiple: false,
  };

  it('offers the trade said in a country\'s own word ("era maestro gasfiter", es-t92)', () => {
    expect(read('es', puesto, 'era maestro gasfiter conmigo')).toEqual({
      value: 'Oficial fontanero/a',
      certain: false,
    });
  });

  it('takes no option from a word said only as where one is ("estoy en una obra")', () => {
    expect(read('es', puesto, 'Le escribo que estoy en una obra en La Banda')).toBeUndefined();
  });

  it.each([
    ['de', 'Das kann ich schlecht beurteilen, ich war ja meist um 23 Uhr zu Hause', undefined],
    ['de', 'Sie war von 14 Uhr bis nach 3 Uhr nachts da, also rund 13 Stunden.', 13],
  ] as const)('%s "%s": a time of day is no amount', (locale, said, amount) => {
    const hours = {
      key: 'h',
      kind: 'number' as const,
      prompt: 'Wie viele Stunden arbeitete sie an einem Tag? (in Stunden)',
      min: 0,
      max: 24,
    };
    expect(read(locale, hours, said)?.value).toBe(amount);
  });

  it('reads "Al tiro" as a yes', () => {
    const rehire = { key: 'r', kind: 'yes_no' as const, prompt: '¿Lo volvería a contratar?' };
    expect(read('es', rehire, 'Al tiro')?.value).toBe(true);
  });

  it('reads a refusal with the boss\'s details, a "si" that opens an if-clause and a "¿dale?" after it', () => {
    expect(
      refusesBeforeDetails(
        'Entonces prefiero que no. Si llaman al taller se entera mi jefe, Raúl Soto (rsoto@taller.ar). Si paso a la final les paso todo, ¿dale?',
        (sentence) => sentence.includes('@'),
      ),
    ).toBe(true);
  });

  it('takes a goodbye on leaving, said to the last question, an optional one, for a pass', async () => {
    const questions = [
      { key: 'obs', kind: 'text', prompt: '¿Quiere añadir algo?', required: false },
    ] as Question[];
    const { state, answers } = await say('es', questions, ['Gracias, me voy']);
    expect(answers.obs).toBeUndefined();
    expect(state.questionnaire?.skipped).toContain('obs');
  });

  it('sets right the number of the referee whose digits it nearly repeats', () => {
    const state = talkFrom(
      'es',
      'JP',
      'Sí, pueden llamarlos',
      'Mi jefe, Takeshi Suzuki, 090-3456-7812',
      'Y mi compañero Jorge Higa, 080-2233-4455',
      'Ay, el número del hancho lo escribí mal: es 090-3456-7821',
    );
    expect(state.contacts.map((c) => c.phone)).toEqual(['+819034567821', '+818022334455']);
  });

  it('knows the Dutch side of Saint-Martin', () => {
    expect(countryIn('elle a que son numéro dutch side : 520 4417', contactWordsFor('fr'))).toBe(
      'SX',
    );
  });
});
