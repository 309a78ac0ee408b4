import { type FormEvent, useEffect, useState } from 'react';
import { useLocation, useSearchParams } from 'wouter';
import { fieldsBeyond, type SchemaField } from '../../../src/client/field-layout.ts';
import { isLocale, LOCALE_LABELS, LOCALES } from '../../../src/core/locale.ts';
import { CandidatePicker } from '../candidate-picker.tsx';
import {
  ContactsEditor,
  contactInputs,
  emptyContact,
  useDefaultCountry,
} from '../contacts-editor.tsx';
import { CheckedField, FieldErrorsProvider, FormError } from '../field-errors.tsx';
import { useTenantMutation, useTenantQuery } from '../hooks.ts';
import { QuestionnaireSelect } from '../questionnaire-select.tsx';
import { useConsole } from '../session.tsx';
import type {
  Candidate,
  CandidateWorkspace,
  CreatedRequest,
  CreateRequestInput,
} from '../types.ts';
import { humanize, Page } from '../ui.tsx';

type LaunchMode = CreateRequestInput['launchMode'];

const EMPTY_CANDIDATE = { firstName: '', lastName: '', email: '', stage: '' };

/**
 * The body's other plain fields, each an input after the role: a field the
 * create body gains is offered without an edit of this form
 * (src/client/field-layout.ts). Metadata, an object, is not offered here.
 */
const OTHER_FIELDS = fieldsBeyond<CreateRequestInput>('CreateReferenceRequest', [
  'launchMode',
  'roleTitle',
  'questionnaireId',
  'locale',
  'notes',
]);

/** The input of a plain field: a choice of its values, a number, a check box or a line of text. */
function PlainInput({ field }: { field: SchemaField }) {
  if (field.enum) {
    return (
      <select name={field.name} defaultValue="" required={field.required}>
        <option value="">{field.required ? 'Choose…' : 'None'}</option>
        {field.enum.map((value) => (
          <option key={value} value={value}>
            {humanize(value)}
          </option>
        ))}
      </select>
    );
  }
  if (field.type === 'boolean') return <input type="checkbox" name={field.name} />;
  if (field.type === 'number' || field.type === 'integer') {
    return <input type="number" name={field.name} required={field.required} />;
  }
  return <input name={field.name} maxLength={field.maxLength} required={field.required} />;
}

/** What a plain field's input sends; undefined: nothing (left empty). */
function plainValue(field: SchemaField, form: FormData): unknown {
  const text = String(form.get(field.name) ?? '').trim();
  if (field.type === 'boolean') return form.get(field.name) === 'on';
  if (text === '') return undefined;
  return field.type === 'number' || field.type === 'integer' ? Number(text) : text;
}

function candidateFields(candidate: Candidate): typeof EMPTY_CANDIDATE {
  return {
    firstName: candidate.firstName ?? '',
    lastName: candidate.lastName ?? '',
    email: candidate.email ?? '',
    stage: candidate.stage ?? '',
  };
}

export function NewRequestPage() {
  const [, navigate] = useLocation();
  const { environment } = useConsole();
  const country = useDefaultCountry();
  const [launchMode, setLaunchMode] = useState<LaunchMode>('candidate_intake');
  const [contacts, setContacts] = useState([emptyContact()]);
  const [candidate, setCandidate] = useState(EMPTY_CANDIDATE);
  // "Start a reference check" on a candidate's page opens this form with ?candidateId=.
  const [params] = useSearchParams();
  const candidateId = params.get('candidateId');
  const preset = useTenantQuery<CandidateWorkspace>(`/candidates/${candidateId}`, undefined, {
    enabled: Boolean(candidateId),
  });
  useEffect(() => {
    if (preset.data) setCandidate(candidateFields(preset.data.candidate));
  }, [preset.data]);
  const field = (name: keyof typeof EMPTY_CANDIDATE) => ({
    name,
    value: candidate[name],
    onChange: (event: { target: { value: string } }) =>
      setCandidate((current) => ({ ...current, [name]: event.target.value })),
  });
  const [questionnaireId, setQuestionnaireId] = useState<string>();
  const create = useTenantMutation(
    (api, body: CreateRequestInput) => api.post<CreatedRequest>('/reference-requests', body),
    { onSuccess: (result) => navigate(`/requests/${result.referenceRequest.id}`) },
  );

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '').trim();
    const body: CreateRequestInput = {
      launchMode,
      candidate: { firstName: text('firstName'), lastName: text('lastName'), email: text('email') },
    };
    if (text('stage')) body.candidate.stage = text('stage');
    if (text('roleTitle')) body.roleTitle = text('roleTitle');
    if (text('notes')) body.notes = text('notes');
    for (const field of OTHER_FIELDS) {
      const value = plainValue(field, form);
      if (value !== undefined) (body as Record<string, unknown>)[field.name] = value;
    }
    if (text('questionnaireId')) body.questionnaireId = text('questionnaireId');
    const locale = text('locale');
    if (isLocale(locale)) body.locale = locale;
    const referees = contactInputs(contacts, country);
    if (referees.length > 0) body.contacts = referees;
    create.mutate(body);
  };

  return (
    <Page title="New reference request">
      <FieldErrorsProvider error={create.error}>
        <form className="stack form" onSubmit={submit}>
          {environment === 'test' ? (
            <p className="notice">
              This request is created in test mode: nobody outside your team is e-mailed.
            </p>
          ) : null}
          <fieldset className="choices">
            <legend>Who names the referees?</legend>
            <label>
              <input
                type="radio"
                name="launchMode"
                checked={launchMode === 'candidate_intake'}
                onChange={() => setLaunchMode('candidate_intake')}
              />
              <span>
                <strong>The candidate</strong> — they get an intake link to consent and name
                referees.
              </span>
            </label>
            <label>
              <input
                type="radio"
                name="launchMode"
                checked={launchMode === 'manual_references'}
                onChange={() => setLaunchMode('manual_references')}
              />
              <span>
                <strong>I do, now</strong> — each referee needs an e-mail and a phone.
              </span>
            </label>
          </fieldset>
          <fieldset>
            <legend>Candidate</legend>
            <CandidatePicker onPick={(picked) => setCandidate(candidateFields(picked))} />
            <div className="form-grid">
              <CheckedField label="First name" path="candidate.firstName">
                <input {...field('firstName')} required autoComplete="off" />
              </CheckedField>
              <CheckedField label="Last name" path="candidate.lastName">
                <input {...field('lastName')} required autoComplete="off" />
              </CheckedField>
              <CheckedField
                label="E-mail"
                path="candidate.email"
                hint="An existing candidate with this e-mail is reused."
              >
                <input {...field('email')} type="email" required autoComplete="off" />
              </CheckedField>
              <CheckedField label="Stage" path="candidate.stage">
                <input {...field('stage')} placeholder="final_interview" />
              </CheckedField>
            </div>
          </fieldset>
          <CheckedField label="Role" path="roleTitle">
            <input name="roleTitle" placeholder="Senior Backend Engineer" />
          </CheckedField>
          {OTHER_FIELDS.map((field) => (
            <CheckedField
              key={field.name}
              label={humanize(field.name)}
              path={field.name}
              hint={field.description.replaceAll('`', '')}
            >
              <PlainInput field={field} />
            </CheckedField>
          ))}
          <QuestionnaireSelect value={questionnaireId} onChange={setQuestionnaireId} />
          <CheckedField
            label="Participants' language"
            path="locale"
            hint="The candidate's and referees' pages, e-mails and text messages. Default: the questionnaire's language, else your tenant's default (Settings)."
          >
            <select name="locale" defaultValue="">
              <option value="">Default</option>
              {LOCALES.map((locale) => (
                <option key={locale} value={locale}>
                  {LOCALE_LABELS[locale]}
                </option>
              ))}
            </select>
          </CheckedField>
          {launchMode === 'manual_references' ? (
            <section aria-labelledby="referees-heading">
              <h2 id="referees-heading">Referees</h2>
              <ContactsEditor
                contacts={contacts}
                onChange={setContacts}
                country={country}
                requirePhoneAndEmail
              />
            </section>
          ) : null}
          <CheckedField
            label="Internal notes"
            path="notes"
            hint="Never shown to the candidate or referees."
          >
            <textarea name="notes" rows={3} />
          </CheckedField>
          <FormError error={create.error} />
          <div className="actions">
            <button type="submit" disabled={create.isPending}>
              {create.isPending ? 'Creating…' : 'Create request'}
            </button>
          </div>
        </form>
      </FieldErrorsProvider>
    </Page>
  );
}
