import { en as participant } from '../en.ts';

const {
  hello,
  helloName,
  expiry,
  buttonFallback,
  candidateFooter,
  refereeFooter,
  intakeInvitation,
  consentRequest,
  refereeInvitation,
  reminder,
} = participant.emails;

/**
 * What the workflow's e-mails (invitation, consent request, reminder,
 * resend) and text messages say, in English: the shape every locale's
 * outreach catalogue (./<locale>.ts) has. The e-mails' words are the
 * participant catalogue's (../en.ts), shared with the pages; the text
 * messages' are here. Templates are ICU MessageFormat (core/participant-copy.ts
 * `fill`); `{Company}` is `{company}` opening a sentence.
 */
export const en = {
  company: { hiringTeam: participant.company.hiringTeam },
  forRole: participant.forRole,
  refereeDuration: participant.refereeDuration,
  /** Who the e-mail is about when the candidate's record is gone. */
  theCandidate: 'the candidate',
  emails: {
    hello,
    helloName,
    expiry,
    buttonFallback,
    candidateFooter,
    refereeFooter,
    intakeInvitation,
    consentRequest,
    refereeInvitation,
    reminder,
  },
  sms: {
    hello: 'Hello, ',
    helloName: 'Hi {firstName}, ',
    reminder: 'Reminder: ',
    intake: '{company} asks you to name your referees{forRole}:',
    consent: '{company} asks for your consent to a reference check{forRole}:',
    referee: '{company} asks for your reference for {candidateName}{forRole} ({duration}):',
  },
};

/** The shape of a locale's outreach catalogue. */
export type OutreachCopy = typeof en;
