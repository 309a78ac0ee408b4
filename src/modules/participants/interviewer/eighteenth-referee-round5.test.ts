import { describe, expect, it } from 'vitest';
import type { Locale } from '../../../core/locale.ts';
import type { Question } from '../../questionnaires/questionnaires.schemas.ts';
import type { RefereeContext, RefereeState } from './agent.types.ts';
import { initialRefereeState } from './referee-agent.ts';
import { refereeTurn } from './referee-turn.test-helper.ts';

/**
 * Eighteenth set, referee round 5: what is asked said done with ease ("lê de boa", "sin
 * problema", "problemlos"), even with a doubt about a detail after it, is a yes to confirm.
 * Wordings of our own, with ones not to read so.
 */

const base: RefereeContext = {
  tenantName: 'Acme Hiring',
  locale: 'en',
  roleTitle: null,
  candidateFirstName: 'Ada',
  candidateLastName: 'Lovelace',
  refereeFirstName: 'Jane',
  relationship: null,
  questions: null,
};

const offeredOf = (state: RefereeState) =>
  [state.confirm, ...(state.queued ?? [])].map((p) => [p?.key, p?.value]);

const drawingsIn = (prompt: string) =>
  [
    { key: 'drawings', kind: 'yes_no', prompt, required: false },
    { key: 'remark', kind: 'text', prompt: 'Anything else?', required: false },
  ] as Question[];

const DRAWINGS: Record<Locale, string> = {
  en: 'Can he read construction drawings?',
  es: '¿Sabe interpretar planos?',
  de: 'Kann er Baupläne lesen?',
  fr: 'Sait-il lire des plans ?',
  pt: 'Consegue ler uma planta baixa?',
};

describe('what is asked said done with ease, a doubt about a detail after it (eighteenth set)', () => {
  it.each([
    ['en', 'Plans he reads easily, I do not know whether he manages imperial units'],
    ['es', 'Planos interpreta sin ningún problema, no sé si con las cotas en pies se aclara'],
    ['de', 'Pläne liest er problemlos, ob er mit Zoll zurechtkommt, weiß ich nicht'],
    ['fr', "Les plans il les lit sans problème, je ne sais pas s'il s'en sort en pieds"],
    ['pt', 'Planta ele interpreta numa boa, só não sei se com escala inglesa ele se acha'],
  ] as const)('%s "%s" offers a yes, never stores it', async (locale, said) => {
    const questions = drawingsIn(DRAWINGS[locale]);
    const on = { ...base, locale, questions };
    const reply = await refereeTurn(on, initialRefereeState(questions), said);
    expect(reply.state.questionnaire?.answers.drawings).toBeUndefined();
    expect(reply.state.questionnaire?.skipped).not.toContain('drawings');
    expect(offeredOf(reply.state)).toContainEqual(['drawings', true]);
  });

  it.each([
    ['en', 'I do not know whether he reads them easily'],
    ['es', 'No sé si los interpreta sin problema'],
    ['pt', 'Não sei se ele lê de boa'],
    ['de', 'Ich weiß nicht, ob er sie problemlos liest'],
  ] as const)('%s "%s": the ease only doubted, no yes offered', async (locale, said) => {
    const questions = drawingsIn(DRAWINGS[locale]);
    const on = { ...base, locale, questions };
    const reply = await refereeTurn(on, initialRefereeState(questions), said);
    expect(reply.state.questionnaire?.answers.drawings).toBeUndefined();
    expect(offeredOf(reply.state)).not.toContainEqual(['drawings', true]);
  });

  it('a doubt alone ("não sei se ele sabe") stays no answer', async () => {
    const questions = drawingsIn(DRAWINGS.pt);
    const on = { ...base, locale: 'pt' as Locale, questions };
    const reply = await refereeTurn(on, initialRefereeState(questions), 'Não sei se ele sabe');
    expect(reply.state.questionnaire?.answers.drawings).toBeUndefined();
    expect(offeredOf(reply.state)).not.toContainEqual(['drawings', true]);
  });
});
