// The candidate intake and referee conversation page: /intake/<token>, /referee/<token>.

(() => {
  const { el, tokenFromPath, showProblem, api, readEvents } = window.Refcheck;
  const root = document.getElementById('app');
  const kind = location.pathname.split('/').filter(Boolean)[0] === 'referee' ? 'referee' : 'intake';
  const base = `/v1/public/${kind}/${encodeURIComponent(tokenFromPath())}`;

  const transcript = el('div', { class: 'transcript', 'aria-live': 'polite' });
  const missing = el('div', { class: 'missing' });
  const input = el('textarea', {
    placeholder: 'Type your answer…',
    'aria-label': 'Your message',
    rows: '2',
  });
  const send = el('button', { type: 'submit', text: 'Send' });
  const composer = el('form', { class: 'composer' }, input, send);
  const complete = el('button', {
    type: 'button',
    text: kind === 'intake' ? 'Submit my referees' : 'Submit my reference',
  });
  const abandon = el('button', {
    type: 'button',
    class: 'secondary',
    text: kind === 'intake' ? 'I do not want to continue' : 'Decline to give a reference',
  });

  const bubble = (role, text) => {
    const node = el('div', { class: `bubble ${role}`, text });
    transcript.append(node);
    transcript.scrollTop = transcript.scrollHeight;
    return node;
  };

  const showMissing = (state) => {
    const items = state && Array.isArray(state.missing) ? state.missing : [];
    missing.textContent = items.length > 0 ? `Still needed: ${items.join(', ')}` : '';
  };

  const finish = (title, text) => {
    root.replaceChildren(
      el('div', { class: 'card' }, el('h1', { text: title }), el('p', { text })),
    );
  };

  const busy = (on) => {
    for (const button of [send, complete, abandon]) button.disabled = on;
  };

  composer.addEventListener('submit', async (event) => {
    event.preventDefault();
    const message = input.value.trim();
    if (!message) return;
    input.value = '';
    bubble('participant', message);
    busy(true);
    const reply = bubble('agent', '…');
    let text = '';
    try {
      const response = await fetch(`${base}/messages`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ message }),
      });
      if (!response.ok) {
        reply.remove();
        return showProblem(root, await response.json().catch(() => null));
      }
      await readEvents(response, (name, data) => {
        if (name === 'delta') {
          text += data.text || '';
          reply.textContent = text;
        } else if (name === 'done') {
          reply.textContent = data.text || text;
          showMissing(data.state);
        } else if (name === 'error') {
          reply.textContent = data.detail || 'Something went wrong. Please try again.';
        }
        transcript.scrollTop = transcript.scrollHeight;
      });
    } finally {
      busy(false);
      input.focus();
    }
  });

  complete.addEventListener('click', async () => {
    busy(true);
    const result = await api('POST', `${base}/complete`);
    busy(false);
    if (!result.ok) {
      if (result.status === 400 || result.status === 409) {
        bubble(
          'agent',
          result.data?.detail ? result.data.detail : 'A few answers are still missing.',
        );
        return;
      }
      return showProblem(root, result.data);
    }
    finish(
      'Thank you!',
      kind === 'intake'
        ? 'Your referees have been sent to the recruiter. We will contact them shortly.'
        : 'Your reference has been recorded. Thank you for your time.',
    );
  });

  abandon.addEventListener('click', async () => {
    if (!confirm('Are you sure? This link will stop working.')) return;
    busy(true);
    const result = await api('POST', `${base}/abandon`, {});
    if (!result.ok) return showProblem(root, result.data);
    finish('Understood', 'We have let the recruiter know. You can close this page.');
  });

  input.addEventListener('keydown', (event) => {
    if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      composer.requestSubmit();
    }
  });

  (async () => {
    const session = await api('GET', base);
    if (!session.ok) return showProblem(root, session.data);
    const s = session.data;
    const role = s.roleTitle ? ` for the ${s.roleTitle} role` : '';
    const title =
      kind === 'intake'
        ? `Hi ${s.candidate.firstName}, let's set up your references`
        : `A reference for ${s.candidate.firstName} ${s.candidate.lastName}`;
    const subtitle =
      kind === 'intake'
        ? `${s.tenantName} would like to check your references${role}.`
        : `${s.tenantName} asked for your view of ${s.candidate.firstName}${role}. It takes about five minutes.`;
    root.replaceChildren(
      el('h1', { text: title }),
      el('p', { class: 'sub', text: subtitle }),
      el(
        'div',
        { class: 'card' },
        transcript,
        missing,
        composer,
        el('div', { class: 'actions' }, complete, abandon),
      ),
    );
    for (const message of s.transcript) bubble(message.role, message.text);
    if (s.transcript.length === 0) bubble('agent', 'Say hello to get started.');
    showMissing(s.state?.missing ? s.state : { missing: s.missing });
    // Focus on load only with a mouse or trackpad: on a phone it would throw
    // the keyboard over the page before the person has read it.
    if (window.matchMedia('(pointer: fine)').matches) input.focus();
  })();
})();
