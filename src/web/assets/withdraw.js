// @ts-check
// The candidate's withdrawal page: /withdraw/<token>, linked from the confirmation e-mail.

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
  const words = copy.withdrawPage;
  const root = /** @type {HTMLElement} */ (document.getElementById('app'));
  const base = `/v1/public/withdrawals/${encodeURIComponent(tokenFromPath())}`;
  // The same words as the e-mail (the catalogue, served as copy.js).
  const SCOPES = copy.scopes;

  const withdraw = async () => {
    const result = await api('POST', `${base}/withdraw`, {});
    if (!result.ok) return showProblem(root, result.data);
    root.replaceChildren(
      el(
        'div',
        { class: 'card' },
        el('h1', { text: words.withdrawnTitle }),
        el('p', { text: words.withdrawn }),
      ),
    );
  };

  (async () => {
    if (showMissingToken(root)) return;
    const result = await api('GET', base);
    if (!result.ok) return showProblem(root, result.data);
    const p = result.data;
    const button = el('button', { type: 'button', text: copy.buttons.withdrawPermission });
    button.addEventListener('click', withdraw);
    const active = p.accessGrantStatus === 'active';
    root.replaceChildren(
      el('h1', { text: t(words.title, { firstName: p.candidate.firstName }) }),
      el('p', {
        class: 'sub',
        text: t(words.subtitle, {
          date: formatDate(p.grantedAt),
          recruiter: p.requester.recruiterName,
          company: p.requester.tenantName,
        }),
      }),
      el(
        'div',
        { class: 'card' },
        el(
          'ul',
          {},
          ...p.scopes.map((/** @type {keyof typeof SCOPES} */ s) =>
            el('li', { text: SCOPES[s] || s }),
          ),
        ),
        el('h2', { text: copy.earlierReference.concerned }),
        el(
          'ul',
          {},
          ...p.references.map((/** @type {Parameters<typeof earlierReference>[0]} */ r) =>
            el('li', { text: earlierReference(r) }),
          ),
        ),
      ),
      active
        ? el('p', { class: 'sub' }, words.ifYouWithdraw)
        : el('p', { text: t(words.withdrawnOn, { date: formatDate(p.revokedAt) }) }),
      ...(active ? [el('div', { class: 'actions' }, button)] : []),
    );
  })();
})();
