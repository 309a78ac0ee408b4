// @ts-check
// The candidate intake and referee conversation page: /intake/<token>, /referee/<token>.

(() => {
  const {
    el,
    tokenFromPath,
    showProblem,
    showMissingToken,
    api,
    readEvents,
    copy,
    t,
    forRole,
    atSentenceStart,
  } = window.Refcheck;
  const { buttons, chat, review, answers: labels } = copy;
  const root = /** @type {HTMLElement} */ (document.getElementById('app'));
  const kind = location.pathname.split('/').filter(Boolean)[0] === 'referee' ? 'referee' : 'intake';
  const base = `/v1/public/${kind}/${encodeURIComponent(tokenFromPath())}`;

  // A log that scrolls: focusable, so keyboard users can scroll it too.
  const transcript = el('div', {
    class: 'transcript',
    role: 'log',
    'aria-live': 'polite',
    'aria-label': chat.conversation,
    tabindex: '0',
  });
  const missing = el('div', { class: 'missing' });
  // The controls of the question now asked (controls.js), under the interviewer's message.
  const controls = el('div', { class: 'controls-slot' });
  const input = el('textarea', {
    placeholder: chat.placeholder,
    'aria-label': chat.yourMessage,
    rows: '2',
  });
  const send = el('button', { type: 'submit', text: buttons.send });
  const composer = el('form', { class: 'composer' }, input, send);
  const complete = el('button', {
    type: 'button',
    text: kind === 'intake' ? buttons.submitReferees : buttons.reviewReference,
  });
  const abandon = el('button', {
    type: 'button',
    class: 'secondary',
    text: kind === 'intake' ? buttons.abandonIntake : buttons.declineReference,
  });
  const card = el('div', { class: 'card' });
  // The intake page's editable list of referees (referee-list.js), next to the chat.
  /** @type {RefereeList | null} */
  let refereeList = null;
  // The referee's answers so far (from the session, then from each turn): what the review shows.
  /** @type {ParticipantState | null} */
  let latestState = null;
  /** @type {Array<{ key: string, label: string }>} */
  let competencies = [];
  // The pinned version's questions of a tenant's questionnaire; null for the built-in one.
  /** @type {QuestionOfPage[] | null} */
  let questions = null;
  // How many stored messages the page shows: another tab's turns make the stored ones more.
  let shown = 0;
  let sending = false;
  /** The turn being sent, which the next one waits for (sendTurn). */
  /** @type {Promise<{ ok: boolean, problem?: any }> | null} */
  let turnInFlight = null;

  const bubble = (/** @type {string} */ role, /** @type {string} */ text) => {
    const node = el('div', { class: `bubble ${role}`, text });
    transcript.append(node);
    transcript.scrollTop = transcript.scrollHeight;
    return node;
  };

  // What still blocks completion, in the server's words (state.needed); never the field
  // paths of state.missing, which are for code ("contacts.1.relationship").
  const showMissing = (/** @type {ParticipantState | null | undefined} */ state) => {
    const items = state && Array.isArray(state.needed) ? state.needed : [];
    missing.textContent = items.length > 0 ? t(chat.stillNeeded, { items: items.join(', ') }) : '';
  };

  const finish = (/** @type {string} */ title, /** @type {string} */ text) => {
    root.replaceChildren(
      el('div', { class: 'card' }, el('h1', { text: title }), el('p', { text })),
    );
  };

  const busy = (/** @type {boolean} */ on) => {
    sending = on;
    for (const button of [send, complete, abandon]) button.disabled = on;
    for (const control of controls.querySelectorAll('button, input, textarea')) {
      if ('disabled' in control) control.disabled = on;
    }
  };

  /**
   * The controls of the state's `ask` and `confirm`, drawn from them alone. On the intake
   * the consent's "Yes" says what it agrees to; its referee form is the list's (referee-list.js).
   */
  const showControls = (/** @type {ParticipantState | null | undefined} */ state) => {
    const labels =
      kind === 'intake' ? { yes: copy.controls.consentYes, no: copy.controls.consentNo } : {};
    const drawn = window.RefcheckControls.render(
      state,
      (body, words) => sendTurn(body, kind === 'intake' ? intakeTapInWords(body) || words : words),
      labels,
    );
    controls.replaceChildren(...(drawn ? [drawn] : []));
  };

  /**
   * An intake tap (the consent, a first name) in the server's words (intake-agent.ts
   * typedIntakeWords), as a reload shows it.
   */
  const intakeTapInWords = (/** @type {TypedBody} */ body) => {
    const typed = copy.intakeAgent.typed;
    // A yes or no on a referee card (intake-confirmation.ts).
    if ('confirm' in body) return typed[body.confirm ? 'confirmYes' : 'confirmNo'];
    if (!('answer' in body)) return null;
    const { key, value } = body.answer;
    if (key === 'consent') return typed[value ? 'consentYes' : 'consentNo'];
    if (key === 'firstName') return t(typed.firstName, { firstName: String(value) });
    return null;
  };

  /** What a turn's state changes on the page. */
  const showState = (/** @type {ParticipantState | null | undefined} */ state) => {
    if (!state) return;
    latestState = state;
    refereeList?.update(state);
    showMissing(state);
    showControls(state);
  };

  /**
   * The same link open in another tab may have moved the conversation on:
   * when this tab comes back into view, it reads the conversation again and
   * shows the other tab's turns (and the question now asked) before anything
   * more is sent from here. The server files each answer under the question
   * its stored state asks, never under one already answered.
   */
  const catchUp = async () => {
    if (sending || shown === 0 || document.hidden) return;
    const session = await api('GET', base);
    if (!session.ok || session.data.transcript.length <= shown) return;
    transcript.replaceChildren();
    for (const message of session.data.transcript) bubble(message.role, message.text);
    shown = session.data.transcript.length;
    showState(session.data.state);
  };
  document.addEventListener('visibilitychange', catchUp);
  window.addEventListener('focus', catchUp);

  /**
   * One turn: the message (or a tap on a control, in words) in the transcript, then the
   * reply streamed into the interviewer's bubble. A tap's body is `{ answer }` or
   * `{ confirm }`; a tap the server refuses (400) is taken back and its problem returned,
   * for the control that sent it to show.
   * @param {{ message: string } | TypedBody} body
   * @param {string} words
   * @returns {Promise<{ ok: boolean, problem?: any }>}
   */
  const sendTurn = async (body, words) => {
    // One turn at a time: a referee saved from the list while a reply still streams waits for
    // it, instead of being refused as "another reply in progress".
    while (turnInFlight) await turnInFlight;
    const turn = sendOneTurn(body, words);
    turnInFlight = turn;
    try {
      return await turn;
    } finally {
      if (turnInFlight === turn) turnInFlight = null;
    }
  };
  /**
   * @param {{ message: string } | TypedBody} body
   * @param {string} words
   * @returns {Promise<{ ok: boolean, problem?: any }>}
   */
  const sendOneTurn = async (body, words) => {
    const typed = !('message' in body);
    const mine = bubble('participant', words);
    busy(true);
    const reply = bubble('agent', '…');
    let text = '';
    try {
      const response = await fetch(`${base}/messages`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      if (!response.ok) {
        const problem = await response.json().catch(() => null);
        if (typed && response.status === 400) {
          mine.remove();
          reply.remove();
          return { ok: false, problem };
        }
        // A turn refused for now (another reply in progress, a full conversation, the process
        // stopping): say why in the chat and give the message back; anything else ends the page.
        const stopping = problem?.code === 'shutting_down';
        if (response.status !== 409 && !stopping) {
          reply.remove();
          showProblem(root, problem);
          return { ok: false, problem };
        }
        // The stopping process's detail is the API's (English); the chat says it in the page's language.
        reply.textContent = stopping
          ? copy.conversation.shuttingDown
          : problem?.detail || copy.problems.tryAgain;
        if ('message' in body) input.value = body.message;
        if (problem?.code === 'conversation_changed') {
          busy(false);
          await catchUp();
        }
        return { ok: false, problem };
      }
      await readEvents(response, (name, data) => {
        if (name === 'delta') {
          text += data.text || '';
          reply.textContent = text;
        } else if (name === 'done') {
          reply.textContent = data.text || text;
          shown += 2;
          showState(data.state);
        } else if (name === 'error') {
          reply.textContent = data.detail || copy.problems.tryAgain;
          // Nothing of the turn was kept: the message goes back in the box, to send again.
          if ('message' in body && !input.value) input.value = body.message;
        }
        transcript.scrollTop = transcript.scrollHeight;
      });
      return { ok: true };
    } finally {
      busy(false);
      if (!typed) input.focus();
    }
  };

  composer.addEventListener('submit', async (event) => {
    event.preventDefault();
    const message = input.value.trim();
    if (!message) return;
    input.value = '';
    await sendTurn({ message }, message);
  });

  const submitted = () =>
    finish(chat.thankYou, kind === 'intake' ? chat.intakeSubmitted : chat.referenceSubmitted);

  complete.addEventListener('click', async () => {
    if (kind === 'referee') return showReview();
    busy(true);
    const result = await api('POST', `${base}/complete`);
    busy(false);
    if (!result.ok) {
      if (result.status === 400 || result.status === 409) {
        bubble('agent', result.data?.detail ? result.data.detail : chat.answersMissing);
        return;
      }
      return showProblem(root, result.data);
    }
    submitted();
  });

  /**
   * The referee's review step: every answer the conversation collected, each
   * one changeable; nothing is sent until "Submit my reference". The built-in
   * questionnaire's ratings come in a fixed order.
   */
  const showReview = () => (questions ? showQuestionnaireReview() : showBuiltinReview());

  /** The review of a tenant's questionnaire: every question with its kind's input. */
  const showQuestionnaireReview = () => {
    const asked = questions || [];
    const questionnaireReview = window.RefcheckQuestionnaireReview;
    const answers = latestState?.questionnaire?.answers || {};
    const error = el('p', { class: 'error', role: 'alert' });
    const submit = el('button', { type: 'submit', text: buttons.submitReference });
    const back = el('button', { type: 'button', class: 'secondary', text: buttons.backToChat });
    const form = el(
      'form',
      { class: 'review stack' },
      el('h2', { text: review.title }),
      el('p', { class: 'sub', text: t(review.intro, { button: buttons.submitReference }) }),
      ...questionnaireReview.fields(asked, answers),
      error,
      el('div', { class: 'actions' }, submit, back),
    );
    back.addEventListener('click', showChat);
    form.addEventListener('submit', async (event) => {
      event.preventDefault();
      submit.disabled = true;
      const result = await api('POST', `${base}/complete`, {
        answers: questionnaireReview.read(form, asked),
      });
      submit.disabled = false;
      if (result.ok) return submitted();
      if (result.status === 400 || result.status === 409) {
        const named = questionnaireReview.markErrors(form, asked, result.data);
        error.textContent =
          named.length > 0
            ? t(review.checkQuestions, { questions: named.join('; ') })
            : review.checkAnswers;
        return;
      }
      showProblem(root, result.data);
    });
    card.replaceChildren(form);
    /** @type {HTMLElement | null} */ (form.querySelector('select, textarea, input'))?.focus();
  };

  const showBuiltinReview = () => {
    const answers = latestState?.answers || { ratings: {} };
    const ratings = answers.ratings || {};
    const error = el('p', { class: 'error', role: 'alert' });
    const text = (
      /** @type {string} */ name,
      /** @type {string} */ label,
      /** @type {string | undefined} */ value,
      rows = 3,
    ) =>
      el(
        'label',
        { class: 'field' },
        el('span', { text: label }),
        el('textarea', { name, rows: String(rows) }, value || ''),
      );
    const ratingRow = (/** @type {{ key: string, label: string }} */ { key, label }) => {
      const select = el(
        'select',
        { name: `rating.${key}` },
        el('option', { value: '', text: labels.notRated }),
        ...[1, 2, 3, 4, 5].map((n) =>
          el('option', {
            value: String(n),
            text: `${n}${n === 1 ? ` – ${labels.poor}` : n === 5 ? ` – ${labels.outstanding}` : ''}`,
          }),
        ),
      );
      select.value = ratings[key] ? String(ratings[key]) : '';
      return el('label', { class: 'rating-row' }, el('span', { text: label }), select);
    };
    const rehire = (/** @type {string} */ value, /** @type {string} */ label) => {
      const input = el('input', { type: 'radio', name: 'wouldRehire', value });
      input.checked =
        value === 'yes'
          ? answers.wouldRehire === true
          : value === 'no'
            ? answers.wouldRehire === false
            : answers.wouldRehire === undefined;
      return el('label', { class: 'choice' }, input, ` ${label}`);
    };
    const months = el('input', { type: 'number', name: 'monthsKnown', min: '0', max: '1200' });
    if (answers.monthsKnown !== undefined) months.value = String(answers.monthsKnown);
    const submit = el('button', { type: 'submit', text: buttons.submitReference });
    const back = el('button', { type: 'button', class: 'secondary', text: buttons.backToChat });
    const form = el(
      'form',
      { class: 'review stack' },
      el('h2', { text: review.title }),
      el('p', { class: 'sub', text: t(review.intro, { button: buttons.submitReference }) }),
      el(
        'fieldset',
        {},
        el('legend', { text: labels.ratingsLegend }),
        ...competencies.map(ratingRow),
      ),
      text('relationship', labels.relationship, answers.relationship, 2),
      el('label', { class: 'field' }, el('span', { text: labels.monthsKnown }), months),
      text('strengths', labels.strengths, answers.strengths),
      text('improvements', labels.improvements, answers.improvements),
      el(
        'fieldset',
        {},
        el('legend', { text: labels.wouldRehire }),
        rehire('yes', labels.yes),
        rehire('no', labels.no),
        rehire('', labels.ratherNotSay),
      ),
      text('comments', labels.comments, answers.comments, 2),
      error,
      el('div', { class: 'actions' }, submit, back),
    );
    back.addEventListener('click', showChat);
    form.addEventListener('submit', async (event) => {
      event.preventDefault();
      const data = new FormData(form);
      const value = (/** @type {string} */ name) => String(data.get(name) || '').trim();
      /** @type {Record<string, unknown> & { ratings: Record<string, number> }} */
      const reviewed = { ratings: {} };
      for (const { key } of competencies) {
        const rating = value(`rating.${key}`);
        if (rating) reviewed.ratings[key] = Number(rating);
      }
      for (const name of ['relationship', 'strengths', 'improvements', 'comments']) {
        if (value(name)) reviewed[name] = value(name);
      }
      if (value('monthsKnown')) reviewed.monthsKnown = Number(value('monthsKnown'));
      if (value('wouldRehire')) reviewed.wouldRehire = value('wouldRehire') === 'yes';
      submit.disabled = true;
      const result = await api('POST', `${base}/complete`, { answers: reviewed });
      submit.disabled = false;
      if (result.ok) return submitted();
      if (result.status === 400 || result.status === 409) {
        error.textContent =
          result.status === 400 ? review.needsAnAnswer : result.data?.detail || review.checkAnswers;
        return;
      }
      showProblem(root, result.data);
    });
    card.replaceChildren(form);
    /** @type {HTMLElement | null} */ (form.querySelector('select, textarea'))?.focus();
  };

  // On the intake page the list holds the submit button; the chat keeps "abandon".
  const chatChildren = () => [
    transcript,
    controls,
    missing,
    composer,
    el('div', { class: 'actions' }, ...(refereeList ? [abandon] : [complete, abandon])),
  ];
  const showChat = () => {
    card.replaceChildren(...chatChildren());
    transcript.scrollTop = transcript.scrollHeight;
  };

  abandon.addEventListener('click', async () => {
    if (!confirm(chat.confirmAbandon)) return;
    busy(true);
    const result = await api('POST', `${base}/abandon`, {});
    if (!result.ok) return showProblem(root, result.data);
    finish(chat.abandonedTitle, chat.abandoned);
  });

  input.addEventListener('keydown', (event) => {
    if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      composer.requestSubmit();
    }
  });

  (async () => {
    if (showMissingToken(root)) return;
    const session = await api('GET', base);
    if (!session.ok) return showProblem(root, session.data);
    const s = session.data;
    const facts = {
      firstName: s.candidate.firstName,
      candidateName: [s.candidate.firstName, s.candidate.lastName].filter(Boolean).join(' '),
      Company: atSentenceStart(s.tenantName),
      forRole: forRole(s.roleTitle),
      duration: copy.refereeDuration,
    };
    const title = t(kind === 'intake' ? chat.intakeTitle : chat.refereeTitle, facts);
    const subtitle = t(kind === 'intake' ? chat.intakeSubtitle : chat.refereeSubtitle, facts);
    latestState = s.state || null;
    competencies = s.competencies || [];
    questions = s.questionnaire?.questions || null;
    if (kind === 'intake' && window.RefcheckRefereeList) {
      const list = window.RefcheckRefereeList.create({
        base,
        company: s.tenantName,
        recruiterReferees: s.recruiterReferees || [],
        submit: complete,
        // The list's "Add a referee" form answers the state's `referee` ask (a typed answer).
        onAnswer: sendTurn,
        onSaved: (saved) => {
          shown = saved.transcript.length;
          const note = saved.transcript.at(-1);
          if (note) bubble(note.role, note.text);
          showState(saved.state);
        },
      });
      list.update(s.state);
      refereeList = list;
      document.querySelector('main')?.classList.add('wide');
    }
    card.replaceChildren(...chatChildren());
    const body = refereeList
      ? el('div', { class: 'intake-layout' }, card, refereeList.element)
      : card;
    root.replaceChildren(
      el('h1', { text: title }),
      el('p', { class: 'sub', text: subtitle }),
      el('p', { class: 'readers', text: s.readers || '' }),
      body,
    );
    for (const message of s.transcript) bubble(message.role, message.text);
    shown = s.transcript.length;
    if (s.transcript.length === 0) bubble('agent', chat.sayHello);
    showMissing(s.state);
    showControls(s.state);
    // Focus on load only with a mouse or trackpad: on a phone it would throw
    // the keyboard over the page before the person has read it.
    if (window.matchMedia('(pointer: fine)').matches) input.focus();
  })();
})();
