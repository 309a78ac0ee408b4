import { isHeldOut } from '../typed-corpus.types.ts';
import type { TypedContact, TypedIntakeConversation } from '../typed-intake-conversations.ts';
import type {
  BuiltinCode,
  TypedQuestionnaire,
  TypedRefereeConversation,
} from '../typed-referee-conversations.ts';

/**
 * Issue 41: Portuguese participants (Brazil and Portugal), written BLIND:
 * before the Portuguese readers existed, and without reading the
 * interviewer, its reading rules, the kind modules' readers or their tests.
 * It is there to find failures, not to confirm success.
 *
 * How people type Portuguese on a phone: accents and cedillas left out
 * ("nao", "so isso", "comunicacao"), Brazilian and European words ("cara",
 * "gente boa", "beleza", "valeu", "whats", "colega de equipa", "tempo
 * inteiro", "liguem-me", "já está"), numbers in words ("dois anos e meio",
 * "uns 18 meses", "uma dúzia"), ranges ("4 ou 5", "3 ou 4"), hedges ("acho
 * que um 4", "um 4 a puxar para 5"), corrections ("não - pera, quis dizer
 * sim"), negations ("nem um ano", "nenhuma"), skips ("pula essa", "passa"),
 * "não sei" / "sei lá", declines ("prefiro não dar referência"), a consent
 * refusal with an address, consent in local ways ("pode sim", "beleza",
 * "tá, pode"), lists of referees (numbered, bullets, "e"), names with
 * particles and articles ("dos Santos", "a Fernanda Lima"), phones in
 * Brazilian, Portuguese and Argentine formats, filler that is not a name
 * ("Então"), shift codes ("12x36"), quarters ("Q1 a Q4"), emoji, pasted
 * signatures and English words ("trainee", "ok", "meta").
 *
 * The format, how a harness plays it and what a GOOD interviewer is assumed
 * to do: ../typed-corpus.types.ts, ../typed-referee-conversations.ts and
 * ../typed-intake-conversations.ts. The built-in questionnaire is seen in
 * Portuguese; the tenant questionnaires below are written in Brazilian
 * Portuguese. A built-in conversation's `to` has one entry per step of
 * `says` (retries and confirmation taps included): the question asked at
 * that step.
 *
 * HELD OUT: every fifth conversation by position in each list (index 4, 9,
 * 14, …), as in the English corpus. Add new cases at the END only.
 */

/** Sales: every kind; a relationship choice, years, team size (optional). */
export const PT_VENDAS: TypedQuestionnaire = {
  id: 'pt-vendas',
  name: 'Referência: vendas',
  questions: [
    {
      key: 'relacao',
      kind: 'choice',
      prompt: 'Qual era a sua relação com a pessoa candidata?',
      options: ['Gestor(a) direto(a)', 'Colega', 'Subordinado(a)', 'Cliente'],
      multiple: false,
      required: true,
    },
    {
      key: 'anos',
      kind: 'number',
      prompt: 'Quantos anos vocês trabalharam juntos?',
      min: 0,
      max: 50,
      required: true,
    },
    {
      key: 'negociacao',
      kind: 'rating',
      prompt: 'De 1 a 5, como você avalia a capacidade de negociação?',
      label: 'Negociação',
      required: true,
    },
    {
      key: 'canais',
      kind: 'choice',
      prompt: 'Por quais canais vendia? (opcional, pode escolher vários)',
      options: ['Telefone', 'E-mail', 'WhatsApp', 'Presencial'],
      multiple: true,
      required: false,
    },
    {
      key: 'recontratar',
      kind: 'yes_no',
      prompt: 'Você contrataria de novo?',
      required: true,
    },
    {
      key: 'equipe',
      kind: 'number',
      prompt: 'Quantas pessoas havia na equipe? (opcional)',
      min: 1,
      max: 200,
      required: false,
    },
    {
      key: 'destaque',
      kind: 'text',
      prompt: 'Qual foi a maior conquista dessa pessoa?',
      required: true,
    },
  ],
};

/** Nursing: months, a rating, an optional yes/no, a single choice, optional text. */
export const PT_ENFERMAGEM: TypedQuestionnaire = {
  id: 'pt-enfermagem',
  name: 'Referência: enfermagem',
  questions: [
    {
      key: 'meses',
      kind: 'number',
      prompt: 'Quantos meses vocês trabalharam juntos?',
      min: 1,
      max: 600,
      required: true,
    },
    {
      key: 'cuidado',
      kind: 'rating',
      prompt: 'De 1 a 5, como avalia o cuidado com os pacientes?',
      label: 'Cuidado com os pacientes',
      required: true,
    },
    {
      key: 'noturno',
      kind: 'yes_no',
      prompt: 'Fazia plantão noturno? (opcional)',
      required: false,
    },
    {
      key: 'regime',
      kind: 'choice',
      prompt: 'Qual era o regime de trabalho?',
      options: ['Tempo integral', 'Meio período', 'Plantões'],
      multiple: false,
      required: true,
    },
    {
      key: 'observacoes',
      kind: 'text',
      prompt: 'Alguma observação? (opcional)',
      required: false,
    },
  ],
};

export const QUESTIONNAIRES_PT: readonly TypedQuestionnaire[] = [PT_VENDAS, PT_ENFERMAGEM];

type RefereeCase = Omit<TypedRefereeConversation, 'heldOut'>;
type IntakeCase = Omit<TypedIntakeConversation, 'heldOut'>;

const BEATRIZ = { firstName: 'Beatriz', lastName: 'Carvalho' };
const JOAO = { firstName: 'João', lastName: 'Almeida' };

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
    id: 'pt-r01',
    title: 'Brazil, plain answers typed without accents',
    tags: ['portuguese', 'short'],
    questionnaire: 'builtin',
    locale: 'pt',
    candidate: BEATRIZ,
    to: IN_ORDER,
    says: [
      'Fui gestora dela no Nubank',
      '5',
      '5',
      '4',
      '5',
      '4',
      '4',
      'Muito proativa, resolve tudo',
      'Poderia delegar mais',
      'sim',
      '24',
      'nao, so isso',
    ],
    expected: {
      relationship: 'Fui gestora dela no Nubank',
      communication: 5,
      technical_skill: 5,
      teamwork: 4,
      reliability: 5,
      problem_solving: 4,
      leadership: 4,
      strengths: 'Muito proativa, resolve tudo',
      improvements: 'Poderia delegar mais',
      wouldRehire: true,
      monthsKnown: 24,
    },
    outcome: 'completed',
  },
  {
    id: 'pt-r02',
    title: 'Portugal: "acho que um 4", words, "4 ou 5", "não sei", "uns 18 meses", "pula essa"',
    tags: ['portuguese', 'hedge', 'words', 'range', 'dont-know', 'skip'],
    questionnaire: 'builtin',
    locale: 'pt',
    candidate: BEATRIZ,
    to: ['rel', 'com', 'tec', 'tea', 'rlb', 'rlb', 'pro', 'lea', 'str', 'imp', 'reh', 'mon', 'cmt'],
    says: [
      'Era colega de equipa dela na Farfetch, no Porto',
      'acho que um 4',
      'cinco',
      'quatro',
      '4 ou 5',
      { retry: '5', key: 'reliability' },
      '4',
      'não sei, ela não chefiava ninguém',
      'Rigor técnico',
      'Falar mais nas reuniões',
      'claro que sim',
      'uns 18 meses',
      'pula essa',
    ],
    expected: {
      relationship: 'Era colega de equipa dela na Farfetch, no Porto',
      communication: 4,
      technical_skill: 5,
      teamwork: 4,
      reliability: 5,
      problem_solving: 4,
      strengths: 'Rigor técnico',
      improvements: 'Falar mais nas reuniões',
      wouldRehire: true,
      monthsKnown: 18,
    },
    outcome: 'completed',
  },
  {
    id: 'pt-r03',
    title:
      '"não - pera, quis dizer sim, com certeza"; "dois anos e meio" in months; "Valeu! 👊" is no comment',
    tags: ['portuguese', 'correction', 'issue-quote', 'words', 'unit', 'emoji'],
    questionnaire: 'builtin',
    locale: 'pt',
    candidate: JOAO,
    to: IN_ORDER,
    says: [
      'fui chefe dele',
      '4',
      '4',
      '5',
      '5',
      '4',
      '3',
      'Cara muito gente boa e entrega tudo no prazo',
      'Organização',
      'não - pera, quis dizer sim, com certeza',
      'dois anos e meio',
      'Valeu! 👊',
    ],
    expected: {
      relationship: 'fui chefe dele',
      communication: 4,
      technical_skill: 4,
      teamwork: 5,
      reliability: 5,
      problem_solving: 4,
      leadership: 3,
      strengths: 'Cara muito gente boa e entrega tudo no prazo',
      improvements: 'Organização',
      wouldRehire: true,
      monthsKnown: 30,
    },
    outcome: 'completed',
  },
  {
    id: 'pt-r04',
    title: '"Prefiro não dar referência" at the first question',
    tags: ['portuguese', 'decline', 'short'],
    questionnaire: 'builtin',
    locale: 'pt',
    candidate: JOAO,
    to: ['rel', 'rel'],
    says: ['Prefiro não dar referência, desculpa', { tapConfirm: true }],
    expected: {},
    outcome: 'declined',
  },
  {
    id: 'pt-r05',
    title: '"sei lá"; "comunicação 5, equipe 4" asked the months, then "uns 8 meses"',
    tags: ['portuguese', 'dont-know', 'wrong-question', 'issue-quote', 'hedge'],
    questionnaire: 'builtin',
    locale: 'pt',
    candidate: BEATRIZ,
    to: ['rel', 'com', 'tec', 'tea', 'rlb', 'pro', 'lea', 'str', 'imp', 'reh', 'mon', 'mon', 'cmt'],
    says: [
      'Cliente, ela atendia a nossa conta',
      '5',
      'sei lá',
      '4',
      '5',
      '4',
      '2',
      'Comunicadora e resolutiva',
      'Pontualidade',
      'sim',
      'comunicação 5, equipe 4',
      'ah desculpa, uns 8 meses',
      'não',
    ],
    expected: {
      relationship: 'Cliente, ela atendia a nossa conta',
      communication: 5,
      teamwork: 4,
      reliability: 5,
      problem_solving: 4,
      leadership: 2,
      strengths: 'Comunicadora e resolutiva',
      improvements: 'Pontualidade',
      wouldRehire: true,
      monthsKnown: 8,
    },
    outcome: 'completed',
  },
  {
    id: 'pt-r06',
    title: 'taps, "passa", "um ano" in months',
    tags: ['portuguese', 'tap', 'skip', 'words', 'unit'],
    questionnaire: 'builtin',
    locale: 'pt',
    candidate: JOAO,
    to: IN_ORDER,
    says: [
      'Mentor dele no programa de trainee',
      { tap: 4 },
      { tap: 3 },
      'passa',
      { tap: 5 },
      { tap: 4 },
      { tap: null },
      'Curiosidade',
      { tap: null },
      { tap: true },
      'um ano',
      { tap: null },
    ],
    expected: {
      relationship: 'Mentor dele no programa de trainee',
      communication: 4,
      technical_skill: 3,
      reliability: 5,
      problem_solving: 4,
      strengths: 'Curiosidade',
      wouldRehire: true,
      monthsKnown: 12,
    },
    outcome: 'completed',
  },
  {
    id: 'pt-r07',
    title:
      'Portugal: "três anos" in the relationship, "um 4, talvez 5", refuses one question, a phone in the comment',
    tags: ['portuguese', 'range', 'decline', 'long', 'optional'],
    questionnaire: 'builtin',
    locale: 'pt',
    candidate: BEATRIZ,
    to: ['rel', 'com', 'tec', 'tec', 'tea', 'rlb', 'pro', 'lea', 'str', 'imp', 'reh', 'mon', 'cmt'],
    says: [
      'Fui o responsável direto dela durante três anos na Sonae',
      '5',
      'um 4, talvez 5',
      { retry: '4', key: 'technical_skill' },
      '5',
      '5',
      '5',
      '4',
      'A Beatriz tem uma capacidade enorme de pôr as pessoas a trabalhar juntas. Quando entrou, a equipa estava desmotivada e em seis meses tínhamos o melhor resultado da região. É exigente mas justa, e os clientes adoram-na',
      'Prefiro não responder a essa',
      'sim, sem dúvida',
      '36',
      'Qualquer coisa liguem-me: +351 912 345 678',
    ],
    expected: {
      relationship: 'Fui o responsável direto dela durante três anos na Sonae',
      communication: 5,
      technical_skill: 4,
      teamwork: 5,
      reliability: 5,
      problem_solving: 5,
      leadership: 4,
      strengths: { has: ['pôr as pessoas a trabalhar juntas', 'exigente mas justa'] },
      wouldRehire: true,
      monthsKnown: 36,
      comments: 'Qualquer coisa liguem-me: +351 912 345 678',
    },
    outcome: 'completed',
  },
  // ───────────── tenant: pt-vendas (relacao, anos, negociacao, canais, recontratar, equipe, destaque)
  {
    id: 'pt-t01',
    title: 'short answers: "era gestor dela", "3 anos", "telefone e whats"',
    tags: ['portuguese', 'short', 'multiple'],
    questionnaire: 'pt-vendas',
    locale: 'pt',
    candidate: BEATRIZ,
    says: [
      'era gestor dela',
      '3 anos',
      '5',
      'telefone e whats',
      'sim',
      '7',
      'Fechou o maior contrato do ano com a Ambev',
    ],
    expected: {
      relacao: 'Gestor(a) direto(a)',
      anos: 3,
      negociacao: 5,
      canais: ['Telefone', 'WhatsApp'],
      recontratar: true,
      equipe: 7,
      destaque: 'Fechou o maior contrato do ano com a Ambev',
    },
    outcome: 'completed',
  },
  {
    id: 'pt-t02',
    title: '"nem um ano" is 0 years; "nenhuma" for the team is below the minimum, not stored',
    tags: ['portuguese', 'negation', 'hedge', 'multiple', 'optional'],
    questionnaire: 'pt-vendas',
    locale: 'pt',
    candidate: JOAO,
    says: [
      'colega',
      'nem um ano, uns meses só',
      'uns 4',
      'e-mail e presencial',
      'não',
      'nenhuma, ele trabalhava sozinho',
      'Bom de conversa, o cliente confia nele',
    ],
    expected: {
      relacao: 'Colega',
      anos: 0,
      negociacao: 4,
      canais: ['E-mail', 'Presencial'],
      recontratar: false,
      destaque: 'Bom de conversa, o cliente confia nele',
    },
    outcome: 'completed',
  },
  {
    id: 'pt-t03',
    title: '"sei lá" on required years, "3 ou 4", "pula essa", "não... quer dizer, sim"',
    tags: ['portuguese', 'dont-know', 'required-miss', 'range', 'skip', 'correction', 'emoji'],
    questionnaire: 'pt-vendas',
    locale: 'pt',
    candidate: JOAO,
    says: [
      'eu era cliente dele',
      'sei lá, não lembro',
      { retry: 'coloca 2', key: 'anos' },
      '3 ou 4',
      { retry: '3', key: 'negociacao' },
      'pula essa',
      'não... quer dizer, sim, contrataria',
      'não sei',
      'Sempre respondia rápido no WhatsApp 📱',
    ],
    expected: {
      relacao: 'Cliente',
      anos: 2,
      negociacao: 3,
      recontratar: true,
      destaque: 'Sempre respondia rápido no WhatsApp 📱',
    },
    outcome: 'completed',
  },
  {
    id: 'pt-t04',
    title: 'declines after two answers: nothing kept',
    tags: ['portuguese', 'decline'],
    questionnaire: 'pt-vendas',
    locale: 'pt',
    candidate: BEATRIZ,
    says: [
      'subordinada',
      '4',
      'olha, prefiro não continuar, não quero dar referência',
      { tapConfirm: true },
    ],
    expected: {},
    outcome: 'declined',
  },
  // ───────────── tenant: pt-enfermagem (meses, cuidado, noturno, regime, observacoes)
  {
    id: 'pt-t05',
    title: '"uns 18 meses", "fazia sim", "plantões 12x36"',
    tags: ['portuguese', 'hedge', 'number-in-word'],
    questionnaire: 'pt-enfermagem',
    locale: 'pt',
    candidate: BEATRIZ,
    says: ['uns 18 meses', '5', 'fazia sim', 'plantões 12x36', 'Excelente enfermeira'],
    expected: {
      meses: 18,
      cuidado: 5,
      noturno: true,
      regime: 'Plantões',
      observacoes: 'Excelente enfermeira',
    },
    outcome: 'completed',
  },
  {
    id: 'pt-t06',
    title: 'Portugal: "dois anos" in months, "um 4 a puxar para 5", "tempo inteiro", a signature',
    tags: ['portuguese', 'unit', 'words', 'range', 'dont-know', 'signature'],
    questionnaire: 'pt-enfermagem',
    locale: 'pt',
    candidate: BEATRIZ,
    says: [
      'dois anos',
      'um 4 a puxar para 5',
      { retry: '4', key: 'cuidado' },
      'não sei',
      'tempo inteiro',
      'Muito dedicada com os doentes.\n\nCumprimentos,\nEnf.ª Joana dos Santos\nEnfermeira-Chefe | Hospital de Santa Maria\n+351 217 805 000',
    ],
    expected: {
      meses: 24,
      cuidado: 4,
      regime: 'Tempo integral',
      observacoes: { has: ['dedicada'] },
    },
    outcome: 'completed',
  },
  {
    id: 'pt-t07',
    title:
      '"Fui o gestor direto dele por 4 anos" in the first answer, "todos menos presencial", "uma dúzia", "Q1 a Q4"',
    tags: ['portuguese', 'multi-answer', 'emoji', 'multiple', 'hedge', 'words', 'number-in-word'],
    questionnaire: 'pt-vendas',
    locale: 'pt',
    candidate: JOAO,
    says: [
      'Fui o gestor direto dele por 4 anos na Natura 🙂',
      { retry: '4', key: 'anos' },
      'nota 5',
      'todos menos presencial',
      'com certeza',
      'uma dúzia mais ou menos',
      'Bateu a meta em todos os trimestres de 2023, do Q1 ao Q4',
    ],
    expected: {
      relacao: 'Gestor(a) direto(a)',
      anos: 4,
      negociacao: 5,
      canais: ['Telefone', 'E-mail', 'WhatsApp'],
      recontratar: true,
      equipe: 12,
      destaque: 'Bateu a meta em todos os trimestres de 2023, do Q1 ao Q4',
    },
    outcome: 'completed',
  },
  {
    id: 'pt-t08',
    title: 'a question back ("1 é o melhor?"), then "meio periodo" without accents',
    tags: ['portuguese', 'question-back', 'typos', 'optional', 'tap'],
    questionnaire: 'pt-enfermagem',
    locale: 'pt',
    candidate: JOAO,
    says: [
      '6',
      '1 é o melhor ou o pior?',
      { retry: 'entao 4', key: 'cuidado' },
      { tap: false },
      'meio periodo',
      { tap: null },
    ],
    expected: { meses: 6, cuidado: 4, noturno: false, regime: 'Meio período' },
    outcome: 'completed',
  },
  {
    id: 'pt-t09',
    title: 'stops at the required rehire: "depende da vaga"',
    tags: ['portuguese', 'required-miss', 'hedge'],
    questionnaire: 'pt-vendas',
    locale: 'pt',
    candidate: BEATRIZ,
    says: [
      'colega de equipe',
      '1',
      '3',
      'só telefone',
      'depende da vaga',
      { retry: 'não sei dizer', key: 'recontratar' },
    ],
    expected: { relacao: 'Colega', anos: 1, negociacao: 3, canais: ['Telefone'] },
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
    id: 'pt-i01',
    title:
      '"Não, por favor não contatem o meu antigo chefe joao.silva@…": a refusal with an address',
    tags: ['portuguese', 'consent', 'consent-with-email', 'issue-quote'],
    locale: 'pt',
    defaultCountry: 'BR',
    says: [
      'Não, por favor não contatem o meu antigo chefe joao.silva@itau.com.br, ele não sabe que estou saindo',
    ],
    expected: REFUSED,
    outcome: 'consent_refused',
  },
  {
    id: 'pt-i02',
    title: '"pode sim", a numbered list with "dos Santos"',
    tags: ['portuguese', 'list', 'multi-referee'],
    locale: 'pt',
    defaultCountry: 'BR',
    says: [
      'pode sim',
      '1. Rafael Oliveira - rafael.oliveira@nubank.com.br - meu gestor\n2. Juliana Costa, juliana.costa@gmail.com, colega\n3. Pedro dos Santos pedro@santos.dev (mentor)',
      'é isso',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Rafael', 'Oliveira', 'rafael.oliveira@nubank.com.br', 'manager'),
        c('Juliana', 'Costa', 'juliana.costa@gmail.com', 'colleague'),
        c('Pedro', 'dos Santos', 'pedro@santos.dev', 'mentor'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'pt-i03',
    title: '"Então, a melhor pessoa seria a Fernanda Lima": filler and an article are no name',
    tags: ['portuguese', 'filler'],
    locale: 'pt',
    defaultCountry: 'BR',
    says: [
      'sim, tudo bem',
      'Então, a melhor pessoa seria a Fernanda Lima, minha chefe na Magalu, fernanda.lima@magalu.com',
      'só isso',
    ],
    expected: {
      consent: true,
      contacts: [c('Fernanda', 'Lima', 'fernanda.lima@magalu.com', 'manager')],
    },
    outcome: 'completed',
  },
  {
    id: 'pt-i04',
    title: '"beleza", a Brazilian mobile in local format',
    tags: ['portuguese', 'short'],
    locale: 'pt',
    defaultCountry: 'BR',
    says: [
      'beleza',
      'Lucas Pereira, colega, lucas.pereira@stone.com.br, (11) 98765-4321',
      'é isso aí',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Lucas', 'Pereira', 'lucas.pereira@stone.com.br', 'colleague', '+5511987654321'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'pt-i05',
    title: 'Portugal: a Portuguese mobile, a second referee after "e"',
    tags: ['portuguese', 'multi-referee'],
    locale: 'pt',
    defaultCountry: 'PT',
    says: [
      'sim, pode ser',
      'O meu chefe: Miguel Ferreira, miguel.ferreira@sonae.pt, 912 345 678',
      'e a colega Inês Rodrigues ines.rodrigues@sonae.pt',
      'já está',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Miguel', 'Ferreira', 'miguel.ferreira@sonae.pt', 'manager', '+351912345678'),
        c('Inês', 'Rodrigues', 'ines.rodrigues@sonae.pt', 'colleague'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'pt-i06',
    title: '"sim, mas não liguem pra minha empresa atual": confirmed',
    tags: ['portuguese', 'consent', 'negation'],
    locale: 'pt',
    defaultCountry: 'BR',
    says: [
      'sim, mas não liguem pra minha empresa atual',
      { tapConfirm: true },
      'Carla Souza, ex-colega, carla.souza@globo.com',
      'pronto',
    ],
    expected: {
      consent: true,
      contacts: [c('Carla', 'Souza', 'carla.souza@globo.com', 'colleague')],
    },
    outcome: 'completed',
  },
  {
    id: 'pt-i07',
    title: 'an Argentine number with a Brazilian tenant: asked about',
    tags: ['portuguese', 'foreign-phone'],
    locale: 'pt',
    defaultCountry: 'BR',
    says: [
      'ok',
      'Martín Fernández, meu gestor em Buenos Aires, martin.fernandez@mercadolibre.com, 11 4321-5678',
      { retry: 'é da Argentina', key: 'phone:Martín' },
      'só',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Martín', 'Fernández', 'martin.fernandez@mercadolibre.com', 'manager', '+541143215678'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'pt-i08',
    title: '"sei lá, pra que isso?" before consenting; two colleagues joined by "e"',
    tags: ['portuguese', 'question-back', 'dont-know', 'multi-referee', 'consent'],
    locale: 'pt',
    defaultCountry: 'BR',
    says: [
      'sei lá, pra que isso?',
      { retry: 'tá, pode', key: 'consent' },
      'Bruno Alves e Camila Rocha, os dois colegas: bruno.alves@vtex.com e camila.rocha@vtex.com',
      'acabou',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Bruno', 'Alves', 'bruno.alves@vtex.com', 'colleague'),
        c('Camila', 'Rocha', 'camila.rocha@vtex.com', 'colleague'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'pt-i09',
    title: 'consents, then "prefiro não passar referências agora"',
    tags: ['portuguese', 'decline', 'done-phrase'],
    locale: 'pt',
    defaultCountry: 'BR',
    says: ['sim', 'prefiro não passar referências agora'],
    expected: { consent: true, contacts: [] },
    outcome: 'open',
  },
  {
    id: 'pt-i10',
    title: '"pode", bullets, a supervisor without an e-mail: asked for it',
    tags: ['portuguese', 'list', 'multi-referee'],
    locale: 'pt',
    defaultCountry: 'BR',
    says: [
      'pode',
      '- André Martins (ex-chefe) andre.martins@ambev.com.br\n- Profª Beatriz Nunes, minha orientadora no mestrado',
      { retry: 'beatriz.nunes@usp.br', key: 'email:Beatriz' },
      'é só',
    ],
    expected: {
      consent: true,
      contacts: [
        c('André', 'Martins', 'andre.martins@ambev.com.br', 'manager'),
        c('Beatriz', 'Nunes', 'beatriz.nunes@usp.br', ['teacher', 'mentor']),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'pt-i11',
    title: 'a +55 number with a Portuguese tenant; "era meu cliente... não, era colega"',
    tags: ['portuguese', 'correction', 'foreign-phone'],
    locale: 'pt',
    defaultCountry: 'PT',
    says: [
      'sim',
      'Thiago Ribeiro, thiago.ribeiro@itau.com.br, +55 11 91234-5678, era meu cliente... não, era colega',
      'fim',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Thiago', 'Ribeiro', 'thiago.ribeiro@itau.com.br', 'colleague', '+5511912345678'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'pt-i12',
    title: '"não, obrigado": a plain refusal',
    tags: ['portuguese', 'consent', 'short'],
    locale: 'pt',
    defaultCountry: 'PT',
    says: ['não, obrigado'],
    expected: REFUSED,
    outcome: 'consent_refused',
  },
  {
    id: 'pt-i13',
    title: 'a pasted signature with a São Paulo landline, lowercase name capitalised',
    tags: ['portuguese', 'signature', 'typos'],
    locale: 'pt',
    defaultCountry: 'BR',
    says: [
      'sim claro',
      'minha ex gestora:\n\n--\nmariana castro\nGerente de Marketing | Natura &Co\nmariana.castro@natura.net\nTel: (11) 3456-7890',
      'é só ela',
    ],
    expected: {
      consent: true,
      contacts: [c('Mariana', 'Castro', 'mariana.castro@natura.net', 'manager', '+551134567890')],
    },
    outcome: 'completed',
  },
];

export const REFEREE_PT: readonly TypedRefereeConversation[] = REFEREE_CASES.map(
  (conversation, index) => ({ ...conversation, heldOut: isHeldOut(index) }),
);

export const INTAKE_PT: readonly TypedIntakeConversation[] = INTAKE_CASES.map(
  (conversation, index) => ({ ...conversation, heldOut: isHeldOut(index) }),
);
