import { describe, expect, it } from 'vitest';
import type { IntakeContext, IntakeState } from './agent.types.ts';
import { countryInReplyNamed, withSpokenPhones } from './contact-words.ts';
import { initialIntakeState, intakeTurn, intakeTypedTurn } from './intake-agent.ts';
import {
  endsSayingDone,
  leadsWithNo,
  readConsent,
  saysDetailLacking,
  saysDone,
  saysNoEmail,
  takesBackYes,
  withNegatedYesSaid,
  withoutSignOff,
  withRealFirstNames,
} from './intake-reading.ts';

describe('readConsent: only an unambiguous yes', () => {
  it.each([
    ['yes', true],
    ['Yes, go ahead', true],
    ['ok', true],
    ['yse', true],
    ['👍', true],
    ['yes but not my current employer please', true],
    ['no - wait, sorry, I meant yes, definitely', true],
    ['No problem, go ahead', true],
    ['Ja, gerne', true],
    ['sí, adelante', true],
    ["oui d'accord", true],
    ['sim, pode', true],
    [
      'No. Please do not contact my old boss jane.doe@acme.com, she does not know I am leaving',
      false,
    ],
    ["nope. don't email anyone, especially not mark@initech.com", false],
    ['Nein. Bitte kontaktieren Sie nicht meinen Chef thomas.mueller@bosch.de', false],
    ['não, obrigado', false],
    ['no', false],
    ['I guess?', null],
    ['what exactly will you ask them?', null],
    ['Jane Doe, jane@acme.com, my manager', null],
    ['yes, my manager at a non-profit', true],
    // Québec's "ouin", Saxony's "nu" and "mach ma" are yes.
    ['ouin correct', true],
    ['Nu, mach ma', true],
    // A no that takes back something said before answers nothing; what follows it may.
    ["non attends, c'est gstonge@iga.net, l'autre c'est son vieux", null],
    ['no wait, jane@acme.com is the right one', null],
    ['no wait, sorry, yes', true],
    // A yes for later, after "when" or "if", is no consent now (blind set 20).
    ["Wenn's konkret wird, chönd Sie sich gern wieder mälde. Merci", null],
    ['Falls ich das Angebot bekomme, gerne', null],
    ['when I get the offer, sure', null],
    ["quand j'aurai une offre, oui avec plaisir", null],
    ['cuando tenga la oferta, claro que sí', null],
    ['quando eu tiver a proposta, pode sim', null],
    ['Claro, cuando quieras', true],
    // "No problem" as people say it (blind set 20), and no refusal either way.
    ['Ben oui, pas de trouble, go', true],
    ["Bonsoir. C'est pas gâté, vous pouvez les appeler 👌", true],
    ['aucun souci', true],
    ["Y'a pas de trouble", true],
    // "No trouble" wanted is a wish, never a yes: read as the "not" it says.
    ['je veux pas de trouble avec mon boss', false],
    ['je ne veux pas de problème avec mon employeur actuel', false],
    ["c'est pas gâté", true],
  ])('%s → %s', (message, expected) => {
    expect(readConsent(message)).toBe(expected);
  });
});

describe('readConsent: a refusal only when certain (blind set 7)', () => {
  it.each([
    ['Sehr geehrte Damen und Herren, hiermit erkläre ich mein Einverständnis.', true],
    ['Wi, pa ni pwoblèm', true],
    ['je donne mon accord', true],
    ['Weitere Referenzen kann ich nicht benennen.', null],
    ['keine weiteren Referenzen', null],
    ['je ne donne pas mon accord', false],
    ['por ahora no doy mi permiso', false],
    ['não dou o meu consentimento', false],
    // Catalan "nobody to be contacted", in a Spanish or Portuguese intake (blind set 11).
    ['Encara no, si us plau no truqueu ningú fins a dilluns', false],
    ['Gràcies, però no contacteu a ningú de moment', false],
  ])('%j → %j', (message, expected) => {
    expect(readConsent(message)).toBe(expected);
  });

  it.each([
    // A "but" that opens the message stresses the yes after it (blind set 10, Cajun "Mais
    // yeah, cher"); it is read past only towards a yes.
    ["Mais yeah, cher, ça c'est bon", true],
    ['Mais oui, bien sûr', true],
    ['pero sí, claro', true],
    ['Aber ja, gerne', true],
    ['Mas sim, pode', true],
    ['But yes, go ahead', true],
    ['but not my current boss', null],
    ['Mais non', null],
  ])('a leading "but": %j → %j', (message, expected) => {
    expect(readConsent(message)).toBe(expected);
  });

  it('reads no refusal in a "not" about a referee given with a number (blind set 10)', () => {
    for (const [locale, country, message] of [
      [
        'fr',
        'US',
        "Pis mon parrain, Ti-Jean Thibodeaux. Il a pas d'email, juste son téléphone, 337-555-0193",
      ],
      ['es', 'ES', 'Mi jefe Juan Pérez, no tiene correo, solo el móvil 612 345 678'],
      ['de', 'DE', 'Mein Chef Hans Maier, hat keine E-Mail, nur Handy 0151 23456789'],
      ['pt', 'PT', 'O meu chefe João Silva, não tem email, só o telefone 912 345 678'],
      ['en', 'US', 'My boss Paul Allen, he does not have email, only 415 555 0142'],
    ] as const) {
      const state = talkFrom(locale, country, message);
      expect(state.consent, message).toBeNull();
      expect(state.step, message).toBe('consent');
    }
    // A plain no first, or a refusal in so many words, stays a refusal.
    expect(talkFrom('fr', 'FR', 'Non. Pas mon chef, 06 12 34 56 78').consent).toBe(false);
  });

  it('reads "no more referees" as the end of the list, and leaves a letter\'s signature out', () => {
    const letter =
      'Weitere Referenzen kann ich nicht benennen. Mit freundlichen Grüßen, Hilde Mrozek';
    expect(withoutSignOff(letter)).toBe('Weitere Referenzen kann ich nicht benennen.');
    expect(saysDone(withoutSignOff(letter))).toBe(true);
    expect(withoutSignOff('Anna Schmidt, anna@acme.de. Cordialement,\nMarie Dupont')).toBe(
      'Anna Schmidt, anna@acme.de.',
    );
    expect(withoutSignOff('mit freundlichen Grüßen an anna@acme.de')).toBe(
      'mit freundlichen Grüßen an anna@acme.de',
    );
  });
});

describe('intake reading helpers', () => {
  it('reads "done" in the five languages', () => {
    for (const text of [
      "that's both",
      "Das war's",
      'fertig',
      'eso es todo',
      "c'est tout",
      'é isso',
    ])
      expect(saysDone(text), text).toBe(true);
    expect(saysDone('Anna Weber')).toBe(false);
  });

  it('reads "done" and thanks in the languages candidates bring along (blind set 11)', () => {
    for (const text of [
      'Det var alt, mange tak',
      'das is alles, takk!',
      'Ja està, moltes gràcies',
      'fertig – xong rồi. Cảm ơn',
      'listo, ya estuvo',
      'é isso, cheers',
      'pronto, aguyjevete',
    ])
      expect(saysDone(text), text).toBe(true);
    // A name beside the thanks is no "done".
    expect(saysDone('tak, Mette Larsen')).toBe(false);
  });

  it('reads "those are the ones" and a "done" said with thanks or an "ok" around it', () => {
    for (const text of [
      'listo, son esos dos',
      'vale, esos son todos',
      "merci, das wär's",
      'danke, das wärs',
      'das wären alle',
      'ce sont les deux, merci',
      'são esses dois, obrigada',
      // Québec "c'est beau" (that's fine), "… pour moi", "passt, das war's".
      "c'est beau merci",
      "ok merci. c'est tout pour moi",
      'passt, das wars',
    ])
      expect(saysDone(text), text).toBe(true);
    // A formal letter's thanks after it (tenth set, round 2).
    for (const text of [
      'Ce sera tout. Je vous remercie.',
      'É tudo. Muito obrigado pela atenção.',
      'Eso es todo. Muchas gracias por su atención.',
      'Eso es todo, muchas gracias por su amabilidad.',
      "Das war's. Vielen Dank für Ihre Mühe.",
      // An English "done" among another language's thanks.
      'done, valeu!',
      'done, merci beaucoup',
    ])
      expect(saysDone(text), text).toBe(true);
    // A filler alone, or beside anything else, is no "done".
    for (const text of [
      'merci',
      'ok, Anna Weber',
      'son esos dos y Ana Gil',
      'Je vous remercie.',
      'no, valeu',
    ])
      expect(saysDone(text), text).toBe(false);
  });

  it('reads the ways Spanish and Portuguese candidates say they are done (issue 41)', () => {
    for (const text of [
      'eso seria todo',
      'con eso es todo, gracias',
      'solo ella',
      'eso nomás',
      'no hay nadie más',
      'ya quedó',
      'so ele',
      'é tudo por enquanto',
      'acho que é isso',
      'valeu, são só esses dois',
      'não tenho mais ninguém',
      'pode finalizar',
    ])
      expect(saysDone(text), text).toBe(true);
    for (const text of [
      'solo ella sabe mi correo',
      'só ele e a Ana Gil',
      'não tenho o e-mail dele',
    ])
      expect(saysDone(text), text).toBe(false);
  });
});

const CONTEXT: IntakeContext = {
  tenantName: 'Acme',
  locale: 'en',
  roleTitle: null,
  candidateFirstName: 'Ada',
  candidateLastName: 'Lovelace',
  defaultCountry: 'US',
};

function talk(...messages: string[]): { state: IntakeState; replies: string[] } {
  let state = initialIntakeState();
  const replies: string[] = [];
  for (const message of messages) {
    const turn = intakeTurn(CONTEXT, state, message);
    state = turn.state;
    replies.push(turn.text);
  }
  return { state, replies };
}

describe('the intake interviewer (issue 40)', () => {
  it('keeps a referee without an e-mail, and says plainly that one is needed to invite them', () => {
    const { state, replies } = talk(
      'yes',
      'Paul Allen, my manager',
      "I don't have his email on me, I'll add it later",
      'done',
    );
    expect(state.contacts).toMatchObject([{ firstName: 'Paul', email: null }]);
    expect(state.step).toBe('referees');
    expect(replies[2]).toMatch(/Paul Allen stays on your list/);
    expect(replies[2]).toMatch(/cannot invite Paul Allen without an address/);
    // "done" is not a loop of the same question: it says why the list cannot be finished.
    expect(replies[3]).toMatch(/cannot finish yet: invitations go out by e-mail/);
    expect(replies[3]).not.toBe(replies[2]);
    expect(saysNoEmail('Email hab ich nicht, nur die Nummer')).toBe(true);
    expect(saysNoEmail("je n'ai pas son mail")).toBe(true);
    expect(saysNoEmail('no tengo su correo')).toBe(true);
    expect(saysNoEmail('her email is jane@acme.com, not jane@gmail.com')).toBe(false);
    expect(saysNoEmail('no, that is everyone')).toBe(false);
  });

  it('finishes with a referee without an e-mail once another has one, saying they are not invited', () => {
    const { state, replies } = talk(
      'yes',
      'Jane Doe, jane@acme.com, my manager',
      'yes',
      'and Paul Allen, a colleague, I only have his phone: 415 555 0142',
      'yes',
      "that's all",
    );
    // An address is needed to invite (queue_outreach), and Jane has one: Paul is kept.
    expect(replies[4]).toMatch(
      /I have no e-mail address for Paul Allen, and invitations go out by e-mail/,
    );
    expect(state).toMatchObject({ step: 'ready', missing: [] });
    expect(state.contacts.map((c) => [c.firstName, c.email])).toEqual([
      ['Jane', 'jane@acme.com'],
      ['Paul', null],
    ]);
    expect(replies[5]).toMatch(/I have no e-mail address for Paul Allen.*You are ready/);
    // Alone, a referee without an address keeps the intake open (nobody could be invited).
    const alone = talk('yes', 'Paul Allen, a colleague, 415 555 0142', 'yes', 'done');
    expect(alone.state.step).toBe('referees');
    expect(alone.state.missing).toEqual(['contacts.0.email']);
  });

  it('completes a referee named again with what was missing, and reads no label as a name', () => {
    const { state } = talk(
      'yes',
      'Markus Kranewitter, my manager\nTel: +1 415 555 0142',
      'yes',
      'Markus Kranewitter markus.k@hilti.com',
      'yes',
    );
    // One Markus, completed: never a second one, never a referee called "Tel".
    expect(state.contacts.map((c) => [c.firstName, c.lastName, c.email, c.phone])).toEqual([
      ['Markus', 'Kranewitter', 'markus.k@hilti.com', '+14155550142'],
    ]);
  });

  it('answers a question back with what it is for, then the list as it is', () => {
    const { state, replies } = talk(
      'yes',
      'Jane Doe, jane@acme.com, my manager',
      'by the way, when will I hear back about the job?',
    );
    expect(state.contacts).toHaveLength(1);
    expect(replies[2]).toMatch(/^I can only take your referees here/);
    expect(replies[2]).toMatch(/So far I have: 1\. Jane Doe/);
  });

  it('takes a "no" with an e-mail address as a refusal, keeps nobody, and says what happens next', () => {
    const { state, replies } = talk(
      'No. Please do not contact my old boss jane.doe@acme.com, she does not know I am leaving',
    );
    expect(state).toMatchObject({ step: 'declined', consent: false, contacts: [] });
    expect(replies[0]).toMatch(/won't contact anyone/);
    expect(replies[0]).toMatch(/not kept anyone/);
    expect(replies[0]).toMatch(/change your mind/);
  });

  it('takes a no about a referee named before the yes as about them, never as a refusal', () => {
    const { state, replies } = talk(
      'Jane Doe, jane@acme.com, my manager',
      'Bob Lee, bob@acme.com, a colleague',
      'no, remove Bob, he is on leave',
    );
    expect(state.consent).toBeNull();
    expect(state.step).toBe('consent');
    expect(state.contacts.map((c) => c.email)).toEqual(['jane@acme.com']);
    expect(replies[2]).toMatch(/may we contact/);
  });

  it('keeps referees named before a yes and asks for the consent', () => {
    const { state, replies } = talk('Jane Doe, jane@acme.com, my manager');
    expect(state.consent).toBeNull();
    expect(state.contacts.map((c) => c.email)).toEqual(['jane@acme.com']);
    expect(replies[0]).toMatch(/may we contact/);
    // After the yes, what was read before it is shown back; its yes, then "done", finish.
    const after = talk('Jane Doe, jane@acme.com, my manager', 'yes', 'yes', 'done');
    expect(after.replies[1]).toMatch(/Is this right\? Jane Doe \(manager, jane@acme.com\)$/);
    expect(after.state).toMatchObject({ step: 'ready', consent: true });
  });

  it('asks which country a local number of another country is in, and keeps it with it', () => {
    const { state, replies } = talk(
      'yes',
      'Oliver Hughes, my manager, oliver@monzo.com, 07911 123456',
      "it's a UK number",
    );
    expect(replies[1]).toMatch(/Which country is the number 07911 123456/);
    expect(state.contacts[0]).toMatchObject({ phone: '+447911123456' });
    expect(state.unplacedPhones ?? null).toBeNull();
  });

  it('asks about every number of another country in one message, and places them all', () => {
    const { state, replies } = talk(
      'yes',
      '1. Oliver Hughes, oliver@monzo.com, manager, 07911 123456\n2. Nancy Sykes, nancy@bbc.co.uk, colleague, 07912 654321',
      'UK',
    );
    expect(replies[1]).toMatch(/07911 123456 \(Oliver Hughes\), 07912 654321 \(Nancy Sykes\)/);
    expect(state.contacts.map((c) => c.phone)).toEqual(['+447911123456', '+447912654321']);
    expect(replies[2]).toMatch(/noted \+44 7911 123456 for Oliver Hughes.*noted \+44 7912 654321/);
    expect(state.unplacedPhones ?? null).toBeNull();
  });

  it('keeps a number asked about with its referee when another is removed', () => {
    const { state } = talk(
      'yes',
      'Jane Doe, jane@acme.com, manager',
      'Oliver Hughes, oliver@monzo.com, colleague, 07911 123456',
      'remove Jane',
      'UK',
    );
    expect(state.contacts).toEqual([
      expect.objectContaining({ firstName: 'Oliver', phone: '+447911123456' }),
    ]);
  });

  it('says so when it leaves out a number whose country it never learnt', () => {
    const { state, replies } = talk(
      'yes',
      'Oliver Hughes, my manager, oliver@monzo.com, 07911 123456',
      'done',
      'yes',
    );
    // The card waits for the number's country; once it is left out, the card is asked.
    expect(replies[2]).toMatch(/left out the number 07911 123456.*Is this right\? Oliver Hughes/);
    expect(replies[3]).toMatch(/You are ready/);
    expect(state).toMatchObject({ step: 'ready' });
  });

  it('reads a pasted signature as one referee', () => {
    const { state } = talk(
      'yes',
      "Here's her details:\n\nKaren Smith\nSenior Director, Operations | Globex Corp\nkaren.smith@globex.com\nM: +1 (212) 555-0147",
    );
    expect(state.contacts).toHaveLength(1);
    expect(state.contacts[0]).toMatchObject({
      firstName: 'Karen',
      lastName: 'Smith',
      phone: '+12125550147',
    });
  });

  it('asks where a double first name ends instead of picking a split (issue 41)', () => {
    const named = 'Ana Paula da Silva, ana.silva@acme.com, my manager';
    const { state, replies } = talk('yes', named, 'done');
    expect(state.contacts[0]).toMatchObject({
      firstName: null,
      lastName: null,
      nameAsWritten: 'Ana Paula da Silva',
    });
    expect(state.step).not.toBe('ready');
    expect(replies.at(-1)).toMatch(/first name of Ana Paula da Silva \(“Ana” or “Ana Paula”\?\)/);
    // The same question as a one-tap choice (the state's `ask`).
    expect(state.ask).toEqual({
      key: 'firstName',
      kind: 'choice',
      prompt: 'Which is the first name of Ana Paula da Silva?',
      required: true,
      options: ['Ana', 'Ana Paula'],
    });
    const both = talk('yes', named, 'Ana Paula').state.contacts[0];
    expect(both).toMatchObject({ firstName: 'Ana Paula', lastName: 'da Silva' });
    expect(both).not.toHaveProperty('nameAsWritten');
    const one = talk('yes', named, 'just Ana').state.contacts[0];
    expect(one).toMatchObject({ firstName: 'Ana', lastName: 'Paula da Silva' });
    // Writing the whole name again answers nothing.
    expect(talk('yes', named, 'Ana Paula da Silva').state.contacts[0]?.firstName).toBeNull();
  });

  it('settles a double first name from an address that spells both', () => {
    const { state } = talk('yes', 'Joao Victor Lima, my teacher', 'joaovictor.lima@senai.br');
    expect(state.contacts).toHaveLength(1);
    expect(state.contacts[0]).toMatchObject({ firstName: 'Joao Victor', lastName: 'Lima' });
  });

  it('takes a referee off in the request\'s language ("quita a Jorge")', () => {
    const es = (...messages: string[]) => talkIn('es', ...messages).state;
    const state = es(
      'si',
      'Jorge Navarro jorge.navarro@cabify.com y mi jefa Irene Lopez irene.lopez@cabify.com',
      'ah no, quita a Jorge',
    );
    expect(state.contacts.map((c) => c.firstName)).toEqual(['Irene']);
    expect(
      es('si', 'Jorge Navarro jorge.navarro@cabify.com', 'quita la número 1').contacts,
    ).toEqual([]);
  });

  it("corrects a mistyped address in the request's language, the name read from it too", () => {
    const { state } = talkIn(
      'de',
      'ja',
      'juergen koehler, war mein schichtleiter, juergen.koeler@edeka.de',
      'sorry vertippt, die mail ist juergen.koehler@edeka.de',
    );
    expect(state.contacts).toHaveLength(1);
    expect(state.contacts[0]).toMatchObject({
      firstName: 'Juergen',
      lastName: 'Koehler',
      email: 'juergen.koehler@edeka.de',
    });
  });
});

function talkIn(locale: IntakeContext['locale'], ...messages: string[]) {
  let state = initialIntakeState();
  const replies: string[] = [];
  for (const message of messages) {
    const turn = intakeTurn({ ...CONTEXT, locale }, state, message);
    state = turn.state;
    replies.push(turn.text);
  }
  return { state, replies };
}

function talkFrom(
  locale: IntakeContext['locale'],
  defaultCountry: string,
  ...messages: string[]
): IntakeState {
  let state = initialIntakeState();
  for (const message of messages)
    state = intakeTurn({ ...CONTEXT, locale, defaultCountry }, state, message).state;
  return state;
}

describe('the intake in Spanish, German, French and Portuguese, as people type it', () => {
  it.each([
    // A refusal that needs no "no": a withdrawn application, nobody to contact, no permission.
    ['Danke, aber ich habe mich anders entschieden und ziehe meine Bewerbung zurück', false],
    ['Merci, mais finalement je retire ma candidature.', false],
    ['Gracias, pero retiro mi candidatura', false],
    ['Olá! Agradeço muito, mas prefiro que não contatem ninguém por enquanto', false],
    ['vale, pues entonces no, de momento no doy permiso', false],
    ["Merci mais je n'autorise pas", false],
    ['Nein danke, ich bin nicht einverstanden', false],
    ['ok, I do not consent', false],
    // A clear yes before a condition stays a yes, whatever the condition says.
    ['Sí, pero no doy permiso para llamar a mi jefa actual', true],
    ['sí autorizo, no autorizo llamar a mi jefa actual', null],
    ['sim pode, só não liguem pro meu chefe atual', true],
    ['ja, nur bitte nicht vor Montag anrufen', true],
    ['oui, juste pas mon boss actuel svp', true],
    // A hedge is asked again, refusal words or not.
    ['no sé, quizás no doy permiso todavía', null],
    // An unsure reply or a question back is never a refusal (pt-i28), in the five languages.
    ['sei lá, preciso mesmo? meu chefe atual não sabe que tô saindo', null],
    ['no sé, ¿es necesario? mi jefe no sabe que me voy', null],
    ['Muss das sein? Mein Chef weiß nicht, dass ich gehe', null],
    ["je sais pas, c'est obligatoire ? mon boss ne sait pas que je pars", null],
    ["do I have to? my boss doesn't know I'm leaving", null],
    ['I have no idea, my boss does not know yet', null],
    ['keine Ahnung, mein Chef weiß es nicht', null],
    // A plain no before a question back stays a refusal.
    ['Não. Pra que vocês precisam disso?', false],
    ['No, why would you need that?', false],
    ['Nein, wozu brauchen Sie das?', false],
  ])('consent: %s → %s', (message, expected) => {
    expect(readConsent(message)).toBe(expected);
  });

  it('reads "done" as people type it in the four languages', () => {
    for (const text of [
      // An interjection after it, texting shorthand.
      'eso es todo che',
      "c'est tout merci",
      'c tout',
      "das war's halt",
      'ya estaría',
      'pues eso sería, gracias',
      'y ya, nadie más',
      'das wars dann auch schon',
      'des woars',
      "c'est bon j'ai fini",
      "j'ai terminé, merci",
      'já está',
      'ok já chega',
      'j ai fini',
      'já está tudo',
    ])
      expect(saysDone(text), text).toBe(true);
    expect(saysDone('ya te paso otro')).toBe(false);
  });

  it('reads "done" in regional and formal ways (blind set 10)', () => {
    for (const text of [
      // Marseille's "dégun" (nobody), a Cajun "cher", a Russian "spassibo".
      "C'est tout, y a dégun d'autre",
      "il n'y a personne d'autre",
      "C'est tout, cher. Merci bien",
      'Das ist alles. Spassibo 🙂',
      // A formal letter's "that was all there was to report", its closing and signature left out.
      withoutSignOff('Era o que havia a informar. Respeitosamente, Subtenente Pinheiro'),
      'É o que tenho a informar.',
    ])
      expect(saysDone(text), text).toBe(true);
    expect(saysDone("y a dégun d'autre que Karima, karima@gmail.com")).toBe(false);
  });

  it("reads a relationship said in a trade's or the forces' words, and an opener as no name (blind set 10)", () => {
    const de = talkFrom(
      'de',
      'DE',
      'ja',
      'Mein Brigadier bei Claas in Harsewinkel, Waldemar Reimer, w.reimer@claas.com, 0171 2345678',
    );
    expect(de.contacts).toMatchObject([
      { firstName: 'Waldemar', lastName: 'Reimer', relationship: 'manager' },
    ]);
    const pt = talkFrom(
      'pt',
      'BR',
      'sim',
      'Antônio Lima, meu comandante no batalhão, ac.lima@eb.mil.br\nEdvaldo Ribeiro, companheiro de serviço no mesmo batalhão, edvaldo@eb.mil.br',
    );
    expect(pt.contacts.map((c) => c.relationship)).toEqual(['manager', 'colleague']);
    const fr = talkFrom(
      'fr',
      'FR',
      'oui',
      "Asteur, la première c'est ma principale, Claudette Broussard, cbroussard@ecole.fr",
      'Pis mon parrain, Jean Thibodeaux, jean.t@gmail.com',
    );
    expect(fr.contacts).toMatchObject([
      { firstName: 'Claudette', lastName: 'Broussard', relationship: 'manager' },
      { firstName: 'Jean', lastName: 'Thibodeaux', relationship: 'mentor' },
    ]);
  });

  it('reads the real first name said after a nickname, in the five languages (blind set 10)', () => {
    expect(
      withRealFirstNames(
        "Ti-Jean Thibodeaux, son vrai nom c'est Jean-Pierre. Il a pas d'email",
        'fr',
      ),
    ).toBe("Jean-Pierre Thibodeaux. Il a pas d'email");
    expect(withRealFirstNames('Bob Stone, his real name is Robert', 'en')).toBe('Robert Stone');
    expect(withRealFirstNames('Pepe Ruiz, su nombre real es José', 'es')).toBe('José Ruiz');
    expect(withRealFirstNames('Zé Silva, o nome verdadeiro dele é José', 'pt')).toBe('José Silva');
    expect(withRealFirstNames('Sascha Weber, richtig heißt er Alexander', 'de')).toBe(
      'Alexander Weber',
    );
    // A common word before it is no nickname: left as written.
    expect(withRealFirstNames('Mein Kollege, richtig heißt er Alexander', 'de')).toBe(
      'Mein Kollege, richtig heißt er Alexander',
    );
    // With a US number placed by the state named beside it.
    const state = talkFrom(
      'fr',
      'FR',
      'oui',
      "Pis mon parrain, Ti-Jean Thibodeaux, son vrai nom c'est Jean-Pierre. Il a pas d'email, juste son téléphone, 337-555-0193, c'est en Louisiane aussi",
    );
    expect(state.contacts).toMatchObject([
      { firstName: 'Jean-Pierre', lastName: 'Thibodeaux', phone: '+13375550193' },
    ]);
  });

  it('takes a referee off with "laisse tomber" (blind set 10)', () => {
    const state = talkFrom(
      'fr',
      'FR',
      'oui',
      'Lucien Dagostino, mon ancien patron, lucien@snack.fr',
      'yes',
      'Et Jean-Marc Pastore, chef de rang avec moi, jm.pastore@resto.fr',
      "Non laisse tomber Jean-Marc en fait, c'est un fada",
    );
    expect(state.contacts.map((c) => c.firstName)).toEqual(['Lucien']);
  });

  it('lets a correction of the relationship win, and reads who is on the client side', () => {
    const es = talkFrom(
      'es',
      'ES',
      'sí',
      'Lucía Ortega, mi jefa... bueno jefa no, era la product owner por parte del cliente, lucia.ortega@iberdrola.es',
    );
    expect(es.contacts[0]).toMatchObject({ firstName: 'Lucía', relationship: 'client' });
    const fr = talkFrom(
      'fr',
      'BE',
      'oui',
      'Mon promoteur de mémoire à Liège, Luc Dethier, luc.dethier@uliege.be',
    );
    expect(fr.contacts[0]).toMatchObject({ firstName: 'Luc', relationship: 'teacher' });
    const ca = talkFrom(
      'fr',
      'CA',
      'oui',
      'ma gestionnaire chez Desjardins, Julie Roy, julie.roy@desjardins.com',
    );
    expect(ca.contacts[0]).toMatchObject({ firstName: 'Julie', relationship: 'manager' });
    const at = talkFrom(
      'de',
      'AT',
      'ja',
      'Martina Gruber, mei Lehrlingsausbildnerin, martina.gruber@spar.at',
    );
    expect(at.contacts[0]).toMatchObject({ firstName: 'Martina', relationship: 'teacher' });
  });

  it('never takes a title, an imperative or a place for a first name', () => {
    // "Herrn Keller": a surname after a title, the first name not said (asked, never "Herrn").
    const de = talkFrom('de', 'DE', 'ja', 'Herrn Keller, meinen Teamleiter, r.keller@allianz.de');
    expect(de.contacts[0]).toMatchObject({ firstName: null, email: 'r.keller@allianz.de' });
    const fr = talkFrom(
      'fr',
      'FR',
      'oui',
      'Mettez aussi Karine Lemoine, karine.lemoine@orange.fr, ma collègue',
    );
    expect(fr.contacts[0]).toMatchObject({ firstName: 'Karine', lastName: 'Lemoine' });
    const from = talkFrom(
      'de',
      'DE',
      'ja',
      'mein Kollege aus Danzig, Pawel Zielinski, pawel.zielinski@gmx.de',
    );
    expect(from.contacts[0]).toMatchObject({ firstName: 'Pawel', lastName: 'Zielinski' });
    const mehr = talkFrom(
      'de',
      'DE',
      'ja',
      'Kollege: pawel.zielinski@gmx.de. Mehr weiß ich leider nicht',
    );
    expect(mehr.contacts[0]?.firstName).not.toBe('Mehr');
  });

  it('keeps a name written with its accents over the address that spells it in ASCII', () => {
    const state = talkFrom('es', 'ES', 'sí', 'mi jefe en BBVA, Iñaki. inaki.etxeberria@bbva.com');
    expect(state.contacts[0]).toMatchObject({ firstName: 'Iñaki', lastName: 'Etxeberria' });
    const caps = talkFrom('de', 'DE', 'ja', 'JÜRGEN MÜLLER, Chef, juergen.mueller@bosch.de');
    expect(caps.contacts[0]).toMatchObject({ firstName: 'Jürgen', lastName: 'Müller' });
  });

  it('nominates nobody named as not to be contacted, or set aside for another', () => {
    const de = talkFrom(
      'de',
      'DE',
      'ja',
      'Frau Dr. Anna Weber, anna.weber@basf.com, meine Chefin. Kontaktieren Sie bitte Herrn Braun (t.braun@basf.com) nicht.',
    );
    expect(de.contacts.map((c) => c.email)).toEqual(['anna.weber@basf.com']);
    const fr = talkFrom(
      'fr',
      'CH',
      'oui',
      'Mettez Paul Girard à la place d’Emma Roux (emma.roux@nestle.com) : paul.girard@nestle.com, collègue',
    );
    expect(fr.contacts).toMatchObject([{ firstName: 'Paul', email: 'paul.girard@nestle.com' }]);
    const pt = talkFrom(
      'pt',
      'BR',
      'sim',
      'Carla Mendes, carla.mendes@itau.com.br, minha gestora, mas não contate ela por favor',
    );
    expect(pt.contacts).toEqual([]);
    const replaced = talkFrom(
      'es',
      'ES',
      'sí',
      'Mi jefa era Nuria Sola, nuria.sola@mapfre.es, pero se jubiló. Pon a Diego Marín en su lugar, diego.marin@mapfre.es, mi jefe ahora',
    );
    expect(replaced.contacts).toMatchObject([
      { firstName: 'Diego', email: 'diego.marin@mapfre.es' },
    ]);
    // Not to contact someone else of theirs is a condition: the referee named stays.
    const other = talkFrom(
      'es',
      'ES',
      'sí',
      'Ana Ruiz, ana.ruiz@telefonica.es, mi ex jefa, pero no contacten a mi jefe actual',
    );
    expect(other.contacts).toMatchObject([{ firstName: 'Ana' }]);
    // A time is a condition, not a refusal: the referee stays.
    const later = talkFrom(
      'fr',
      'FR',
      'oui',
      'Claire Dubois, claire.dubois@axa.fr, ma responsable, mais ne la contactez pas avant lundi',
    );
    expect(later.contacts).toMatchObject([{ firstName: 'Claire' }]);
  });

  it('reads a number in the country named beside it, and asks when the address is of another', () => {
    const luanda = talkFrom(
      'pt',
      'PT',
      'sim',
      'O meu antigo chefe em Luanda, Rui Tavares, rui.tavares@bai.co.ao, 924 111 222',
    );
    expect(luanda.contacts[0]?.phone).toBe('+244924111222');
    // No place said: an Angolan address beside a number that reads Portuguese is asked about.
    const asked = talkFrom(
      'pt',
      'PT',
      'sim',
      'Rui Tavares, meu chefe, rui.tavares@bai.co.ao, 924 111 222',
    );
    expect(asked.contacts[0]?.phone).toBeNull();
    expect(asked.unplacedPhones).toHaveLength(1);
  });

  it('hears a short "I don\'t have it" while an address is missing', () => {
    for (const text of [
      'no lo tengo, lo siento',
      'nein, hab ich wirklich nicht',
      "je l'ai pas",
      'não tenho',
    ])
      expect(saysNoEmail(text), text).toBe(true);
    expect(saysNoEmail('nein, die Nummer ist 0171 2345678')).toBe(false);
    const { replies } = talkIn(
      'es',
      'sí',
      'Marta Gil, mi compañera, 612 33 44 55',
      'no lo tengo, lo siento',
    );
    expect(replies[2]).toMatch(/Marta/);
  });

  it('reads an address written with "(at)"', () => {
    const state = talkFrom('de', 'DE', 'ja', 'lisa brandt, kollegin, lisa.brandt(at)posteo.de');
    expect(state.contacts[0]).toMatchObject({
      firstName: 'Lisa',
      lastName: 'Brandt',
      email: 'lisa.brandt@posteo.de',
    });
  });

  it('reads an address dictated aloud and a country named for a number, and asks before keeping them', () => {
    const state = talkFrom(
      'pt',
      'BR',
      'sim',
      'João Santos, meu colega, o email é jp ponto santos arroba outlook ponto com',
      'o telefone dele é de Portugal 912 345 678',
    );
    expect(state.contacts).toHaveLength(1);
    expect(state.contacts[0]).toMatchObject({
      firstName: 'João',
      email: 'jp.santos@outlook.com',
      phone: '+351912345678',
    });
    expect(state.contacts[0]!.unconfirmed).toEqual({ before: null });
  });

  it('places a number by any country named in the reply to "which country?"', () => {
    const state = talkFrom(
      'fr',
      'FR',
      'oui',
      'Mme Fatou Sow, ma collègue, 77 654 32 10',
      'Sénégal',
    );
    expect(state.contacts[0]?.phone).toBe('+221776543210');
  });

  it('drops a referee read twice and never confirmed when the card is answered no', () => {
    const context = { ...CONTEXT, locale: 'es' as const, defaultCountry: 'ES' };
    let state = initialIntakeState();
    for (const message of ['sí', 'Ana Gil, mi jefa, ana.gil@acme.es', 'su móvil 612 345 678'])
      state = intakeTurn(context, state, message).state;
    expect(state.contacts[0]?.unconfirmed).toEqual({ before: null });
    state = intakeTurn(context, state, 'no').state;
    expect(state.contacts).toHaveLength(0);
  });

  it('takes a second full name with an address as another referee, not the one before', () => {
    const state = talkFrom(
      'es',
      'ES',
      'sí',
      'Begoña van der Berg era mi coordinadora, su móvil 649 12 34 56',
      'también Iñigo Mac Gregor compañero de guardias inigo.macgregor@gmail.com',
    );
    expect(state.contacts.map((c) => [c.firstName, c.phone])).toEqual([
      ['Begoña', '+34649123456'],
      ['Iñigo', null],
    ]);
  });

  it("reads a referee's new number in the country of their number before, or asks", () => {
    const placed = [
      'sim',
      'Eduardo Nakamura, meu chefe, eduardo.nakamura@docomo.ne.jp, 090-1234-5678',
      'é do Japão',
    ];
    expect(talkFrom('pt', 'BR', ...placed).contacts[0]?.phone).toBe('+819012345678');
    const corrected = talkFrom('pt', 'BR', ...placed, 'o do Eduardo é 080 não 090: 080-1234-5678');
    expect(corrected.contacts[0]?.phone).toBe('+818012345678');
    // Valid at home only: asked about, never read at home.
    const home = talkFrom('pt', 'BR', ...placed, 'o do Eduardo mudou: (11) 98123-4567');
    expect(home.contacts[0]?.phone).toBeNull();
    expect(home.unplacedPhones?.[0]?.raw).toBe('(11) 98123-4567');
    // With its country code: as written.
    const coded = talkFrom('pt', 'BR', ...placed, 'o do Eduardo mudou: +55 11 98123-4567');
    expect(coded.contacts[0]?.phone).toBe('+5511981234567');
  });

  it('gives a number said with a first name alone to the one referee listed so, without one', () => {
    const messages = [
      'sim',
      'a Sara Sousa, minha colega, sara.sousa@gmail.com, e o Jorge Meireles, meu chefe, jorge.m@bluewin.ch',
    ];
    const state = talkFrom('pt', 'PT', ...messages, 'A Sara prefere que liguem: 936 112 457');
    expect(state.contacts.map((c) => [c.firstName, c.phone])).toEqual([
      ['Sara', '+351936112457'],
      ['Jorge', null],
    ]);
    expect(state.contacts[0]?.unconfirmed).toBeDefined();
    // Another relationship: someone else, as before.
    const other = talkFrom('pt', 'PT', ...messages, 'A Sara, minha professora: 936 112 457');
    expect(other.contacts.map((c) => c.firstName)).toEqual(['Sara', 'Jorge', 'Sara']);
  });

  it('reads a lowercase full name as a clause of its own beside a relationship or number', () => {
    const state = talkFrom(
      'de',
      'DE',
      'ja',
      'karl-heinz von der heide, mein alter meister bei der stahlbau, 0351 4567890',
      'und die sandra kühnel, kollegin aus der schweißerei, 0160 98765432',
    );
    expect(state.contacts.map((c) => [c.firstName, c.lastName, c.relationship])).toEqual([
      ['Karl-Heinz', 'von der Heide', 'manager'],
      ['Sandra', 'Kühnel', 'colleague'],
    ]);
  });

  it('gives an address to the referee named without one, and lets a corrected one replace it', () => {
    const named = talkFrom(
      'de',
      'DE',
      'ja',
      'karl-heinz von der heide, mein alter meister, 0351 4567890',
      'die mail vom karl-heinz hab ich auch: kh.vonderheide@t-online.de',
      'quatsch, die is alt, richtig is kh.heide@t-online.de',
    );
    expect(named.contacts.map((c) => c.email)).toEqual(['kh.heide@t-online.de']);
    const spoken = talkFrom(
      'pt',
      'BR',
      'sim',
      'Rodrigo Okada, meu gestor, rodrigo_okada@itau.com.br',
      'pera, errei, é rodrigo.okada com ponto, não underline',
    );
    expect(spoken.contacts.map((c) => c.email)).toEqual(['rodrigo.okada@itau.com.br']);
  });

  it('places a number by a country or city named in the four languages', () => {
    const state = talkFrom(
      'de',
      'DE',
      'ja',
      'mein Kollege Mehmet Aydın, jetzt wieder in Istanbul, 0532 123 45 67, mehmet.aydin@gmail.com',
    );
    expect(state.contacts[0]?.phone).toBe('+905321234567');
  });

  it('reads a done said with a goodbye, in English amid Spanish, and as Québec or the Caribbean say it', () => {
    for (const text of [
      'Das wars dann, tschüss',
      'Mehr hab ich nicht.',
      "that's it, gracias",
      "c'est toute",
      'eso e to',
      "Voilà, c'est tout une fois",
    ])
      expect(saysDone(text), text).toBe(true);
  });

  it("reads a signature over its street address as one referee, and 'ma N+1' as their manager", () => {
    const state = talkFrom(
      'fr',
      'BE',
      'oui',
      'Marie-Thérèse de Wergifosse\nHR Business Partner | Proximus\nBd du Roi Albert II 27, 1030 Bruxelles\nM +32 475 12 34 56\nmt.dewergifosse@proximus.com',
      'oui',
      "c'était ma N+1 pendant trois ans",
    );
    expect(state.contacts).toHaveLength(1);
    expect(state.contacts[0]).toMatchObject({
      firstName: 'Marie-Thérèse',
      lastName: 'de Wergifosse',
      phone: '+32475123456',
      relationship: 'manager',
    });
  });
});

describe('consent taken back after it was given (blind set 8)', () => {
  const NAMED: Record<IntakeContext['locale'], string> = {
    en: 'Jane Doe, jane@acme.com, my manager',
    es: 'Ana García, ana@acme.es, mi jefa',
    de: 'Jürgen Köhler, juergen@edeka.de, mein Chef',
    fr: 'Marie Dupont, marie@acme.fr, ma responsable',
    pt: 'Ana Souza, ana@acme.com.br, minha chefe',
  };
  it.each([
    [
      'de',
      'Nee, weißt du was, lass man. Ich will das doch nich … Bitte nix weitergeben und das eben löschen',
    ],
    ['de', 'Ich hab es mir anders überlegt, ich ziehe mein Einverständnis zurück.'],
    ['es', 'Sabes qué, mejor no. Ya no quiero. No compartan nada y borren todo, porfa'],
    ['es', 'He cambiado de opinión, retiro mi consentimiento'],
    ['fr', "Non, finalement j'ai changé d'avis. Ne transmettez rien et supprimez tout svp"],
    ['pt', 'Olha, mudei de ideia. Não quero mais, não passem nada e apaguem tudo'],
    ['en', "Actually I changed my mind, I don't want this. Please delete everything."],
    ['en', "Actually no, I don't want you to contact anyone, please don't"],
  ] as const)('%s: "%s" is asked to confirm, then refused', (locale, withdrawal) => {
    const asked = talkIn(locale, 'yes', NAMED[locale], withdrawal);
    // Never stored unasked: the consent stands until the candidate's yes.
    expect(asked.state.consent).toBe(true);
    expect(asked.state.confirm).toMatchObject({ key: 'consent', value: false });
    expect(asked.state.ask).toBeNull();
    const context = { ...CONTEXT, locale };
    const refused = intakeTurn(context, asked.state, 'yes');
    expect(refused.state).toMatchObject({ consent: false, step: 'declined', contacts: [] });
    expect(refused.state.confirm).toBeNull();
    // A no keeps the consent and the list as they were.
    const kept = intakeTurn(context, asked.state, 'no');
    expect(kept.state.consent).toBe(true);
    expect(kept.state.contacts).toHaveLength(1);
    expect(kept.state.confirm?.key).not.toBe('consent');
  });

  it('takes the withdrawal said again as its yes, and a tap of the consent control as the answer', () => {
    const asked = talkIn('de', 'ja', NAMED.de, 'Ich will das doch nicht.');
    const again = intakeTurn(
      { ...CONTEXT, locale: 'de' },
      asked.state,
      'Ja, bitte nix weitergeben',
    );
    expect(again.state).toMatchObject({ consent: false, step: 'declined' });
    const tapped = intakeTypedTurn(CONTEXT, asked.state, { key: 'consent', value: true });
    expect(tapped.state).toMatchObject({ consent: true });
    expect(tapped.state.confirm?.key).not.toBe('consent');
  });

  it.each([
    // The end of the list, a referee taken off, a change of mind about a referee: no withdrawal.
    ['es', 'ya no quiero añadir a nadie más, eso es todo'],
    ['fr', 'je ne veux plus ajouter personne, c’est tout'],
    ['de', 'Ich habe es mir anders überlegt: nicht Jürgen, sondern tom.berg@edeka.de'],
    ['de', 'Den Jürgen bitte doch nicht, ich will das nicht mehr'],
    ['pt', 'não quero mais ninguém na lista, é isso'],
  ] as const)('%s: "%s" withdraws nothing', (locale, message) => {
    const { state } = talkIn(locale, 'yes', NAMED[locale], message);
    expect(state.confirm?.key).not.toBe('consent');
    expect(state.consent).toBe(true);
  });
});

describe("a number's country said by its calling code (blind set 8)", () => {
  it.each([
    [
      'fr',
      'FR',
      'Teva Teriitahi, mon chef, teva@gmail.com, 87 21 34 56',
      "c'est un numéro de Tahiti, +689",
      '+68987213456',
    ],
    [
      'de',
      'DE',
      'Pieter van der Merwe, pieter@capetrails.co.za, 082 555 1234',
      'Das is Suid-Afrika, also +27',
      '+27825551234',
    ],
    [
      'es',
      'ES',
      'Ramona Benítez, ramona@gmail.com, 0981 452 310',
      'es de allá, 00 595',
      '+595981452310',
    ],
  ] as const)('%s: "%s" then "%s"', (locale, country, referee, answer, phone) => {
    const state = talkFrom(locale, country, 'yes', referee, answer);
    expect(state.contacts[0]?.phone).toBe(phone);
    expect(state.unplacedPhones ?? null).toBeNull();
  });
});

describe('a done with thanks in the language a candidate brings along (blind set 8)', () => {
  it.each([
    'Das wars, dankie!',
    "Māuruuru, c'est tout",
    'ese lang, gracias!',
    'só esses dois, arigatô!',
    "c'est tout, ya3tik essa7a",
    'Dat wier et, merci villmools',
    'y eso nomás luego, gracias 🙏',
  ])('%s', (text) => {
    expect(saysDone(text)).toBe(true);
  });
  it.each(['gracias 🙏', 'dankie!', 'y Ramona', 'saha, mon chef'])('%s is no done', (text) => {
    expect(saysDone(text)).toBe(false);
  });
});

describe('a first name said that is a later word of the name written (blind set 8)', () => {
  it('takes "Jean-Pierre" for "de Jhemp (Jean-Pierre Wagner)": the nickname before it is no name', () => {
    const state = talkFrom(
      'de',
      'LU',
      'ja',
      'Also: de Jhemp (Jean-Pierre Wagner), mäi Chef bei der Post, jp.wagner@post.lu, 621 123 456',
      'Jean-Pierre',
    );
    expect(state.contacts[0]).toMatchObject({ firstName: 'Jean-Pierre', lastName: 'Wagner' });
    // Still shown back for the candidate's yes.
    expect(state.confirm?.key).toBe('referee');
  });
});

describe('German as it is written in Namibia and Luxembourg (blind set 8)', () => {
  it('reads "mein Baas auf der Gästefarm" as the manager, the farm as no name', () => {
    const state = talkFrom(
      'de',
      'NA',
      'ja',
      'Mein Baas auf der Gästefarm bei Omaruru, Jürgen Rust, 081 234 5678, rust@iway.na',
    );
    expect(state.contacts[0]).toMatchObject({
      firstName: 'Jürgen',
      lastName: 'Rust',
      relationship: 'manager',
      phone: '+264812345678',
    });
  });
  it.each([
    ['Dat ass eng franséisch Nummer', '+33612345678'],
    ['Suid-Afrika', '+27612345678'],
  ])('places a number said to be "%s"', (answer, phone) => {
    const state = talkFrom(
      'de',
      'LU',
      'ja',
      'Sophie Lefèvre, meng Kolleegin, sophie.lefevre@orange.fr, 06 12 34 56 78',
      answer,
    );
    expect(state.contacts[0]?.relationship).toBe('colleague');
    expect(state.contacts[0]?.phone ?? null).toBe(phone);
    expect(state.unplacedPhones ?? null).toBeNull();
  });
});

describe('a place after Spanish "en" is no name (blind set 8)', () => {
  it('reads "mi patrona de antes en Asunción, doña Ramona Benítez de Giménez" as Ramona', () => {
    const state = talkFrom(
      'es',
      'ES',
      'sí',
      'Y mi patrona de antes en Asunción, doña Ramona Benítez de Giménez, su número es 0981 452 310',
      'es de Paraguay ese número',
    );
    expect(state.contacts[0]).toMatchObject({
      firstName: 'Ramona',
      lastName: 'Benítez de Giménez',
      phone: '+595981452310',
    });
  });
});

describe("Luxembourgish 'd'' before a name in a German chat (blind set 8)", () => {
  it('reads "An d\'Sophie Lefèvre, eng Kolleegin" as Sophie Lefèvre, a colleague', () => {
    const state = talkFrom(
      'de',
      'LU',
      'ja',
      "An d'Sophie Lefèvre, eng Kolleegin, déi wunnt zu Diddenuewen, sophie.lefevre@orange.fr, 06 12 34 56 78",
      'Dat ass eng franséisch Nummer',
    );
    expect(state.contacts[0]).toMatchObject({
      firstName: 'Sophie',
      lastName: 'Lefèvre',
      relationship: 'colleague',
      phone: '+33612345678',
    });
  });
});

describe('relationships said by what the candidate did or who they are (blind set 9)', () => {
  it.each([
    ['es', 'ES', 'el pastor de mi iglesia, Wander Almonte, wander@gmail.com', 'mentor'],
    ['pt', 'PT', 'a encarregada da limpeza, Fátima Gonçalves, fatima@gmail.com', 'manager'],
    ['pt', 'PT', 'o meu patrao, Marc Schmit, marc@schmit.lu', 'manager'],
    [
      'es',
      'ES',
      'Maite Zubiría, la hija de la abuela que yo cuidaba, maite@telefonica.net',
      'client',
    ],
    [
      'de',
      'DE',
      'Pieter Merwe, der hat bei uns immer die Gruppen gebucht, pieter@capetrails.co.za',
      'client',
    ],
  ] as const)('%s (%s): "%s" is a %s', (locale, country, message, relationship) => {
    const state = talkFrom(locale, country, 'sí', message);
    expect(state.contacts[0]?.relationship).toBe(relationship);
  });

  it('reads no client in someone who cared for the candidate ("ela que cuidava da gente")', () => {
    const state = talkFrom(
      'pt',
      'PT',
      'sim',
      'a Kelly Tamashiro da empreiteira, ela que cuidava da gente lá, kelly@gmail.com',
    );
    expect(state.contacts[0]?.relationship).not.toBe('client');
  });
});

describe('a referee taken back by name with a "not" (blind set 9)', () => {
  it.each([
    [
      'de',
      'DE',
      'Mein Chef Khaled Al-Mansouri, khaled@emaar.ae',
      'Ah nein, Khaled bitte nicht, er antwortet nie. Ich nehme lieber mein Kollege Omar',
    ],
    ['es', 'ES', 'Ana Gil, mi jefa, ana@acme.es', 'a Ana mejor no, gracias'],
  ] as const)('%s (%s): "%s" then "%s" takes them off', (locale, country, named, notThem) => {
    expect(talkFrom(locale, country, 'sí', named, 'sí', notThem).contacts).toHaveLength(0);
  });

  it.each([
    ['es', 'ES', 'Ana Gil, mi jefa, ana@acme.es', 'Ana no tiene teléfono, lo siento'],
    ['de', 'DE', 'Jan Roth, mein Chef, jan@roth.de', 'Jan bitte nicht vor Montag anrufen'],
  ] as const)('%s (%s): "%s" then "%s" keeps them', (locale, country, named, said) => {
    // The card answered first: a plain "no" to it is another matter.
    expect(talkFrom(locale, country, 'sí', named, 'sí', said).contacts).toHaveLength(1);
  });
});

describe('a familiar name with the full one in brackets (blind set 9)', () => {
  it.each([
    [
      'pt',
      'PT',
      'e a D. Fátima (Fátima Gonçalves), encarregada da limpeza, 912 345 678',
      'Fátima',
      'Gonçalves',
    ],
    ['de', 'DE', 'Frau Anne (Anne Keller), meine Chefin, anne.keller@acme.de', 'Anne', 'Keller'],
  ] as const)('%s (%s): "%s" is %s %s', (locale, country, message, first, last) => {
    const state = talkFrom(locale, country, 'sí', message);
    expect(state.contacts.map((c) => [c.firstName, c.lastName])).toEqual([[first, last]]);
  });
});

describe('a number read at home, its country said after (blind set 9)', () => {
  it('reads the same digits in the country said, on the card', () => {
    const state = talkFrom(
      'pt',
      'PT',
      'sim',
      'a Fátima Gonçalves, encarregada da limpeza, n tem mail, so tlm 691 22 33 44',
      'tb do Luxemburgo',
    );
    expect(state.contacts[0]).toMatchObject({ phone: '+352691223344', unconfirmed: {} });
  });

  it('leaves a number the candidate has confirmed', () => {
    const state = talkFrom(
      'pt',
      'PT',
      'sim',
      'a Fátima Gonçalves, encarregada da limpeza, so tlm 912 345 678',
      'sim',
      'tb do Luxemburgo',
    );
    expect(state.contacts[0]?.phone).toBe('+351912345678');
  });

  it.each(['é tudo obg', 'eso es todo gracias', 'eso e to, bendiciones'])(
    '"%s" says done',
    (text) => {
      expect(saysDone(text)).toBe(true);
    },
  );
});

describe('a name never opens after Spanish "del" (blind set 9)', () => {
  it('reads "mi profe de inglés del Hostos, Mrs. Karen O\'Neill" as Karen', () => {
    const state = talkFrom(
      'es',
      'US',
      'sí',
      "mi profe de inglés del Hostos, Mrs. Karen O'Neill, koneill@hostos.cuny.edu",
    );
    expect(state.contacts.map((c) => [c.firstName, c.lastName])).toEqual([['Karen', "O'Neill"]]);
  });
});

describe('intake recall, eleventh set round 2 (issue 41, branch t12-int)', () => {
  it('writes a phone dictated in words in figures, and nothing else', () => {
    expect(
      withSpokenPhones('Handy null eins sieben zwei, drei vier fünf sechs sieben acht neun', 'de'),
    ).toBe('Handy 01723456789');
    expect(
      withSpokenPhones(
        'portable zéro six, douze, trente-quatre, cinquante-six, soixante-dix-huit',
        'fr',
      ),
    ).toBe('portable 0612345678');
    expect(
      withSpokenPhones('mais noventa e um, nove, nove, oito, sete, seis, cinco, quatro', 'pt'),
    ).toBe('+91998765' + '4');
    expect(withSpokenPhones('tengo dos hijos, tres perros, cuatro gatos y cinco peces', 'es')).toBe(
      'tengo dos hijos, tres perros, cuatro gatos y cinco peces',
    );
  });

  it.each([
    "Juste les deux. C'est tout",
    "Ch'est tout, merci hein",
    'Все, це все. Eso es todo',
    'solo las dos, gracias',
    'só as duas',
    'nur die beiden',
    'just those two',
  ])('"%s" says done', (text) => {
    expect(saysDone(text)).toBe(true);
  });

  it('drops someone named and withdrawn in the same sentence, and reads the rest', () => {
    const { state } = talkIn(
      'fr',
      'oui',
      'Nadia Ferhat, ma cheffe, nadia.ferhat@x.fr',
      'oui',
      "Et Yannick mon voisin... non, laisse tomber, il parle trop. C'est tout",
    );
    expect(state.contacts.map((c) => c.firstName)).toEqual(['Nadia']);
    expect(state.step).toBe('ready');
  });

  it('reads a first name alone with its own address as another referee, not a correction', () => {
    const state = talkFrom(
      'es',
      'ES',
      'sí',
      'Rocío Benítez Lara, mi jefa, 612 345 678',
      'sí',
      'y también mi profe de yoga, Inés, ines.yoga@gmail.com',
    );
    expect(state.contacts.map((c) => [c.firstName, c.email])).toEqual([
      ['Rocío', null],
      ['Inés', 'ines.yoga@gmail.com'],
    ]);
  });

  it('places a number read under the tenant calling code in the country then named', () => {
    const state = talkFrom(
      'es',
      'US',
      'sí',
      'Gabriela Soto Ruiz, mi patrona, gaby.soto@x.com, 664 987 6543',
      'es de México',
    );
    expect(state.contacts[0]?.phone).toBe('+526649876543');
  });

  it('reads a number from a WhatsApp link, one in words, and a short one once its country is said', () => {
    expect(
      talkFrom('pt', 'BR', 'sim', 'Jorge Paredes, meu patrão, wa.me/595971112233').contacts[0]
        ?.phone,
    ).toBe('+595971112233');
    expect(
      talkFrom(
        'fr',
        'FR',
        'oui',
        'Lucie Marchand, ma cheffe, lucie.marchand@x.fr, son portable zéro six, douze, trente-quatre, cinquante-six, soixante-dix-huit',
      ).contacts[0]?.phone,
    ).toBe('+33612345678');
    expect(
      talkFrom(
        'es',
        'ES',
        'sí',
        'Pau Riba Vidal, mi jefe, pau.riba@x.ad, mòbil 355 123',
        'es de Andorra',
      ).contacts[0]?.phone,
    ).toBe('+376355123');
  });

  it('reads a number in the country every other number of the message is written in', () => {
    const state = talkFrom(
      'fr',
      'FR',
      'oui',
      'Awa Sow Diallo, ma cheffe, awa.sow@x.sn, +221 77 123 45 67\nIbra Fall, collègue, ibra.fall@gmail.com, 76 555 44 33',
    );
    expect(state.contacts.map((c) => c.phone)).toEqual(['+221771234567', '+221765554433']);
  });

  it('takes a relationship denied then said for a referee whose card waits', () => {
    const { state } = talkIn(
      'fr',
      'oui',
      'Hugo Lambert, collègue, hugo.lambert@x.fr',
      "Hugo c'est pas un collègue, c'est un pote",
    );
    expect(state.contacts[0]?.relationship).toBe('friend');
  });

  it('asks where a first name ends when the address in the next sentence goes by the middle word', () => {
    const { state } = talkIn('de', 'ja', 'Frau Thu Ha Vo, meine Chefin im Restaurant. ha.vo@x.de');
    expect(state.contacts[0]?.nameAsWritten).toBe('Thu Ha Vo');
  });
});

describe('intake, twelfth set round 1 (issue 41, branch t13-int)', () => {
  it.each([
    ['Vas-y, pas de souci', true],
    ['Allez, aucun souci pour moi', true],
    ["Je n'ai rien contre, allez-y", true],
    ['pourquoi pas', true],
    ['ningún inconveniente', true],
    ['no hay ningún problema, adelante', true],
    ['no tengo nada en contra', true],
    ['¿y por qué no? Claro', true],
    ['Überhaupt kein Thema', true],
    ['Ich habe nichts dagegen', true],
    ['warum nicht', true],
    ['não tem problema nenhum', true],
    ['tem problema não', true],
    ['nada contra, podem ligar', true],
    ['no objections here', true],
    ["I've got nothing against it", true],
  ])('"%s": an obstacle said not to be there is a yes', (text, consent) => {
    expect(readConsent(text)).toBe(consent);
  });

  it.each([
    ['Non, pas question', false],
    ['No, hay un problema: no quiero', false],
    ['Nein, auf keinen Fall', false],
    ['Não, prefiro que não', false],
    ['No, I object', false],
  ])('"%s" stays a no', (text, consent) => {
    expect(readConsent(text)).toBe(consent);
  });

  it('reads a "no problem" idiom as a yes in the translated reading too', () => {
    expect(withNegatedYesSaid('aucun souci')).toContain('yes');
    expect(talkIn('fr', 'Vas-y donc, aucun souci').state.consent).toBe(true);
    expect(talkIn('pt', 'Pode sim, nenhum problema').state.consent).toBe(true);
    expect(talkIn('de', 'Passt, kein Ding').state.consent).toBe(true);
  });

  it('reads a French or Spanish "si" that opens a clause as "if", never as a yes', () => {
    expect(
      readConsent('si vous appelez mon patron il saura tout, non, ne contactez personne'),
    ).toBe(false);
    expect(readConsent('si me llaman a mí, vale')).toBe(true);
    expect(readConsent('si, claro')).toBe(true);
    expect(readConsent('si si, adelante')).toBe(true);
  });

  it.each([
    ['fr', 'Bernard a pas de mail, il travaille de nuit'],
    ['de', 'Der Ueli hat kein Handy, nur Festnetz'],
    ['es', 'Ella no tiene correo, está de viaje'],
    ['pt', 'O Zé não tem telemóvel, só email'],
    ['en', "He doesn't have an email, he's at sea"],
  ] as const)('%s: "%s" is about a referee\'s details, never a refusal', (locale, text) => {
    expect(saysDetailLacking(text)).toBe(true);
    const { state } = talkIn(locale, text);
    expect(state.consent).toBeNull();
  });

  it('still stores a refusal that leads with a no or says so in words', () => {
    expect(talkIn('fr', "Non. Il n'a pas de mail de toute façon").state.consent).toBe(false);
    expect(talkIn('es', 'no tiene correo y no contacten a nadie, gracias').state.consent).toBe(
      false,
    );
    expect(saysDetailLacking('Non, je refuse')).toBe(false);
  });

  it.each([
    'Se tout. Eso es todo, mèsi anpil',
    'Ennyi. Das war’s, köszönöm!',
    'Das wärs gsi. Merci viumau u e schöne Tag!',
    'Só isso, dhanyabad, obrigado',
  ])('"%s" says done among words of the language a candidate brings', (text) => {
    expect(saysDone(text.replace('’', "'"))).toBe(true);
  });
});

describe('the intake, twelfth set round 2 (branch t13-int2)', () => {
  it.each([
    'eso es todo, ¡qué rápido!',
    'eso es todo, chuleta qué rápido',
    "c'est tout, c'était rapide",
    "das war's, das ging schnell",
    'é isso, foi rápido',
    "that's it, so easy",
    'Ça sera tout, merci',
    'ce serait tout',
    'será tudo, obrigada',
    "that'll be all",
  ])('"%s" is done', (text) => {
    expect(saysDone(text), text).toBe(true);
  });

  it.each([
    'qué rápido',
    'eso es todo, falta Juan Pérez',
    'das ging schnell, aber Anna fehlt noch',
  ])('"%s" is not done', (text) => {
    expect(saysDone(text), text).toBe(false);
  });

  it('reads a done after details with a remark on the form after it', () => {
    expect(endsSayingDone('Ana Gil, ana@x.es. Eso es todo, ¡qué fácil!')).toBe(true);
    expect(endsSayingDone('Ana Gil, ana@x.es, qué fácil')).toBe(false);
  });

  it.each([
    ['es de Panamá ese número', 'PA'],
    ["c'est à Cuba, ce numéro", 'CU'],
    ['Cuba.', 'CU'],
    ['from Jamaica', 'JM'],
    ['é do Peru', 'PE'],
  ])('reads "%s" in a reply about a number\'s country as %s', (text, country) => {
    expect(countryInReplyNamed(text)).toBe(country);
  });

  it.each(['Mauricio Pérez, 612 345 678', 'in Georgia', 'es de Granada', 'Salvador'])(
    'reads no country in "%s"',
    (text) => {
      expect(countryInReplyNamed(text)).toBeNull();
    },
  );

  it('places a number asked about in a country whose name is also a name', () => {
    const state = talkFrom(
      'es',
      'ES',
      'sí',
      'la licda. Itzel Guerra de recursos humanos, 6123-4567',
      'es de Panamá ese número',
    );
    expect(state.contacts[0]?.phone).toBe('+50761234567');
    expect(state.contacts[0]?.unconfirmed).toBeDefined();
  });

  it('keeps a referee read with no name apart from the next one named', () => {
    const state = talkFrom(
      'pt',
      'PT',
      'sim',
      'meu chefe na ONG em Bissau, telefone 00245 955 123 456',
      'E a Dra. Fatumata Embaló, foi a minha orientadora de estágio. fatumata.embalo@yahoo.fr',
    );
    expect(state.contacts).toHaveLength(2);
    expect(state.contacts[0]).toMatchObject({
      firstName: null,
      email: null,
      relationship: 'manager',
    });
    expect(state.contacts[1]).toMatchObject({
      firstName: 'Fatumata',
      email: 'fatumata.embalo@yahoo.fr',
    });
  });

  it.each([
    'creo que con eso basta',
    'con esas dos es suficiente',
    'eso es todo lo que tengo',
    'ya no tengo a nadie más',
    'das reicht',
    'ich glaube, das müsste reichen',
    "das wär's von meiner Seite",
    'sonst keine',
    'nein, das war es',
    'ça suffit',
    'je pense que ça suffit',
    "c'est tout ce que j'ai",
    "je n'ai personne d'autre",
    "pas d'autres",
    'acho que chega',
    'é tudo o que tenho',
    'chega, obrigado',
    "that's all I have",
    "that's enough",
  ])('"%s" says the list is complete', (text) => {
    expect(saysDone(text), text).toBe(true);
  });

  it.each([
    'das reicht nicht',
    'no basta con eso',
    'ça suffit pas',
    'não chega',
    'no es suficiente',
    'tá bom',
    "that's not enough",
    'sonst keine Mail, nur Handy',
  ])('"%s" does not', (text) => {
    expect(saysDone(text), text).toBe(false);
  });
});

describe('consent and done, thirteenth set round 1 (branch t14-int)', () => {
  it.each([
    'claro, sin rollo',
    'vale, no pasa nada',
    'ja, kein Stress',
    'oui, pas de stress',
    'pode, sem stress',
    'sim, não tem crise',
    'sure, no drama',
  ])('"%s": fuss said not to be there is a yes', (text) => {
    expect(readConsent(text), text).toBe(true);
  });

  it.each([
    'oui, pourvu que mon chef actuel ne soit pas appelé',
    'sí, siempre que no llamen a mi jefe actual',
    'ja, solange Sie meinen jetzigen Chef nicht anrufen',
    'sim, desde que não liguem para o meu chefe atual',
  ])('"%s": a condition after a yes leaves it a yes', (text) => {
    expect(readConsent(text), text).toBe(true);
  });

  it.each([
    'sí, bueno… no, espera, mejor no, mi supervisor no sabe nada',
    'ja… nein, warte, lieber nicht',
    'oui… non, attendez, plutôt pas',
    'sim… não, pera, melhor não',
    'yes… no, wait, better not',
  ])('"%s": a yes taken back is a no', (text) => {
    expect(takesBackYes(text), text).toBe(true);
    expect(readConsent(text), text).toBe(false);
  });

  it.each([
    'no, espera, te paso otro correo',
    'sí, espera que te lo busco',
    'non, attends une seconde',
  ])('"%s" takes back no yes', (text) => {
    expect(takesBackYes(text), text).toBe(false);
  });

  it.each([
    'eso es todo, buenas noches',
    "c'est tout, bonne journée",
    'é isso, boa noite',
    'das war’s, schönen Abend noch',
    "that's all, take care",
    'Diolch yn fawr, eso es todo',
    'Chaltu may, eso sería todo',
    'Dat wor et, schönen Tach',
    'Das war alles. Helau!',
    'Das wär’s, un Alaaf',
    'Sa tou, mersi boukou',
    'ok sa tou',
  ])('"%s" says the list is complete', (text) => {
    expect(saysDone(text), text).toBe(true);
  });
});

describe('the intake, thirteenth set round 1 (branch t14-int)', () => {
  it('refuses on a yes taken back even with a number in the message', () => {
    const state = talkFrom(
      'es',
      'ES',
      'Vale, sí… no, espera, mejor no: mi encargado es Luis Gil, 612 345 678, y no sabe nada',
    );
    expect(state.consent).toBe(false);
    expect(state.contacts).toHaveLength(0);
  });

  it.each([
    [
      'de',
      'DE',
      'Paul Berg, Kollege, paul@x.de, 0151 1111111',
      'Paul: Handy FALSCH. RICHTIG 0151 2222222',
      '+491512222222',
    ],
    [
      'es',
      'ES',
      'Ana Gil, compañera, ana@x.es, 612 111 111',
      'móvil de Ana incorrecto, correcto: 612 222 222',
      '+34612222222',
    ],
    [
      'fr',
      'FR',
      'Paul Roy, collègue, paul@x.fr, 06 11 11 11 11',
      'Paul : numéro faux, 06 22 22 22 22',
      '+33622222222',
    ],
  ] as const)(
    '%s: a detail marked wrong then right corrects the referee named',
    (locale, country, first, second, phone) => {
      const state = talkFrom(locale, country, 'ok', first, 'Lea Sommer, Chefin, lea@y.de', second);
      expect(state.contacts[0]?.phone).toBe(phone);
      expect(state.contacts[1]?.phone ?? null).toBeNull();
    },
  );

  it('replaces an address said again at another domain, the referee called by a nickname', () => {
    const state = talkFrom(
      'es',
      'ES',
      'sí',
      'mi jefe José Ruiz, pepe.ruiz@gmail.com, 612 345 678',
      'perdón, el correo de Pepe es pepe.ruiz@outlook.es, no gmail',
    );
    expect(state.contacts.map((c) => c.email)).toEqual(['pepe.ruiz@outlook.es']);
  });

  it.each([
    ['pt', 'PT', 'o meu foreman na obra, Rui Sousa, rui@x.pt'],
    ['pt', 'PT', 'a senhora para quem eu trabalhava, Graça Lima, graca@x.pt'],
    ['es', 'ES', 'la señora donde yo trabajaba, Pilar Gómez, pilar@x.es'],
    ['fr', 'FR', "la dame chez qui j'ai travaillé, Odile Marchand, odile@x.fr"],
  ] as const)(
    '%s: a foreman or a person worked for is the one worked for',
    (locale, country, text) => {
      const state = talkFrom(locale, country, 'ok', text);
      expect(state.contacts[0]?.relationship).toBe('manager');
    },
  );

  it('says nothing of who from the place one worked', () => {
    const state = talkFrom(
      'es',
      'ES',
      'sí',
      'Juan Pérez, del restaurante donde trabajé, juan@x.es',
    );
    expect(state.contacts[0]?.relationship ?? null).toBeNull();
  });
});

describe('a number re-read in the country said after it (branch t14-int)', () => {
  it.each([
    ['de', 'DE', 'Ukraine, +380. Er wohnt noch in Lwiw'],
    ['de', 'DE', 'Ukraine, 00380'],
  ] as const)('%s: "%s" with its own calling code', (locale, country, reply) => {
    const state = talkFrom(
      locale,
      country,
      'ja',
      'Mein Chef aus Lwiw: Taras Bondar, er war Leiter im Lager. Telefon 067 765 43 21',
      reply,
    );
    expect(state.contacts[0]?.phone).toBe('+380677654321');
  });

  it('keeps the number when another calling code is said beside the country', () => {
    const state = talkFrom(
      'de',
      'DE',
      'ja',
      'Mein Chef aus Lwiw: Taras Bondar, er war Leiter im Lager. Telefon 067 765 43 21',
      'Ukraine, +48',
    );
    expect(state.contacts[0]?.phone).not.toBe('+380677654321');
  });
});

describe('consent read only when certain (fourteenth set)', () => {
  it.each([
    // A hesitation settled by a last sentence opened with "well then" that says yes.
    ['No estoy segura de esto... Bueno, vale, pueden llamarlos', true],
    ['Keine Ahnung, ob das gut ist. Na gut, Sie können sie anrufen', true],
    ['Je sais pas trop. Bon, vous pouvez les appeler', true],
    ['Não sei bem... Bom, tudo bem, podem ligar', true],
    // A hesitation that is settled with no yes stays unsure.
    ['No sé si quiero. Bueno, ya veré', null],
    ['Ich weiß nicht. Na gut, ich überlege es mir', null],
    // "Yes or yes" / "yes or no": a choice named, no answer.
    ['¿Es obligatorio, sí o sí? Mi jefe no sabe nada', null],
    ['Muss ich da ja oder nein sagen, wenn ich unsicher bin', null],
    ['Il faut répondre oui ou non tout de suite ?', null],
  ])('%s → %s', (message, expected) => {
    expect(readConsent(message)).toBe(expected);
  });

  it('a "no" run into a verb or a noun about a referee is no plain no', () => {
    expect(leadsWithNo('No usa e-mail, solo el móvil')).toBe(false);
    expect(leadsWithNo('Não tem e-mail, só telefone')).toBe(false);
    expect(leadsWithNo('No email for him, just the phone')).toBe(false);
    expect(leadsWithNo('No, gracias')).toBe(true);
    expect(leadsWithNo('No gracias')).toBe(true);
    expect(leadsWithNo('Nein, lieber nicht')).toBe(true);
    expect(leadsWithNo('No. Please do not contact anyone')).toBe(true);
  });

  it('a detail said missing while consent is asked refuses nothing', () => {
    const state = talkFrom('es', 'ES', 'No tiene correo mi jefa, solo teléfono');
    expect(state.consent).toBeNull();
    const pt = talkFrom('pt', 'BR', 'Não usa e-mail, só WhatsApp');
    expect(pt.consent).toBeNull();
  });
});

describe('a leading no run into a verb that refuses (fourteenth set)', () => {
  it('is a plain no unless its clause is about an address or a number', () => {
    expect(leadsWithNo('Não rola, não quero que liguem para ninguém')).toBe(true);
    expect(leadsWithNo('No quiero, gracias')).toBe(true);
    expect(leadsWithNo('No tiene teléfono fijo, solo el correo')).toBe(false);
  });
});

describe('a done with thanks in the language a candidate brings along (blind set 14)', () => {
  it.each([
    'Das war’s, dankscheen',
    'Jërëjëf! Das ist alles',
    'Eso es todo, 고맙습니다',
    'Eso es todo, asta e tot',
    'Fertig. Spas!',
    'C’est tout, nandri',
  ])('%s', (message) => {
    expect(saysDone(message)).toBe(true);
  });
});

describe('a first name corrected by the full name and the old one taken back (blind set 14)', () => {
  it.each([
    [
      'es',
      'ES',
      'Y Julián Ortega, mi compañero, jortega@x.es',
      'Perdón, es Julio Ortega, no Julián',
      'Julio',
    ],
    [
      'de',
      'DE',
      'Und Antje Berg, meine Kollegin, a.berg@x.de',
      'Sorry, sie heißt Anja Berg, nicht Antje',
      'Anja',
    ],
  ] as const)('%s', (locale, country, named, corrected, first) => {
    const yes = locale === 'es' ? 'sí' : 'ja';
    const state = talkFrom(locale, country, yes, named, yes, corrected);
    expect(state.contacts).toHaveLength(1);
    expect(state.contacts[0]?.firstName).toBe(first);
  });

  it('a volunteer sponsor is a mentor', () => {
    const state = talkFrom('de', 'DE', 'ja', 'Meine Jobpatin Greta Lüders, greta@helfer.de');
    expect(state.contacts[0]?.relationship).toBe('mentor');
  });
});

describe('a surname misspelt, corrected in the other languages (blind set 14)', () => {
  it.each([
    [
      'de',
      'DE',
      'ja',
      'Meine Chefin Karin Mayr, k.mayer@x.de',
      'Schreibfehler: Mayer mit e',
      'Mayer',
    ],
    [
      'es',
      'ES',
      'sí',
      'Mi jefa Inés Gutierres, ines@x.es',
      'Se escribe Gutierrez, con z al final',
      'Gutierrez',
    ],
  ] as const)('%s', (locale, country, yes, named, corrected, surname) => {
    const state = talkFrom(locale, country, yes, named, yes, corrected);
    expect(state.contacts[0]?.lastName).toBe(surname);
  });
});

describe('consent supposed or taken back on second thoughts (fourteenth set, branch t15-int-frpt)', () => {
  it.each([
    ['Et si je dis oui, qui sera contacté ?', null],
    ["Si j'accepte, ils vont savoir que je cherche ailleurs ?", null],
    ['E se eu disser que sim, quem vocês chamam primeiro?', null],
    ['se eu aceitar, eles ficam sabendo?', null],
    ['If I say yes, who do you call?', null],
    ['Wenn ich ja sage, wen rufen Sie an?', null],
    // A yes given beside the supposition stays a yes.
    ['Oui, allez-y. Si je dis oui, vous appelez quand ?', true],
    ['Sim. Se eu aceitar agora, quando ligam?', true],
  ] as const)('"%s" reads %s', (text, consent) => {
    expect(readConsent(text)).toBe(consent);
  });

  const NAMED = {
    fr: 'Luc Moreau, luc@acme.fr, mon chef',
    pt: 'Rita Lopes, rita@acme.com.br, minha chefe',
    en: 'Jane Doe, jane@acme.com, my manager',
  } as const;
  it.each([
    ['pt', 'Pensando melhor, não. Ela conhece todo mundo aqui'],
    ['pt', 'Não quero que liguem para ninguém, obrigada'],
    ['pt', 'Desculpa, pode cancelar tudo'],
    ['fr', 'Réflexion faite, non. Il en parlerait à tout le quartier'],
    ['fr', 'Vous pouvez annuler tout, merci'],
    ['en', 'On second thought, no. She would tell everyone'],
  ] as const)('%s: "%s" is asked to confirm as a withdrawal', (locale, message) => {
    const { state } = talkIn(locale, 'yes', NAMED[locale], message);
    expect(state.confirm).toMatchObject({ key: 'consent', value: false });
  });

  it.each([
    ['pt', 'BR', 'Pensando bem, não: o número dela é 11 91234 5678'],
    ['fr', 'FR', 'Réflexion faite, non, son numéro est le 06 12 34 56 78'],
  ] as const)('%s: "%s" is about the referee, no withdrawal', (locale, country, message) => {
    const state = talkFrom(locale, country, 'yes', NAMED[locale], message);
    expect(state.confirm?.key).not.toBe('consent');
    expect(state.consent).toBe(true);
  });
});

describe('the intake, fourteenth set round 1 (branch t15-int-frpt)', () => {
  it.each([
    "C'est tout, asante sana",
    'Voilà, c’est tout. Matondo mingi',
    'é isso. Gomawo!',
    'Khalas, é tudo. Obrigadu',
    'Eso es todo, marahaba',
  ])('"%s" is done', (text) => {
    expect(saysDone(text)).toBe(true);
  });

  it.each([
    ['fr', 'FR', "Et Lucie Garnier, celle qui m'a appris le métier, lucie@x.fr"],
    ['pt', 'BR', 'Rui Costa, ele me ensinou a soldar, rui@x.com.br'],
    ['es', 'ES', 'Marta Ríos, la que me enseñó a coser, marta@x.es'],
  ] as const)('%s: who taught the candidate is a teacher', (locale, country, text) => {
    const state = talkFrom(locale, country, 'oui', text);
    expect(state.contacts[0]?.relationship).toBe('teacher');
  });

  it('asks the country of a short number written in groups of three and two at the end', () => {
    const state = talkFrom('fr', 'FR', 'oui', 'Mon oncle de travail, Said Ali, 773 21 09');
    expect(state.unplacedPhones?.map((p) => p.raw)).toEqual(['773 21 09']);
    expect(state.contacts[0]?.phone ?? null).toBeNull();
  });

  it('places a number said to be from "Holanda"', () => {
    const state = talkFrom(
      'pt',
      'PT',
      'sim',
      'O meu chefe Pieter Bakker, pieter@x.nl, 06 1234 5678',
      'é um número da Holanda',
    );
    expect(state.contacts[0]?.phone).toBe('+31612345678');
  });
});

describe('a surname in capitals before the given name inside a sentence (branch t15-int-frpt)', () => {
  it.each([
    ['fr', 'FR', 'Et ma collègue de bureau DUPONT Marie, marie.dupont@x.fr', 'Marie', 'Dupont'],
    ['es', 'ES', 'Y mi compañero de turno, el señor RUIZ Pablo, pablo.ruiz@x.es', 'Pablo', 'Ruiz'],
    ['pt', 'BR', 'E minha colega de turno, a SILVA Joana, joana.silva@x.com.br', 'Joana', 'Silva'],
  ] as const)(
    '%s: read given name first when the address spells both',
    (locale, country, text, first, last) => {
      const state = talkFrom(locale, country, 'sim', text);
      expect(state.contacts[0]).toMatchObject({ firstName: first, lastName: last });
    },
  );

  it('leaves capitals the address does not spell as written', () => {
    const state = talkFrom('fr', 'FR', 'oui', 'Ma responsable à la SNCF Claire, claire.roux@x.fr');
    expect(state.contacts[0]?.firstName).not.toBe('Sncf');
  });
});

describe("a school's or a hospital's name is no person (branch t15-int-frpt)", () => {
  it.each([
    ['fr', 'FR', "Ma prof à l'école Jaurès, Mme Anne Roy, anne.roy@x.fr", 'Anne'],
    [
      'pt',
      'BR',
      'Meu chefe no hospital Albert Einstein: Dr. Paulo Reis, paulo.reis@x.com.br',
      'Paulo',
    ],
  ] as const)('%s: the name after the place is the referee', (locale, country, text, first) => {
    const state = talkFrom(locale, country, 'oui', text);
    expect(state.contacts[0]?.firstName).toBe(first);
  });
});

describe('a correction naming a referee by one half of a double surname (blind set 14, round 2)', () => {
  it('goes to the one listed under it, never to the last referee', () => {
    const fr = talkFrom(
      'fr',
      'FR',
      'oui',
      'Ma cheffe à la boulangerie, Mme Claire Dupont-Moreau, claire@x.fr, 06 12 34 56 78',
      'Et mon collègue Paul Martin, 06 98 76 54 32',
      "Pardon, pour Mme Dupont c'est 06 11 22 33 44, pas 06 12 34 56 78",
    );
    expect(fr.contacts.map((c) => c.phone)).toEqual(['+33611223344', '+33698765432']);
    const es = talkFrom(
      'es',
      'ES',
      'sí',
      'Mi jefa, la Sra. Ana García López, ana@x.es, 612 345 678',
      'Y mi compañero Luis Pérez, 699 888 777',
      'Perdón, para la Sra. López es 611 222 333',
    );
    expect(es.contacts.map((c) => c.phone)).toEqual(['+34611222333', '+34699888777']);
  });
});

describe('a referee taken back for another named with an address (blind set 14, round 2)', () => {
  it('the new person takes the place, keeping the number only when said to be the same', () => {
    const fr = talkFrom(
      'fr',
      'FR',
      'oui',
      'Mon patron au garage, Marc Roy, marc@garage-roy.fr, 02 41 12 34 56',
      "Non pardon, pas Marc ! Il est à la retraite. C'est sa fille Léa Roy, lea@garage-roy.fr, même numéro",
    );
    expect(fr.contacts).toHaveLength(1);
    expect(fr.contacts[0]).toMatchObject({
      firstName: 'Léa',
      lastName: 'Roy',
      email: 'lea@garage-roy.fr',
      phone: '+33241123456',
    });
    const en = talkFrom(
      'en',
      'US',
      'yes',
      'My boss at the bakery, Anna Voss, anna@vossbakery.com, (415) 555-0134',
      'Sorry, not Anna! She retired. Her daughter Lena Voss runs it now, lena@vossbakery.com',
    );
    expect(en.contacts).toHaveLength(1);
    expect(en.contacts[0]).toMatchObject({
      firstName: 'Lena',
      email: 'lena@vossbakery.com',
      phone: null,
    });
  });
});
