// @ts-check
// The recruiter's approval of `refcheck login` (/app/pair?code=ABCD-EFGH).
// It uses the console's session cookie: the tenant comes from the session,
// the request from the code, and every decision is made by the JSON routes.
(() => {
  const app = /** @type {HTMLElement} */ (document.getElementById('app'));
  const code = new URLSearchParams(location.search).get('code') || '';

  function render(/** @type {string} */ html) {
    app.innerHTML = html;
  }
  function escapeHtml(/** @type {unknown} */ text) {
    const div = document.createElement('div');
    div.textContent = String(text);
    return div.innerHTML;
  }
  async function json(/** @type {string} */ method, /** @type {string} */ url) {
    const response = await fetch(url, {
      method,
      credentials: 'same-origin',
      headers: method === 'GET' ? {} : { 'content-type': 'application/json' },
    });
    const body = await response.json().catch(() => ({}));
    if (!response.ok) throw Object.assign(new Error(body.detail || response.statusText), body);
    return body;
  }
  function problem(/** @type {any} */ error) {
    const trace = error.traceId
      ? `<p class="sub">Trace id: <code>${escapeHtml(error.traceId)}</code></p>`
      : '';
    render(`<h1>Command-line login</h1><p role="alert">${escapeHtml(error.message)}</p>${trace}`);
  }

  async function main() {
    if (!code) return problem(new Error('This page needs the code that `refcheck login` printed.'));
    let session;
    try {
      session = await json('GET', '/v1/onboarding/state');
    } catch {
      const next = encodeURIComponent(location.pathname + location.search);
      render(
        `<h1>Command-line login</h1><p>Sign in first to approve this login.</p>
         <p><a class="button" href="/app/sign-in?next=${next}">Sign in</a></p>`,
      );
      return;
    }
    const base = `/v1/tenants/${encodeURIComponent(session.tenantId)}/cli-pairings/${encodeURIComponent(code)}`;
    let pairing;
    try {
      pairing = await json('GET', base);
    } catch (error) {
      return problem(error);
    }
    show(pairing, base);
  }

  /** @param {any} pairing the pairing as the API answers it @param {string} base */
  function show(pairing, base) {
    const scopes = pairing.scopes.length ? pairing.scopes.join(', ') : 'every scope';
    const pending = pairing.status === 'pending';
    render(`
      <h1>Command-line login</h1>
      <p>Check that your terminal shows <strong id="code">${escapeHtml(pairing.userCode)}</strong>.</p>
      <dl class="facts">
        <dt>Key name</dt><dd>${escapeHtml(pairing.name)}</dd>
        <dt>Environment</dt><dd>${escapeHtml(pairing.environment)}</dd>
        <dt>Scopes</dt><dd>${escapeHtml(scopes)}</dd>
        <dt>Status</dt><dd id="status">${escapeHtml(pairing.status)}</dd>
      </dl>
      ${
        pending
          ? `<p>Approving creates an API key in your name with these scopes and hands it to that terminal once.</p>
             <div class="actions"><button id="approve" type="button">Approve</button>
             <button id="deny" type="button" class="secondary">Deny</button></div>`
          : ''
      }`);
    if (!pending) return;
    for (const decision of ['approve', 'deny']) {
      document.getElementById(decision)?.addEventListener('click', async () => {
        try {
          show(await json('POST', `${base}/${decision}`), base);
        } catch (error) {
          problem(error);
        }
      });
    }
  }

  main();
})();
