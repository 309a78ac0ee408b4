// The shared report page: /reports/<token>.

(() => {
  const { el, tokenFromPath, showProblem, api, formatDate, copy, t } = window.Refcheck;
  // The labels and section names as the PDF prints them (the catalogue, served as copy.js).
  const { sections, buttons, report: words } = copy;
  const root = document.getElementById('app');
  const base = `/v1/public/reference-reports/${encodeURIComponent(tokenFromPath())}`;
  const fmt = (n, digits = 1) => (n === null || n === undefined ? '–' : Number(n).toFixed(digits));

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
      el('h1', { text: t(words.pageTitle, { candidateName: r.candidate.name }) }),
      el('p', {
        class: 'sub',
        text: [
          r.roleTitle,
          r.tenantName,
          t(r.approverName ? words.approvedBy : words.approved, {
            date: formatDate(r.approvedAt),
            approver: r.approverName,
          }),
          t(words.version, { version: r.version }),
        ]
          .filter(Boolean)
          .join(' · '),
      }),
      el(
        'div',
        { class: 'grid' },
        stat(
          words.overall,
          r.overall.score === null
            ? '–'
            : t(words.overallOutOf5, { score: fmt(r.overall.score, 2) }),
        ),
        stat(
          words.wouldRehire,
          r.wouldRehire.share === null ? '–' : `${Math.round(r.wouldRehire.share * 100)}%`,
        ),
        stat(words.referees, t(words.answeredOfInvited, r.counts)),
        stat(words.agreement, r.agreement ? r.agreement.level : '–'),
      ),
      el(
        'div',
        { class: 'card' },
        el('h2', { text: sections.competencies }),
        el(
          'table',
          {},
          el(
            'thead',
            {},
            el(
              'tr',
              {},
              el('th', { text: words.competency }),
              el('th', { text: words.mean }),
              el('th', { text: '' }),
              el('th', { text: words.ratings }),
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
        el('h2', { text: sections.referees }),
        el(
          'ul',
          {},
          ...r.referees.map((ref) =>
            el('li', {
              text: [ref.name, ref.relationship, ref.reused ? words.reused : null]
                .filter(Boolean)
                .join(' · '),
            }),
          ),
        ),
      ),
      el(
        'div',
        { class: 'actions' },
        el(
          'a',
          { href: `${base}/pdf`, download: words.pdfFileName },
          el('button', { type: 'button', text: buttons.downloadPdf }),
        ),
      ),
      el('footer', { text: t(words.validUntil, { date: formatDate(r.expiresAt) }) }),
    );
  })();
})();
