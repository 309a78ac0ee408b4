// Development sign-in (/app/sign-in): sets the console's session cookie
// through POST /v1/console/sign-in, then returns to `next` (a page of ours).
(() => {
  const app = document.getElementById('app');
  const next = new URLSearchParams(location.search).get('next') || '';
  const target = next.startsWith('/app/') ? next : '';

  app.innerHTML = `
    <h1>Sign in</h1>
    <p class="sub">Development sign-in: no identity provider is configured.</p>
    <form id="sign-in" class="stack">
      <label>Tenant id <input name="tenantId" required value="org_demo" autocomplete="organization"></label>
      <label>Recruiter id <input name="recruiterId" required value="user_demo" autocomplete="username"></label>
      <label>E-mail <input name="email" type="email" value="demo@refcheck.test" autocomplete="email"></label>
      <label>Name <input name="name" value="Demo Recruiter" autocomplete="name"></label>
      <button type="submit">Sign in</button>
      <p id="error" role="alert"></p>
    </form>`;

  document.getElementById('sign-in').addEventListener('submit', async (event) => {
    event.preventDefault();
    const form = new FormData(event.target);
    const body = Object.fromEntries([...form.entries()].filter(([, value]) => value !== ''));
    const response = await fetch('/v1/console/sign-in', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!response.ok) {
      const problem = await response.json().catch(() => ({}));
      document.getElementById('error').textContent = problem.detail || response.statusText;
      return;
    }
    if (target) location.assign(target);
    else
      app.innerHTML =
        '<h1>Signed in</h1><p>You can close this tab, or open a link you were sent.</p>';
  });
})();
