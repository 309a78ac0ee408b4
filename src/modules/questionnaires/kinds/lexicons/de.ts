import type { LanguageWords } from './language.types.ts';

/** German (Germany, Austria, Switzerland), as people type it on a phone: "ss" for "ß", umlauts optional. */

const UNITS = ['null', 'eins', 'zwei', 'drei', 'vier', 'fünf', 'sechs', 'sieben', 'acht', 'neun'];
/** The units as the first part of a compound ("einundzwanzig", "zweieinhalb"). */
const STEMS = ['', 'ein', 'zwei', 'drei', 'vier', 'fünf', 'sechs', 'sieben', 'acht', 'neun'];
const TEENS = [
  'zehn',
  'elf',
  'zwölf',
  'dreizehn',
  'vierzehn',
  'fünfzehn',
  'sechzehn',
  'siebzehn',
  'achtzehn',
  'neunzehn',
];
const TENS = [
  'zwanzig',
  'dreißig',
  'vierzig',
  'fünfzig',
  'sechzig',
  'siebzig',
  'achtzig',
  'neunzig',
];

/** 0–100 in words, compounds in one word ("zweiundzwanzig"), with "ss" for "ß" and "zwo". */
function germanNumbers(): Record<string, number> {
  const numbers: Record<string, number> = { zwo: 2, hundert: 100, einhundert: 100, dreissig: 30 };
  UNITS.forEach((w, i) => {
    numbers[w] = i;
  });
  TEENS.forEach((w, i) => {
    numbers[w] = 10 + i;
  });
  TENS.forEach((tens, t) => {
    const value = 20 + 10 * t;
    for (const spelt of new Set([tens, tens.replace('ß', 'ss')])) {
      numbers[spelt] = value;
      for (let u = 1; u <= 9; u++) numbers[`${STEMS[u]}und${spelt}`] = value + u;
    }
  });
  return numbers;
}

/** "eineinhalb", "zweieinhalb", … "zehneinhalb": a figure and a half, in one word. */
function germanHalves(): Record<string, string> {
  const halves: Record<string, string> = {
    anderthalb: '1.5',
    eineinhalb: '1.5',
    'ein halbes jahr': 'half a year',
    'halbes jahr': 'half a year',
    'ein halbes': 'a half',
    'einen halben monat': 'half a month',
  };
  ['zwei', 'drei', 'vier', 'fünf', 'sechs', 'sieben', 'acht', 'neun', 'zehn'].forEach((w, i) => {
    halves[`${w}einhalb`] = `${i + 2}.5`;
  });
  return halves;
}

export const GERMAN: LanguageWords = {
  locale: 'de',
  numbers: germanNumbers(),
  halves: germanHalves(),
  andAHalf: ['einhalb', 'und ein halb', 'und einhalb', 'und ein halbes'],
  article: ['ein', 'eine', 'einen', 'einem', 'einer', "'ne"],
  falseFriends: {
    also: 'so',
    fast: 'almost',
    will: 'wants',
    bald: 'soon',
    gift: 'poison',
    die: 'the',
    war: 'was',
  },
  amountWords: {
    'ein dutzend': 'a dozen',
    dutzend: 'dozen',
    'ein paar': 'a few',
    paar: 'a few',
    einige: 'a few',
    mehrere: 'several',
  },
  yes: [
    'ja',
    'jaa',
    'jap',
    'jep',
    'jo',
    'jawohl',
    'klar',
    'na klar',
    'natürlich',
    'sicher',
    'auf jeden fall',
    'auf alle fälle',
    'absolut',
    'unbedingt',
    'definitiv',
    'sofort',
    'gerne',
    'gern',
    'genau',
    'selbstverständlich',
    'ohne zweifel',
    'zweifellos',
    'ohne zu zögern',
  ],
  no: [
    'nein',
    'nö',
    'ne',
    'nee',
    'nope',
    'auf keinen fall',
    'keinesfalls',
    'eher nicht',
    'sicher nicht',
    'bestimmt nicht',
  ],
  negations: ['nicht', 'nie', 'niemals', 'kein', 'keine', 'keinen', 'keiner', 'weder'],
  ago: ['vor'],
  nothing: [
    'gar keiner',
    'gar keine',
    'keiner',
    'keine',
    'niemand',
    'nicht einer',
    'nicht eine',
    'nicht mal einer',
    'nicht mal eine',
    'null',
  ],
  skip: [
    'weiter',
    'nächste',
    'nächste frage',
    'überspringen',
    'überspring',
    'skip',
    'passe',
    'ich passe',
    'entfällt',
    'trifft nicht zu',
    'k.a.',
  ],
  dontKnow: [
    'keine ahnung',
    'weiß nicht',
    'weiss nicht',
    'weiß ich nicht',
    'weiss ich nicht',
    'ich weiß es nicht',
    'ich weiss es nicht',
    'ich weiß nicht',
    'ich weiss nicht',
    'kann ich nicht sagen',
    'kann ich nicht beurteilen',
    'schwer zu sagen',
    'schwer zu beurteilen',
    'nicht sicher',
    'bin mir nicht sicher',
    'ich bin mir nicht sicher',
    'weiß ich nicht mehr',
    'weiss ich nicht mehr',
    'erinnere mich nicht',
  ],
  refuseQuestion: [
    'lieber nicht',
    'möchte ich nicht sagen',
    'möchte ich nicht beantworten',
    'dazu möchte ich nichts sagen',
    'dazu sage ich nichts',
    'kein kommentar',
    'keine angabe',
  ],
  corrections: {
    anywhere: [
      'ich meine',
      'ich meinte',
      'korrektur',
      'besser gesagt',
      'sorry',
      'entschuldigung',
      'quatsch',
    ],
    afterPause: ['warte', 'moment', 'nein doch', 'doch', 'besser'],
  },
  declines: [
    'möchte keine referenz geben',
    'möchte keine referenz abgeben',
    'will keine referenz geben',
    'keine referenz geben',
    'ich möchte nicht teilnehmen',
    'möchte nicht teilnehmen',
    'möchte keine auskunft geben',
    'bitte nicht kontaktieren',
    'kontaktieren sie mich nicht',
  ],
  consent: {
    yes: [
      'ja',
      'klar',
      'einverstanden',
      'passt',
      'gerne',
      'okay',
      'ok',
      'in ordnung',
      'jawohl',
      'natürlich',
      'los geht',
    ],
    no: ['nein', 'nicht kontaktieren', 'bitte nicht', 'lieber nicht', 'auf keinen fall'],
  },
  relationships: {
    manager: [
      'chef',
      'chefin',
      'vorgesetzter',
      'vorgesetzte',
      'teamleiter',
      'teamleiterin',
      'abteilungsleiter',
      'abteilungsleiterin',
      'leiter',
      'leiterin',
      'manager',
      'managerin',
    ],
    colleague: ['kollege', 'kollegin', 'arbeitskollege', 'arbeitskollegin'],
    peer: ['teamkollege', 'teamkollegin'],
    report: ['mitarbeiter', 'mitarbeiterin', 'in meinem team', 'direkt unterstellt'],
    client: ['kunde', 'kundin', 'auftraggeber', 'auftraggeberin'],
    mentor: ['mentor', 'mentorin'],
    teacher: [
      'lehrer',
      'lehrerin',
      'professor',
      'professorin',
      'dozent',
      'dozentin',
      'ausbilder',
      'ausbilderin',
    ],
    friend: ['freund', 'freundin'],
  },
  and: ['und', 'sowie', '&'],
  or: ['oder', 'bzw', 'bzw.'],
  but: ['aber', 'sondern', 'jedoch'],
  units: {
    year: ['jahr', 'jahre', 'jahren', 'jahres', 'j.'],
    month: ['monat', 'monate', 'monaten', 'monats', 'mon.'],
    week: ['woche', 'wochen'],
    day: ['tag', 'tage', 'tagen'],
    person: ['person', 'personen', 'leute', 'mitarbeitende', 'leuten', 'menschen', 'köpfe'],
  },
  hedges: [
    'vielleicht',
    'wahrscheinlich',
    'vermutlich',
    'glaube',
    'ich glaube',
    'glaub',
    'ich denke',
    'denke ich',
    'schätze',
    'ich schätze',
    'eher',
    'wohl',
    'evtl',
    'eventuell',
    'möglicherweise',
    'irgendwie',
    'so in etwa',
  ],
  approximate: ['etwa', 'ungefähr', 'ca', 'ca.', 'circa', 'rund', 'so um die', 'um die', 'gut'],
  bounds: {
    over: ['mehr als', 'über', 'ueber', 'länger als', 'knapp über'],
    under: ['weniger als', 'unter', 'kürzer als'],
    almost: ['fast', 'knapp', 'beinahe', 'nicht ganz'],
    atLeast: ['mindestens', 'wenigstens', 'zumindest'],
  },
  settle: [
    'sagen wir',
    'sagen wir mal',
    'ich sag mal',
    'würde sagen',
    'ich würde sagen',
    'ich gebe',
    'ich gebe ihr',
    'ich gebe ihm',
    'gebe',
  ],
  conditions: [
    'kommt darauf an',
    'kommt drauf an',
    'je nachdem',
    'nur wenn',
    'nur falls',
    'aber nur',
    'unter umständen',
    'vorausgesetzt',
  ],
  all: ['alle', 'alles', 'beide', 'beides', 'alle drei', 'alle vier'],
  noneOf: ['keiner davon', 'keine davon', 'keins davon', 'nichts davon', 'keines'],
  ordinals: [
    ['erste', 'ersten', 'erstes', 'erster'],
    ['zweite', 'zweiten', 'zweites', 'zweiter'],
    ['dritte', 'dritten', 'drittes', 'dritter'],
    ['vierte', 'vierten', 'viertes', 'vierter'],
    ['fünfte', 'fünften', 'fünftes', 'fünfter'],
  ],
  last: ['letzte', 'letzten', 'letztes', 'letzter', 'die letzte', 'der letzte', 'das letzte'],
  questionWords: [
    'was',
    'wie',
    'welche',
    'welcher',
    'welches',
    'ist',
    'sind',
    'kann',
    'soll',
    'meinen sie',
    'heißt',
    'bedeutet',
    'wer',
    'warum',
  ],
  fillers: [
    'ehrlich gesagt',
    'ehrlich',
    'also',
    'naja',
    'na ja',
    'tja',
    'hmm',
    'ähm',
    'äh',
    'haha',
    'ganz klar',
    'klar',
  ],
  functionWords: (
    'der die das den dem des ein eine einen einem einer sie er es ich wir ihr ihm ihn mich mir uns ' +
    'ist war waren sind bin hat hatte haben habe wurde würde würden wäre gewesen sein zu zum zur mit von vom ' +
    'in im an am auf aus bei für fur um über nach seit so sehr ganz echt wirklich total richtig gut super ' +
    'toll klasse stark top eine glatte glatt note punkte punkt von zusammen gearbeitet lang lange insgesamt ' +
    'schon auch nur noch dann da hier halt eben mal doch ja und oder'
  ).split(' '),
};
