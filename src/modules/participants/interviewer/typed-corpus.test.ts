import { describe, expect, it } from 'vitest';
import { BuiltinConversationAgent } from './builtin-agent.ts';
import { TYPED_INTAKE_CONVERSATIONS } from './corpus/typed-intake-conversations.ts';
import {
  TYPED_QUESTIONNAIRES,
  TYPED_REFEREE_CONVERSATIONS,
} from './corpus/typed-referee-conversations.ts';
import {
  BUILTIN_QUESTIONS,
  figures,
  KINDS,
  type Kind,
  playIntake,
  playReferee,
  print,
  questionsOf,
  type Scored,
  scoreIntake,
  scoreReferee,
} from './typed-corpus.test-helper.ts';

/**
 * Issue 40: the blind typed corpus (corpus/typed-*.ts, 90 referee and 42
 * intake conversations written before the interviewer's rules were read)
 * through the built-in engine in-process, as the service drives it: the
 * opening, then one turn per message with the transcript so far and the
 * state stored with the last reply, round-tripped through its schema.
 *
 * The harness plays the participant (typed-corpus.types.ts): it sends the
 * messages; a tap goes typed (`answer: { key, value }`, the key of the
 * state's `ask`), checked as the route checks it (a refused one stores
 * nothing); whenever the state carries a pending `confirm` (CONTRACT "Typed
 * answers") it answers `confirm: true` when the reading equals the expected
 * record, else `confirm: false` and retypes (when that question is asked
 * again). On the built-in questionnaire the referee answers the question the
 * interviewer asks (each message's `to`), so its own order does not count
 * against it; once their words for the question asked are spent and it is
 * still asked, they pass on it with the control (a null tap) rather than
 * give it the next question's answer.
 *
 * Counted per question kind (and for intake, per referee field and the
 * consent), on the tuning part and the held-out fifth apart:
 * - conversations exact: every answer of that kind right, none stored that
 *   was not meant (and, overall, the outcome right too);
 * - answers right: expected answers stored with the expected value;
 * - ANSWERS STORED WITH A WRONG VALUE: an answer stored that differs from
 *   what was meant, or stored where nothing was meant (a skip, "I don't
 *   know", an answer taken from a decline, a refused consent, a referee
 *   never named);
 * - replies repeated word for word right after themselves.
 * "completed" means the interviewer has nothing left to ask and the record
 * validates as `complete` would (built-in: `next` is `done`).
 *
 * BASELINE (today's engine, before any tuning; issue 40 goals: 0 wrong, ≥ 95%
 * exact on tuning, ≥ 90% held out):
 *
 *   BASELINE, measured 2026-11-28 on commit a470d1c's engine (built-in):
 *   referee  tuning 20/72 exact (28%), held out 4/18 (22%)
 *     tuning:   rating  right 65/207 WRONG 8 · text 62/109 WRONG 6 · yes_no 32/78 WRONG 2
 *               choice  33/52 WRONG 5 · number 26/66 WRONG 9
 *     held out: rating  15/52 WRONG 0 · text 12/29 WRONG 4 · yes_no 9/17 WRONG 0
 *               choice  7/10 WRONG 0 · number 7/14 WRONG 2
 *   intake   tuning 17/34 exact (50%), fields right 167/205, WRONG 17
 *            held out 5/8 (63%), fields right 34/36, WRONG 5
 *   replies repeated word for word: 329 (referee, in 50 conversations), 0 (intake)
 *   Intake after its reading was fixed on the tuning part only (consent only
 *   from an unambiguous yes, refusals with addresses, filler words before
 *   names, lists and run-together referees, signatures, foreign phones kept
 *   with their country or asked about, "done" in five languages): tuning
 *   34/34 exact, 205/205 right, WRONG 0; held out (read once, at the end)
 *   7/8 exact, 36/36 right, WRONG 0.
 *   Most of the built-in questionnaire's losses are one loop: a bare "24" to
 *   "how long have you known her?" (the questionnaire asks in months) is
 *   refused again and again, and every later message meets the same reply.
 *
 * AFTER (issue 40, the referee interview's rules, referee-interview.ts, over both
 * engines; measured 2026-11-28 on branch referee-engine, before the readers' work
 * on branch `readers` was merged; taps now sent typed, confirmations as `confirm`):
 *   referee  tuning 52/72 exact (72%), held out 11/18 (61%)
 *     tuning:   rating  right 194/207 WRONG 0 · text 101/109 WRONG 2 · yes_no 57/78 WRONG 0
 *               choice  40/52 WRONG 1 · number 55/66 WRONG 2
 *     held out: rating  43/52 WRONG 0 · text 25/29 WRONG 4 · yes_no 13/17 WRONG 0
 *               choice  7/10 WRONG 0 · number 10/14 WRONG 1
 *   replies repeated word for word: 0 (was 329)
 *   MERGED MAIN (engine + readers, 2026-11-28 13:50): tuning 51/72 (71%), held out
 *   13/18 (72%); WRONG tuning text 2, number 1; held out text 2, number 1; repeats 0.
 *   With branch `readers` merged on top (tried at 20c8c9e, not kept: its provider
 *   extraction check drops what these rules confirm, see the report): tuning 50/72,
 *   held out 13/18; WRONG tuning text 2, number 1, choice 0; held out text 2, number 1.
 *   What is left is reading (the readers' part): a value the kind readers cannot read at
 *   all (German/French numbers and options, "3-4", "I was actually her manager, not a
 *   peer") leaves the question asked, and on a tenant questionnaire the script's next
 *   message then answers it ("4" meant for the next question); a pasted signature kept
 *   in a text answer. Every reading that is read but not plain is confirmed first.
 *   AFTER (issue 40 follow-up, branch answers2, 2026-11-28): tuning 69/72 exact (96%),
 *   held out 17/18 (94%); ANSWERS STORED WITH A WRONG VALUE 0 on both parts (was text 2,
 *   number 1 on each); repeats 0; intake unchanged (34/34, 7/8, WRONG 0).
 *     tuning:   rating  right 204/207 WRONG 0 · text 108/109 WRONG 0 · yes_no 77/78 WRONG 0
 *               choice  51/52 WRONG 0 · number 65/66 WRONG 0
 *     held out: rating  51/52 WRONG 0 · text 28/29 WRONG 0 · yes_no 16/17 WRONG 0
 *               choice  10/10 WRONG 0 · number 14/14 WRONG 0
 *   Rules added to referee-interview.ts: a text answer is kept as said only when the text
 *   reader takes it whole (a pasted signature, e-mail or phone is cut and the rest confirmed;
 *   an amount alone or a choice's options alone, which answer another question, are
 *   confirmed); after two unread replies, or once an answer came ahead of the question
 *   asked, the talk is out of step and the next reading is confirmed; an unread reply that
 *   reads for the next question is confirmed for it; slips ("thre", "hybird") and a few
 *   words of German, French, Spanish, Portuguese, and a relation said from the referee's
 *   side ("I managed her"), are read and confirmed (foreign-words.ts); "skip those
 *   ratings" passes on every rating left; a dash alone passes on an optional question;
 *   once nothing is asked, a late reading set aside reopens no question.
 *   Left on tuning (3): a figure sent to a built-in text question meant for a rating (the
 *   script ahead of the questions; b19, b23), one message answering every question at
 *   once (t46).
 *   INTAKE AFTER (branch intake40, 2026-11-28: the consent read by the yes_no kind's
 *   reader, referees by the contact reader beside the kinds, every foreign number asked
 *   about): tuning 34/34 exact, 205/205 right, WRONG 0 (unchanged); held out 7/8 (88%)
 *   before and after, fields 36/36, WRONG 0. Read once, after the rules were frozen: the
 *   one held out (i40) ends open, not completed, because the candidate declined to say
 *   how they know the referee and a referee needs a relationship (CONTRACT); a rule of
 *   the contract, not a reading.
 *   AFTER (issue 40 finish, branch finish40, 2026-11-28): tuning 70/72 exact (97%), held
 *   out 17/18 (94%), WRONG 0 on both parts, repeats 0; intake unchanged (34/34, 7/8).
 *   The one gained (b23) is the player's, not the engine's: it now answers every
 *   confirmation asked (one may follow another) before its next message, where it used to
 *   send that message while a second confirmation was pending. The player moved to
 *   typed-corpus.test-helper.ts; provider-corpus.test.ts plays the same corpus through the
 *   provider engine (WRONG 0 there too). turn-intent's own decline, "I don't know" and skip
 *   detectors were replaced by the readers' (isDecline, isDontKnow, isSkip): figures
 *   unchanged. Left: b19 (a rating's "4" sent while the built-in asks how long, in months:
 *   read and confirmed as 4 months, refused, then skipped; a rule that moved bare figures
 *   to the ratings ahead lost 5 points on the older corpora and was not kept) and t46.
 *
 * The test is a RATCHET: exact conversations may only go up, wrong answers
 * and repeated replies only down. It fails CI only on a regression.
 */

/** RATCHET (see BASELINE): per part, conversations exact and wrong answers per kind. */
const RATCHET = {
  tuning: {
    // 71 since ref6 (t46: answers given in the questions' order, clause by clause, confirmed).
    exactAll: { referee: 71, intake: 34 },
    wrong: { rating: 0, text: 0, yes_no: 0, choice: 0, number: 0, intake: 0 },
  },
  heldOut: {
    // 18 since tune41 (issue 41's readers: English held out 17 → 18, not looked at).
    exactAll: { referee: 18, intake: 7 },
    wrong: { rating: 0, text: 0, yes_no: 0, choice: 0, number: 0, intake: 0 },
  },
  repeats: 0,
};

const engine = new BuiltinConversationAgent();

describe('the typed corpus (issue 40) through the built-in engine', () => {
  it('has the corpus the issue asks for', () => {
    const referee = TYPED_REFEREE_CONVERSATIONS;
    expect(referee.length).toBeGreaterThanOrEqual(80);
    expect(TYPED_INTAKE_CONVERSATIONS.length).toBeGreaterThanOrEqual(40);
    const tenant = referee.filter((c) => c.questionnaire !== 'builtin');
    expect(tenant.length * 2).toBeGreaterThanOrEqual(referee.length);
    const kinds = new Set(TYPED_QUESTIONNAIRES.flatMap((q) => q.questions.map((x) => x.kind)));
    expect([...kinds].sort()).toEqual(['choice', 'number', 'rating', 'text', 'yes_no']);
    for (const c of referee) {
      if (c.to) expect(c.to.length, c.id).toBe(c.says.length);
      const keys = (questionsOf(c) ?? BUILTIN_QUESTIONS).map((q) => q.key);
      for (const key of Object.keys(c.expected)) expect(keys, c.id).toContain(key);
    }
    expect(referee.filter((c) => c.questionnaire === 'builtin').every((c) => c.to)).toBe(true);
  });

  it('reports its figures and holds the ratchet', async () => {
    const referee: Scored[] = [];
    for (const c of TYPED_REFEREE_CONVERSATIONS)
      referee.push(scoreReferee(c, await playReferee(engine, c)));
    const intake: Scored[] = [];
    for (const c of TYPED_INTAKE_CONVERSATIONS)
      intake.push(scoreIntake(c, await playIntake(engine, c)));
    print('typed corpus, referee', referee);
    print('typed corpus, intake', intake);

    for (const part of ['tuning', 'heldOut'] as const) {
      const heldOut = part === 'heldOut';
      const r = figures(referee, heldOut);
      const i = figures(intake, heldOut);
      expect(r.exact, `${part} referee exact`).toBeGreaterThanOrEqual(
        RATCHET[part].exactAll.referee,
      );
      expect(i.exact, `${part} intake exact`).toBeGreaterThanOrEqual(RATCHET[part].exactAll.intake);
      for (const kind of KINDS) {
        const wrong = (kind === 'intake' ? i : r).byKind[kind].wrong;
        const allowed: Partial<Record<Kind, number>> = RATCHET[part].wrong;
        expect(wrong, `${part} ${kind} answers stored with a wrong value`).toBeLessThanOrEqual(
          allowed[kind] ?? 0,
        );
      }
    }
    const repeats = [...referee, ...intake].reduce((n, s) => n + s.repeats, 0);
    expect(repeats, 'replies repeated word for word').toBeLessThanOrEqual(RATCHET.repeats);
  }, 120_000);
});
