import { describe, expect, it } from 'vitest';
import { BUILTIN_QUESTIONNAIRE_ID } from '../questionnaires/builtin-questionnaire.ts';
import { CreateHints, predictedParts } from './create-prediction.ts';
import type { NewRequestRows } from './create-request.query.ts';

const scope = { tenantId: 'org_a', environment: 'live' as const };

function rows(extra: Partial<NewRequestRows> = {}): NewRequestRows {
  return {
    requestId: 'req_1',
    candidate: {
      id: 'cand_new',
      firstName: 'Lena',
      lastName: 'Ortiz',
      email: 'lena@x.org',
      stage: null,
    },
    questionnaireId: null,
    locale: null,
    tenantLocale: 'en',
    ...extra,
  } as NewRequestRows;
}

const pinned = (language: 'es' | 'de' | null) => ({
  questionnaire: { id: 'qst_1', version: 3, name: 'Ventas' },
  language,
});

describe('predictedParts (a create predicts its answer, issue 45)', () => {
  it('a scope that never pinned another: the built-in, a new candidate, the tenant language', () => {
    const parts = predictedParts(rows(), undefined);
    expect(parts?.questionnaire.id).toBe(BUILTIN_QUESTIONNAIRE_ID);
    expect(parts?.candidate).toMatchObject({ id: 'cand_new', first_name: 'Lena' });
    expect(parts?.locale).toBe('en');
  });

  it('a questionnaire named for the first time: no prediction', () => {
    expect(predictedParts(rows({ questionnaireId: 'qst_1' }), undefined)).toBeUndefined();
  });

  it('the language as the statement works it out: the body, then the questionnaire, then the tenant', () => {
    expect(predictedParts(rows(), pinned('es'))?.locale).toBe('es');
    expect(predictedParts(rows({ tenantLocale: 'de' }), pinned(null))?.locale).toBe('de');
    expect(predictedParts(rows({ locale: 'fr' }), pinned('es'))?.locale).toBe('fr');
  });

  it('remembers the candidate of an e-mail and the questionnaire of a scope, per scope', () => {
    const hints = new CreateHints();
    const known = {
      id: 'cand_old',
      first_name: 'Ana',
      last_name: 'Ruiz',
      email: 'lena@x.org',
      stage: 'onsite',
    };
    hints.remember(scope, rows(), {
      candidate: known,
      questionnaire: pinned(null).questionnaire,
      questionnaireLanguage: 'de',
      locale: 'de',
    });
    expect(hints.predict(scope, rows())).toMatchObject({ candidate: known, locale: 'de' });
    expect(hints.predict({ ...scope, environment: 'test' }, rows())?.candidate.id).toBe('cand_new');
  });
});
