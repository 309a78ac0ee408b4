// The shared report page: /reports/<token>.

(() => {
  const { el, tokenFromPath, showProblem, api, formatDate } = window.Refcheck;
  const root = document.getElementById('app');
  const base = `/v1/public/reference-reports/${encodeURIComponent(tokenFromPath())}`;
  const fmt = (n, digits = 1) => (n === null || n === undefined ? '–' : Number(n).toFixed(digits));

  // Section names as the PDF prints them (src/core/participant-copy.ts, served as copy.js).
  const { sections } = window.RefcheckCopy;
  const quotes = (title, list, none) =>
    el(
      'div',
      { class: 'card' },
      el('h2', { text: title }),
      ...(list.length === 0
        ? [el('p', { class: 'sub', text: none })]
        : list.map((q) =>
            el('blockquote', {}, q.text, el('cite', { text: `— ${q.refereeName}` })),
          )),
    );

  (async () => {
    const result = await api('GET', base);
    if (!result.ok) return showProblem(root, result.data);
    const r = result.data;
    const rows = r.competencies.map((c) => {
      const bar = el('div', { class: 'bar' }, el('span'));
      bar.firstChild.style.width = c.mean === null ? '0%' : `${((c.mean - 1) / 4) * 100}%`;
      return el(
        'tr',
        {},
        el('td', { text: c.label }),
        el('td', { text: fmt(c.mean) }),
        el('td', {}, bar),
        el('td', { text: String(c.count) }),
      );
    });
    const stat = (label, value) =>
      el(
        'div',
        { class: 'card' },
        el('div', { class: 'sub', text: label }),
        el('div', { class: 'big', text: value }),
      );
    root.replaceChildren(
      el('h1', { text: `Reference report: ${r.candidate.name}` }),
      el('p', {
        class: 'sub',
        text: `${r.roleTitle ? `${r.roleTitle} · ` : ''}${r.tenantName} · approved ${formatDate(r.approvedAt)}${r.approverName ? ` by ${r.approverName}` : ''} · version ${r.version}`,
      }),
      el(
        'div',
        { class: 'grid' },
        stat('Overall (1–5)', fmt(r.overall.score, 2)),
        stat(
          'Would rehire',
          r.wouldRehire.share === null ? '–' : `${Math.round(r.wouldRehire.share * 100)}%`,
        ),
        stat('Referees answered', `${r.counts.answered} / ${r.counts.invited}`),
        stat('Agreement', r.agreement ? r.agreement.level : '–'),
      ),
      el(
        'div',
        { class: 'card' },
        el('h2', { text: 'Competencies' }),
        el(
          'table',
          {},
          el(
            'thead',
            {},
            el(
              'tr',
              {},
              el('th', { text: 'Competency' }),
              el('th', { text: 'Mean' }),
              el('th', { text: '' }),
              el('th', { text: 'Ratings' }),
            ),
          ),
          el('tbody', {}, ...rows),
        ),
      ),
      quotes(sections.highlights, r.highlights, sections.noHighlights),
      quotes(sections.areasToDevelop, r.concerns, sections.noAreasToDevelop),
      el(
        'div',
        { class: 'card' },
        el('h2', { text: 'Referees' }),
        el(
          'ul',
          {},
          ...r.referees.map((ref) =>
            el('li', {
              text: `${ref.name}${ref.relationship ? ` — ${ref.relationship}` : ''}${ref.reused ? ' (from an earlier check, with consent)' : ''}`,
            }),
          ),
        ),
      ),
      el(
        'div',
        { class: 'actions' },
        el(
          'a',
          { href: `${base}/pdf`, download: 'reference-report.pdf' },
          el('button', { type: 'button', text: 'Download PDF' }),
        ),
      ),
      el('footer', { text: `This link is valid until ${formatDate(r.expiresAt)}.` }),
    );
  })();
})();
