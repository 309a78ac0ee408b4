/**
 * What candidates, referees and report readers are told, in one place per
 * language, so that the pages, the built-in agents, the PDF and the e-mails
 * say the same thing the same way (a button is named as it reads; a section
 * has one title). A locale is added by adding a catalogue of the same shape.
 */
export interface ParticipantCopy {
  buttons: {
    submitReferees: string;
    abandonIntake: string;
    reviewReference: string;
    submitReference: string;
    backToChat: string;
    declineReference: string;
  };
  sections: {
    highlights: string;
    noHighlights: string;
    areasToDevelop: string;
    noAreasToDevelop: string;
  };
  /** How long a reference takes, said the same way in the invitation, the page and the chat. */
  refereeDuration: string;
  /** What a reuse permission allows, as the permission e-mail and page list it. */
  scopes: { reference_collection: string; passport_share: string };
  /** Who reads a referee's answers: said before the first question, and at the candidate's consent. */
  readers: {
    referee(facts: { company: string; candidateFirstName: string }): string;
    candidate(facts: { company: string }): string;
  };
}

const en: ParticipantCopy = {
  buttons: {
    submitReferees: 'Submit my referees',
    abandonIntake: 'I do not want to continue',
    reviewReference: 'Review and submit',
    submitReference: 'Submit my reference',
    backToChat: 'Back to the conversation',
    declineReference: 'Decline to give a reference',
  },
  sections: {
    highlights: 'Highlights',
    noHighlights: 'No highlights were given.',
    areasToDevelop: 'Areas to develop',
    noAreasToDevelop: 'No areas to develop were named.',
  },
  refereeDuration: 'about ten minutes',
  scopes: {
    reference_collection: 'reuse the references your referees gave in earlier reference checks',
    passport_share: 'share your approved reference report',
  },
  readers: {
    referee: ({ company, candidateFirstName }) =>
      `Who reads your answers: the recruiting team at ${company}, and the people they share the final report with for this hiring decision. ${candidateFirstName} is not shown your answers.`,
    candidate: ({ company }) =>
      `Who reads your referees' answers: the recruiting team at ${company}, and the people they share the final report with for this hiring decision. Your referees' individual answers are not shown to you.`,
  },
};

export const PARTICIPANT_COPY = { en } as const;
export type Locale = keyof typeof PARTICIPANT_COPY;

/** The catalogue of a locale; English until another is added. */
export function participantCopy(locale: Locale = 'en'): ParticipantCopy {
  return PARTICIPANT_COPY[locale];
}
