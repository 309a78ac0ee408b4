// @ts-check
// Shared helpers of the participant pages. Text is always set with textContent.

window.Refcheck = (() => {
  /** @type {RefcheckHelpers['el']} */
  const el = (tag, attrs = {}, ...children) => {
    const node = document.createElement(tag);
    for (const [key, value] of Object.entries(attrs)) {
      if (key === 'class') node.className = value;
      else if (key === 'text') node.textContent = value;
      else node.setAttribute(key, value);
    }
    for (const child of children) node.append(child);
    return node;
  };

  /** The token of the page: /<kind>/<token>. */
  /** @type {RefcheckHelpers['tokenFromPath']} */
  const tokenFromPath = () =>
    decodeURIComponent(location.pathname.split('/').filter(Boolean)[1] || '');

  // Every word a participant page shows comes from the catalogue of the page's language
  // (src/core/copy/<locale>.ts, served as copy.<locale>.js; the page's <html lang> names it).
  const copy = window.RefcheckCopy;
  const locale = document.documentElement.lang || 'en';

  /** Compiled templates: a page fills the same few dozen again and again. */
  /** @type {Map<string, { format: (values: Record<string, unknown>) => unknown }>} */
  const compiled = new Map();

  /**
   * A catalogue template (ICU MessageFormat) filled in by FormatJS, the
   * library the server's fill() uses: plurals and numbers by the page's
   * language. As there, a plain {name} without a value stays as written.
   */
  /** @type {RefcheckHelpers['t']} */
  const t = (template, values = {}) => {
    if (!template.includes('{') && !template.includes("'")) return template;
    let message = compiled.get(template);
    if (!message) {
      message = new window.IntlMessageFormat(template, locale, undefined, { ignoreTag: true });
      compiled.set(template, message);
    }
    /** @type {Record<string, unknown>} */
    const given = { ...values };
    // {Company} is {company} opening a sentence, as the server's fill() reads it.
    if ('company' in given && given.Company === undefined)
      given.Company = atSentenceStart(String(given.company));
    for (const [, name] of template.matchAll(/\{(\w+)\}/g))
      if (name && !(name in given)) given[name] = `{${name}}`;
    return String(message.format(given));
  };

  /** " for the Engineer role" where a role is named, else nothing. */
  /** @type {RefcheckHelpers['forRole']} */
  const forRole = (role) => (role ? t(copy.forRole, { role }) : '');

  /** "the hiring team" opens a sentence as "The hiring team" (as the server's atSentenceStart). */
  /** @type {RefcheckHelpers['atSentenceStart']} */
  const atSentenceStart = (name) => name.charAt(0).toUpperCase() + name.slice(1);

  const MESSAGES = copy.problems;

  /** Why a link ended, when the problem says: its `reason`, else its code's usual one. */
  /** @type {Record<string, string>} */
  const REASON_OF_CODE = { token_expired: 'expired', token_used: 'used', not_found: 'invalid' };
  const deadLinkReason = (/** @type {any} */ problem) =>
    problem && (problem.status === 410 || problem.status === 404)
      ? problem.reason || REASON_OF_CODE[problem.code] || null
      : null;

  /** Replaces the page body with a notice for a problem+json answer: a dead link says why. */
  /** @type {RefcheckHelpers['showProblem']} */
  const showProblem = (root, problem) => {
    const dead = MESSAGES.byReason[deadLinkReason(problem)];
    root.replaceChildren(
      el(
        'div',
        { class: 'card notice', 'data-reason': dead ? deadLinkReason(problem) : '' },
        el('h1', {
          text: dead
            ? dead.title
            : problem && problem.status === 410
              ? MESSAGES.linkInactive
              : MESSAGES.somethingWrong,
        }),
        el('p', {
          text:
            dead?.text ||
            (problem?.code && MESSAGES.byCode[problem.code]) ||
            problem?.detail ||
            MESSAGES.tryLater,
        }),
      ),
    );
  };

  /** A page opened without its token (a truncated link): the "not valid" notice, no API call. */
  /** @type {RefcheckHelpers['showMissingToken']} */
  const showMissingToken = (root) => {
    if (tokenFromPath()) return false;
    showProblem(root, { status: 404, code: 'not_found' });
    return true;
  };

  /** @type {RefcheckHelpers['api']} */
  const api = async (method, path, body) => {
    const response = await fetch(path, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const data = await response.json().catch(() => null);
    return { ok: response.ok, status: response.status, data };
  };

  /** Reads a text/event-stream response, calling onEvent(name, data) per event. */
  /** @type {RefcheckHelpers['readEvents']} */
  const readEvents = async (response, onEvent) => {
    if (!response.body) return;
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      buffer += decoder.decode(value, { stream: true });
      let boundary = buffer.indexOf('\n\n');
      while (boundary !== -1) {
        const block = buffer.slice(0, boundary);
        buffer = buffer.slice(boundary + 2);
        let name = 'message';
        const data = [];
        for (const line of block.split('\n')) {
          if (line.startsWith('event:')) name = line.slice(6).trim();
          else if (line.startsWith('data:')) data.push(line.slice(5).trimStart());
        }
        if (data.length > 0) {
          try {
            onEvent(name, JSON.parse(data.join('\n')));
          } catch {
            onEvent(name, { text: data.join('\n') });
          }
        }
        boundary = buffer.indexOf('\n\n');
      }
    }
  };

  /** @type {RefcheckHelpers['formatDate']} */
  const formatDate = (iso) =>
    iso ? new Date(iso).toLocaleDateString(locale, { dateStyle: 'long' }) : '';

  /** An earlier reference as the permission and withdrawal pages list it. */
  /** @type {RefcheckHelpers['earlierReference']} */
  const earlierReference = (r) =>
    t(copy.earlierReference.line, {
      // A stored code ("manager") in the page's words; one typed otherwise as written.
      relationship:
        (r.relationship && Object.hasOwn(copy.relationships, r.relationship)
          ? copy.relationships[/** @type {keyof typeof copy.relationships} */ (r.relationship)]
          : r.relationship) || copy.earlierReference.referee,
      forRole: r.roleTitle ? t(copy.earlierReference.forRole, { role: r.roleTitle }) : '',
      date: formatDate(r.completedAt),
    });

  return {
    earlierReference,
    el,
    tokenFromPath,
    showProblem,
    showMissingToken,
    api,
    readEvents,
    formatDate,
    copy,
    locale,
    t,
    forRole,
    atSentenceStart,
  };
})();
