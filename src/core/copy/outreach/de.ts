import type { OutreachCopy } from './en.ts';

/**
 * Einladungen, Erinnerungen und SMS auf Deutsch (gesiezt). `{company}` steht
 * immer im Nominativ: "das Recruiting-Team" verträgt keine Präposition davor.
 */
export const de: OutreachCopy = {
  company: { hiringTeam: 'das Recruiting-Team' },
  forRole: ' für die Position {role}',
  refereeDuration: 'etwa zehn Minuten',
  theCandidate: 'Bewerber*in',
  emails: {
    hello: 'Guten Tag,',
    helloName: 'Hallo {firstName},',
    expiry: 'Dieser Link ist persönlich und gilt bis zum {date}.',
    buttonFallback:
      'Falls die Schaltfläche nicht funktioniert, kopieren Sie diesen Link in Ihren Browser:',
    candidateFooter:
      'Sie erhalten diese E-Mail, weil {company} eine Referenzprüfung zu Ihrer Bewerbung gestartet hat. Falls Sie sich nicht beworben haben, können Sie diese Nachricht ignorieren.',
    refereeFooter:
      'Sie erhalten diese E-Mail, weil Sie als Referenz für {candidateName} genannt wurden; die Referenzprüfung führt {company} durch. Falls Sie diese Person nicht kennen, können Sie diese Nachricht ignorieren.',
    intakeInvitation: {
      subject: '{Company}: Bitte nennen Sie Ihre Referenzen',
      body: '{Company} möchte{forRole} Referenzen zu Ihnen einholen. Bitte bestätigen Sie Ihr Einverständnis und nennen Sie uns Personen, die Ihre Arbeit beurteilen können:',
      button: 'Referenzen angeben',
    },
    consentRequest: {
      subject: '{Company}: Ihr Einverständnis zur Referenzprüfung',
      body: '{Company} möchte{forRole} Ihre Referenzen kontaktieren. Über diesen Link können Sie die Angaben prüfen und Ihr Einverständnis geben:',
      button: 'Prüfen und zustimmen',
    },
    refereeInvitation: {
      subject: 'Referenzanfrage zu {candidateName}',
      body: '{candidateName} hat Sie{forRole} als Referenz genannt, und {company} würde gern Ihre Einschätzung hören. Ein kurzes Gespräch von {duration}, ganz wann es Ihnen passt:',
      bodyFromRecruiter:
        '{Company} holt{forRole} Referenzen zu {candidateName} ein und würde sich über Ihre freuen. Ein kurzes Gespräch von {duration}, ganz wann es Ihnen passt:',
      button: 'Referenz geben',
    },
    reminder: {
      refereeSubject: 'Erinnerung: Referenzanfrage zu {candidateName}',
      intakeSubject: 'Erinnerung: {Company} wartet auf Ihre Referenzen',
      consentSubject: 'Erinnerung: {Company} wartet auf Ihr Einverständnis',
      refereeBody:
        'Ihre Referenz zu {candidateName}{forRole} steht noch aus. Hier können Sie weitermachen:',
      candidateBody:
        '{Company} wartet noch auf Ihr Einverständnis und Ihre Referenzen{forRole}. Hier können Sie weitermachen:',
    },
  },
  sms: {
    hello: 'Guten Tag, ',
    helloName: 'Hallo {firstName}, ',
    reminder: 'Erinnerung: ',
    intake: '{company} bittet Sie{forRole} um Ihre Referenzen:',
    consent: '{company} bittet Sie{forRole} um Ihr Einverständnis zur Referenzprüfung:',
    referee: '{company} bittet Sie um eine Referenz zu {candidateName}{forRole} ({duration}):',
  },
};
