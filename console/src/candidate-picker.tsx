import { useState } from 'react';
import { useTenantList } from './hooks.ts';
import type { Candidate } from './types.ts';
import { personName } from './ui.tsx';

/**
 * Finds an existing candidate by name or e-mail (the candidates list's
 * `search`) and hands the one picked to the form; a request for the same
 * e-mail reuses that candidate.
 */
export function CandidatePicker({ onPick }: { onPick(candidate: Candidate): void }) {
  const [search, setSearch] = useState('');
  const term = search.trim();
  const found = useTenantList<Candidate>(
    '/candidates',
    { search: term, limit: 5 },
    {
      enabled: term.length > 0,
    },
  );
  return (
    <div className="candidate-picker">
      <label className="field">
        <span className="label">Find an existing candidate</span>
        <input
          type="search"
          value={search}
          placeholder="Name or e-mail"
          autoComplete="off"
          onChange={(event) => setSearch(event.target.value)}
        />
      </label>
      {term && !found.isPending ? (
        found.items.length === 0 ? (
          <p className="muted small">No candidate matches: fill in a new one below.</p>
        ) : (
          <ul className="picks">
            {found.items.map((candidate) => (
              <li key={candidate.id}>
                <button
                  type="button"
                  className="secondary small"
                  onClick={() => {
                    onPick(candidate);
                    setSearch('');
                  }}
                >
                  Use {personName(candidate)}
                </button>{' '}
                <span className="muted small">{candidate.email}</span>
              </li>
            ))}
          </ul>
        )
      ) : null}
    </div>
  );
}
