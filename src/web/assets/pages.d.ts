/**
 * The globals the participant pages share (each script sets one on
 * `window`): what `// @ts-check` holds the scripts to. The question kinds'
 * controls and the `ask` of a state come from the same types the server
 * uses (kinds/kind.types.ts, intake-controls.ts), so a page cannot drift
 * from what the API sends. Checked by `npm run typecheck`
 * (src/web/assets/tsconfig.json).
 */
import type { IntlMessageFormat } from 'intl-messageformat';
import type { parsePhoneNumberFromString } from 'libphonenumber-js';
import type { readFigure } from '../../core/figures.ts';
import type { ParticipantCopy } from '../../core/participant-copy.ts';
import type { formatScore } from '../../core/score.ts';
import type { IntakeAsk } from '../../modules/participants/interviewer/intake-controls.ts';
import type {
  DisplayBlock,
  AskControl as KindAskControl,
  ReviewControl,
} from '../../modules/questionnaires/kinds/kind.types.ts';

declare global {
  /** The state's `ask`: a question kind's control, or one of the intake's own (`contact`). */
  type AskControl = KindAskControl | IntakeAsk;
  /** The state's `confirm`: a reading the interviewer asks the participant to confirm. */
  interface ConfirmControl {
    key: string;
    value: unknown;
    text: string;
  }
  /**
   * A conversation's state as a page reads it (the intake's or a referee's: JSON,
   * each page reads the fields of its own).
   */
  interface ParticipantState {
    ask?: AskControl | null;
    confirm?: ConfirmControl | null;
    needed?: string[];
    missing?: string[];
    consent?: boolean | null;
    contacts?: Array<Record<string, string | null | undefined>>;
    // biome-ignore lint/suspicious/noExplicitAny: the built-in questionnaire's answers, as stored
    answers?: Record<string, any>;
    questionnaire?: { answers: Record<string, unknown> };
  }
  /** A tenant questionnaire's question (the session's `questionnaire.questions`). */
  type QuestionOfPage = KindQuestion;
  /** A block of a question's results as its kind displays it (kinds.js). */
  type DisplayBlockOfPage = DisplayBlock;
  /** The intake page's referee list (referee-list.js). */
  interface RefereeList {
    element: HTMLElement;
    update(state: ParticipantState | null | undefined): void;
  }
  /** A tap's body for `POST …/messages` (CONTRACT "Typed answers"). */
  type TypedBody = { answer: { key: string; value: unknown } } | { confirm: boolean };

  type Attributes = Record<string, string>;
  /** A problem+json answer, as the pages read it. */
  interface Problem {
    status?: number;
    code?: string;
    detail?: string;
    reason?: string;
    errors?: Array<{ path: string; message: string }>;
  }
  interface ApiResult {
    ok: boolean;
    status: number;
    // biome-ignore lint/suspicious/noExplicitAny: JSON as the server sent it
    data: any;
  }
  interface RefcheckHelpers {
    el<K extends keyof HTMLElementTagNameMap>(
      tag: K,
      attrs?: Attributes,
      ...children: Array<Node | string>
    ): HTMLElementTagNameMap[K];
    tokenFromPath(): string;
    showProblem(root: HTMLElement, problem: Problem | null | undefined): void;
    showMissingToken(root: HTMLElement): boolean;
    api(method: string, path: string, body?: unknown): Promise<ApiResult>;
    readEvents(
      response: Response,
      // biome-ignore lint/suspicious/noExplicitAny: an event's JSON data
      onEvent: (name: string, data: any) => void,
    ): Promise<void>;
    formatDate(iso: string | null | undefined): string;
    earlierReference(reference: {
      relationship?: string | null;
      roleTitle?: string | null;
      completedAt?: string | null;
    }): string;
    copy: ParticipantCopy;
    /** The page's language (its `<html lang>`: the request's). */
    locale: string;
    t(template: string, values?: Record<string, string | number>): string;
    forRole(role: string | null | undefined): string;
    atSentenceStart(name: string): string;
  }
  interface KindScript {
    control: ReviewControl;
    display(
      result: unknown,
      words: ParticipantCopy['report'],
      format: typeof formatScore,
    ): DisplayBlock[];
  }

  interface Window {
    RefcheckCopy: ParticipantCopy;
    /** FormatJS's intl-messageformat (icu.js), the server's ICU formatter. */
    IntlMessageFormat: typeof IntlMessageFormat;
    /** libphonenumber-js (phone.js, intake page), the server's phone library. */
    libphonenumber?: { parsePhoneNumberFromString: typeof parsePhoneNumberFromString };
    Refcheck: RefcheckHelpers;
    RefcheckKinds: Partial<Record<string, KindScript>>;
    RefcheckScore: { formatScore: typeof formatScore };
    RefcheckFigures: { readFigure: typeof readFigure };
    RefcheckControls: {
      render(
        state: { ask?: AskControl | null; confirm?: ConfirmControl | null } | null | undefined,
        onAnswer: (body: TypedBody, words: string) => void,
        labels?: { yes?: string; no?: string },
      ): HTMLElement | null;
    };
    RefcheckQuestionnaireReview: {
      fields(questions: QuestionOfPage[], answers: Record<string, unknown>): HTMLElement[];
      read(form: HTMLFormElement, questions: QuestionOfPage[]): Record<string, unknown>;
      markErrors(
        form: HTMLFormElement,
        questions: QuestionOfPage[],
        problem: Problem | null | undefined,
      ): string[];
    };
    RefcheckRefereeList: {
      create(options: {
        base: string;
        company: string;
        submit: HTMLElement;
        onSaved: (session: {
          state: ParticipantState;
          transcript: Array<{ role: string; text: string }>;
        }) => void;
        onAnswer: (body: TypedBody, words: string) => Promise<{ ok: boolean; problem?: Problem }>;
        recruiterReferees?: Array<{
          firstName: string | null;
          lastName: string | null;
          relationship: string | null;
        }>;
      }): RefereeList;
    };
    // biome-ignore lint/suspicious/noExplicitAny: a report's JSON, drawn by report.js
    RefcheckReport: { render(report: any): HTMLElement[] };
  }
}
