// @ts-check
// The controls under the interviewer's message (CONTRACT "Typed answers"): drawn from the
// state's `ask` and `confirm` alone, so any client draws the same ones. A tap calls
// `onAnswer(body, words)` with the typed body for `POST …/messages` and the tap in words,
// as the transcript shows it. The kind's control comes from its module (kinds.js): the
// page switches on the control, never on the kind. Typing stays possible beside them.

window.RefcheckControls = (() => {
  const { el, copy, t } = window.Refcheck;
  const words = copy.controls;

  /**
   * @param {string} text
   * @param {() => void} onClick
   * @param {string} [label] the accessible name, when the text alone says too little
   */
  const tapButton = (text, onClick, label) => {
    const button = el('button', { type: 'button', class: 'secondary tap', text });
    if (label) button.setAttribute('aria-label', label);
    button.addEventListener('click', onClick);
    return button;
  };

  /**
   * A small form: its fields, then "Send answer"; `read` gives the value, or undefined
   * when nothing was given (the form then does nothing).
   * @param {HTMLElement[]} fields
   * @param {() => { value: unknown, words: string } | undefined} read
   * @param {(value: unknown, words: string) => void} answer
   */
  const sendForm = (fields, read, answer) => {
    const form = el(
      'form',
      { class: 'tap-form' },
      ...fields,
      el('button', { type: 'submit', class: 'secondary tap', text: words.send }),
    );
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      const given = read();
      if (given) answer(given.value, given.words);
    });
    return form;
  };

  /**
   * The inputs of a question's control.
   * @param {AskControl} ask
   * @param {(value: unknown, words: string) => void} answer
   * @param {{ yes?: string, no?: string }} labels
   * @returns {HTMLElement[]}
   */
  const inputsOf = (ask, answer, labels) => {
    const kind = window.RefcheckKinds[ask.kind];
    switch (kind?.control.input) {
      case 'scale':
        return [1, 2, 3, 4, 5].map((n) => {
          // Named "4 out of 5"; said as the transcript keeps it, the figure alone.
          return tapButton(String(n), () => answer(n, String(n)), t(words.ratingLabel, { n }));
        });
      case 'yes-no': {
        const yes = labels.yes ?? words.yes;
        const no = labels.no ?? words.no;
        return [tapButton(yes, () => answer(true, yes)), tapButton(no, () => answer(false, no))];
      }
      case 'options': {
        const options = ('options' in ask && ask.options) || [];
        if (!('multiple' in ask && ask.multiple))
          return options.map((o) => tapButton(o, () => answer(o, o)));
        const boxes = options.map((o) => {
          const box = /** @type {HTMLInputElement} */ (el('input', { type: 'checkbox', value: o }));
          return { box, label: el('label', { class: 'choice' }, box, ` ${o}`) };
        });
        const read = () => {
          const picked = boxes.filter(({ box }) => box.checked).map(({ box }) => box.value);
          return picked.length > 0 ? { value: picked, words: picked.join(', ') } : undefined;
        };
        return [
          sendForm(
            [
              el(
                'fieldset',
                { class: 'tap-options' },
                el('legend', { class: 'visually-hidden', text: ask.prompt }),
                ...boxes.map(({ label }) => label),
              ),
            ],
            read,
            answer,
          ),
        ];
      }
      case 'decimal':
      case 'textarea':
        // Words and figures are typed in the chat's own box: a second box above it was one too
        // many on a phone (issue 41). A figure typed there is read in the question's unit ("2
        // años" is 24 months) and said back with it, where a bare box stored it unitless. An
        // optional question keeps its "skip" (render).
        return [];
      default:
        // A control the page draws elsewhere (the intake's referee form), or none.
        return [];
    }
  };

  /**
   * The controls of a state, or null when it asks nothing a tap can answer here.
   * `labels` renames "Yes"/"No" (the consent's "Yes, I agree").
   * @param {{ ask?: AskControl | null, confirm?: ConfirmControl | null } | null | undefined} state
   * @param {(body: TypedBody, words: string) => void} onAnswer
   * @param {{ yes?: string, no?: string }} [labels]
   * @returns {HTMLElement | null}
   */
  const render = (state, onAnswer, labels = {}) => {
    const group = (/** @type {string} */ name, /** @type {HTMLElement[]} */ children) =>
      el('div', { class: 'controls', role: 'group', 'aria-label': name }, ...children);
    const confirm = state?.confirm;
    if (confirm) {
      return group(confirm.text, [
        tapButton(words.confirmYes, () => onAnswer({ confirm: true }, words.yes)),
        tapButton(words.confirmNo, () => onAnswer({ confirm: false }, words.no)),
      ]);
    }
    const ask = state?.ask;
    if (!ask) return null;
    /** @type {(value: unknown, said: string) => void} */
    const answer = (value, said) => onAnswer({ answer: { key: ask.key, value } }, said);
    const inputs = inputsOf(ask, answer, labels);
    const control = window.RefcheckKinds[ask.kind]?.control.input;
    const typedInChat = control === 'textarea' || control === 'decimal';
    if (inputs.length === 0 && !(typedInChat && !ask.required)) return null;
    if (!ask.required) {
      // Beside the form's "Give answer" where there is one, so the two sit on one line.
      const skip = tapButton(words.skip, () => answer(null, words.skip));
      const last = inputs.at(-1);
      if (last instanceof HTMLFormElement) last.append(skip);
      else inputs.push(skip);
    }
    return group(t(words.answerLabel, { prompt: ask.prompt }), inputs);
  };

  return { render };
})();
