// @ts-check
// The shared report page: /reports/<token>.
//
// window.RefcheckReport.render(report) draws a report from its data alone (the
// shared report's JSON: `questions` holds each question of the pinned
// questionnaire version with its results), so a preview can draw a draft
// the same way the shared page does.

window.RefcheckReport = (() => {
  const { el, formatDate, copy, t } = window.Refcheck;
  const { formatScore } = window.RefcheckScore;
  // The labels and section names as the PDF prints them (the catalogue, served as copy.js).
  const { sections, report: words } = copy;

  // The shared report's JSON as the API answers it (reports.schemas.ts), read field by field.
  /** @typedef {any} ReportJson */
  /** @typedef {any} QuestionResultJson */

  /** @param {string} title @param {Array<Node | string>} children */
  const card = (title, ...children) =>
    el('div', { class: 'card' }, el('h2', { text: title }), ...children);

  /** @param {string} text @param {string} refereeName */
  const quote = (text, refereeName) =>
    el('blockquote', {}, text, el('cite', { text: `— ${refereeName}` }));

  /** @param {string} title @param {Array<{ text: string, refereeName: string }>} list @param {string} none */
  const quotes = (title, list, none) =>
    card(
      title,
      ...(list.length === 0
        ? [el('p', { class: 'sub', text: none })]
        : list.map((q) => quote(q.text, q.refereeName))),
    );

  /** @param {string} label @param {string} value */
  const stat = (label, value) =>
    el(
      'div',
      { class: 'card' },
      el('div', { class: 'sub', text: label }),
      el('div', { class: 'big', text: value }),
    );

  /** The rating questions: mean, spread and count each, and the overall score. */
  /** @param {ReportJson} r @param {QuestionResultJson[]} ratings */
  const ratingsCard = (r, ratings) => {
    if (ratings.length === 0)
      return card(sections.ratings, el('p', { class: 'sub', text: words.noRatingQuestions }));
    const rows = ratings.map((q) => {
      const fill = el('span');
      fill.style.width = q.mean === null ? '0%' : `${((q.mean - 1) / 4) * 100}%`;
      const bar = el('div', { class: 'bar' }, fill);
      return el(
        'tr',
        {},
        el('td', { text: q.label }),
        el('td', { class: 'num', text: formatScore(q.mean) }),
        el('td', { class: 'num', text: formatScore(q.stdDev) }),
        el('td', { class: 'bar-cell' }, bar),
        el('td', { class: 'num', text: String(q.count) }),
      );
    });
    const overall = el(
      'tr',
      { class: 'total' },
      el('th', { scope: 'row', text: words.overallRow }),
      el('td', { class: 'num', text: formatScore(r.overall.score) }),
      el('td', {}),
      el('td', { class: 'bar-cell' }),
      el('td', { class: 'num', text: t(words.ratedCount, { count: r.overall.competenciesRated }) }),
    );
    return card(
      sections.ratings,
      el(
        'table',
        {},
        el(
          'thead',
          {},
          el(
            'tr',
            {},
            el('th', { scope: 'col', text: words.question }),
            el('th', { scope: 'col', class: 'num', text: words.mean }),
            el('th', { scope: 'col', class: 'num', text: words.spread }),
            // A header with words, for screen readers (the bar says it to the eye).
            el(
              'th',
              { scope: 'col', class: 'bar-cell' },
              el('span', { class: 'visually-hidden', text: words.scaleColumn }),
            ),
            el('th', { scope: 'col', class: 'num', text: words.ratings }),
          ),
        ),
        el('tbody', {}, ...rows, overall),
      ),
    );
  };

  /** One block of a question's results as its kind displays it (kinds.js, from the kind modules). */
  /** @param {DisplayBlockOfPage} block @returns {HTMLElement[]} */
  const blockElements = (block) => {
    if ('quotes' in block) return block.quotes.map((a) => quote(a.text, a.refereeName));
    if ('rows' in block)
      return [
        el(
          'ul',
          { class: 'distribution' },
          ...block.rows.map((row) =>
            el(
              'li',
              {},
              el('span', { text: row.label }),
              el('span', { class: 'num', text: row.value }),
            ),
          ),
        ),
      ];
    return [el('p', { class: block.muted ? 'sub' : 'counts', text: block.line })];
  };

  /** One non-rating question in its kind's form. */
  const answerBody = (/** @type {QuestionResultJson} */ q) =>
    /** @type {KindScript} */ (window.RefcheckKinds[q.kind])
      .display(q, words, formatScore)
      .flatMap(blockElements);

  const answersCard = (/** @type {QuestionResultJson[]} */ questions) =>
    card(
      sections.answers,
      ...questions.map((q) =>
        el(
          'section',
          { class: 'question', 'data-kind': q.kind, 'data-key': q.key },
          el('h3', { text: q.prompt }),
          ...answerBody(q),
        ),
      ),
    );

  /**
   * Whether the report has a highlights (or concerns) section: when it has
   * such quotes, or its questionnaire asks what feeds them (the built-in's
   * strengths, comments, areas to develop): valuation.ts hasQuoteSection.
   */
  /** @param {ReportJson} r @param {string} section */
  const hasQuotes = (r, section) =>
    r[section].length > 0 ||
    (r.questions || []).some((/** @type {QuestionResultJson} */ q) => q.summarisedIn === section);

  /** The report's elements, from the shared report's data. */
  const render = (/** @type {ReportJson} */ r) => {
    /** @type {QuestionResultJson[]} */
    const questions = r.questions || [];
    const ratings = questions.filter((q) => q.kind === 'rating');
    const others = questions.filter((q) => q.kind !== 'rating' && !q.summarisedIn);
    return [
      el('h1', { text: t(words.pageTitle, { candidateName: r.candidate.name }) }),
      el('p', {
        class: 'sub',
        text: [
          r.roleTitle,
          r.tenantName,
          r.draft
            ? words.draft
            : r.approvedAt &&
              t(r.approverName ? words.approvedBy : words.approved, {
                date: formatDate(r.approvedAt),
                approver: r.approverName,
              }),
          r.version && t(words.version, { version: r.version }),
        ]
          .filter(Boolean)
          .join(' · '),
      }),
      el(
        'div',
        { class: 'grid' },
        // The overall score is the rating questions': a questionnaire without one has none.
        ...(ratings.length
          ? [
              stat(
                words.overall,
                r.overall.score === null
                  ? words.noRatings
                  : t(words.overallOutOf5, { score: formatScore(r.overall.score) }),
              ),
            ]
          : []),
        // The would-rehire figure reads the question with the `rehire` purpose: none, no figure.
        ...(questions.some((q) => q.purpose === 'rehire')
          ? [
              stat(
                words.wouldRehire,
                r.wouldRehire.share === null ? '–' : `${Math.round(r.wouldRehire.share * 100)}%`,
              ),
            ]
          : []),
        stat(words.referees, t(words.answeredOfInvited, r.counts)),
        stat(words.agreement, r.agreement ? r.agreement.level : '–'),
      ),
      ratingsCard(r, ratings),
      ...(hasQuotes(r, 'highlights')
        ? [quotes(sections.highlights, r.highlights, sections.noHighlights)]
        : []),
      ...(hasQuotes(r, 'concerns')
        ? [quotes(sections.areasToDevelop, r.concerns, sections.noAreasToDevelop)]
        : []),
      ...(others.length ? [answersCard(others)] : []),
      card(
        sections.referees,
        el(
          'ul',
          {},
          ...r.referees.map((/** @type {any} */ ref) =>
            el('li', {
              // Months and would-rehire are there only when the questionnaire asks them (purposes).
              text: [
                ref.name,
                ref.relationship,
                ref.monthsKnown === null || ref.monthsKnown === undefined
                  ? null
                  : t(words.knownMonths, { months: ref.monthsKnown }),
                ref.wouldRehire === true
                  ? words.wouldRehireFact
                  : ref.wouldRehire === false
                    ? words.wouldNotRehireFact
                    : null,
                ref.reused ? words.reused : null,
              ]
                .filter(Boolean)
                .join(' · '),
            }),
          ),
        ),
      ),
    ];
  };

  return { render };
})();

(() => {
  const { el, tokenFromPath, showProblem, showMissingToken, api, formatDate, copy, t } =
    window.Refcheck;
  const { buttons, report: words } = copy;
  const root = /** @type {HTMLElement} */ (document.getElementById('app'));
  // /app/report-preview/<requestId>?tenant=…&environment=… is the console's preview of the
  // newest version before approval: the same page, read from the recruiter's session.
  const preview = location.pathname.startsWith('/app/report-preview/');
  if (!preview && showMissingToken(root)) return;
  const params = new URLSearchParams(location.search);
  const requestId = location.pathname.split('/').filter(Boolean)[2] || '';
  const base = preview
    ? `/v1/tenants/${encodeURIComponent(params.get('tenant') || '')}/reference-reports/${encodeURIComponent(requestId)}/preview?environment=${encodeURIComponent(params.get('environment') || 'live')}`
    : `/v1/public/reference-reports/${encodeURIComponent(tokenFromPath())}`;

  (async () => {
    const result = await api('GET', base);
    if (!result.ok) return showProblem(root, result.data);
    const r = result.data;
    root.replaceChildren(
      ...window.RefcheckReport.render(r),
      preview
        ? ''
        : el(
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
