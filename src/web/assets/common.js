// Shared helpers of the participant pages. Text is always set with textContent.

window.Refcheck = (() => {
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
  const tokenFromPath = () =>
    decodeURIComponent(location.pathname.split('/').filter(Boolean)[1] || '');

  const MESSAGES = {
    token_expired: 'This link has expired. Ask the recruiter for a new one.',
    token_used: 'This link has already been used. Thank you!',
    not_found: 'This link is not valid. Check that you copied all of it.',
  };

  /** Replaces the page body with a notice for a problem+json answer. */
  const showProblem = (root, problem) => {
    root.replaceChildren(
      el(
        'div',
        { class: 'card notice' },
        el('h1', {
          text:
            problem && problem.status === 410 ? 'Link no longer active' : 'Something went wrong',
        }),
        el('p', {
          text: (problem && MESSAGES[problem.code]) || problem?.detail || 'Please try again later.',
        }),
      ),
    );
  };

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
  const readEvents = async (response, onEvent) => {
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

  const formatDate = (iso) =>
    iso ? new Date(iso).toLocaleDateString(undefined, { dateStyle: 'long' }) : '';

  return { el, tokenFromPath, showProblem, api, readEvents, formatDate };
})();
