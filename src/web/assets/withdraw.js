// The candidate's withdrawal page: /withdraw/<token>, linked from the confirmation e-mail.

(() => {
  const { el, tokenFromPath, showProblem, api, formatDate } = window.Refcheck;
  const root = document.getElementById('app');
  const base = `/v1/public/withdrawals/${encodeURIComponent(tokenFromPath())}`;
  // The same words as the e-mail: src/core/participant-copy.ts, served as copy.js.
  const SCOPES = window.RefcheckCopy.scopes;

  const withdraw = async () => {
    const result = await api('POST', `${base}/withdraw`, {});
    if (!result.ok) return showProblem(root, result.data);
    root.replaceChildren(
      el(
        'div',
        { class: 'card' },
        el('h1', { text: 'Permission withdrawn' }),
        el('p', {
          text: 'Your earlier references are no longer used in new reports. You can close this page.',
        }),
      ),
    );
  };

  (async () => {
    const result = await api('GET', base);
    if (!result.ok) return showProblem(root, result.data);
    const p = result.data;
    const button = el('button', { type: 'button', text: 'Withdraw permission' });
    button.addEventListener('click', withdraw);
    const active = p.accessGrantStatus === 'active';
    root.replaceChildren(
      el('h1', { text: `Hi ${p.candidate.firstName}, your permission to reuse references` }),
      el('p', {
        class: 'sub',
        text: `On ${formatDate(p.grantedAt)} you allowed ${p.requester.recruiterName} at ${p.requester.tenantName} to:`,
      }),
      el(
        'div',
        { class: 'card' },
        el('ul', {}, ...p.scopes.map((s) => el('li', { text: SCOPES[s] || s }))),
        el('h2', { text: 'References concerned' }),
        el(
          'ul',
          {},
          ...p.references.map((r) =>
            el('li', {
              text: `${r.relationship || 'Referee'}${r.roleTitle ? ` (for ${r.roleTitle})` : ''}, given ${formatDate(r.completedAt)}`,
            }),
          ),
        ),
      ),
      active
        ? el(
            'p',
            { class: 'sub' },
            'If you withdraw, they stop using these references in new reports. Reports already written stay as they are.',
          )
        : el('p', { text: `This permission was withdrawn on ${formatDate(p.revokedAt)}.` }),
      ...(active ? [el('div', { class: 'actions' }, button)] : []),
    );
  })();
})();
