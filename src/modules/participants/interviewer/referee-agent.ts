import { fill, forRole, participantCopy } from '../../../core/participant-copy.ts';
import { clipText } from '../../../core/text.ts';
import { COMPETENCIES, COMPETENCY_NAMES, type Competency } from '../referee-answers.ts';
import {
  REFEREE_QUESTIONS,
  type RefereeContext,
  type RefereeQuestion,
  type RefereeState,
} from './agent.types.ts';
import {
  findMonths,
  findNamedRatings,
  findRating,
  findYesNo,
  isDone,
  isSkip,
  isSmallTalk,
} from './extract.ts';

const COPY = participantCopy();
const SAY = COPY.refereeAgent;

/**
 * The built-in referee interviewer: one question at a time, an
 * acknowledgement for each answer, and the structured answers so far in the
 * state (refereeAnswersSchema-compatible). Pure and deterministic.
 */

export function initialRefereeState(): RefereeState {
  return { next: 'relationship', competency: null, skipped: [], answers: { ratings: {} } };
}

export function refereeOpening(context: RefereeContext): string {
  return fill(SAY.opening, {
    hello: context.refereeFirstName
      ? fill(SAY.helloName, { firstName: context.refereeFirstName })
      : SAY.hello,
    candidateName: fullName(context),
    forRole: forRole(context.roleTitle),
    company: context.tenantName,
    duration: COPY.refereeDuration,
    question: questionText('relationship', null, context),
  });
}

function fullName(context: RefereeContext): string {
  return [context.candidateFirstName, context.candidateLastName].filter(Boolean).join(' ');
}

/** The question asked for `next` (and `competency` when rating). */
export function questionText(
  next: RefereeQuestion,
  competency: Competency | null,
  context: RefereeContext,
): string {
  return fill(SAY.questions[next], {
    name: context.candidateFirstName,
    competency: COMPETENCIES[competency ?? 'communication'].toLowerCase(),
    button: COPY.buttons.reviewReference,
  });
}

/**
 * The first unanswered question from `from` on (inclusive or not). Skipped
 * questions lie behind `from`, so they are never asked again. Every engine
 * uses it to say which question comes next.
 */
export function advance(
  state: RefereeState,
  from: RefereeQuestion,
  inclusive = true,
): RefereeState {
  const a = state.answers;
  const unrated = COMPETENCY_NAMES.find(
    (c) => a.ratings?.[c] === undefined && !state.skipped.includes(c),
  );
  const answered: Record<RefereeQuestion, boolean> = {
    relationship: a.relationship !== undefined,
    duration: a.monthsKnown !== undefined,
    strengths: a.strengths !== undefined,
    improvements: a.improvements !== undefined,
    ratings: unrated === undefined,
    rehire: a.wouldRehire !== undefined,
    comments: a.comments !== undefined,
    done: false,
  };
  const start = REFEREE_QUESTIONS.indexOf(from) + (inclusive ? 0 : 1);
  const next = REFEREE_QUESTIONS.slice(start).find((q) => !answered[q]) ?? 'done';
  return { ...state, next, competency: next === 'ratings' ? (unrated ?? null) : null };
}

const ACK: Record<RefereeQuestion, string> = SAY.acknowledgements;

export function refereeTurn(
  context: RefereeContext,
  previous: RefereeState,
  message: string,
): { text: string; state: RefereeState } {
  const state: RefereeState = structuredClone(previous);
  state.answers.ratings ??= {};
  const text = clipText(message.trim(), 10_000);
  const asked = state.next;
  const skip = isSkip(text);
  let ack = ACK[asked];

  // Ratings may come at any time ("communication 5, teamwork 4").
  const named = findNamedRatings(text);
  Object.assign(state.answers.ratings, named);

  switch (asked) {
    case 'relationship': {
      if (!skip) state.answers.relationship = clipText(text, 2000);
      const months = findMonths(text);
      if (months !== null) state.answers.monthsKnown = months;
      break;
    }
    case 'duration': {
      const months = findMonths(text);
      if (months !== null) state.answers.monthsKnown = months;
      else if (!skip) return reask(state, context, SAY.noDuration);
      break;
    }
    case 'strengths':
      if (!skip) state.answers.strengths = text;
      break;
    case 'improvements':
      if (!skip) state.answers.improvements = text;
      break;
    case 'ratings': {
      const competency = state.competency ?? 'communication';
      if (skip) state.skipped.push(competency);
      else if (Object.keys(named).length === 0) {
        const rating = findRating(text);
        if (rating === null) {
          return reask(state, context, SAY.needRating);
        }
        state.answers.ratings[competency] = rating;
      }
      ack = fill(SAY.ratingsSoFar, { ratings: ratingSummary(state) });
      break;
    }
    case 'rehire': {
      const answer = findYesNo(text);
      if (answer === null && !skip) {
        return reask(state, context, SAY.needRehire);
      }
      if (answer !== null) state.answers.wouldRehire = answer;
      ack = answer === false ? SAY.wouldNotRehire : SAY.wouldRehire;
      break;
    }
    case 'comments':
    case 'done':
      // "No", "that's all" and closing small talk ("thanks, bye!") are not comments.
      if (!skip && !isDone(text) && !isSmallTalk(text) && findYesNo(text) === null) {
        state.answers.comments = [state.answers.comments, text].filter(Boolean).join('\n');
      } else {
        ack = SAY.thanks;
      }
      break;
  }
  // Ratings continue with the next unrated competency; any other skipped or
  // open-ended question is left behind.
  const moveOn = (skip && asked !== 'ratings') || asked === 'comments';
  const next = advance(state, asked, !moveOn);
  return { text: `${ack} ${questionText(next.next, next.competency, context)}`, state: next };
}

function reask(
  state: RefereeState,
  context: RefereeContext,
  lead: string,
): { text: string; state: RefereeState } {
  return { text: `${lead} ${questionText(state.next, state.competency, context)}`, state };
}

/** The ratings so far, always in the competencies' order (not the order they were given in). */
function ratingSummary(state: RefereeState): string {
  const ratings = state.answers.ratings ?? {};
  return (
    COMPETENCY_NAMES.filter((c) => ratings[c] !== undefined)
      .map((c) =>
        fill(SAY.rating, { competency: COMPETENCIES[c].toLowerCase(), rating: ratings[c]! }),
      )
      .join(', ') || SAY.ratingSkipped
  );
}
