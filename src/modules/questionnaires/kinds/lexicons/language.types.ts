import type { Locale } from '../../../../core/locale.ts';
import type { QuantityUnit } from '../kind.types.ts';

/**
 * One language's words for the kinds' readers (CONTRACT "Languages",
 * "Never a guess"): what a participant types for yes and no, a skip, "I
 * don't know", a correction, a decline, an amount and its unit, a hedge.
 * Every list is lower case; accents are optional when read ("si" is "sí",
 * "anos" is "años"), and a word is only ever read whole ("dos" never inside
 * "todos"). Phrases may hold spaces; the longest said wins.
 *
 * The readers read English (participants/interviewer/lexicon.ts): another
 * language's message is read through its words' English sense (lexicons/
 * reading-in.ts), and a reading of it is certain only when the lexicon knows
 * every word of it. A message with words it does not know is confirmed
 * first, never stored unasked.
 */
export interface LanguageWords {
  locale: Locale;
  /** Whole numbers in words, compounds included ("zweiundzwanzig", "vingt-deux", "veintidós", "vinte e dois"). */
  numbers: Readonly<Record<string, number>>;
  /**
   * How the language says the years 2000 to 2030 before their last figures: "dois mil e"
   * ("dois mil e vinte": 2020), "dos mil", "deux mille", "zweitausend" (joined as German
   * writes it: "zweitausendzwanzig"). A year in words is read as the year, never as the
   * figure at its end ("cinco, desde dois mil e vinte" is five, not twenty).
   */
  yearsSaidAs?: readonly string[];
  /** Amounts with a half in them ("anderthalb": 1.5, "medio año": half a year), in English words or figures. */
  halves: Readonly<Record<string, string>>;
  /** "y medio", "et demi", "e meio", "einhalb" after an amount: half more. */
  andAHalf: readonly string[];
  /** "menos", "moins", "minus" before a figure: below zero ("menos 5 grados": -5). */
  minus: readonly string[];
  /** The indefinite article ("un", "eine"): one only before a unit ("un año"), never alone. */
  article: readonly string[];
  /**
   * "por", "pro", "par": a rate's "per" before a day, week or month. After the article it makes
   * the article one ("una por día", "eine pro Woche", "une par jour": one per day, per week).
   */
  per?: readonly string[];
  /** Words spelt like an English word of another sense, read as what they mean ("a" in Spanish is "to"). */
  falseFriends: Readonly<Record<string, string>>;
  /** Other words in their English sense: "nothing", and the times and places of work options are written in ("noches": "nights"). */
  otherWords: Readonly<Record<string, string>>;
  /** "una docena", "une dizaine": amounts said by a word, in English words. */
  amountWords: Readonly<Record<string, string>>;
  /** Yes words and phrases; the FIRST is the plain yes, whose initial alone is read as one ("s"). */
  yes: readonly string[];
  /** No words and phrases; the FIRST is the plain no (its initial alone: "n"). */
  no: readonly string[];
  /** "not", "never": what denies what follows. */
  negations: readonly string[];
  /** A time since, not a length ("hace dos años", "vor zwei Jahren", "il y a deux ans", "há dois anos"): its reading is confirmed. */
  ago: readonly string[];
  /** "nobody", "not even one": no amount at all. */
  nothing: readonly string[];
  skip: readonly string[];
  dontKnow: readonly string[];
  /** "I'd rather not answer that", "no comment": one question refused. */
  refuseQuestion: readonly string[];
  /** Correction markers: `anywhere` opens one wherever it stands ("quise decir"), `afterPause` only after a comma or a "no" ("4, no, mejor 5"). */
  corrections: { anywhere: readonly string[]; afterPause: readonly string[] };
  /**
   * The openings of a refusal, whatever follows ("je préfère ne pas …", "prefiero no …",
   * "lieber nicht …"): a figure in such a message is never an answer (Lexicon `refuses`).
   */
  refusing?: readonly string[];
  /** The referee declines the reference itself ("prefiero no dar referencias"). */
  declines: readonly string[];
  /** "thanks": small talk around an answer, never one. */
  thanks: readonly string[];
  /**
   * Voice dictation's spoken commands ("enviar", "Ende der Nachricht", "point final"): never
   * content, read as "end of message" (a closing, like a goodbye).
   */
  dictation?: readonly string[];
  /** Goodbyes ("adiós", "tschüss", "Baba", "salut", "tchau"): read as "bye", never an answer. */
  goodbyes?: readonly string[];
  /**
   * A blessing or a good wish that opens a sentence ("Deus abençoe", "que Dios la bendiga",
   * "viel Erfolg", "bonne continuation"): read as "blessings": a closing to confirm, never an answer stored unasked.
   */
  wishes?: readonly string[];
  /**
   * A pointer to another text instead of an answer ("siehe oben", "steht alles im Zeugnis",
   * "ver adjunto", "voir pièce jointe", "está tudo no currículo"): read as "see above", which
   * says nothing here when it is the whole message.
   */
  elsewhere?: readonly string[];
  /**
   * The question sent back to the candidate instead of an answer ("pregúntele a ella", "fragen
   * Sie sie selbst", "demandez-lui directement", "pergunte a ela"): read as "ask her yourself",
   * a refusal of the question (asked again), never an answer to quote.
   */
  askThem?: readonly string[];
  /** A personal tie to the candidate ("verheiratet", "sou família"): read as "family". */
  ties?: readonly string[];
  /** "should", "ought to" ("sollte", "debería", "devrais", "devo"): read as "should". */
  should?: readonly string[];
  /** "that's all", "nothing to add": nothing more to say. */
  nothingMore: readonly string[];
  /** "I have to go", "no more time": the participant leaves. */
  leaving: readonly string[];
  /** The candidate's consent (intake): a yes to contacting their referees, and a refusal. */
  consent: { yes: readonly string[]; no: readonly string[] };
  /** Relationship words, by the built-in's normalised relationship (intake's `relationship`). */
  relationships: Readonly<Record<Relationship, readonly string[]>>;
  /** "and", "or", "but": what joins and separates items of a list. */
  and: readonly string[];
  or: readonly string[];
  but: readonly string[];
  /** Units of amounts, by unit, singular and plural. */
  units: Readonly<Record<QuantityUnit, readonly string[]>>;
  /** Words of doubt: "creo que", "vielleicht", "peut-être", "acho que". */
  hedges: readonly string[];
  /** "unos", "etwa", "environ", "uns": an amount said roughly. */
  approximate: readonly string[];
  /** "más de": more than; "casi": almost; "al menos": at least; "menos de": less than. */
  bounds: {
    over: readonly string[];
    under: readonly string[];
    almost: readonly string[];
    atLeast: readonly string[];
  };
  /** "digamos", "sagen wir", "disons": the amount picked. */
  settle: readonly string[];
  /**
   * "le doy un 5", "je lui donne 5", "ich gebe ihr eine 5", "dou-lhe 5": a mark given, read as
   * the English "I'd give" (a rating, never the figure a question in years or hours asks).
   */
  givesMark?: readonly string[];
  /** An answer held to a condition: "depende", "kommt darauf an", "ça dépend", "só se". */
  conditions: readonly string[];
  /** "all", "both", "none of them", "the first", "the last". */
  all: readonly string[];
  noneOf: readonly string[];
  ordinals: readonly (readonly string[])[];
  last: readonly string[];
  /** Words that open a question back ("qué", "was", "quoi", "o que"). */
  questionWords: readonly string[];
  /** "honestly", "well", "the truth is": words around an answer that change nothing. */
  fillers: readonly string[];
  /** Articles, pronouns, prepositions, "very", "she", "was": words that say nothing on their own. */
  functionWords: readonly string[];
  /**
   * Spoken and regional forms, read as the standard words they stand for
   * (Swiss and Austrian German "nöd", "ned": "nicht"; "kei": "keine"):
   * understood as those are.
   */
  dialect?: Readonly<Record<string, string>>;
  /**
   * Phrases of the lists above read in their English sense only as a clause of their own, at
   * its start and its end ("Sei não, deixa em branco": I don't know; "pelo que eu sei não
   * faltava": I know), and whose words they alone do not make understood.
   */
  wholeClauses?: readonly string[];
  /**
   * Words read in an English sense that may not be the one meant, so what
   * they give is confirmed first, never stored unasked ("a Fünfer": a 5, or
   * the school grade 5, the worst).
   */
  doubtful?: Readonly<Record<string, string>>;
}

/** The built-in's normalised relationships (agent.types.ts `NominatedContact.relationship`). */
export type Relationship =
  | 'manager'
  | 'colleague'
  | 'peer'
  | 'report'
  | 'client'
  | 'mentor'
  | 'teacher'
  | 'friend';
