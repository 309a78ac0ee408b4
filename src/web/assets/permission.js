// The candidate's reuse-permission page: /permissions/<token>.

(() => {
  const { el, tokenFromPath, showProblem, api, formatDate } = window.Refcheck;
  const root = document.getElementById('app');
  const base = `/v1/public/permissions/${encodeURIComponent(tokenFromPath())}`;
  // The same words as the e-mail: src/core/participant-copy.ts, served as copy.js.
  const SCOPES = window.RefcheckCopy.scopes;

  const answer = async (verb) => {
    const result = await api('POST', `${base}/${verb}`, {});
    if (!result.ok) return showProblem(root, result.data);
    root.replaceChildren(
      el(
        'div',
        { class: 'card' },
        el('h1', { text: verb === 'approve' ? 'Permission granted' : 'Permission declined' }),
        el('p', {
          text:
            verb === 'approve'
              ? 'Thank you. The recruiter can now use these references.'
              : 'Nothing will be shared. You can close this page.',
        }),
      ),
    );
  };

  (async () => {
    const result = await api('GET', base);
    if (!result.ok) return showProblem(root, result.data);
    const p = result.data;
    const approve = el('button', { type: 'button', text: 'Allow' });
    const decline = el('button', { type: 'button', class: 'secondary', text: 'Do not allow' });
    approve.addEventListener('click', () => answer('approve'));
    decline.addEventListener('click', () => answer('decline'));
    root.replaceChildren(
      el('h1', { text: `Hi ${p.candidate.firstName}, may we reuse your references?` }),
      el('p', {
        class: 'sub',
        text: `${p.requester.recruiterName} at ${p.requester.tenantName} asks for your permission${p.targetRoleTitle ? ` for the ${p.targetRoleTitle} role` : ''}.`,
      }),
      el(
        'div',
        { class: 'card' },
        el('h2', { text: 'They would like to' }),
        el('ul', {}, ...p.scopes.map((s) => el('li', { text: SCOPES[s] || s }))),
        ...(p.note
          ? [el('blockquote', {}, p.note, el('cite', { text: `— ${p.requester.recruiterName}` }))]
          : []),
      ),
      el(
        'div',
        { class: 'card' },
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
      el('p', {
        class: 'sub',
        text: 'Nothing is shared unless you allow it. Opening this page changes nothing.',
      }),
      el('div', { class: 'actions' }, approve, decline),
      el('footer', { text: `This request expires on ${formatDate(p.expiresAt)}.` }),
    );
  })();
})();
