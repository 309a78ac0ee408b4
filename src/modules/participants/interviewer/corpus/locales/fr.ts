import { isHeldOut } from '../typed-corpus.types.ts';
import type { TypedContact, TypedIntakeConversation } from '../typed-intake-conversations.ts';
import type {
  BuiltinCode,
  TypedQuestionnaire,
  TypedRefereeConversation,
} from '../typed-referee-conversations.ts';

/**
 * Issue 41: French participants (France and Québec), written BLIND: before
 * the French readers existed, and without reading the interviewer, its
 * reading rules, the kind modules' readers or their tests. It is there to
 * find failures, not to confirm success.
 *
 * How people type French on a phone: accents left out ("tres", "a l'ecoute",
 * "reunion"), Québec words and spelling ("pis", "tsé", "chu", "y'é",
 * "mets-en", "c'est beau", "pas de trouble", "gérant", "boss"), numbers in
 * words ("quatre", "deux ans", "une bonne dizaine", "une douzaine"), ranges
 * ("3 ou 4", "4 ou 5"), hedges ("un bon 4", "disons 3", "environ 14 mois"),
 * corrections ("non... enfin si, pardon, je voulais dire oui"), negations
 * ("même pas un an", "aucun", "jamais"), skips ("je passe", "RAS"), "aucune
 * idée" / "je sais pas", declines ("je préfère ne pas donner de référence"),
 * a question back ("c'est sur 5 ou sur 10 ?"), a consent refusal with an
 * address, consent in local ways ("ouais vas-y", "pas de trouble"), lists of
 * referees (numbered, bullets, "et"), names with particles and hyphens ("Le
 * Gall", "dos Santos", "Marc-André"), phones in French, Canadian and
 * Portuguese formats, filler that is not a name ("Bon, alors"), version
 * numbers ("la v2 puis la v3"), emoji, pasted signatures and English words
 * ("full remote", "boss", "rush", "ok").
 *
 * The format, how a harness plays it and what a GOOD interviewer is assumed
 * to do: ../typed-corpus.types.ts, ../typed-referee-conversations.ts and
 * ../typed-intake-conversations.ts. The built-in questionnaire is seen in
 * French; the tenant questionnaires below are written in French. A built-in
 * conversation's `to` has one entry per step of `says` (retries and
 * confirmation taps included): the question asked at that step.
 *
 * HELD OUT: every fifth conversation by position in each list (index 4, 9,
 * 14, …), as in the English corpus. Add new cases at the END only.
 */

/** Restaurants: every kind; a relationship choice, years, people managed (optional). */
export const FR_RESTAURATION: TypedQuestionnaire = {
  id: 'fr-restauration',
  name: 'Référence : restauration',
  questions: [
    {
      key: 'relation',
      kind: 'choice',
      prompt: 'Quel était votre lien avec la personne candidate ?',
      options: ['Son ou sa responsable', 'Collègue', 'Membre de son équipe', 'Client'],
      multiple: false,
      required: true,
    },
    {
      key: 'annees',
      kind: 'number',
      prompt: "Combien d'années avez-vous travaillé ensemble ?",
      min: 0,
      max: 50,
      required: true,
    },
    {
      key: 'rigueur',
      kind: 'rating',
      prompt: 'Sur une échelle de 1 à 5, comment évalueriez-vous sa rigueur ?',
      label: 'Rigueur',
      required: true,
    },
    {
      key: 'postes',
      kind: 'choice',
      prompt: 'À quels postes a-t-il ou elle travaillé ? (facultatif, plusieurs choix possibles)',
      options: ['Cuisine', 'Salle', 'Bar', 'Caisse'],
      multiple: true,
      required: false,
    },
    {
      key: 'reembaucher',
      kind: 'yes_no',
      prompt: 'Le ou la réembaucheriez-vous ?',
      required: true,
    },
    {
      key: 'equipe',
      kind: 'number',
      prompt: 'Combien de personnes encadrait-il ou elle ? (facultatif)',
      min: 1,
      max: 200,
      required: false,
    },
    {
      key: 'point_fort',
      kind: 'text',
      prompt: 'Quel est son principal point fort ?',
      required: true,
    },
  ],
};

/** Software: months, a rating, an optional yes/no, a single choice, optional text. */
export const FR_DEV: TypedQuestionnaire = {
  id: 'fr-dev',
  name: 'Référence : développement logiciel',
  questions: [
    {
      key: 'mois',
      kind: 'number',
      prompt: 'Combien de mois avez-vous travaillé ensemble ?',
      min: 1,
      max: 600,
      required: true,
    },
    {
      key: 'code',
      kind: 'rating',
      prompt: 'De 1 à 5, que vaut la qualité de son code ?',
      label: 'Qualité du code',
      required: true,
    },
    {
      key: 'astreinte',
      kind: 'yes_no',
      prompt: 'Participait-il ou elle aux astreintes ? (facultatif)',
      required: false,
    },
    {
      key: 'mode',
      kind: 'choice',
      prompt: 'Comment travaillait-il ou elle ?',
      options: ['Sur site', 'Hybride', 'Télétravail'],
      multiple: false,
      required: true,
    },
    {
      key: 'remarques',
      kind: 'text',
      prompt: 'Autre chose à nous dire ? (facultatif)',
      required: false,
    },
  ],
};

export const QUESTIONNAIRES_FR: readonly TypedQuestionnaire[] = [FR_RESTAURATION, FR_DEV];

type RefereeCase = Omit<TypedRefereeConversation, 'heldOut'>;
type IntakeCase = Omit<TypedIntakeConversation, 'heldOut'>;

const CHLOE = { firstName: 'Chloé', lastName: 'Lefebvre' };
const KEVIN = { firstName: 'Kevin', lastName: 'Tremblay' };

/** The built-in's questions in order, one message each. */
const IN_ORDER: BuiltinCode[] = [
  'rel',
  'com',
  'tec',
  'tea',
  'rlb',
  'pro',
  'lea',
  'str',
  'imp',
  'reh',
  'mon',
  'cmt',
];

const REFEREE_CASES: RefereeCase[] = [
  {
    id: 'fr-r01',
    title: 'France, plain answers typed without accents',
    tags: ['french', 'short'],
    questionnaire: 'builtin',
    locale: 'fr',
    candidate: CHLOE,
    to: IN_ORDER,
    says: [
      "J'etais sa manager chez Capgemini",
      '4',
      '5',
      '4',
      '5',
      '4',
      '3',
      "Tres rigoureuse, toujours a l'ecoute",
      'Prendre plus la parole en reunion',
      'oui',
      '30',
      'non merci',
    ],
    expected: {
      relationship: "J'etais sa manager chez Capgemini",
      communication: 4,
      technical_skill: 5,
      teamwork: 4,
      reliability: 5,
      problem_solving: 4,
      leadership: 3,
      strengths: "Tres rigoureuse, toujours a l'ecoute",
      improvements: 'Prendre plus la parole en reunion',
      wouldRehire: true,
      monthsKnown: 30,
    },
    outcome: 'completed',
  },
  {
    id: 'fr-r02',
    title:
      'Québec: "un bon 4", "ben, 4", "chu pas certain, disons 3", "mets-en!", "à peu près 2 ans"',
    tags: ['french', 'hedge', 'words', 'unit'],
    questionnaire: 'builtin',
    locale: 'fr',
    candidate: KEVIN,
    to: IN_ORDER,
    says: [
      "J'étais son boss chez Desjardins à Montréal, pis on a travaillé ensemble sur l'appli mobile",
      'un bon 4',
      'cinq',
      'ben, 4',
      '5 tsé',
      '4',
      'chu pas certain, disons 3',
      "Y'é vraiment débrouillard",
      'La gestion du temps',
      'mets-en!',
      'à peu près 2 ans',
      "non c'est beau",
    ],
    expected: {
      relationship:
        "J'étais son boss chez Desjardins à Montréal, pis on a travaillé ensemble sur l'appli mobile",
      communication: 4,
      technical_skill: 5,
      teamwork: 4,
      reliability: 5,
      problem_solving: 4,
      leadership: 3,
      strengths: "Y'é vraiment débrouillard",
      improvements: 'La gestion du temps',
      wouldRehire: true,
      monthsKnown: 24,
    },
    outcome: 'completed',
  },
  {
    id: 'fr-r03',
    title:
      '"non... enfin si, pardon, je voulais dire oui"; "3 ou 4"; "une bonne dizaine" of months',
    tags: ['french', 'correction', 'range', 'dont-know', 'skip', 'words', 'issue-quote'],
    questionnaire: 'builtin',
    locale: 'fr',
    candidate: CHLOE,
    to: [
      'rel',
      'com',
      'tec',
      'tea',
      'tea',
      'rlb',
      'pro',
      'lea',
      'str',
      'imp',
      'reh',
      'mon',
      'mon',
      'cmt',
    ],
    says: [
      'collègue',
      '4',
      '4',
      '3 ou 4',
      { retry: '3', key: 'teamwork' },
      '5',
      '4',
      "aucune idée, elle n'encadrait personne",
      'Elle est super fiable',
      'je passe',
      'non... enfin si, pardon, je voulais dire oui',
      'une bonne dizaine',
      { retry: '11 mois', key: 'monthsKnown' },
      'Rien à ajouter',
    ],
    expected: {
      relationship: 'collègue',
      communication: 4,
      technical_skill: 4,
      teamwork: 3,
      reliability: 5,
      problem_solving: 4,
      strengths: 'Elle est super fiable',
      wouldRehire: true,
      monthsKnown: 11,
    },
    outcome: 'completed',
  },
  {
    id: 'fr-r04',
    title: 'declines at the third question: the two ratings given are not kept',
    tags: ['french', 'decline'],
    questionnaire: 'builtin',
    locale: 'fr',
    to: ['rel', 'com', 'tec', 'tec'],
    says: [
      "J'étais son N+1",
      '2',
      'Écoutez, je préfère ne pas continuer, je ne souhaite pas donner de référence',
      { tapConfirm: true },
    ],
    expected: {},
    outcome: 'declined',
  },
  {
    id: 'fr-r05',
    title: 'ratings in words; "communication 4, rigueur 5" asked the months, then "deux ans"',
    tags: ['french', 'words', 'wrong-question', 'unit', 'issue-quote'],
    questionnaire: 'builtin',
    locale: 'fr',
    candidate: KEVIN,
    to: ['rel', 'com', 'tec', 'tea', 'rlb', 'pro', 'lea', 'str', 'imp', 'reh', 'mon', 'mon', 'cmt'],
    says: [
      'Son tuteur pendant son alternance',
      'quatre',
      'trois',
      'cinq',
      'quatre',
      'trois',
      'deux',
      'Curieux, apprend vite',
      "L'autonomie",
      'ouais',
      'communication 4, rigueur 5',
      'ah pardon : deux ans',
      'Non',
    ],
    expected: {
      relationship: 'Son tuteur pendant son alternance',
      communication: 4,
      technical_skill: 3,
      teamwork: 5,
      reliability: 4,
      problem_solving: 3,
      leadership: 2,
      strengths: 'Curieux, apprend vite',
      improvements: "L'autonomie",
      wouldRehire: true,
      monthsKnown: 24,
    },
    outcome: 'completed',
  },
  {
    id: 'fr-r06',
    title: 'taps, "c\'est sur 5 ou sur 10 ?", "bof, 2", emoji, "depuis 2021… environ 3 ans"',
    tags: ['french', 'tap', 'question-back', 'emoji', 'hedge', 'unit', 'number-in-word'],
    questionnaire: 'builtin',
    locale: 'fr',
    candidate: CHLOE,
    to: ['rel', 'com', 'tec', 'tec', 'tea', 'rlb', 'pro', 'lea', 'str', 'imp', 'reh', 'mon', 'cmt'],
    says: [
      'Cliente, elle gérait notre compte chez Publicis',
      { tap: 5 },
      "c'est sur 5 ou sur 10 ?",
      { retry: '4 sur 5', key: 'technical_skill' },
      { tap: 4 },
      '5 👍',
      { tap: null },
      'bof, 2',
      'Créative et réactive 🔥',
      { tap: null },
      { tap: true },
      'depuis 2021... environ 3 ans',
      { tap: null },
    ],
    expected: {
      relationship: 'Cliente, elle gérait notre compte chez Publicis',
      communication: 5,
      technical_skill: 4,
      teamwork: 4,
      reliability: 5,
      leadership: 2,
      strengths: 'Créative et réactive 🔥',
      wouldRehire: true,
      monthsKnown: 36,
    },
    outcome: 'completed',
  },
  {
    id: 'fr-r07',
    title: 'a long answer, refuses one question, a phone number in the comment',
    tags: ['french', 'long', 'decline', 'optional'],
    questionnaire: 'builtin',
    locale: 'fr',
    candidate: KEVIN,
    to: IN_ORDER,
    says: [
      "On a bossé ensemble chez Ubisoft, j'étais lead dev et lui dev gameplay dans mon équipe",
      '4',
      '5',
      '5',
      '4',
      '5',
      '3',
      "Il a une capacité rare à comprendre un système entier. Quand le moteur plantait en prod la veille d'une sortie, c'est lui qui trouvait. Et il explique bien aux juniors, sans jamais les rabaisser",
      'Je préfère ne pas répondre à celle-là',
      'oui sans hésiter',
      '18 mois',
      'Vous pouvez me rappeler au 06 45 12 78 90 si besoin',
    ],
    expected: {
      relationship:
        "On a bossé ensemble chez Ubisoft, j'étais lead dev et lui dev gameplay dans mon équipe",
      communication: 4,
      technical_skill: 5,
      teamwork: 5,
      reliability: 4,
      problem_solving: 5,
      leadership: 3,
      strengths: { has: ['capacité rare', 'juniors'] },
      wouldRehire: true,
      monthsKnown: 18,
      comments: 'Vous pouvez me rappeler au 06 45 12 78 90 si besoin',
    },
    outcome: 'completed',
  },
  // ───────────── tenant: fr-restauration (relation, annees, rigueur, postes, reembaucher, equipe, point_fort)
  {
    id: 'fr-t01',
    title: 'short answers: "sa responsable", "3 ans", "cuisine et bar"',
    tags: ['french', 'short', 'multiple'],
    questionnaire: 'fr-restauration',
    locale: 'fr',
    candidate: CHLOE,
    says: [
      'sa responsable',
      '3 ans',
      '5',
      'cuisine et bar',
      'oui',
      '6',
      'Sa rapidité en plein coup de feu',
    ],
    expected: {
      relation: 'Son ou sa responsable',
      annees: 3,
      rigueur: 5,
      postes: ['Cuisine', 'Bar'],
      reembaucher: true,
      equipe: 6,
      point_fort: 'Sa rapidité en plein coup de feu',
    },
    outcome: 'completed',
  },
  {
    id: 'fr-t02',
    title: '"même pas un an" is 0 years; "aucun" for people is below the minimum, not stored',
    tags: ['french', 'negation', 'hedge', 'multiple', 'optional'],
    questionnaire: 'fr-restauration',
    locale: 'fr',
    candidate: KEVIN,
    says: [
      'collègue de salle',
      'même pas un an, quelques mois',
      'disons 4',
      'salle, et caisse des fois',
      'non',
      "aucun, il n'encadrait personne",
      'Le contact avec les clients',
    ],
    expected: {
      relation: 'Collègue',
      annees: 0,
      rigueur: 4,
      postes: ['Salle', 'Caisse'],
      reembaucher: false,
      point_fort: 'Le contact avec les clients',
    },
    outcome: 'completed',
  },
  {
    id: 'fr-t03',
    title: '"aucune idée" on required years, "4 ou 5", "je passe", "je sais pas"',
    tags: ['french', 'dont-know', 'required-miss', 'range', 'skip', 'hedge'],
    questionnaire: 'fr-restauration',
    locale: 'fr',
    candidate: KEVIN,
    says: [
      "j'étais cliente régulière, je le connais du resto",
      'aucune idée',
      { retry: 'bon, disons 2 ans', key: 'annees' },
      '4 ou 5',
      { retry: '5', key: 'rigueur' },
      'je passe',
      'ouais carrément',
      'je sais pas',
      'Toujours souriant',
    ],
    expected: {
      relation: 'Client',
      annees: 2,
      rigueur: 5,
      reembaucher: true,
      point_fort: 'Toujours souriant',
    },
    outcome: 'completed',
  },
  {
    id: 'fr-t04',
    title: '"Non merci, je ne souhaite pas donner de référence" at the first question',
    tags: ['french', 'decline', 'short'],
    questionnaire: 'fr-restauration',
    locale: 'fr',
    says: [
      'Non merci, je ne souhaite pas donner de référence pour cette personne.',
      { tapConfirm: true },
    ],
    expected: {},
    outcome: 'declined',
  },
  // ───────────── tenant: fr-dev (mois, code, astreinte, mode, remarques)
  {
    id: 'fr-t05',
    title: '"un an et demi" asked in months, "RAS" as the comment',
    tags: ['french', 'unit', 'words', 'skip'],
    questionnaire: 'fr-dev',
    locale: 'fr',
    candidate: CHLOE,
    says: ['un an et demi', '4', 'ouais', 'hybride', 'RAS'],
    expected: { mois: 18, code: 4, astreinte: true, mode: 'Hybride' },
    outcome: 'completed',
  },
  {
    id: 'fr-t06',
    title: '"la v2 puis la v3, environ 14 mois", "jamais", "full remote", a signature with a phone',
    tags: ['french', 'number-in-word', 'hedge', 'negation', 'signature', 'tap'],
    questionnaire: 'fr-dev',
    locale: 'fr',
    candidate: CHLOE,
    says: [
      'on a bossé ensemble sur la v2 puis la v3, environ 14 mois',
      { tap: 4 },
      "jamais, pas d'astreinte chez nous",
      'full remote',
      'Elle code proprement, des tests partout.\n\nCordialement,\nYann Le Gall\nCTO – Doctolib\n06 12 34 56 78',
    ],
    expected: {
      mois: 14,
      code: 4,
      astreinte: false,
      mode: 'Télétravail',
      remarques: { has: ['code proprement'] },
    },
    outcome: 'completed',
  },
  {
    id: 'fr-t07',
    title: 'Québec: "j\'étais son gérant", "ça fait comme 5 ans", "un gros 5", "une douzaine"',
    tags: ['french', 'hedge', 'words', 'multiple'],
    questionnaire: 'fr-restauration',
    locale: 'fr',
    candidate: KEVIN,
    says: [
      "J'étais son gérant",
      'ça fait comme 5 ans',
      'un gros 5',
      'cuisine pis bar',
      'ben oui',
      'une douzaine',
      'Y lâche jamais, même dans le rush du samedi soir',
    ],
    expected: {
      relation: 'Son ou sa responsable',
      annees: 5,
      rigueur: 5,
      postes: ['Cuisine', 'Bar'],
      reembaucher: true,
      equipe: 12,
      point_fort: 'Y lâche jamais, même dans le rush du samedi soir',
    },
    outcome: 'completed',
  },
  {
    id: 'fr-t08',
    title: '"2 ans" in the months answer, "j\'sais pas" on the optional yes/no, "sur site"',
    tags: ['french', 'unit', 'dont-know', 'optional', 'typos'],
    questionnaire: 'fr-dev',
    locale: 'fr',
    says: ['2 ans', 'Un 3 honnêtement', "j'sais pas", 'sur site', 'non rien'],
    expected: { mois: 24, code: 3, mode: 'Sur site' },
    outcome: 'completed',
  },
  {
    id: 'fr-t09',
    title: 'stops after "je dois y aller, désolé" at the required rehire',
    tags: ['french', 'required-miss', 'short'],
    questionnaire: 'fr-restauration',
    locale: 'fr',
    candidate: CHLOE,
    says: ['membre de mon équipe', '1', '2', 'caisse', 'je dois y aller, désolé'],
    expected: { relation: 'Membre de son équipe', annees: 1, rigueur: 2, postes: ['Caisse'] },
    outcome: 'open',
  },
];

const c = (
  firstName: string,
  lastName: string | null,
  email: string | null,
  relationship: TypedContact['relationship'],
  phone: string | null = null,
): TypedContact => ({ firstName, lastName, email, phone, relationship });

const REFUSED = { consent: false, contacts: [] };

const INTAKE_CASES: IntakeCase[] = [
  {
    id: 'fr-i01',
    title: '"Non, ne contactez pas mon ancienne cheffe claire.martin@…": a refusal with an address',
    tags: ['french', 'consent', 'consent-with-email', 'issue-quote'],
    locale: 'fr',
    defaultCountry: 'FR',
    says: [
      'Non, ne contactez pas mon ancienne cheffe claire.martin@orange.fr, elle ne sait pas que je pars',
    ],
    expected: REFUSED,
    outcome: 'consent_refused',
  },
  {
    id: 'fr-i02',
    title: '"ouais vas-y", a numbered list with "Le Gall"',
    tags: ['french', 'list', 'multi-referee'],
    locale: 'fr',
    defaultCountry: 'FR',
    says: [
      'ouais vas-y',
      '1. Julien Moreau - julien.moreau@sncf.fr - mon manager\n2. Camille Bernard, camille.bernard@gmail.com, collègue\n3. Yann Le Gall yann@legall.bzh (mentor)',
      "c'est tout",
    ],
    expected: {
      consent: true,
      contacts: [
        c('Julien', 'Moreau', 'julien.moreau@sncf.fr', 'manager'),
        c('Camille', 'Bernard', 'camille.bernard@gmail.com', 'colleague'),
        c('Yann', 'Le Gall', 'yann@legall.bzh', 'mentor'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'fr-i03',
    title: '"Bon, alors la meilleure personne ce serait Nathalie Dubois": filler is no name',
    tags: ['french', 'filler'],
    locale: 'fr',
    defaultCountry: 'FR',
    says: [
      'oui bien sûr',
      "Bon, alors la meilleure personne ce serait Nathalie Dubois, ma responsable chez L'Oréal, nathalie.dubois@loreal.com",
      "c'est bon",
    ],
    expected: {
      consent: true,
      contacts: [c('Nathalie', 'Dubois', 'nathalie.dubois@loreal.com', 'manager')],
    },
    outcome: 'completed',
  },
  {
    id: 'fr-i04',
    title: 'a French mobile in local format',
    tags: ['french', 'short'],
    locale: 'fr',
    defaultCountry: 'FR',
    says: ['ok', 'Thomas Petit, collègue, thomas.petit@free.fr, 06 12 34 56 78', 'terminé'],
    expected: {
      consent: true,
      contacts: [c('Thomas', 'Petit', 'thomas.petit@free.fr', 'colleague', '+33612345678')],
    },
    outcome: 'completed',
  },
  {
    id: 'fr-i05',
    title: 'Québec: "pas de trouble", "Mon boss: Marc-André Tremblay", then "pis ma collègue…"',
    tags: ['french', 'multi-referee', 'filler'],
    locale: 'fr',
    defaultCountry: 'CA',
    says: [
      'oui, pas de trouble',
      'Mon boss: Marc-André Tremblay, marc-andre.tremblay@desjardins.com, 514-872-3456',
      'pis ma collègue Geneviève Gagnon genevieve.gagnon@desjardins.com',
      "c'est beau",
    ],
    expected: {
      consent: true,
      contacts: [
        c(
          'Marc-André',
          'Tremblay',
          'marc-andre.tremblay@desjardins.com',
          'manager',
          '+15148723456',
        ),
        c('Geneviève', 'Gagnon', 'genevieve.gagnon@desjardins.com', 'colleague'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'fr-i06',
    title: '"oui mais pas mon employeur actuel svp": confirmed',
    tags: ['french', 'consent', 'negation'],
    locale: 'fr',
    defaultCountry: 'FR',
    says: [
      'oui mais pas mon employeur actuel svp',
      { tapConfirm: true },
      'Sophie Lefèvre, ex-collègue, sophie.lefevre@axa.fr',
      'fini',
    ],
    expected: {
      consent: true,
      contacts: [c('Sophie', 'Lefèvre', 'sophie.lefevre@axa.fr', 'colleague')],
    },
    outcome: 'completed',
  },
  {
    id: 'fr-i07',
    title: 'a Portuguese mobile with a French tenant: asked about; "dos Santos"',
    tags: ['french', 'foreign-phone'],
    locale: 'fr',
    defaultCountry: 'FR',
    says: [
      'oui',
      'Ana dos Santos, ma manager à Lisbonne, ana.santos@farfetch.com, 912 345 678',
      { retry: "c'est un numéro portugais", key: 'phone:Ana' },
      "c'est tout",
    ],
    expected: {
      consent: true,
      contacts: [c('Ana', 'dos Santos', 'ana.santos@farfetch.com', 'manager', '+351912345678')],
    },
    outcome: 'completed',
  },
  {
    id: 'fr-i08',
    title: 'a question back before consenting; two colleagues joined by "et"',
    tags: ['french', 'question-back', 'dont-know', 'multi-referee', 'consent'],
    locale: 'fr',
    defaultCountry: 'FR',
    says: [
      "euh je sais pas trop, c'est pour quoi exactement ?",
      { retry: "d'accord, oui", key: 'consent' },
      'Karim Benali et Lucie Roux, deux collègues : karim.benali@thales.fr et lucie.roux@thales.fr',
      "voilà c'est tout",
    ],
    expected: {
      consent: true,
      contacts: [
        c('Karim', 'Benali', 'karim.benali@thales.fr', 'colleague'),
        c('Lucie', 'Roux', 'lucie.roux@thales.fr', 'colleague'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'fr-i09',
    title: 'consents, then "je préfère ne pas donner de références pour le moment"',
    tags: ['french', 'decline', 'done-phrase'],
    locale: 'fr',
    defaultCountry: 'FR',
    says: ['oui', 'en fait je préfère ne pas donner de références pour le moment'],
    expected: { consent: true, contacts: [] },
    outcome: 'open',
  },
  {
    id: 'fr-i10',
    title: '"vas-y", bullets, a teacher without an e-mail: asked for it',
    tags: ['french', 'list', 'multi-referee'],
    locale: 'fr',
    defaultCountry: 'FR',
    says: [
      'vas-y',
      '- Pierre Lambert (mon ancien chef) pierre.lambert@bnpparibas.com\n- Émilie Girard, ma prof de master',
      { retry: 'emilie.girard@hec.edu', key: 'email:Émilie' },
      "c'est tout",
    ],
    expected: {
      consent: true,
      contacts: [
        c('Pierre', 'Lambert', 'pierre.lambert@bnpparibas.com', 'manager'),
        c('Émilie', 'Girard', 'emilie.girard@hec.edu', ['teacher', 'mentor']),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'fr-i11',
    title: '"mon collègue… non pardon, c\'était mon manager": the correction wins',
    tags: ['french', 'correction'],
    locale: 'fr',
    defaultCountry: 'FR',
    says: [
      'oui',
      "Antoine Roussel, antoine.roussel@sfr.fr, 06 98 76 54 32, mon collègue... non pardon, c'était mon manager",
      'fini',
    ],
    expected: {
      consent: true,
      contacts: [c('Antoine', 'Roussel', 'antoine.roussel@sfr.fr', 'manager', '+33698765432')],
    },
    outcome: 'completed',
  },
  {
    id: 'fr-i12',
    title: '"non merci": a plain refusal',
    tags: ['french', 'consent', 'short'],
    locale: 'fr',
    defaultCountry: 'FR',
    says: ['non merci'],
    expected: REFUSED,
    outcome: 'consent_refused',
  },
  {
    id: 'fr-i13',
    title: 'Québec: "ouin correct", a pasted signature with a Montréal number',
    tags: ['french', 'signature', 'consent'],
    locale: 'fr',
    defaultCountry: 'CA',
    says: [
      'ouin correct',
      { retry: 'oui', key: 'consent' },
      'Voici ma superviseure :\n\nIsabelle Côté\nDirectrice des opérations | Cirque du Soleil\nisabelle.cote@cirquedusoleil.com\nCell. : 438 921 2710',
      "c'est tout",
    ],
    expected: {
      consent: true,
      contacts: [
        c('Isabelle', 'Côté', 'isabelle.cote@cirquedusoleil.com', 'manager', '+14389212710'),
      ],
    },
    outcome: 'completed',
  },
];

export const REFEREE_FR: readonly TypedRefereeConversation[] = REFEREE_CASES.map(
  (conversation, index) => ({ ...conversation, heldOut: isHeldOut(index) }),
);

export const INTAKE_FR: readonly TypedIntakeConversation[] = INTAKE_CASES.map(
  (conversation, index) => ({ ...conversation, heldOut: isHeldOut(index) }),
);
