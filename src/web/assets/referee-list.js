// @ts-check
// The intake page's referee list: the referees the candidate has named, as
// an editable list next to the chat (add, edit, remove, submit). "Add a
// referee" is the form of the state's `referee` ask: it is sent as a typed
// answer through the chat (`{ answer: { key: "referee", value: { name, email,
// phone, relationship } } }`), so the transcript says it in words. Edits and
// removals are saved with PUT …/referees, so the chat works from the same
// list; the chat's answers redraw it. The consent is the chat's yes/no control.

window.RefcheckRefereeList = (() => {
  const { el, api, copy, t } = window.Refcheck;
  const words = copy.refereeList;
  const { buttons } = copy;
  /** @type {Array<[string, string, string, string]>} name, label, type, autocomplete */
  const FIELDS = [
    ['firstName', words.firstName, 'text', 'given-name'],
    ['lastName', words.lastName, 'text', 'family-name'],
    ['email', words.email, 'email', 'email'],
    ['phone', words.phone, 'tel', 'tel'],
    ['relationship', words.relationship, 'text', 'off'],
  ];
  /** The fields of the `referee` answer (intake-controls.ts), in the form's order. */
  /** @type {Array<[string, string, string, string]>} */
  const ADD_FIELDS = [
    ['name', copy.controls.name, 'text', 'name'],
    ['email', words.email, 'email', 'email'],
    ['phone', words.phone, 'tel', 'tel'],
    ['relationship', words.relationship, 'text', 'off'],
  ];
  const NEEDED = words.needs;
  const FIELD_NEEDED = { firstName: 'name', email: 'email', relationship: 'relationship' };

  /** @typedef {Record<string, string | null | undefined>} Contact */

  /**
   * The name as the chat says it (intake-agent.ts displayName): a name whose first name is
   * still asked about as written ("Ana Paula da Silva").
   * @param {Contact} contact @param {number} index
   */
  const nameOf = (contact, index) =>
    [contact.firstName, contact.lastName].filter(Boolean).join(' ') ||
    contact.nameAsWritten ||
    t(words.numbered, { number: index + 1 });

  /**
   * A relationship as the candidate reads it (participant-copy.ts relationshipInWords): a code
   * the chat stored ("manager") in the page's language, one typed in other words as written.
   * @param {string | null | undefined} relationship
   */
  const relationshipInWords = (relationship) =>
    relationship && Object.hasOwn(copy.relationships, relationship)
      ? copy.relationships[/** @type {keyof typeof copy.relationships} */ (relationship)]
      : relationship;

  /**
   * A stored number (E.164, "+4915123456789") as people read it ("+49 151 23456789"),
   * by libphonenumber-js (phone.js); as stored when the library is not there.
   * @param {string | null | undefined} phone
   */
  const readablePhone = (phone) =>
    (phone && window.libphonenumber?.parsePhoneNumberFromString(phone)?.formatInternational()) ||
    phone;

  /**
   * `base` is the intake's API path; `company` names who contacts them;
   * `recruiterReferees` are those the recruiter already named (shown, not edited);
   * `onSaved(session)` hears each saved list (the page shows the chat's note).
   */
  /**
   * `onAnswer(body, words)` sends a typed answer as a chat turn (chat.js).
   * @param {{ base: string, company: string, submit: HTMLElement,
   *   onSaved: (session: any) => void, onAnswer: (body: TypedBody, words: string) => Promise<{ ok: boolean, problem?: any }>,
   *   recruiterReferees?: any[] }} options
   */
  const create = ({ base, company, submit, onSaved, onAnswer, recruiterReferees = [] }) => {
    const section = el('section', { class: 'card referees', 'aria-labelledby': 'referees-title' });
    /** @type {{ consent: boolean | null, contacts: Contact[], missing: string[], ask?: AskControl | null }} */
    let state = { consent: null, contacts: [], missing: [] };
    /** @type {number | 'new' | null} the index being edited, or 'new' */
    let editing = null;
    // The open form, kept across redraws: a chat reply that lands while the candidate types
    // redraws the list, and must not wipe what they have typed.
    /** @type {{ editing: number | 'new', form: HTMLElement } | null} */
    let openForm = null;
    /** The form for `editing`, the one already open when it is the same. */
    const formFor = (
      /** @type {number | 'new'} */ which,
      /** @type {() => HTMLElement} */ make,
    ) => {
      if (openForm?.editing !== which) openForm = { editing: which, form: make() };
      return openForm.form;
    };
    let error = '';

    /** Saves the list as edited (the consent is the chat's control, not the list's). */
    const save = async (/** @type {Array<Record<string, unknown>>} */ contacts) => {
      // The list's fields only: what the chat keeps beside them (a name kept as written, a
      // reading waiting for the candidate's yes) is the server's, and the body is strict.
      const drafts = contacts.map(
        ({ firstName, lastName, email, phone, relationship, contactId }) =>
          Object.fromEntries(
            Object.entries({ firstName, lastName, email, phone, relationship, contactId }).filter(
              ([, value]) => value !== undefined,
            ),
          ),
      );
      const result = await api('PUT', `${base}/referees`, { contacts: drafts });
      if (!result.ok) {
        const fields = (result.data?.errors || []).map(
          (/** @type {{ path: string, message: string }} */ e) => `${e.path}: ${e.message}`,
        );
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

    /** The typed answer's words, as the server says them (intake-agent.ts typedIntakeWords). */
    const addedInWords = (/** @type {Record<string, string>} */ value) =>
      t(copy.intakeAgent.typed.addReferee, {
        referee: `${value.name} (${[value.relationship, value.email, value.phone].filter(Boolean).join(', ')})`,
      });

    /** "Add a referee": the `referee` answer, sent through the chat. */
    const addForm = () => {
      const form = el(
        'form',
        { class: 'referee-form stack', 'aria-labelledby': 'add-referee-title' },
        el('h3', { id: 'add-referee-title', text: copy.controls.addRefereeTitle }),
      );
      for (const [name, label, type, autocomplete] of ADD_FIELDS) {
        const input = el('input', { name, type, autocomplete });
        if (name === 'name' || name === 'email') input.required = true;
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
        /** @type {Record<string, string>} */
        const value = {};
        for (const [name] of ADD_FIELDS) {
          const given = String(data.get(name) || '').trim();
          if (given) value[name] = given;
        }
        saveButton.disabled = true;
        const sent = await onAnswer({ answer: { key: 'referee', value } }, addedInWords(value));
        saveButton.disabled = false;
        if (sent.ok) {
          editing = null;
          error = '';
        } else {
          const fields = (sent.problem?.errors || []).map(
            (/** @type {{ path: string, message: string }} */ e) =>
              `${e.path.replace(/^answer\.referee\.?/, '') || words.title}: ${e.message}`,
          );
          error =
            fields.length > 0
              ? t(words.checkFields, { fields: fields.join('; ') })
              : sent.problem?.detail || words.couldNotSave;
        }
        render();
      });
      return form;
    };

    /** @param {Contact} contact @param {number} index */
    const contactForm = (contact, index) => {
      const form = el('form', { class: 'referee-form stack' });
      for (const [name, label, type, autocomplete] of FIELDS) {
        const input = el('input', { name, type, autocomplete });
        input.value =
          (name === 'relationship' ? relationshipInWords(contact[name]) : contact[name]) || '';
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
        // A stored relationship left as shown keeps its code ("manager", not its words).
        if (edited.relationship === relationshipInWords(contact.relationship))
          edited.relationship = contact.relationship || '';
        const contacts = state.contacts.map((c) => ({ ...c }));
        // Keep contactId: a referee the recruiter named is completed, not replaced.
        contacts[index] = { ...contacts[index], ...edited };
        saveButton.disabled = true;
        await save(contacts);
        saveButton.disabled = false;
      });
      return form;
    };

    /** @param {Contact} contact @param {number} index */
    const row = (contact, index) => {
      const needed = (state.missing || [])
        .filter((item) => item.startsWith(`contacts.${index}.`))
        .map((item) => {
          const field = item.split('.')[2] ?? '';
          return NEEDED[/** @type {keyof typeof NEEDED} */ (field)] || field;
        });
      if (editing === index)
        return el(
          'li',
          { class: 'referee' },
          formFor(index, () => contactForm(contact, index)),
        );
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
          text: [
            relationshipInWords(contact.relationship),
            contact.email,
            readablePhone(contact.phone),
          ]
            .filter(Boolean)
            .join(' · '),
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
            contact.relationship
              ? el('div', { class: 'sub', text: relationshipInWords(contact.relationship) || '' })
              : '',
          ),
        ),
      ),
    ];

    const render = () => {
      const list = el('ol', { class: 'referee-list' }, ...state.contacts.map(row));
      /** @type {HTMLElement[]} */
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
      // The form answers the `referee` ask, and stays while the consent, a first name, a
      // relationship or a card's wrong detail is asked.
      const asksAbout = ['firstName', 'relationship', 'wrongDetail'].includes(state.ask?.key ?? '');
      const canAdd =
        state.ask?.key === 'referee' ||
        ((asksAbout || state.consent !== true) && state.contacts.length < 10);
      if (editing === 'new') children.push(formFor('new', addForm));
      else if (canAdd) {
        const add = el('button', { type: 'button', class: 'secondary', text: buttons.addReferee });
        add.addEventListener('click', () => {
          editing = 'new';
          render();
        });
        children.push(add);
      }
      children.push(el('p', { class: 'error', role: 'alert', text: error }));
      children.push(el('div', { class: 'actions' }, submit));
      if (editing === null) openForm = null;
      section.replaceChildren(...children);
    };

    return {
      element: section,
      /** The conversation's state after a chat turn or on load. */
      update(/** @type {ParticipantState | null | undefined} */ next) {
        if (!next) return;
        state = {
          ...next,
          consent: next.consent ?? null,
          contacts: next.contacts ?? [],
          missing: next.missing ?? [],
        };
        if (editing !== null && editing !== 'new' && editing >= state.contacts.length)
          editing = null;
        render();
      },
      fieldOf: FIELD_NEEDED,
    };
  };

  return { create };
})();
