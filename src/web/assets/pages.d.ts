/**
 * The globals the participant pages share (each script sets one on
 * `window`): what `// @ts-check` holds the scripts to. The question kinds'
 * controls and the `ask` of a state come from the same types the server
 * uses (kinds/kind.types.ts, intake-controls.ts), so a page cannot drift
 * from what the API sends. Checked by `npm run typecheck`
 * (src/web/assets/tsconfig.json).
 */
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
  /** A tap's body for `POST …/messages` (CONTRACT "Typed answers"). */
  type TypedBody = { answer: { key: string; value: unknown } } | { confirm: boolean };

  type Attributes = Record<string, string>;
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
    showProblem(root: HTMLElement, problem: unknown): void;
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
    Refcheck: RefcheckHelpers;
    RefcheckKinds: Partial<Record<string, KindScript>>;
    RefcheckScore: { formatScore: typeof formatScore };
    RefcheckControls: {
      render(
        state: { ask?: AskControl | null; confirm?: ConfirmControl | null } | null | undefined,
        onAnswer: (body: TypedBody, words: string) => void,
        labels?: { yes?: string; no?: string },
      ): HTMLElement | null;
    };
    // biome-ignore lint/suspicious/noExplicitAny: the scripts not yet checked (no // @ts-check)
    RefcheckQuestionnaireReview: any;
    // biome-ignore lint/suspicious/noExplicitAny: as above
    RefcheckRefereeList: any;
    // biome-ignore lint/suspicious/noExplicitAny: as above
    RefcheckReport: any;
  }
}
