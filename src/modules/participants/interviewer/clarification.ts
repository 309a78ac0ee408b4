import { fill, participantCopy } from '../../../core/participant-copy.ts';
import type { RefereeContext } from './agent.types.ts';
import { asksWhoReads } from './declining.ts';

/** The answer to a question back, before the question is asked again. */
export function clarification(text: string, context: RefereeContext): string {
  const copy = participantCopy(context.locale);
  const say = copy.refereeAgent.clarify;
  if (
    /confidential|private|anonymous|who (?:reads|will read|sees|will see)|see (?:what|my)/i.test(
      text,
    ) ||
    asksWhoReads(text)
  )
    return fill(
      copy.readers.referee,
      { company: context.tenantName, candidateFirstName: context.candidateFirstName },
      context.locale,
    );
  if (/how long|how many (?:more )?questions|take long/i.test(text))
    return fill(say.length, { duration: copy.refereeDuration }, context.locale);
  if (/have to answer|need to answer|must i answer|(?:mandatory|compulsory|required)\b/i.test(text))
    return context.questions ? say.optionalSome : say.optional;
  if (
    /what (?:was|is) the question|repeat|say (?:that|it) again|come again|pardon|^\W*(?:sorry,?\s*)?what\W*$|^\W*huh\W*$/i.test(
      text,
    )
  )
    return say.repeat;
  if (/\bscale\b|\bis (?:5|five|1|one)\b|\b(?:highest|lowest|best|worst)\b/i.test(text))
    return say.scale;
  if (/mean|as in|what kind|which kind|exactly/i.test(text))
    return fill(say.meaning, { name: context.candidateFirstName }, context.locale);
  return say.other;
}
