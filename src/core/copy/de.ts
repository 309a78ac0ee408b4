import type { ParticipantCopy } from '../participant-copy.ts';
import { en } from './en.ts';
import { de as outreach } from './outreach/de.ts';

/**
 * Was Bewerber*innen und ihre Referenzen lesen, auf Deutsch und gesiezt, wie
 * die Einladungen (./outreach/de.ts). `{company}` und `{recruiter}` stehen
 * immer im Nominativ ("das Recruiting-Team" verträgt keine Präposition
 * davor): als Subjekt oder in Klammern. Namen stehen nie im Genitiv ("Adas"),
 * sondern mit "von" oder als Anrede. Anführungszeichen „so“. Was das
 * einstellende Team liest (der Bericht), bleibt Englisch.
 */
export const de: ParticipantCopy = {
  company: {
    hiringTeam: outreach.company.hiringTeam,
    recruitingTeam: 'das Recruiting-Team',
  },
  forRole: outreach.forRole,
  buttons: {
    submitReferees: 'Meine Referenzen absenden',
    abandonIntake: 'Ich möchte nicht fortfahren',
    reviewReference: 'Prüfen und absenden',
    submitReference: 'Meine Referenz absenden',
    backToChat: 'Zurück zum Gespräch',
    declineReference: 'Keine Referenz geben',
    send: 'Senden',
    saveReferee: 'Referenz speichern',
    cancel: 'Abbrechen',
    addReferee: 'Referenz hinzufügen',
    editReferee: '{name} bearbeiten',
    removeReferee: '{name} entfernen',
    allow: 'Erlauben',
    doNotAllow: 'Nicht erlauben',
    withdrawPermission: 'Erlaubnis widerrufen',
    // The shared report's page: the hiring team reads it, in English.
    downloadPdf: en.buttons.downloadPdf,
  },
  // The report's section titles: the hiring team reads them, in English.
  sections: en.sections,
  refereeDuration: outreach.refereeDuration,
  scopes: {
    reference_collection:
      'die Aussagen Ihrer Referenzen aus früheren Referenzprüfungen wiederverwenden',
    passport_share: 'Ihren freigegebenen Referenzbericht teilen',
  },
  readers: {
    referee:
      'Wer Ihre Antworten liest: das Team, das dieses Auswahlverfahren führt ({company}), und die Personen, mit denen es den Abschlussbericht für diese Einstellungsentscheidung teilt. {candidateFirstName} bekommt Ihre Antworten nicht zu sehen.',
    candidate:
      'Wer die Antworten Ihrer Referenzen liest: das Team, das dieses Auswahlverfahren führt ({company}), und die Personen, mit denen es den Abschlussbericht für diese Einstellungsentscheidung teilt. Die einzelnen Antworten Ihrer Referenzen bekommen Sie nicht zu sehen.',
  },
  competencies: {
    communication: 'Kommunikation',
    technical_skill: 'Fachliche Kompetenz',
    teamwork: 'Teamfähigkeit',
    reliability: 'Zuverlässigkeit',
    problem_solving: 'Problemlösung',
    leadership: 'Führungskompetenz',
  },
  builtinQuestions: {
    relationship:
      'Woher kennen Sie die Person, und in welcher Funktion haben Sie zusammengearbeitet?',
    ratings: {
      communication: 'Wie bewerten Sie ihre Kommunikation, von 1 (schwach) bis 5 (herausragend)?',
      technical_skill:
        'Wie bewerten Sie ihre fachliche Kompetenz, von 1 (schwach) bis 5 (herausragend)?',
      teamwork: 'Wie bewerten Sie ihre Teamfähigkeit, von 1 (schwach) bis 5 (herausragend)?',
      reliability: 'Wie bewerten Sie ihre Zuverlässigkeit, von 1 (schwach) bis 5 (herausragend)?',
      problem_solving: 'Wie gut löst die Person Probleme, von 1 (schwach) bis 5 (herausragend)?',
      leadership: 'Wie bewerten Sie ihre Führungskompetenz, von 1 (schwach) bis 5 (herausragend)?',
    },
    strengths: 'Was sind aus Ihrer Sicht ihre größten Stärken?',
    improvements: 'In welchen Bereichen könnte sich die Person verbessern oder weiterentwickeln?',
    wouldRehire: 'Würden Sie die Person wieder einstellen oder wieder mit ihr zusammenarbeiten?',
    monthsKnown: 'Wie viele Monate haben Sie ungefähr zusammengearbeitet?',
    comments: 'Möchten Sie noch etwas ergänzen?',
  },
  answers: {
    ratingsLegend: 'Bewertungen, von 1 (schwach) bis 5 (herausragend)',
    notRated: 'Nicht bewertet',
    poor: 'schwach',
    outstanding: 'herausragend',
    relationship: 'Woher Sie die Person kennen',
    monthsKnown: 'Monate der Zusammenarbeit',
    strengths: 'Stärken',
    improvements: 'Entwicklungsfelder',
    wouldRehire: 'Würden Sie wieder mit der Person zusammenarbeiten?',
    yes: 'Ja',
    no: 'Nein',
    ratherNotSay: 'Dazu möchte ich nichts sagen',
    comments: 'Sonstiges',
    optional: '(optional)',
  },
  problems: {
    byCode: {
      token_expired: 'Dieser Link ist abgelaufen. Bitten Sie das Recruiting-Team um einen neuen.',
      token_used: 'Dieser Link wurde bereits verwendet. Vielen Dank!',
      not_found:
        'Dieser Link ist ungültig. Bitte prüfen Sie, ob Sie ihn vollständig kopiert haben.',
    },
    byReason: {
      revoked: {
        title: 'Link widerrufen',
        text: 'Das Recruiting-Team hat diesen Link widerrufen, er lässt sich daher nicht mehr öffnen. Falls Sie ihn noch brauchen, bitten Sie dort um einen neuen.',
      },
      cancelled: {
        title: 'Referenzprüfung abgebrochen',
        text: 'Diese Referenzprüfung wurde abgebrochen, der Link ist daher nicht mehr aktiv. Sie müssen nichts weiter tun.',
      },
      expired: {
        title: 'Link abgelaufen',
        text: 'Dieser Link ist abgelaufen. Bitten Sie das Recruiting-Team um einen neuen.',
      },
      used: {
        title: 'Link bereits verwendet',
        text: 'Dieser Link wurde bereits verwendet. Vielen Dank!',
      },
      invalid: {
        title: 'Link ungültig',
        text: 'Dieser Link ist ungültig. Bitte prüfen Sie, ob Sie ihn vollständig kopiert haben.',
      },
    },
    linkInactive: 'Link nicht mehr aktiv',
    somethingWrong: 'Etwas ist schiefgelaufen',
    tryLater: 'Bitte versuchen Sie es später noch einmal.',
    tryAgain: 'Etwas ist schiefgelaufen. Bitte versuchen Sie es noch einmal.',
    needsJavaScript: 'Diese Seite benötigt JavaScript.',
    loading: 'Wird geladen…',
  },
  pageTitles: {
    intake: 'Ihre Referenzen',
    referee: 'Referenz geben',
    // The shared report's page: the hiring team reads it, in English.
    reports: en.pageTitles.reports,
    permissions: 'Bitte um Erlaubnis',
    withdraw: 'Erlaubnis widerrufen',
  },
  chat: {
    conversation: 'Gespräch',
    placeholder: 'Ihre Antwort…',
    yourMessage: 'Ihre Nachricht',
    stillNeeded: 'Noch offen: {items}',
    sayHello: 'Sagen Sie Hallo, um zu beginnen.',
    intakeTitle: 'Hallo {firstName}, stellen wir Ihre Referenzen zusammen',
    intakeSubtitle: '{Company} möchte{forRole} Referenzen zu Ihnen einholen.',
    refereeTitle: 'Eine Referenz zu {candidateName}',
    refereeSubtitle:
      '{Company} bittet Sie{forRole} um Ihre Einschätzung zu {firstName}. Das dauert {duration}.',
    thankYou: 'Vielen Dank!',
    intakeSubmitted:
      'Ihre Referenzen wurden an das Recruiting-Team übermittelt. Wir melden uns in Kürze bei diesen Personen.',
    referenceSubmitted: 'Ihre Referenz wurde gespeichert. Vielen Dank für Ihre Zeit.',
    answersMissing: 'Es fehlen noch einige Antworten.',
    confirmAbandon: 'Sind Sie sicher? Dieser Link funktioniert dann nicht mehr.',
    abandonedTitle: 'Verstanden',
    abandoned: 'Wir haben das Recruiting-Team informiert. Sie können diese Seite schließen.',
  },
  review: {
    title: 'Ihre Referenz prüfen',
    intro:
      'Ändern Sie, was Sie möchten. Es wird erst etwas gesendet, wenn Sie auf „{button}“ klicken.',
    needsAnAnswer:
      'Bitte geben Sie mindestens eine Bewertung oder Ihre Einschätzung der Stärken an.',
    checkAnswers: 'Bitte prüfen Sie Ihre Antworten.',
    checkQuestions: 'Bitte prüfen Sie: {questions}.',
  },
  refereeList: {
    title: 'Ihre Referenzen',
    empty: 'Noch niemand. Fügen Sie hier jemanden hinzu oder sagen Sie es dem Assistenten.',
    fromRecruiter: '{Company} hat bereits angegeben:',
    addMore: 'Sie können hier weitere hinzufügen oder sie dem Assistenten nennen.',
    numbered: 'Referenz {number}',
    firstName: 'Vorname',
    lastName: 'Nachname',
    email: 'E-Mail',
    phone: 'Telefon',
    relationship: 'Woher Sie die Person kennen',
    stillNeeded: 'Noch offen: {items}',
    needs: {
      name: 'einen Namen',
      email: 'eine E-Mail-Adresse',
      relationship: 'woher Sie die Person kennen',
      confirmation: 'Ihre Bestätigung im Chat',
    },
    checkFields: 'Bitte prüfen Sie {fields}.',
    couldNotSave: 'Speichern nicht möglich.',
  },
  controls: {
    yes: 'Ja',
    no: 'Nein',
    skip: 'Überspringen',
    send: 'Antworten',
    confirmYes: 'Ja, das stimmt',
    confirmNo: 'Nein',
    answerLabel: 'Antwort: {prompt}',
    ratingLabel: '{n} von 5',
    consentYes: 'Ja, ich bin einverstanden',
    consentNo: 'Nein',
    addRefereeTitle: 'Referenz hinzufügen',
    name: 'Name',
  },
  earlierReference: {
    line: '{relationship}{forRole}, abgegeben am {date}',
    forRole: ' (Position: {role})',
    referee: 'Referenz',
    concerned: 'Betroffene Referenzen',
  },
  relationships: {
    manager: 'Vorgesetzte/r',
    colleague: 'Kollege/Kollegin',
    peer: 'Teamkollege/-kollegin',
    report: 'direkt unterstellt',
    client: 'Kunde/Kundin',
    mentor: 'Mentor/-in',
    teacher: 'Lehrer/-in',
    friend: 'Freund/-in',
    other: 'andere Beziehung',
  },
  permissionPage: {
    title: 'Hallo {firstName}, dürfen wir Ihre Referenzen wiederverwenden?',
    subtitle: '{recruiter} ({company}) bittet Sie{forRole} um Ihre Erlaubnis.',
    theyWouldLike: 'Die Anfrage lautet:',
    nothingShared:
      'Ohne Ihre Erlaubnis wird nichts geteilt. Das Öffnen dieser Seite ändert nichts.',
    expires: 'Diese Anfrage läuft am {date} ab.',
    grantedTitle: 'Erlaubnis erteilt',
    granted: 'Vielen Dank. Das Recruiting-Team kann diese Referenzen jetzt verwenden.',
    declinedTitle: 'Erlaubnis abgelehnt',
    declined: 'Es wird nichts geteilt. Sie können diese Seite schließen.',
  },
  withdrawPage: {
    title: 'Hallo {firstName}, Ihre Erlaubnis zur Wiederverwendung von Referenzen',
    subtitle: 'Seit dem {date} hat {recruiter} ({company}) Ihre Erlaubnis für Folgendes:',
    ifYouWithdraw:
      'Wenn Sie widerrufen, werden diese Referenzen in neuen Berichten nicht mehr verwendet. Bereits erstellte Berichte bleiben, wie sie sind.',
    withdrawnOn: 'Diese Erlaubnis wurde am {date} widerrufen.',
    withdrawnTitle: 'Erlaubnis widerrufen',
    withdrawn:
      'Ihre früheren Referenzen werden in neuen Berichten nicht mehr verwendet. Sie können diese Seite schließen.',
  },
  // The shared report (its page and PDF): the hiring team reads it, in English.
  report: en.report,
  emails: {
    ...outreach.emails,
    permissionRequest: {
      subject: '{Company} bittet darum, Ihre Referenzen wiederzuverwenden',
      asks: '{recruiter} ({company}) bittet Sie um Ihre Erlaubnis für Folgendes:',
      concerns: {
        one: 'Es geht um 1 frühere Referenz. Ohne Ihre Zustimmung wird nichts wiederverwendet.',
        other:
          'Es geht um {count} frühere Referenzen. Ohne Ihre Zustimmung wird nichts wiederverwendet.',
      },
      note: 'Die Nachricht dazu:',
      button: 'Anfrage ansehen',
      lead: 'Hier können Sie die Anfrage ansehen und zustimmen oder ablehnen:',
      validUntil: 'Der Link gilt bis zum {date}.',
      footer:
        'Sie erhalten diese E-Mail, weil {recruiter} ({company}) Sie um die Erlaubnis gebeten hat, Ihre früheren Referenzen wiederzuverwenden. Ohne Ihre Zustimmung ändert sich nichts; falls Ihnen die Anfrage unbekannt vorkommt, können Sie diese Nachricht ignorieren.',
    },
    permissionGranted: {
      subject: 'Erlaubnis erteilt: {company} darf Ihre Referenzen wiederverwenden',
      allowed: '{recruiter} ({company}) hat jetzt Ihre Erlaubnis für Folgendes:',
      concerns: {
        one: 'Es geht um 1 frühere Referenz, {reach}.',
        other: 'Es geht um {count} frühere Referenzen, {reach}.',
      },
      reachTargeted: 'für die Bewerbung, um die es in der Anfrage ging',
      reachUntargeted: 'für Referenzprüfungen zu Ihrer Person, bis Sie die Erlaubnis widerrufen',
      button: 'Erlaubnis ansehen oder widerrufen',
      lead: 'Hier können Sie diese Erlaubnis jederzeit widerrufen:',
      after:
        'Nach dem Widerruf werden Ihre früheren Referenzen in neuen Berichten nicht mehr verwendet.',
      footer:
        'Sie erhalten diese E-Mail, weil Sie einer Anfrage zugestimmt haben: {recruiter} ({company}) darf Ihre Referenzen wiederverwenden. Bitte bewahren Sie sie auf: Über ihren Link widerrufen Sie Ihre Erlaubnis.',
    },
  },
  intakeAgent: {
    opening:
      'Hallo {firstName}! Ich bin der Referenz-Assistent in diesem Auswahlverfahren ({company}). Im Rahmen Ihrer Bewerbung{forRole} möchten wir mit einigen Personen sprechen, mit denen Sie zusammengearbeitet haben. Zuerst: Sind Sie einverstanden, dass wir die Referenzen kontaktieren, die Sie nennen? (ja oder nein)',
    declined: 'Verstanden – ohne Ihr Einverständnis kontaktieren wir niemanden.',
    changeYourMind:
      'Wenn Sie es sich anders überlegen, sagen Sie einfach ja. Ansonsten können Sie diese Seite schließen oder auf „{button}“ klicken.',
    needConsent:
      'Entschuldigung, bevor wir weitermachen, brauche ich eine klare Antwort: Dürfen wir die Referenzen kontaktieren, die Sie nennen? (ja oder nein)',
    notKept: 'Ich habe niemanden gespeichert, den Sie erwähnt haben.',
    consentFirst:
      'Bevor ich weitermache: Dürfen wir die Referenzen kontaktieren, die Sie nennen? Niemand wird kontaktiert, bevor Sie ja sagen. (ja oder nein)',
    whichCountry:
      'Zu welchem Land gehört die Nummer {number} ({name})? Nennen Sie mir das Land (zum Beispiel „Deutschland“) oder schreiben Sie die Nummer mit Ländervorwahl, etwa +49 …',
    whichCountries:
      'Zu welchem Land gehören die Nummern {numbers}? Nennen Sie mir das Land (zum Beispiel „Deutschland“) oder schreiben Sie die Nummern mit Ländervorwahl, etwa +49 …',
    phoneNoted: 'Danke, ich habe {phone} für {name} notiert.',
    addressMended: 'Ich habe {mended} notiert: „{typed}“ sieht nach einem Tippfehler aus.',
    phoneLeftOut:
      'Die Nummer {number} habe ich weggelassen, da ich nicht erkennen konnte, zu welchem Land sie gehört.',
    whoseNumber:
      'Die Nummer {number} habe ich noch nicht eingetragen: Wem gehört sie, {names}? Schreiben Sie bitte den vollständigen Namen und die Nummer.',
    phoneUnread:
      'Ich konnte {number} nicht als Telefonnummer lesen und habe sie daher weggelassen; Sie können sie noch einmal mit Ländervorwahl angeben, etwa +49 …',
    thanksForConsent: 'Vielen Dank für Ihr Einverständnis.',
    onFile: {
      one: 'Das Recruiting-Team hat bereits 1 Referenz von Ihnen. Sie können jetzt eine weitere nennen (Name, E-Mail, Telefon und woher Sie die Person kennen) oder „fertig“ sagen, um abzuschließen.',
      other:
        'Das Recruiting-Team hat bereits {count} Referenzen von Ihnen. Sie können jetzt eine weitere nennen (Name, E-Mail, Telefon und woher Sie die Person kennen) oder „fertig“ sagen, um abzuschließen.',
    },
    completeNamed:
      'Das Recruiting-Team hat bereits diese Referenzen angegeben: {names}. Bitte sagen Sie mir, was noch fehlt (E-Mail, Telefon und woher Sie die Person kennen), zum Beispiel: „Die E-Mail von {name} ist name@beispiel.de, meine Vorgesetzte“. Sie können auch weitere Referenzen nennen.',
    askReferees:
      'Wer kann etwas zu Ihrer Arbeit sagen? Nennen Sie mir für jede Referenz Namen, E-Mail, Telefon und woher Sie die Person kennen – zum Beispiel: „meine Vorgesetzte Anna Schmidt, anna@acme.de, +49 151 23456789“.',
    allSet:
      'Alles erledigt: Klicken Sie auf „{button}“, um Ihre Referenzen an das Recruiting-Team zu senden, oder nennen Sie mir eine weitere Referenz.',
    thanks: 'Vielen Dank, {firstName}.',
    recruiterHasReferees:
      'Wir kontaktieren die Referenzen, die dem Recruiting-Team bereits vorliegen.',
    ready: 'Alles bereit: Klicken Sie auf „{button}“, dann melden wir uns bei Ihren Referenzen.',
    beforeYouFinish: 'Bevor Sie abschließen, brauche ich noch: {missing}.',
    noDetails:
      'Ich konnte darin keine Angaben zu einer Referenz finden. Bitte nennen Sie einen Namen, eine E-Mail-Adresse, eine Telefonnummer und woher Sie die Person kennen.',
    pendingPersonDetails:
      'Wie erreichen wir diese Person ({name})? Bitte nennen Sie den vollständigen Namen, die E-Mail-Adresse und die Telefonnummer.',
    noEmailKept:
      'Verstanden: {name} bleibt auf Ihrer Liste. Einladungen gehen per E-Mail hinaus, ohne Adresse können wir {name} also nicht einladen: Schicken Sie sie mir, sobald Sie sie haben, oder nennen Sie eine andere Referenz mit E-Mail-Adresse.',
    /** Referees without an address, once another can be invited: kept, not invited. */
    notInvited:
      'Für {names} habe ich keine E-Mail-Adresse, und Einladungen gehen per E-Mail: Schicken Sie sie hier, falls Sie sie haben.',
    finishNeedsEmail:
      'Ich kann noch nicht abschließen: Einladungen gehen per E-Mail hinaus, und für {names} habe ich keine Adresse. Schicken Sie sie mir, sobald Sie sie haben, oder nennen Sie eine andere Referenz mit E-Mail-Adresse.',
    questionBack:
      'Hier kann ich nur Ihre Referenzen aufnehmen; andere Fragen zu Ihrer Bewerbung beantwortet das Recruiting-Team.',
    gotIt: 'Notiert. {summary}',
    stillMissing: 'Es fehlt noch: {missing}.',
    whichFirstName: 'der Vorname von {name} („{one}“ oder „{two}“?)',
    plenty: 'Das reicht völlig. Alles bereit: Klicken Sie auf „{button}“.',
    another:
      'Möchten Sie eine weitere Referenz hinzufügen? Falls nicht, sagen Sie „fertig“ oder klicken Sie auf „{button}“.',
    nobodyYet: 'Auf Ihrer Liste steht noch niemand.',
    whichToRemove:
      'Welche Referenz soll ich entfernen? {summary} Sagen Sie zum Beispiel „Nummer 2 entfernen“.',
    removed: 'Erledigt: Ich habe {name} entfernt. {summary}',
    noReferees: 'Ich habe noch keine Referenzen.',
    soFar: 'Bisher habe ich: {list}.',
    noNameYet: '(noch ohne Namen)',
    numbered: 'Referenz {number}',
    listUpdated: 'Sie haben Ihre Liste aktualisiert. {summary}',

    /** Leads that keep a reply from being the one just sent, word for word. */
    variations: ['Noch einmal kurz:', 'Keine Eile.', 'Zur Sicherheit:'],
    /** A referee read from words, shown back for a yes or a no (intake-confirmation.ts). */
    confirmReferee: 'Stimmt das so? {referee}',
    cardKept: 'Danke, {name} steht auf Ihrer Liste.',
    confirmWithdrawal:
      'Möchten Sie Ihr Einverständnis zurückziehen? Dann kontaktieren wir niemanden und ich entferne die genannten Referenzen. (ja oder nein)',
    consentKept: 'Gut, Ihr Einverständnis bleibt bestehen und Ihre Liste bleibt, wie sie ist.',
    cardRefused:
      'Entschuldigung: Was ich für {name} gelesen habe, habe ich nicht übernommen. Bitte schreiben Sie die Angaben noch einmal (Name, E-Mail, Telefon und woher Sie die Person kennen) oder tragen Sie sie im Formular ein.',
    cardRefusedName:
      '{question} Wenn es keiner davon ist, schreiben Sie hier den vollständigen Namen, oder sagen Sie nein, dann streiche ich die Person.',
    cardWhatIsWrong: 'Entschuldigung. {question}',
    detailLeftOut:
      'Danke, ich habe {detail} weggelassen; wenn Sie die richtige Angabe haben, schreiben Sie sie hier.',
    wrongDetails: {
      name: 'Der Name',
      email: 'Die E-Mail',
      phone: 'Die Telefonnummer',
      relationship: 'Die Beziehung',
      remove: 'Diese Referenz entfernen',
    },
    ask: {
      consent: 'Dürfen wir die Referenzen kontaktieren, die Sie nennen?',
      referee: 'Referenz hinzufügen: Name, E-Mail, Telefon und woher Sie die Person kennen.',
      firstName: 'Was ist der Vorname von {name}?',
      relationship: 'Woher kennen Sie {name}?',
      wrongDetail: 'Was stimmt nicht an dem, was ich für {name} gelesen habe?',
    },
    typed: {
      consentYes: 'Ja, Sie dürfen die Referenzen kontaktieren, die ich nenne.',
      consentNo: 'Nein, ich bin nicht einverstanden.',
      addReferee: 'Bitte fügen Sie {referee} hinzu.',
      firstName: 'Der Vorname ist {firstName}.',
      confirmYes: 'Ja, das stimmt.',
      confirmNo: 'Nein, das stimmt nicht.',
    },
    missing: {
      consent: 'Ihr Einverständnis',
      referee: 'mindestens eine Referenz',
      field: '{field} für {who}',
      name: 'Name',
      email: 'E-Mail-Adresse',
      relationship: 'woher Sie die Person kennen',
      confirmation: 'Ihre Bestätigung der Angaben',
    },
    needed: {
      consent: 'Ihr Einverständnis',
      referee: 'mindestens eine Referenz',
      name: 'der Name für {who}',
      email: 'die E-Mail-Adresse für {who}',
      relationship: 'woher Sie {who} kennen',
      confirmation: 'Ihre Bestätigung der Angaben zu {who}',
    },
  },
  refereeAgent: {
    hello: 'Guten Tag!',
    helloName: 'Hallo {firstName}!',
    opening:
      '{hello} {introduction} Das dauert {duration}; antworten Sie in Ihren eigenen Worten, und sagen Sie „überspringen“, um eine Frage auszulassen. {question}',
    introduction: {
      candidate:
        '{candidateName} hat sich{forRole} beworben und Sie als Referenz genannt; die Referenzprüfung führt {company} durch.',
      recruiter:
        '{Company} holt{forRole} Referenzen zu {candidateName} ein und würde sich über Ihre freuen.',
    },
    questions: {
      relationship: 'Woher kennen Sie {name}, und wie lange haben Sie zusammengearbeitet?',
      duration:
        'Wie lange haben Sie ungefähr mit {name} zusammengearbeitet? (zum Beispiel „2 Jahre“ oder „18 Monate“)',
      strengths: 'Was sind aus Ihrer Sicht die größten Stärken von {name}?',
      improvements: 'In welchen Bereichen könnte sich {name} verbessern oder weiterentwickeln?',
      ratings:
        'Wie bewerten Sie {name} auf einer Skala von 1 (schwach) bis 5 (herausragend) in diesem Bereich: {competency}? (Sie können auch mehrere auf einmal bewerten, etwa „Teamfähigkeit 4, Führungskompetenz 3“.)',
      rehire:
        'Würden Sie {name} wieder einstellen oder wieder mit der Person zusammenarbeiten? (ja oder nein)',
      comments: 'Möchten Sie noch etwas zu {name} ergänzen? (sagen Sie „nein“, falls nicht)',
      done: 'Das war alles, was ich brauche. Klicken Sie auf „{button}“, um Ihre Antworten zu prüfen und vor dem Absenden noch etwas zu ändern.',
    },
    acknowledgements: {
      relationship: 'Danke, das hilft mir, den Zusammenhang zu verstehen.',
      duration: 'Danke.',
      strengths: 'Vielen Dank, das ist sehr hilfreich.',
      improvements: 'Danke für Ihre Offenheit.',
      ratings: 'Notiert.',
      rehire: 'Verstanden.',
      comments: 'Danke für die Ergänzung.',
      done: 'Danke, ich habe das zu Ihren Anmerkungen hinzugefügt.',
    },
    ratingsSoFar: 'Notiert: {ratings}.',
    ratingSkipped: 'übersprungen',
    rating: '{competency} {rating}/5',
    noDuration: 'Entschuldigung, ich habe keine Zeitangabe erkannt.',
    needRating: 'Bitte antworten Sie mit einer Zahl von 1 bis 5 oder mit „überspringen“.',
    needRehire: 'Nur zur Sicherheit: Würden Sie die Person wieder einstellen, ja oder nein?',
    wouldNotRehire: 'Verstanden, danke für Ihre Ehrlichkeit.',
    wouldRehire: 'Gut zu wissen, vielen Dank.',
    thanks: 'Danke.',
    skipped: 'Kein Problem, diese Frage lassen wir aus.',
    updated: 'Danke, ich habe das geändert.',
    offTopic: 'Hier kann ich nur Ihre Referenz aufnehmen.',
    away: 'Keine Eile, ich bin noch da, wenn Sie zurückkommen.',
    needAnswer: 'Entschuldigung, das habe ich nicht verstanden.',
    voiceNote:
      'Sprachnachrichten kommen hier leider nicht an: Könnten Sie Ihre Antwort bitte schreiben?',
    notRecorded: 'Entschuldigung, diese Antwort konnte ich so nicht aufnehmen.',
    clarify: {
      readers: '{readers}',
      length: 'Insgesamt dauert es {duration}, und Sie können jederzeit aufhören und abschließen.',
      meaning:
        'Beantworten Sie die Frage so, wie es zu dem passt, was Sie bei {name} erlebt haben; mehrere Aspekte sind in Ordnung, „überspringen“ ebenfalls.',
      repeat: 'Gern.',
      optional: 'Nein, Sie können jede Frage auslassen: Sagen Sie „überspringen“.',
      optionalSome:
        'Sie können die Fragen auslassen, bei denen das vermerkt ist: Sagen Sie „überspringen“.',
      terms:
        'Selbstverständlich: Kommt eine Frage, die Sie lieber nicht beantworten möchten, sagen Sie „überspringen“.',
      scale: '5 bedeutet herausragend, 1 schwach; eine ganze Zahl von 1 bis 5 oder „überspringen“.',
      other: 'Das kann ich hier nicht beantworten, aber das Recruiting-Team kann es.',
    },
    questionnaire: {
      opening:
        '{hello} {introduction} Das dauert {duration}; antworten Sie in Ihren eigenen Worten. {question}',
      ratingHint: '(1 = schwach, 5 = herausragend)',
      yesNoHint: '(ja oder nein)',
      choiceHint: 'Antwortmöglichkeiten: {options}.',
      choicesHint: 'Antwortmöglichkeiten: {options} (wählen Sie alle, die zutreffen).',
      numberHint: '(eine Zahl)',
      optionalHint: 'Sie können „überspringen“ sagen.',
      noted: 'Notiert: {value}.',
      units: {
        day: '{count, plural, one {# Tag} other {# Tage}}',
        week: '{count, plural, one {# Woche} other {# Wochen}}',
        month: '{count, plural, one {# Monat} other {# Monate}}',
        year: '{count, plural, one {# Jahr} other {# Jahre}}',
        person: '{count, plural, one {# Person} other {# Personen}}',
      },
      rating: '{rating} von 5',
      needed: 'Diese Angabe wird für die Referenz benötigt, ich kann sie daher nicht überspringen.',
      needChoice:
        'Bitte wählen Sie eine der Antwortmöglichkeiten (mit ihren Worten oder ihrer Nummer).',
      needChoices:
        'Bitte wählen Sie eine oder mehrere Antwortmöglichkeiten (mit ihren Worten oder Nummern).',
      needNumber: 'Bitte antworten Sie mit einer Zahl.',
      options: '„{option}“',
      or: ' oder ',
      and: ' und ',
    },
    interview: {
      confirmReading: 'Bei {question} habe ich {value} verstanden – stimmt das?',
      readWrong:
        'Entschuldigung, das habe ich falsch verstanden. Könnten Sie es noch einmal sagen?',
      readWrongLater:
        'Entschuldigung, das habe ich falsch verstanden; ich frage später an der passenden Stelle danach.',
      noted: 'Danke.',
      confirmDecline:
        'Sie möchten also lieber keine Referenz geben – habe ich das richtig verstanden?',
      declined:
        'Verstanden, und danke, dass Sie uns Bescheid geben. Nichts, was Sie hier gesagt haben, wird als Referenz gespeichert; Sie können diese Seite schließen.',
      declinedAlready:
        'Sie haben abgelehnt, diese Referenz zu geben; es gibt also nichts mehr zu beantworten.',
      carryOn: 'Danke, machen wir weiter.',
      needed: 'Diese Angabe wird für die Referenz benötigt, ich kann sie daher nicht auslassen.',
      wayOutRequired:
        'Sie können auch mit den Schaltflächen unten antworten oder einfach sagen, wenn Sie lieber keine Referenz geben möchten.',
      wayOutOptional:
        'Sie können auch mit den Schaltflächen unten antworten, diese Frage überspringen oder sagen, wenn Sie lieber keine Referenz geben möchten.',
      nothingToConfirm: 'es wartet nichts auf eine Bestätigung',
      variations: ['Ich frage anders.', 'Noch ein Versuch:', 'Kein Problem.'],
      skipWord: 'Keine Angabe',
      yes: 'Ja',
      no: 'Nein',
    },
  },
  conversation: {
    turnLimit:
      'Dieses Gespräch hat sein Limit von {turns} Nachrichten erreicht. Schließen Sie es ab, oder bitten Sie das Recruiting-Team um einen neuen Link.',
    byteLimit:
      'Mit dieser Nachricht würde das Gespräch sein Limit von {kib} KiB Text überschreiten. Senden Sie etwas Kürzeres, oder schließen Sie das Gespräch ab.',
    turnFailed:
      'Der Assistent konnte gerade nicht antworten. Bitte senden Sie Ihre Nachricht noch einmal.',
    turnInProgress:
      'Ihre vorige Nachricht wird noch beantwortet. Warten Sie die Antwort ab und senden Sie diese dann noch einmal.',
    shuttingDown:
      'Der Dienst wird gerade neu gestartet. Diese Antwort konnte daher nicht fertig geschrieben werden, und nichts davon wurde gespeichert. Bitte senden Sie Ihre Nachricht noch einmal.',
    changed:
      'Das Gespräch ist weitergegangen, während diese Antwort entstand (ist es in einem anderen Tab geöffnet?). Laden Sie die Seite neu, um es zu sehen, und senden Sie Ihre Nachricht dann noch einmal.',
  },
};
