// @ts-check
// Development sign-in (/app/sign-in): sets the console's session cookie
// through POST /v1/console/sign-in, then goes to `next` (a page of ours),
// else the console. It fills in only what was typed here before (whoever
// signed in last in this browser), so signing out and in again returns to the
// same tenant; a first visit starts empty (examples are placeholders only),
// so no report carries a name nobody typed.
(() => {
  const app = /** @type {HTMLElement} */ (document.getElementById('app'));
  const params = new URLSearchParams(location.search);
  const next = params.get('next') || '';
  const target = next.startsWith('/app/') ? next : '/app/';
  const LAST = 'refcheck.sign-in.last';
  const ROLES = [
    ['admin', "Admin: everything, settings and people's data included"],
    ['recruiter', 'Recruiter: requests, candidates, reports, own keys'],
    ['viewer', 'Viewer: reads only'],
  ];
  /** @type {Record<string, string>} */
  let last = {};
  try {
    last = JSON.parse(localStorage.getItem(LAST) || '{}');
  } catch {}
  const value = (/** @type {string} */ name) => escapeHtml(last[name] || '');
  /** @type {Record<string, string>} */
  const ENTITIES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
  function escapeHtml(/** @type {string} */ text) {
    return String(text).replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);
  }

  app.innerHTML = `
    <h1>Sign in</h1>
    ${params.get('signedOut') ? '<p class="notice" role="status">You have signed out.</p>' : ''}
    <p class="sub">Development sign-in: no identity provider is configured.</p>
    <form id="sign-in" class="stack">
      <label>Tenant id <input name="tenantId" required value="${value('tenantId')}" placeholder="org_demo" autocomplete="organization"></label>
      <label>Recruiter id <input name="recruiterId" required value="${value('recruiterId')}" placeholder="user_demo" autocomplete="username"></label>
      <label>E-mail <input name="email" type="email" value="${value('email')}" autocomplete="email"></label>
      <label>Name <input name="name" value="${value('name')}" autocomplete="name"></label>
      <label>Role
        <select name="role">
          ${ROLES.map(([role, text]) => `<option value="${role}"${(last.role || 'admin') === role ? ' selected' : ''}>${text}</option>`).join('')}
        </select>
      </label>
      <button type="submit">Sign in</button>
      <p id="error" role="alert"></p>
    </form>`;

  document.getElementById('sign-in')?.addEventListener('submit', async (event) => {
    event.preventDefault();
    const form = new FormData(/** @type {HTMLFormElement} */ (event.target));
    const body = Object.fromEntries([...form.entries()].filter(([, value]) => value !== ''));
    const response = await fetch('/v1/console/sign-in', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!response.ok) {
      const problem = await response.json().catch(() => ({}));
      const error = document.getElementById('error');
      if (error) error.textContent = problem.detail || response.statusText;
      return;
    }
    localStorage.setItem(LAST, JSON.stringify(body));
    location.assign(target);
  });
})();
