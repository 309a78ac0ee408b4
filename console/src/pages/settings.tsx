import { type FormEvent, useState } from 'react';
import { isLocale, LOCALE_LABELS, LOCALES, type Locale } from '../../../src/core/locale.ts';
import { useTenantMutation, useTenantQuery } from '../hooks.ts';
import { disabledBy, RoleNote, usePermission } from '../roles.tsx';
import { useConsole } from '../session.tsx';
import type {
  OnboardingStatus,
  Preferences,
  TenantFlags,
  TenantSettings,
  UpdateOnboardingInput,
  UpdatePreferencesInput,
  UpdateTenantSettingsInput,
} from '../types.ts';
import { ErrorNotice, Field, Page, QueryState } from '../ui.tsx';
import { IntegrationsSettings } from './integrations.tsx';

const FLAG_TEXT: Record<keyof TenantFlags['flags'], string> = {
  referenceReusePermissions:
    'Reference reuse: ask candidates for permission to reuse their earlier references.',
  shareTrustSignals: 'Show trust signals in shared reports.',
};

function useOnboarding() {
  return useTenantQuery<OnboardingStatus>('/onboarding-status');
}

function useUpdateOnboarding() {
  return useTenantMutation((api, body: UpdateOnboardingInput) =>
    api.patch<OnboardingStatus>('/onboarding', body),
  );
}

/**
 * Candidates and referees see the display name ("Acme asked for your view");
 * while it is still the tenant id, every page asks for it.
 */
export function DisplayNamePrompt() {
  const { session } = useConsole();
  const onboarding = useOnboarding();
  const update = useUpdateOnboarding();
  const [dismissed, setDismissed] = useState(false);
  const admin = usePermission('admin');
  if (
    dismissed ||
    !admin.allowed ||
    !onboarding.data ||
    onboarding.data.displayName !== session.tenantId
  )
    return null;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const displayName = String(new FormData(event.currentTarget).get('displayName') ?? '').trim();
    update.mutate({ displayName });
  };
  return (
    <form className="notice prompt" onSubmit={submit} aria-labelledby="display-name-prompt">
      <p id="display-name-prompt">
        <strong>What is your company called?</strong> Candidates and referees see this name in
        e-mails and pages.
      </p>
      <div className="row">
        <label className="field inline">
          <span className="label">Company name</span>
          <input name="displayName" required maxLength={200} autoComplete="organization" />
        </label>
        <button type="submit" disabled={update.isPending}>
          Save name
        </button>
        <button type="button" className="secondary" onClick={() => setDismissed(true)}>
          Later
        </button>
      </div>
      {update.error ? <ErrorNotice error={update.error} /> : null}
    </form>
  );
}

export function SettingsPage() {
  return (
    <Page title="Settings">
      <OrganizationSettings />
      <OutreachSettings />
      <FlagSettings />
      <PreferenceSettings />
      <IntegrationsSettings />
    </Page>
  );
}

function OrganizationSettings() {
  const admin = usePermission('admin');
  const onboarding = useOnboarding();
  const update = useUpdateOnboarding();
  const [saved, setSaved] = useState(false);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    update.mutate(
      {
        displayName: String(form.get('displayName') ?? '').trim(),
        defaultCountry: String(form.get('defaultCountry') ?? '').trim(),
      },
      { onSuccess: () => setSaved(true) },
    );
  };
  return (
    <section className="card" aria-labelledby="organization">
      <h2 id="organization">Organization</h2>
      <RoleNote permission={admin} />
      <QueryState query={onboarding}>
        {(status) => (
          <>
            <form className="stack" onSubmit={submit} onChange={() => setSaved(false)}>
              <Field label="Display name" hint="Shown to candidates and referees.">
                <input
                  name="displayName"
                  required
                  defaultValue={status.displayName}
                  maxLength={200}
                />
              </Field>
              <Field
                label="Default phone country"
                hint="Two letters, e.g. US or GB: numbers without + are read in it."
              >
                <input
                  name="defaultCountry"
                  required
                  defaultValue={status.defaultCountry}
                  minLength={2}
                  maxLength={2}
                  autoComplete="country"
                />
              </Field>
              {update.error ? <ErrorNotice error={update.error} /> : null}
              <div className="actions">
                <button type="submit" {...disabledBy(admin, update.isPending)}>
                  Save organization
                </button>
                {saved ? <span role="status">Saved.</span> : null}
              </div>
            </form>
            <h3>Getting started</h3>
            <ul className="checklist">
              <li className={status.checklist.firstReferenceRequest ? 'done' : ''}>
                {status.checklist.firstReferenceRequest ? '✓' : '○'} Create a first reference
                request
              </li>
              <li className={status.checklist.apiKeyCreated ? 'done' : ''}>
                {status.checklist.apiKeyCreated ? '✓' : '○'} Create an API key for an integration
              </li>
            </ul>
            {status.completed ? (
              <p className="muted">Onboarding completed.</p>
            ) : (
              <button
                type="button"
                className="secondary"
                {...disabledBy(admin)}
                onClick={() => update.mutate({ completed: true })}
              >
                Mark onboarding complete
              </button>
            )}
          </>
        )}
      </QueryState>
    </section>
  );
}

/** "3, 7" as [3, 7]; an empty field is no reminders. */
function parseDays(text: string): number[] {
  return text
    .split(/[\s,]+/)
    .filter(Boolean)
    .map(Number);
}

/** The chosen language, when it is one participants are served in. */
function localeField(value: FormDataEntryValue | null): { defaultLocale?: Locale } {
  const locale = String(value ?? '');
  return isLocale(locale) ? { defaultLocale: locale } : {};
}

/** Reminder cadence, retention, the default questionnaire and participants' language (`/settings`). */
function OutreachSettings() {
  const settings = useTenantQuery<TenantSettings>('/settings');
  const update = useTenantMutation((api, body: UpdateTenantSettingsInput) =>
    api.patch<TenantSettings>('/settings', body),
  );
  const [saved, setSaved] = useState(false);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    update.mutate(
      {
        reminderDays: parseDays(String(form.get('reminderDays') ?? '')),
        retentionDays: Number(form.get('retentionDays')),
        defaultQuestionnaireId: String(form.get('defaultQuestionnaireId') ?? '').trim(),
        ...localeField(form.get('defaultLocale')),
      },
      { onSuccess: () => setSaved(true) },
    );
  };
  return (
    <section className="card" aria-labelledby="outreach-settings">
      <h2 id="outreach-settings">Reminders and retention</h2>
      <QueryState query={settings}>
        {(current) => (
          <form className="stack" onSubmit={submit} onChange={() => setSaved(false)}>
            <Field
              label="Reminder days"
              hint="Days after an invitation on which whoever has not answered is reminded, e.g. 3, 7 (up to five, 1–30; empty: no reminders)."
            >
              <input name="reminderDays" defaultValue={current.reminderDays.join(', ')} />
            </Field>
            <Field
              label="Keep personal data for (days)"
              hint="After a request is finished: 30 to 3650 days."
            >
              <input
                name="retentionDays"
                type="number"
                min={30}
                max={3650}
                required
                defaultValue={current.retentionDays}
              />
            </Field>
            <Field
              label="Default questionnaire"
              hint="Its id (qst_…); qst_builtin is the standard one. Applies to this environment."
            >
              <input
                name="defaultQuestionnaireId"
                required
                defaultValue={current.defaultQuestionnaireId}
              />
            </Field>
            <Field
              label="Participants' language"
              hint="For a new request that names no language and whose questionnaire is in none of these. The console and reports stay in English."
            >
              <select name="defaultLocale" defaultValue={current.defaultLocale}>
                {LOCALES.map((locale) => (
                  <option key={locale} value={locale}>
                    {LOCALE_LABELS[locale]}
                  </option>
                ))}
              </select>
            </Field>
            {update.error ? <ErrorNotice error={update.error} /> : null}
            <div className="actions">
              <button type="submit" disabled={update.isPending}>
                Save reminders and retention
              </button>
              {saved ? <span role="status">Saved.</span> : null}
            </div>
          </form>
        )}
      </QueryState>
    </section>
  );
}

function FlagSettings() {
  const admin = usePermission('admin');
  const flags = useTenantQuery<TenantFlags>('/flags');
  const set = useTenantMutation((api, input: { name: string; value: boolean }) =>
    api.patch<TenantFlags>(`/flags/${input.name}`, { value: input.value }),
  );
  return (
    <section className="card" aria-labelledby="features">
      <h2 id="features">Features</h2>
      <RoleNote permission={admin} />
      <QueryState query={flags}>
        {(data) => (
          <div className="stack">
            {(Object.keys(FLAG_TEXT) as (keyof TenantFlags['flags'])[]).map((name) => (
              <label key={name} className="toggle">
                <input
                  type="checkbox"
                  checked={data.flags[name]}
                  {...disabledBy(admin, set.isPending)}
                  onChange={(event) => set.mutate({ name, value: event.target.checked })}
                />
                {FLAG_TEXT[name]}
              </label>
            ))}
          </div>
        )}
      </QueryState>
      {set.error ? <ErrorNotice error={set.error} /> : null}
    </section>
  );
}

function PreferenceSettings() {
  const { session } = useConsole();
  const path = `/recruiters/${encodeURIComponent(session.recruiterId)}/preferences`;
  const preferences = useTenantQuery<Preferences>(path);
  const update = useTenantMutation((api, body: UpdatePreferencesInput) =>
    api.patch<Preferences>(path, body),
  );
  const [saved, setSaved] = useState(false);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    update.mutate(
      {
        timezone: String(form.get('timezone') ?? ''),
        emailNotifications: form.get('emailNotifications') === 'on',
        digestFrequency: String(
          form.get('digestFrequency'),
        ) as UpdatePreferencesInput['digestFrequency'],
        defaultEnvironment: form.get('defaultEnvironment') === 'test' ? 'test' : 'live',
      },
      { onSuccess: () => setSaved(true) },
    );
  };
  return (
    <section className="card" aria-labelledby="preferences">
      <h2 id="preferences">Your preferences</h2>
      <QueryState query={preferences}>
        {(data) => (
          <form className="stack" onSubmit={submit} onChange={() => setSaved(false)}>
            <Field label="Time zone" hint="An IANA name such as Europe/Paris.">
              <input name="timezone" required defaultValue={data.timezone} />
            </Field>
            <label className="toggle">
              <input
                type="checkbox"
                name="emailNotifications"
                defaultChecked={data.emailNotifications}
              />{' '}
              E-mail me when something needs my attention
            </label>
            <Field label="Digest">
              <select name="digestFrequency" defaultValue={data.digestFrequency}>
                <option value="daily">Daily</option>
                <option value="weekly">Weekly</option>
                <option value="never">Never</option>
              </select>
            </Field>
            <Field label="Default environment">
              <select name="defaultEnvironment" defaultValue={data.defaultEnvironment}>
                <option value="live">Live</option>
                <option value="test">Test</option>
              </select>
            </Field>
            {update.error ? <ErrorNotice error={update.error} /> : null}
            <div className="actions">
              <button type="submit" disabled={update.isPending}>
                Save preferences
              </button>
              {saved ? <span role="status">Saved.</span> : null}
            </div>
          </form>
        )}
      </QueryState>
    </section>
  );
}
