// @ts-check
// The review step of a referee on a tenant's questionnaire (chat.js uses it): every
// question of the pinned version with its kind's input, prefilled from the chat, and the
// answers read back as `{ <key>: value }` for `complete`. The page shows prompts, never keys.

window.RefcheckQuestionnaireReview = (() => {
  const { el, copy, locale } = window.Refcheck;
  const { readFigure } = window.RefcheckFigures;
  const labels = copy.answers;
  /** The page's decimal separator ("," on a German page). */
  const decimal =
    new Intl.NumberFormat(locale).formatToParts(1.5).find((p) => p.type === 'decimal')?.value ===
    ','
      ? ','
      : '.';
  /**
   * A number as the page's language writes it, every decimal kept ("2,5", "0,0000005"), no
   * grouping: the decimals of its shortest form, as participant-copy.ts figureAsStored.
   */
  const figureInLocale = (/** @type {number} */ value) => {
    const [digits = '', exponent] = String(Math.abs(value)).split('e');
    const decimals = (digits.split('.')[1]?.length ?? 0) - Number(exponent ?? 0);
    const format = (/** @type {number} */ most) =>
      new Intl.NumberFormat(locale, {
        useGrouping: false,
        maximumFractionDigits: Math.min(most, Math.max(0, decimals)),
      }).format(value);
    try {
      return format(100);
    } catch {
      return format(20); // a browser from before Intl allowed more than 20
    }
  };

  /**
   * @param {string} name @param {string} value @param {string} text @param {boolean} checked
   * @param {'radio' | 'checkbox'} [type]
   */
  const radio = (name, value, text, checked, type = 'radio') => {
    const input = el('input', { type, name, value });
    input.checked = checked;
    return el('label', { class: 'choice' }, input, ` ${text}`);
  };

  /** @param {string} name @param {unknown} value @param {string} label */
  const ratingSelect = (name, value, label) => {
    const select = el(
      'select',
      { name, 'aria-label': label },
      el('option', { value: '', text: labels.notRated }),
      ...[1, 2, 3, 4, 5].map((n) =>
        el('option', {
          value: String(n),
          text: `${n}${n === 1 ? ` – ${labels.poor}` : n === 5 ? ` – ${labels.outstanding}` : ''}`,
        }),
      ),
    );
    select.value = value === undefined ? '' : String(value);
    return select;
  };

  /** The control a question's kind names (kinds.js, from the kind modules). */
  const controlOf = (/** @type {QuestionOfPage} */ question) =>
    /** @type {KindScript} */ (window.RefcheckKinds[question.kind]).control;

  /** The inputs of one question, named `q.<index>` (a key never reaches the page's text). */
  /** @param {QuestionOfPage} question @param {string} name @param {unknown} value */
  const inputsFor = (question, name, value) => {
    switch (controlOf(question).input) {
      case 'scale':
        return [ratingSelect(name, value, question.prompt)];
      case 'textarea':
        return [
          el(
            'textarea',
            { name, rows: '3', maxlength: '5000', 'aria-label': question.prompt },
            value === undefined || value === null ? '' : String(value),
          ),
        ];
      case 'decimal': {
        // A text box, not `type="number"`: that one reads "2,5" by the browser's language, not the
        // page's, and steps in whole numbers. The figure is read as the chat reads it (figures.js).
        const input = el('input', {
          type: 'text',
          inputmode: 'decimal',
          autocomplete: 'off',
          name,
          'aria-label': question.prompt,
        });
        if (typeof value === 'number') input.value = figureInLocale(value);
        return [input];
      }
      case 'yes-no':
        return [
          radio(name, 'yes', labels.yes, value === true),
          radio(name, 'no', labels.no, value === false),
          ...(question.required ? [] : [radio(name, '', labels.ratherNotSay, value === undefined)]),
        ];
      case 'options': {
        const picked = [value ?? []].flat();
        const type = question.multiple ? 'checkbox' : 'radio';
        return (question.options ?? []).map((/** @type {string} */ option) =>
          radio(name, option, option, picked.includes(option), type),
        );
      }
      default:
        return [];
    }
  };

  /** One fieldset per question, in the questionnaire's order. */
  /** @type {Window['RefcheckQuestionnaireReview']['fields']} */
  const fields = (questions, answers) =>
    questions.map((question, i) =>
      el(
        'fieldset',
        { 'data-question': String(i) },
        el('legend', {
          text: question.required ? question.prompt : `${question.prompt} ${labels.optional}`,
        }),
        ...inputsFor(question, `q.${i}`, answers[question.key]),
      ),
    );

  /** The form's answers by key; an empty input is no answer. */
  /** @type {Window['RefcheckQuestionnaireReview']['read']} */
  const read = (form, questions) => {
    const data = new FormData(form);
    /** @type {Record<string, unknown>} */
    const answers = {};
    questions.forEach((question, i) => {
      const name = `q.${i}`;
      const raw = String(data.get(name) ?? '').trim();
      const value = controlOf(question).value;
      if (value === 'list' && question.multiple) {
        const picked = data.getAll(name).map(String);
        if (picked.length > 0) answers[question.key] = picked;
      } else if (!raw) {
        // not answered
      } else if (value === 'number') {
        // A figure that reads two ways ("1,000" on a German page) is sent as typed: the server
        // refuses it, naming the question, rather than the page guessing (CONTRACT "Never a guess").
        // The box holds one figure: a space in it groups thousands ("1 500").
        const figure = readFigure(raw, decimal, 'group');
        answers[question.key] = figure && !figure.ambiguous ? figure.value : raw;
      } else if (value === 'boolean') {
        answers[question.key] = raw === 'yes';
      } else {
        answers[question.key] = raw;
      }
    });
    return answers;
  };

  /** The prompts of the questions a 400 names (`answers.<key>`), marking their fieldsets. */
  /** @type {Window['RefcheckQuestionnaireReview']['markErrors']} */
  const markErrors = (form, questions, problem) => {
    const keys = new Set(
      (problem?.errors || []).map(
        (e) =>
          String(e.path || '')
            .replace(/^answers\./, '')
            .split('.')[0],
      ),
    );
    /** @type {string[]} */
    const named = [];
    questions.forEach((question, i) => {
      const fieldset = form.querySelector(`[data-question="${i}"]`);
      const wrong = keys.has(question.key);
      fieldset?.toggleAttribute('aria-invalid', wrong);
      fieldset?.classList.toggle('invalid', wrong);
      if (wrong) named.push(question.label || question.prompt);
    });
    return named;
  };

  return { fields, read, markErrors };
})();
