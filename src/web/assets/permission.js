// @ts-check
// The candidate's reuse-permission page: /permissions/<token>.

(() => {
  const {
    el,
    tokenFromPath,
    showProblem,
    showMissingToken,
    api,
    formatDate,
    copy,
    t,
    earlierReference,
  } = window.Refcheck;
  const words = copy.permissionPage;
  const root = /** @type {HTMLElement} */ (document.getElementById('app'));
  const base = `/v1/public/permissions/${encodeURIComponent(tokenFromPath())}`;
  // The same words as the e-mail (the catalogue, served as copy.js).
  const SCOPES = copy.scopes;

  const answer = async (/** @type {'approve' | 'decline'} */ verb) => {
    const result = await api('POST', `${base}/${verb}`, {});
    if (!result.ok) return showProblem(root, result.data);
    root.replaceChildren(
      el(
        'div',
        { class: 'card' },
        el('h1', { text: verb === 'approve' ? words.grantedTitle : words.declinedTitle }),
        el('p', { text: verb === 'approve' ? words.granted : words.declined }),
      ),
    );
  };

  (async () => {
    if (showMissingToken(root)) return;
    const result = await api('GET', base);
    if (!result.ok) return showProblem(root, result.data);
    const p = result.data;
    const approve = el('button', { type: 'button', text: copy.buttons.allow });
    const decline = el('button', {
      type: 'button',
      class: 'secondary',
      text: copy.buttons.doNotAllow,
    });
    approve.addEventListener('click', () => answer('approve'));
    decline.addEventListener('click', () => answer('decline'));
    root.replaceChildren(
      el('h1', { text: t(words.title, { firstName: p.candidate.firstName }) }),
      el('p', {
        class: 'sub',
        text: t(words.subtitle, {
          recruiter: p.requester.recruiterName,
          company: p.requester.tenantName,
          forRole: window.Refcheck.forRole(p.targetRoleTitle),
        }),
      }),
      el(
        'div',
        { class: 'card' },
        el('h2', { text: words.theyWouldLike }),
        el(
          'ul',
          {},
          ...p.scopes.map((/** @type {keyof typeof SCOPES} */ s) =>
            el('li', { text: SCOPES[s] || s }),
          ),
        ),
        ...(p.note
          ? [el('blockquote', {}, p.note, el('cite', { text: `— ${p.requester.recruiterName}` }))]
          : []),
      ),
      el(
        'div',
        { class: 'card' },
        el('h2', { text: copy.earlierReference.concerned }),
        el(
          'ul',
          {},
          ...p.references.map((/** @type {Parameters<typeof earlierReference>[0]} */ r) =>
            el('li', { text: earlierReference(r) }),
          ),
        ),
      ),
      el('p', {
        class: 'sub',
        text: words.nothingShared,
      }),
      el('div', { class: 'actions' }, approve, decline),
      el('footer', { text: t(words.expires, { date: formatDate(p.expiresAt) }) }),
    );
  })();
})();
