import { type FormEvent, useState } from 'react';
import { useLocation } from 'wouter';
import {
  ContactsEditor,
  contactInputs,
  emptyContact,
  useDefaultCountry,
} from '../contacts-editor.tsx';
import { useTenantMutation } from '../hooks.ts';
import { useConsole } from '../session.tsx';
import type { CreatedRequest, CreateRequestInput } from '../types.ts';
import { ErrorNotice, Field, Page } from '../ui.tsx';

type LaunchMode = CreateRequestInput['launchMode'];

export function NewRequestPage() {
  const [, navigate] = useLocation();
  const { environment } = useConsole();
  const country = useDefaultCountry();
  const [launchMode, setLaunchMode] = useState<LaunchMode>('candidate_intake');
  const [contacts, setContacts] = useState([emptyContact()]);
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
    const referees = contactInputs(contacts, country);
    if (referees.length > 0) body.contacts = referees;
    create.mutate(body);
  };

  return (
    <Page title="New reference request">
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
              <strong>The candidate</strong> — they get an intake link to consent and name referees.
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
          <div className="form-grid">
            <Field label="First name">
              <input name="firstName" required autoComplete="off" />
            </Field>
            <Field label="Last name">
              <input name="lastName" required autoComplete="off" />
            </Field>
            <Field label="E-mail" hint="An existing candidate with this e-mail is reused.">
              <input name="email" type="email" required autoComplete="off" />
            </Field>
            <Field label="Stage">
              <input name="stage" placeholder="final_interview" />
            </Field>
          </div>
        </fieldset>
        <Field label="Role">
          <input name="roleTitle" placeholder="Senior Backend Engineer" />
        </Field>
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
        <Field label="Internal notes" hint="Never shown to the candidate or referees.">
          <textarea name="notes" rows={3} />
        </Field>
        {create.error ? <ErrorNotice error={create.error} /> : null}
        <div className="actions">
          <button type="submit" disabled={create.isPending}>
            {create.isPending ? 'Creating…' : 'Create request'}
          </button>
        </div>
      </form>
    </Page>
  );
}
