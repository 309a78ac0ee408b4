import type { Locale } from '../../../../core/locale.ts';
import type { KindQuestion } from '../kind.types.ts';
import type { Expect, PhraseTable } from './reading-phrases.ts';

/**
 * Phrase tables in Spanish, German, French and Portuguese (issue 41), the
 * same kinds of rows as reading-phrases.ts, written from how people type in
 * each language on a phone: no accents, numbers in words and compounds,
 * halves, hedges, corrections, skips, "I don't know", declines, a time
 * since ("hace dos años") that is no length.
 */

const is = (value: unknown): Expect => ({ is: value });
const doubt = (value?: unknown): Expect => ({ doubt: value });
const none: Expect = { none: true };

interface Prompts {
  rating: string;
  label: string;
  rehire: string;
  years: string;
  months: string;
  people: string;
  relationship: string;
  relationshipOptions: string[];
  workStyle: string;
  workStyleOptions: string[];
  strengths: string;
}

function questions(p: Prompts) {
  const q = (question: KindQuestion) => question;
  return {
    rating: q({ key: 'craft', kind: 'rating', prompt: p.rating, required: true, label: p.label }),
    rehire: q({ key: 'wouldRehire', kind: 'yes_no', prompt: p.rehire, required: true }),
    years: q({
      key: 'yearsTogether',
      kind: 'number',
      prompt: p.years,
      required: true,
      min: 0,
      max: 50,
    }),
    months: q({
      key: 'monthsKnown',
      kind: 'number',
      prompt: p.months,
      required: false,
      min: 0,
      max: 1000,
    }),
    people: q({
      key: 'teamSize',
      kind: 'number',
      prompt: p.people,
      required: false,
      min: 0,
      max: 100000,
    }),
    relationship: q({
      key: 'relationship',
      kind: 'choice',
      prompt: p.relationship,
      required: true,
      options: p.relationshipOptions,
      multiple: false,
    }),
    workStyle: q({
      key: 'workStyle',
      kind: 'choice',
      prompt: p.workStyle,
      required: false,
      options: p.workStyleOptions,
      multiple: true,
    }),
    strengths: q({ key: 'strengths', kind: 'text', prompt: p.strengths, required: true }),
  };
}

type Rows = PhraseTable['rows'];
type Tables = Record<string, PhraseTable>;

function tables(p: Prompts, rows: Record<keyof ReturnType<typeof questions>, Rows>): Tables {
  const q = questions(p);
  return Object.fromEntries(
    (Object.keys(q) as Array<keyof typeof q>).map((k) => [k, { question: q[k], rows: rows[k] }]),
  );
}

const ES = tables(
  {
    rating: '¿Cómo valorarías su calidad técnica, de 1 (mala) a 5 (excelente)?',
    label: 'Calidad técnica',
    rehire: '¿Volverías a contratarla o a trabajar con ella?',
    years: '¿Cuántos años trabajaron juntos?',
    months: '¿Cuántos meses trabajaron juntos, más o menos?',
    people: '¿Cuántas personas tenía a su cargo?',
    relationship: '¿Cuál era tu relación laboral con ella?',
    relationshipOptions: ['Su jefe', 'Compañero de equipo', 'Alguien a su cargo', 'Cliente'],
    workStyle: '¿Qué formas de trabajo le van bien?',
    workStyleOptions: ['Remoto', 'Híbrido', 'Presencial'],
    strengths: '¿Cuáles dirías que son sus puntos fuertes?',
  },
  {
    rating: [
      ['4', is(4)],
      ['un 4', is(4)],
      ['cuatro', is(4)],
      ['un 5 sin duda', is(5)],
      ['5, claro', is(5)],
      ['creo que un 4', doubt(4)],
      ['4 o 5', doubt()],
      ['3, no, mejor 4', is(4)],
      ['4,5', doubt()],
      ['8/10', doubt()],
      ['no sé', none],
      ['paso', none],
      ['prefiero no responder', none],
      ['hizo 3 proyectos con nosotros', doubt()],
    ],
    rehire: [
      ['sí', is(true)],
      ['si', is(true)],
      ['claro que sí', is(true)],
      ['por supuesto', is(true)],
      ['no', is(false)],
      ['para nada', is(false)],
      ['no, espera, quise decir que sí', is(true)],
      ['creo que sí', doubt(true)],
      ['sí, pero solo en remoto', doubt(true)],
      ['sí y no', doubt()],
      ['sí, la volvería a contratar sin dudarlo', doubt(true)],
      ['ni idea', none],
      ['prefiero no dar referencias', none],
    ],
    years: [
      ['3', is(3)],
      ['tres años', is(3)],
      ['tres anos', is(3)],
      ['dos años y medio', is(2.5)],
      ['menos 2', none],
      ['2,5', is(2.5)],
      ['1,5 años', is(1.5)],
      ['18 meses', doubt(1.5)],
      ['2.5', doubt(2.5)],
      ['unos dos años', doubt(2)],
      ['hace dos años', doubt()],
      ['más de 10', doubt()],
      ['casi tres años', doubt()],
      ['entre 3 y 4', doubt()],
      ['24 meses', is(2)],
      ['veintidós', doubt()],
      ['todos los días', none],
      ['comunicadora y muy buena compañera', none],
      ['no me acuerdo', none],
    ],
    months: [
      ['18', is(18)],
      ['dieciocho meses', is(18)],
      ['año y medio', is(18)],
      ['un año y medio', is(18)],
      ['dos años', is(24)],
      ['unos 18 meses', is(18)],
      ['veinticuatro', is(24)],
      ['treinta y seis meses', is(36)],
      ['2,5 años', is(30)],
      ['6', doubt(6)],
    ],
    people: [
      ['5', is(5)],
      ['cinco personas', is(5)],
      ['ninguna', doubt(0)],
      ['ni una persona', doubt(0)],
      ['unas 10 personas', doubt(10)],
      ['una docena', is(12)],
      ['veintidós', is(22)],
      ['1.000', is(1000)],
      ['1,000', doubt(1000)],
      ['2,5', doubt(2.5)],
    ],
    relationship: [
      ['su jefe', is('Su jefe')],
      ['Compañero de equipo', is('Compañero de equipo')],
      ['cliente', is('Cliente')],
      ['la segunda', is('Compañero de equipo')],
      ['era su jefe, no su compañero', is('Su jefe')],
      ['hace dos años que la conozco', doubt(2)],
      ['prefiero no dar referencias', none],
    ],
    workStyle: [
      ['remoto', is(['Remoto'])],
      ['remoto y hibrido', is(['Remoto', 'Híbrido'])],
      ['todos', is(['Remoto', 'Híbrido', 'Presencial'])],
      ['remoto no, presencial', is(['Presencial'])],
      ['ninguno', none],
    ],
    strengths: [
      [
        'Muy organizada y se comunica muy bien con el equipo',
        is('Muy organizada y se comunica muy bien con el equipo'),
      ],
      ['no sé', none],
      ['prefiero no decirlo', none],
      ['sí', none],
    ],
  },
);

const DE = tables(
  {
    rating: 'Wie würden Sie ihr Handwerk bewerten, von 1 (schwach) bis 5 (hervorragend)?',
    label: 'Handwerk',
    rehire: 'Würden Sie sie wieder einstellen oder mit ihr arbeiten?',
    years: 'Wie viele Jahre haben Sie zusammengearbeitet?',
    months: 'Wie viele Monate haben Sie ungefähr zusammengearbeitet?',
    people: 'Wie viele Personen hat sie geführt?',
    relationship: 'In welcher Beziehung haben Sie zusammengearbeitet?',
    relationshipOptions: [
      'Ihre Führungskraft',
      'Teamkollege',
      'Mitarbeiter in ihrem Team',
      'Kunde',
    ],
    workStyle: 'Welche Arbeitsformen passen zu ihr?',
    workStyleOptions: ['Remote', 'Hybrid', 'Büro'],
    strengths: 'Was sind ihre größten Stärken?',
  },
  {
    rating: [
      ['4', is(4)],
      ['vier', is(4)],
      ['eine 4', is(4)],
      ['5, ganz klar', is(5)],
      ['glatte 5', is(5)],
      ['eher eine 4', doubt(4)],
      ['3 oder 4', doubt()],
      ['3, nein, besser 4', is(4)],
      ['keine Ahnung', none],
      ['weiter', none],
      ['lieber nicht', none],
      ['sie hat 3 Projekte geleitet', doubt()],
    ],
    rehire: [
      ['ja', is(true)],
      ['Ja, auf jeden Fall', is(true)],
      ['jederzeit wieder', doubt(true)],
      ['nein', is(false)],
      ['auf keinen Fall', is(false)],
      ['vielleicht', doubt()],
      ['ja, aber nur im Team', doubt(true)],
      ['nein, warte, ich meine ja', is(true)],
      ['weiß nicht', none],
      ['ich möchte keine Referenz geben', none],
    ],
    years: [
      ['zwei Jahre', is(2)],
      ['zwei jahre', is(2)],
      ['2 Jahre', is(2)],
      ['zweieinhalb Jahre', is(2.5)],
      ['minus 2', none],
      ['2,5', is(2.5)],
      ['anderthalb', is(1.5)],
      ['18 Monate', doubt(1.5)],
      ['2.5', doubt(2.5)],
      ['etwa drei Jahre', doubt(3)],
      ['vor zwei Jahren', doubt()],
      ['seit zwei Jahren', is(2)],
      ['fast 3', doubt()],
      ['mehr als zehn', doubt()],
      ['einundzwanzig', doubt()],
      ['keine Ahnung', none],
    ],
    months: [
      ['18 Monate', is(18)],
      ['achtzehn Monate', is(18)],
      ['anderthalb Jahre', is(18)],
      ['eineinhalb Jahre', is(18)],
      ['ein halbes Jahr', is(6)],
      ['zwei Jahre', is(24)],
      ['vierundzwanzig', is(24)],
      ['ca. 18 Monate', is(18)],
    ],
    people: [
      ['5', is(5)],
      ['fünf Leute', is(5)],
      ['fuenf', doubt()],
      ['gar keiner', doubt(0)],
      ['ein Dutzend', is(12)],
      ['zweiundzwanzig', is(22)],
      ['ungefähr 10', doubt(10)],
      ['1.000', is(1000)],
      ['1,000', doubt(1000)],
      ['2,5', doubt(2.5)],
    ],
    relationship: [
      ['Teamkollege', is('Teamkollege')],
      ['Kunde', is('Kunde')],
      ['die erste', is('Ihre Führungskraft')],
      ['lieber nicht', none],
    ],
    workStyle: [
      ['remote', is(['Remote'])],
      ['Remote und Hybrid', is(['Remote', 'Hybrid'])],
      ['alle', is(['Remote', 'Hybrid', 'Büro'])],
      ['nicht Büro, sondern remote', doubt(['Remote'])],
      ['keiner davon', none],
    ],
    strengths: [
      [
        'Sie denkt mit und übernimmt Verantwortung',
        is('Sie denkt mit und übernimmt Verantwortung'),
      ],
      ['keine Ahnung', none],
      ['ja', none],
    ],
  },
);

const FR = tables(
  {
    rating: 'Comment évalueriez-vous son savoir-faire, de 1 (faible) à 5 (excellent) ?',
    label: 'Savoir-faire',
    rehire: 'La réembaucheriez-vous ou retravailleriez-vous avec elle ?',
    years: "Combien d'années avez-vous travaillé ensemble ?",
    months: 'Combien de mois avez-vous travaillé ensemble, environ ?',
    people: 'Combien de personnes encadrait-elle ?',
    relationship: 'Quelle était votre relation de travail ?',
    relationshipOptions: ['Sa responsable', "Collègue d'équipe", 'Membre de son équipe', 'Client'],
    workStyle: 'Quels modes de travail lui conviennent ?',
    workStyleOptions: ['Télétravail', 'Hybride', 'Bureau'],
    strengths: 'Quelles sont ses principales forces ?',
  },
  {
    rating: [
      ['4', is(4)],
      ['quatre', is(4)],
      ['je dirais 4', is(4)],
      ['5 sans hésiter', is(5)],
      ['peut-être 4', doubt(4)],
      ['4 ou 5', doubt()],
      ['3, non, plutôt 4', is(4)],
      ['aucune idée', none],
      ['je passe', none],
      ['je préfère ne pas répondre', none],
      ['elle a mené 3 projets', doubt()],
    ],
    rehire: [
      ['oui', is(true)],
      ['Oui, bien sûr', is(true)],
      ['ouais carrément', is(true)],
      ['non', is(false)],
      ['pas du tout', is(false)],
      ['je pense que oui', doubt(true)],
      ['oui mais seulement à distance', doubt(true)],
      ['non, attends, je veux dire oui', is(true)],
      ['je sais pas', none],
      ['je ne souhaite pas donner de référence', none],
    ],
    years: [
      ['deux ans', is(2)],
      ['2 ans', is(2)],
      ['deux ans et demi', is(2.5)],
      ['moins 2', none],
      ['2,5', is(2.5)],
      ['1,5 ans', is(1.5)],
      ['18 mois', doubt(1.5)],
      ['2.5', doubt(2.5)],
      ['environ trois ans', doubt(3)],
      ['il y a deux ans', doubt()],
      ['depuis deux ans', is(2)],
      ['ça fait deux ans', doubt(2)],
      ['presque 3 ans', doubt()],
      ['plus de dix ans', doubt()],
      ['vingt-deux', doubt()],
      ['une dizaine', doubt(10)],
      ['difficile à dire', none],
    ],
    months: [
      ['18 mois', is(18)],
      ['dix-huit mois', is(18)],
      ['un an et demi', is(18)],
      ['deux ans', is(24)],
      ['vingt-quatre', is(24)],
      ['soixante-douze mois', is(72)],
      ['quatre-vingt-dix mois', is(90)],
    ],
    people: [
      ['5', is(5)],
      ['cinq personnes', is(5)],
      ['aucune', doubt(0)],
      ['une douzaine', is(12)],
      ['vingt et un', is(21)],
      ['une vingtaine', doubt(20)],
    ],
    relationship: [
      ['Client', is('Client')],
      ['sa responsable', is('Sa responsable')],
      ['la première', is('Sa responsable')],
      ['je passe', none],
    ],
    workStyle: [
      ['télétravail', is(['Télétravail'])],
      ['teletravail et hybride', is(['Télétravail', 'Hybride'])],
      ['tous', is(['Télétravail', 'Hybride', 'Bureau'])],
      ['aucun', none],
    ],
    strengths: [
      ['Très rigoureuse, elle explique bien', is('Très rigoureuse, elle explique bien')],
      ['aucune idée', none],
      ['oui', none],
    ],
  },
);

const PT = tables(
  {
    rating: 'Como você avaliaria a qualidade técnica dela, de 1 (fraca) a 5 (excelente)?',
    label: 'Qualidade técnica',
    rehire: 'Você a contrataria ou trabalharia com ela de novo?',
    years: 'Quantos anos vocês trabalharam juntos?',
    months: 'Quantos meses vocês trabalharam juntos, mais ou menos?',
    people: 'Quantas pessoas ela liderava?',
    relationship: 'Qual era a sua relação de trabalho com ela?',
    relationshipOptions: ['Gestor dela', 'Colega de equipe', 'Alguém da equipe dela', 'Cliente'],
    workStyle: 'Quais formas de trabalho combinam com ela?',
    workStyleOptions: ['Remoto', 'Híbrido', 'Presencial'],
    strengths: 'Quais você diria que são os pontos fortes dela?',
  },
  {
    rating: [
      ['4', is(4)],
      ['quatro', is(4)],
      ['nota 4', is(4)],
      ['5 com certeza', is(5)],
      ['acho que 4', doubt(4)],
      ['4 ou 5', doubt()],
      ['3, não, melhor 4', is(4)],
      ['sei lá', none],
      ['pula essa', none],
      ['prefiro não responder', none],
    ],
    rehire: [
      ['sim', is(true)],
      ['Sim, com certeza', is(true)],
      ['claro que sim', is(true)],
      ['não', is(false)],
      ['nao', is(false)],
      ['de jeito nenhum', is(false)],
      ['acho que sim', doubt(true)],
      ['sim, mas só remoto', doubt(true)],
      ['não, espera, quis dizer sim', is(true)],
      ['não sei', none],
      ['prefiro não dar referência', none],
    ],
    years: [
      ['dois anos', is(2)],
      ['2 anos', is(2)],
      ['dois anos e meio', is(2.5)],
      ['menos 2', none],
      ['2,5', is(2.5)],
      ['ano e meio', is(1.5)],
      ['18 meses', doubt(1.5)],
      ['2.5', doubt(2.5)],
      ['uns três anos', doubt(3)],
      ['há dois anos', doubt()],
      ['faz dois anos', doubt()],
      ['quase 3 anos', doubt()],
      ['mais de dez anos', doubt()],
      ['vinte e dois', doubt()],
      ['não faço ideia', none],
    ],
    months: [
      ['18 meses', is(18)],
      ['dezoito meses', is(18)],
      ['um ano e meio', is(18)],
      ['ano e meio', is(18)],
      ['dois anos', is(24)],
      ['vinte e quatro', is(24)],
      ['uns 18 meses', is(18)],
    ],
    people: [
      ['5', is(5)],
      ['cinco pessoas', is(5)],
      ['nenhuma', doubt(0)],
      ['uma dúzia', is(12)],
      ['vinte e duas pessoas', is(22)],
      ['umas 10 pessoas', doubt(10)],
      ['1.000', is(1000)],
      ['1,000', doubt(1000)],
      ['2,5', doubt(2.5)],
    ],
    relationship: [
      ['Cliente', is('Cliente')],
      ['colega de equipe', is('Colega de equipe')],
      ['a primeira', is('Gestor dela')],
      ['pula', none],
    ],
    workStyle: [
      ['remoto', is(['Remoto'])],
      ['remoto e hibrido', is(['Remoto', 'Híbrido'])],
      ['todos', is(['Remoto', 'Híbrido', 'Presencial'])],
      ['nenhum', none],
    ],
    strengths: [
      [
        'Muito organizada e comunica bem com o time',
        is('Muito organizada e comunica bem com o time'),
      ],
      ['sei lá', none],
      ['sim', none],
    ],
  },
);

/** The tables of each language other than English (English: reading-phrases.ts TABLES). */
export const LOCALE_TABLES: Record<Exclude<Locale, 'en'>, Tables> = {
  es: ES,
  de: DE,
  fr: FR,
  pt: PT,
};
