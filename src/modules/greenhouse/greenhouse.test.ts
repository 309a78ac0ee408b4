import { describe, expect, it } from 'vitest';
import { sendTestBody } from './greenhouse.schemas.ts';
import { greenhouseMetadata } from './greenhouse.service.ts';
import { questionSummaries } from './greenhouse.summaries.ts';

const base = { key: 'q', prompt: 'Q?', required: false, summarisedIn: null } as const;

describe("Greenhouse's send_test body", () => {
  it('takes the documented body, nulls for absent values and fields it does not know', () => {
    const parsed = sendTestBody.parse({
      partner_test_id: 12345,
      candidate: {
        first_name: 'Harry',
        last_name: 'Potter',
        email: 'hpotter@hogwarts.example',
        phone_number: null,
        resume_url: null,
        greenhouse_profile_url: 'https://app.greenhouse.io/people/17681532?application_id=26234709',
        a_field_added_later: true,
      },
      url: 'https://app.greenhouse.io/integrations/testing_partners/take_home_tests/12345',
      another_new_field: 'x',
    });
    expect(parsed.partner_test_id).toBe('12345');
    expect(greenhouseMetadata(parsed)).toEqual({
      greenhouse_candidate_id: '17681532',
      greenhouse_application_id: '26234709',
      greenhouse_profile_url: 'https://app.greenhouse.io/people/17681532?application_id=26234709',
      greenhouse_test_url:
        'https://app.greenhouse.io/integrations/testing_partners/take_home_tests/12345',
    });
  });

  it('keeps a job when a body names one, and nothing Greenhouse did not send', () => {
    const parsed = sendTestBody.parse({
      partner_test_id: 'qst_builtin',
      candidate: { first_name: 'A', last_name: 'B', email: 'a@example.com' },
      job_id: 99,
      job_name: 'Seeker',
    });
    expect(greenhouseMetadata(parsed)).toEqual({
      greenhouse_job_id: '99',
      greenhouse_job_name: 'Seeker',
    });
  });
});

describe("test_status's metadata", () => {
  it('is one short line per question, keyed by its key', () => {
    const lines = questionSummaries([
      {
        ...base,
        key: 'communication',
        kind: 'rating',
        label: 'C',
        mean: 4.25,
        stdDev: 0.5,
        min: 4,
        max: 5,
        count: 2,
      },
      { ...base, key: 'rehire', kind: 'yes_no', yes: 2, no: 1, count: 3 },
      {
        ...base,
        key: 'seniority',
        kind: 'choice',
        multiple: false,
        count: 2,
        distribution: [
          { option: 'Senior', count: 2 },
          { option: 'Junior', count: 0 },
        ],
      },
      { ...base, key: 'years', kind: 'number', values: [], mean: 3, min: 2, max: 4, count: 2 },
      {
        ...base,
        key: 'strengths',
        kind: 'text',
        quotes: [{ refereeName: 'X', text: 'y'.repeat(1000) }],
        count: 1,
      },
      { ...base, key: 'silent', kind: 'yes_no', yes: 0, no: 0, count: 0 },
    ]);
    expect(lines).toEqual({
      communication: '4.3 / 5 (2 answered)',
      rehire: 'Yes: 2 · No: 1',
      seniority: 'Senior: 2 of 2',
      years: 'Mean 3.0 (from 2 to 4)',
      strengths: '1 answered (quoted in the report)',
      silent: 'No referee answered this question.',
    });
  });
});
