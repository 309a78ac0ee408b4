// The intake page's referee list: the referees the candidate has named, as
// an editable list next to the chat (add, edit, remove, consent, submit).
// Every change is saved with PUT …/referees, so the chat works from the same
// list; the chat's answers redraw it.

window.RefcheckRefereeList = (() => {
  const { el, api, copy, t } = window.Refcheck;
  const words = copy.refereeList;
  const { buttons } = copy;
  const FIELDS = [
    ['firstName', words.firstName, 'text', 'given-name'],
    ['lastName', words.lastName, 'text', 'family-name'],
    ['email', words.email, 'email', 'email'],
    ['phone', words.phone, 'tel', 'tel'],
    ['relationship', words.relationship, 'text', 'off'],
  ];
  const NEEDED = words.needs;
  const FIELD_NEEDED = { firstName: 'name', email: 'email', relationship: 'relationship' };

  const nameOf = (contact, index) =>
    [contact.firstName, contact.lastName].filter(Boolean).join(' ') ||
    t(words.numbered, { number: index + 1 });

  /**
   * `base` is the intake's API path; `company` names who contacts them;
   * `recruiterReferees` are those the recruiter already named (shown, not edited);
   * `onSaved(session)` hears each saved list (the page shows the chat's note).
   */
  const create = ({ base, company, submit, onSaved, recruiterReferees = [] }) => {
    const section = el('section', { class: 'card referees', 'aria-labelledby': 'referees-title' });
    let state = { consent: null, contacts: [], missing: [] };
    let editing = null; // index being edited, or 'new'
    let error = '';

    const save = async (contacts, consent) => {
      const body = { contacts };
      if (consent) body.consent = true;
      const result = await api('PUT', `${base}/referees`, body);
      if (!result.ok) {
        const fields = (result.data?.errors || []).map((e) => `${e.path}: ${e.message}`);
        error =
          fields.length > 0
            ? t(words.checkFields, { fields: fields.join('; ') })
            : result.data?.detail || words.couldNotSave;
        render();
        return false;
      }
      error = '';
      editing = null;
      state = result.data.state;
      onSaved(result.data);
      render();
      return true;
    };

    const contactForm = (contact, index) => {
      const form = el('form', { class: 'referee-form stack' });
      for (const [name, label, type, autocomplete] of FIELDS) {
        const input = el('input', { name, type, autocomplete });
        input.value = contact[name] || '';
        form.append(el('label', { class: 'field' }, el('span', { text: label }), input));
      }
      const saveButton = el('button', { type: 'submit', text: buttons.saveReferee });
      const cancel = el('button', { type: 'button', class: 'secondary', text: buttons.cancel });
      cancel.addEventListener('click', () => {
        editing = null;
        error = '';
        render();
      });
      form.append(el('div', { class: 'actions' }, saveButton, cancel));
      form.addEventListener('submit', async (event) => {
        event.preventDefault();
        const data = new FormData(form);
        const edited = Object.fromEntries(
          FIELDS.map(([name]) => [name, String(data.get(name) || '').trim()]),
        );
        const contacts = state.contacts.map((c) => ({ ...c }));
        if (index === 'new') contacts.push(edited);
        // Keep contactId: a referee the recruiter named is completed, not replaced.
        else contacts[index] = { ...contacts[index], ...edited };
        saveButton.disabled = true;
        await save(contacts);
        saveButton.disabled = false;
      });
      return form;
    };

    const row = (contact, index) => {
      const needed = (state.missing || [])
        .filter((item) => item.startsWith(`contacts.${index}.`))
        .map((item) => NEEDED[item.split('.')[2]] || item.split('.')[2]);
      if (editing === index) return el('li', { class: 'referee' }, contactForm(contact, index));
      const edit = el('button', {
        type: 'button',
        class: 'secondary small',
        text: t(buttons.editReferee, { name: nameOf(contact, index) }),
      });
      const remove = el('button', {
        type: 'button',
        class: 'secondary small',
        text: t(buttons.removeReferee, { name: nameOf(contact, index) }),
      });
      edit.addEventListener('click', () => {
        editing = index;
        render();
      });
      remove.addEventListener('click', () => save(state.contacts.filter((_, i) => i !== index)));
      return el(
        'li',
        { class: 'referee' },
        el('strong', { text: nameOf(contact, index) }),
        el('div', {
          class: 'sub',
          text: [contact.relationship, contact.email, contact.phone].filter(Boolean).join(' · '),
        }),
        needed.length > 0
          ? el('p', { class: 'needed', text: t(words.stillNeeded, { items: needed.join(', ') }) })
          : '',
        el('div', { class: 'actions' }, edit, remove),
      );
    };

    // The recruiter's referees, before the candidate's own: the chat speaks of them too.
    const fromRecruiter = () => [
      el('p', { class: 'sub', text: t(words.fromRecruiter, { company }) }),
      el(
        'ul',
        { class: 'referee-list recruiter' },
        ...recruiterReferees.map((contact, index) =>
          el(
            'li',
            { class: 'referee' },
            el('strong', { text: nameOf(contact, index) }),
            contact.relationship ? el('div', { class: 'sub', text: contact.relationship }) : '',
          ),
        ),
      ),
    ];

    const render = () => {
      const list = el('ol', { class: 'referee-list' }, ...state.contacts.map(row));
      const children = [el('h2', { id: 'referees-title', text: words.title })];
      if (recruiterReferees.length > 0) children.push(...fromRecruiter());
      if (state.contacts.length === 0 && editing !== 'new')
        children.push(
          el('p', {
            class: 'sub',
            text: recruiterReferees.length > 0 ? words.addMore : words.empty,
          }),
        );
      children.push(list);
      if (editing === 'new') children.push(contactForm({}, 'new'));
      else {
        const add = el('button', { type: 'button', class: 'secondary', text: buttons.addReferee });
        add.addEventListener('click', () => {
          editing = 'new';
          render();
        });
        children.push(add);
      }
      if (state.consent !== true) {
        const box = el('input', { type: 'checkbox', name: 'consent' });
        box.addEventListener('change', () => {
          if (box.checked) save(state.contacts, true);
        });
        children.push(
          el('label', { class: 'choice consent' }, box, ` ${t(words.consent, { company })}`),
        );
      }
      children.push(el('p', { class: 'error', role: 'alert', text: error }));
      children.push(el('div', { class: 'actions' }, submit));
      section.replaceChildren(...children);
    };

    return {
      element: section,
      /** The conversation's state after a chat turn or on load. */
      update(next) {
        if (!next) return;
        state = next;
        if (editing !== null && editing !== 'new' && editing >= state.contacts.length)
          editing = null;
        render();
      },
      fieldOf: FIELD_NEEDED,
    };
  };

  return { create };
})();
