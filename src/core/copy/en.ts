/**
 * The English catalogue of everything candidates, referees and report
 * readers are told: the pages, the e-mails, the built-in agents and the PDF.
 * `{name}` marks a value filled in with `fill()`; `{ one, other }` pairs are
 * chosen with `plural()`. A button is named as it reads, everywhere it is
 * mentioned, and a section has one title in every medium.
 */
export const en = {
  /** How the company is named when the tenant has no display name; never its id. */
  company: {
    hiringTeam: 'the hiring team',
    recruitingTeam: 'the recruiting team',
  },
  /** " for the Engineer role", appended where a request names a role. */
  forRole: ' for the {role} role',
  buttons: {
    submitReferees: 'Submit my referees',
    abandonIntake: 'I do not want to continue',
    reviewReference: 'Review and submit',
    submitReference: 'Submit my reference',
    backToChat: 'Back to the conversation',
    declineReference: 'Decline to give a reference',
    send: 'Send',
    saveReferee: 'Save referee',
    cancel: 'Cancel',
    addReferee: 'Add a referee',
    editReferee: 'Edit {name}',
    removeReferee: 'Remove {name}',
    allow: 'Allow',
    doNotAllow: 'Do not allow',
    withdrawPermission: 'Withdraw permission',
    downloadPdf: 'Download PDF',
  },
  /** One title per report section, on the page and in the PDF. */
  sections: {
    highlights: 'Highlights',
    noHighlights: 'No highlights were given.',
    areasToDevelop: 'Areas to develop',
    noAreasToDevelop: 'No areas to develop were named.',
    summary: 'Summary',
    ratings: 'Ratings',
    answers: 'Answers',
    chart: 'Score chart',
    referees: 'Referees',
    trustSignals: 'Trust signals',
  },
  /** How long a reference takes, said the same way in the invitation, the page and the chat. */
  refereeDuration: 'about ten minutes',
  /** What a reuse permission allows, as the permission e-mail and page list it. */
  scopes: {
    reference_collection: 'reuse the references your referees gave in earlier reference checks',
    passport_share: 'share your approved reference report',
  },
  /** Who reads a referee's answers: said before the first question, and at the candidate's consent. */
  readers: {
    referee:
      'Who reads your answers: the recruiting team at {company}, and the people they share the final report with for this hiring decision. {candidateFirstName} is not shown your answers.',
    candidate:
      "Who reads your referees' answers: the recruiting team at {company}, and the people they share the final report with for this hiring decision. Your referees' individual answers are not shown to you.",
  },
  /** The competencies a referee rates, in the order they are asked and shown. */
  competencies: {
    communication: 'Communication',
    technical_skill: 'Technical skill',
    teamwork: 'Teamwork',
    reliability: 'Reliability',
    problem_solving: 'Problem solving',
    leadership: 'Leadership',
  },
  /**
   * The built-in questionnaire's prompts (builtin-questionnaire.ts), as its
   * referees read them; its rating labels are `competencies`. These are
   * version 1's: a later version adds keys of its own rather than changing
   * these, since requests pinned to version 1 still ask them.
   */
  builtinQuestions: {
    relationship: 'How do you know the candidate, and in what role did you work together?',
    /** One whole prompt per competency: some languages inflect the name with its article. */
    ratings: {
      communication: 'How would you rate their communication, from 1 (poor) to 5 (outstanding)?',
      technical_skill:
        'How would you rate their technical skill, from 1 (poor) to 5 (outstanding)?',
      teamwork: 'How would you rate their teamwork, from 1 (poor) to 5 (outstanding)?',
      reliability: 'How would you rate their reliability, from 1 (poor) to 5 (outstanding)?',
      problem_solving:
        'How would you rate their problem solving, from 1 (poor) to 5 (outstanding)?',
      leadership: 'How would you rate their leadership, from 1 (poor) to 5 (outstanding)?',
    },
    strengths: 'What would you say are their main strengths?',
    improvements: 'Which areas could they improve or develop further?',
    wouldRehire: 'Would you hire or work with them again?',
    monthsKnown: 'Roughly how long did you work together, in months?',
    comments: 'Is there anything else you would like to add?',
  },
  /** The labels of a referee's answers, in the review step and the PDF. */
  answers: {
    ratingsLegend: 'Ratings, 1 (poor) to 5 (outstanding)',
    notRated: 'Not rated',
    poor: 'poor',
    outstanding: 'outstanding',
    relationship: 'How you know them',
    monthsKnown: 'Months worked together',
    strengths: 'Strengths',
    improvements: 'Areas to develop',
    wouldRehire: 'Would you work with them again?',
    yes: 'Yes',
    no: 'No',
    ratherNotSay: 'I would rather not say',
    comments: 'Anything else',
    optional: '(optional)',
  },
  /** What every participant page says about its link, by problem code. */
  problems: {
    byCode: {
      token_expired: 'This link has expired. Ask the recruiter for a new one.',
      token_used: 'This link has already been used. Thank you!',
      not_found: 'This link is not valid. Check that you copied all of it.',
    } as Record<string, string>,
    /**
     * Why a link no longer works, by the `reason` of its problem (or the code's
     * usual reason): the page says what happened, never "already used" for
     * a link the recruiter revoked or a check that was cancelled.
     */
    byReason: {
      revoked: {
        title: 'Link revoked',
        text: 'The recruiting team revoked this link, so it no longer opens. Ask them for a new one if you still need it.',
      },
      cancelled: {
        title: 'Reference check cancelled',
        text: 'This reference check was cancelled, so this link has ended. Nothing more is needed from you.',
      },
      expired: {
        title: 'Link expired',
        text: 'This link has expired. Ask the recruiter for a new one.',
      },
      used: {
        title: 'Link already used',
        text: 'This link has already been used. Thank you!',
      },
      invalid: {
        title: 'Link not valid',
        text: 'This link is not valid. Check that you copied all of it.',
      },
    } as Record<string, { title: string; text: string }>,
    linkInactive: 'Link no longer active',
    somethingWrong: 'Something went wrong',
    tryLater: 'Please try again later.',
    tryAgain: 'Something went wrong. Please try again.',
    needsJavaScript: 'This page needs JavaScript.',
    loading: 'Loading…',
  },
  pageTitles: {
    intake: 'Your references',
    referee: 'Give a reference',
    reports: 'Reference report',
    permissions: 'Permission request',
    withdraw: 'Withdraw permission',
  },
  chat: {
    conversation: 'Conversation',
    placeholder: 'Type your answer…',
    yourMessage: 'Your message',
    stillNeeded: 'Still needed: {items}',
    sayHello: 'Say hello to get started.',
    intakeTitle: "Hi {firstName}, let's set up your references",
    intakeSubtitle: '{Company} would like to check your references{forRole}.',
    refereeTitle: 'A reference for {candidateName}',
    refereeSubtitle: '{Company} asked for your view of {firstName}{forRole}. It takes {duration}.',
    thankYou: 'Thank you!',
    intakeSubmitted: 'Your referees have been sent to the recruiter. We will contact them shortly.',
    referenceSubmitted: 'Your reference has been recorded. Thank you for your time.',
    answersMissing: 'A few answers are still missing.',
    confirmAbandon: 'Are you sure? This link will stop working.',
    abandonedTitle: 'Understood',
    abandoned: 'We have let the recruiter know. You can close this page.',
  },
  review: {
    title: 'Review your reference',
    intro: 'Change anything you like. Nothing is sent until you press “{button}”.',
    needsAnAnswer: 'Please give at least one rating or your view of their strengths.',
    checkAnswers: 'Please check your answers.',
    checkQuestions: 'Please check: {questions}.',
  },
  refereeList: {
    title: 'Your referees',
    empty: 'Nobody yet. Add someone here, or tell the assistant.',
    fromRecruiter: 'Already named by {company}:',
    addMore: 'You can add more here, or tell the assistant.',
    numbered: 'Referee {number}',
    firstName: 'First name',
    lastName: 'Last name',
    email: 'E-mail',
    phone: 'Phone',
    relationship: 'How you know them',
    stillNeeded: 'Still needed: {items}',
    needs: {
      name: 'a name',
      email: 'an e-mail address',
      relationship: 'how you know them',
      confirmation: 'your yes in the chat',
    },
    checkFields: 'Please check {fields}.',
    couldNotSave: 'Could not save.',
  },
  /** The controls under the interviewer's message (the state's `ask` and `confirm`). */
  controls: {
    yes: 'Yes',
    no: 'No',
    skip: 'Skip',
    /** Not "Send…": the composer's button keeps that name to itself. */
    send: 'Give answer',
    confirmYes: 'Yes, that’s right',
    confirmNo: 'No',
    /** The group's name for assistive technology: the question asked. */
    answerLabel: 'Answer: {prompt}',
    ratingLabel: '{n} out of 5',
    consentYes: 'Yes, I agree',
    consentNo: 'No',
    addRefereeTitle: 'Add a referee',
    name: 'Name',
  },
  /** Earlier references, as the permission and withdrawal pages list them. */
  earlierReference: {
    line: '{relationship}{forRole}, given {date}',
    forRole: ' (for {role})',
    referee: 'Referee',
    concerned: 'References concerned',
  },
  /**
   * A referee's relationship to the candidate as the intake stores it (a code:
   * extract.ts findRelationship), in words wherever a participant reads it (the
   * intake's list, the page's referee list, an earlier reference). A relationship
   * typed in other words is shown as written.
   */
  relationships: {
    manager: 'manager',
    colleague: 'colleague',
    peer: 'peer',
    report: 'direct report',
    client: 'client',
    mentor: 'mentor',
    teacher: 'teacher',
    friend: 'friend',
    other: 'other',
  },
  permissionPage: {
    title: 'Hi {firstName}, may we reuse your references?',
    subtitle: '{recruiter} at {company} asks for your permission{forRole}.',
    theyWouldLike: 'They would like to',
    nothingShared: 'Nothing is shared unless you allow it. Opening this page changes nothing.',
    expires: 'This request expires on {date}.',
    grantedTitle: 'Permission granted',
    granted: 'Thank you. The recruiter can now use these references.',
    declinedTitle: 'Permission declined',
    declined: 'Nothing will be shared. You can close this page.',
  },
  withdrawPage: {
    title: 'Hi {firstName}, your permission to reuse references',
    subtitle: 'On {date} you allowed {recruiter} at {company} to:',
    ifYouWithdraw:
      'If you withdraw, they stop using these references in new reports. Reports already written stay as they are.',
    withdrawnOn: 'This permission was withdrawn on {date}.',
    withdrawnTitle: 'Permission withdrawn',
    withdrawn:
      'Your earlier references are no longer used in new reports. You can close this page.',
  },
  /** The shared report, on its page and in the PDF. */
  report: {
    kicker: 'REFERENCE REPORT',
    pageTitle: 'Reference report: {candidateName}',
    approved: 'approved {date}',
    approvedBy: 'approved {date} by {approver}',
    draft: 'draft, not approved yet',
    version: 'version {version}',
    role: 'Role: {role}',
    roleNotSpecified: 'Role: not specified',
    preparedFor: 'Prepared for',
    approvedLabel: 'Approved',
    approvedValue: '{date} by {approver}',
    versionLabel: 'Version',
    overall: 'Overall score',
    overallOutOf5: '{score} / 5',
    outOf100: '{percent} / 100',
    noRatings: 'no ratings',
    wouldRehire: 'Would rehire',
    rehireCounts: '{yes} yes, {no} no',
    agreement: 'Agreement',
    agreementIndex: 'index {score}',
    needsTwoReferees: 'needs two referees',
    referees: 'Referees',
    answeredOfInvited: '{answered} of {invited}',
    answeredOfInvitedNote: 'answered of invited',
    competency: 'Competency',
    mean: 'Mean',
    spread: 'Spread (SD)',
    range: 'Range',
    ratings: 'Ratings',
    overallRow: 'Overall',
    ratedCount: '{count} rated',
    notRated: 'not rated',
    question: 'Question',
    scaleColumn: 'Mean on a scale of 1 to 5',
    noRatingQuestions: 'This questionnaire has no rating questions.',
    noAnswers: 'No referee answered this question.',
    yes: 'Yes',
    no: 'No',
    yesNoCounts: 'Yes: {yes} · No: {no}',
    choiceCount: '{count} of {answered}',
    severalAllowed: 'several could be picked',
    numberMean: 'Mean {mean} (from {min} to {max})',
    answeredCount: '{count} answered',
    knownMonths: 'known {months} months',
    wouldRehireFact: 'would rehire',
    wouldNotRehireFact: 'would not rehire',
    answeredOn: 'answered {date}',
    reused: 'reused from an earlier reference check, with consent',
    noTrustSignals: 'No trust signals were raised for this reference check.',
    trustSignalCounts:
      '{raised} raised: {open} open, {confirmed} confirmed, {dismissed} dismissed after review.',
    trustSignal: '{kind}  —  severity {severity}, {status}',
    validUntil: 'This link is valid until {date}.',
    pdfFooter: '{candidateName} · reference report · confidential',
    pdfPage: 'Page {page} of {pages}',
    pdfSubject: 'Reference report',
    pdfFileName: 'reference-report.pdf',
  },
  emails: {
    hello: 'Hello,',
    helloName: 'Hello {firstName},',
    expiry: 'This link is personal and works until {date}.',
    buttonFallback: 'If the button does not work, copy this link into your browser:',
    candidateFooter:
      'You received this e-mail because {company} started a reference check with you as the candidate. If that is not you, you can ignore it.',
    refereeFooter:
      'You received this e-mail because you were named as a referee for {candidateName} in a reference check by {company}. If you do not know them, you can ignore it.',
    intakeInvitation: {
      subject: '{Company}: please nominate your referees',
      body: '{Company} would like to check your references{forRole}. Please confirm your consent and tell us who can speak to your work:',
      button: 'Name your referees',
    },
    consentRequest: {
      subject: '{Company}: your consent to a reference check',
      body: '{Company} would like to contact your referees{forRole}. Open this link to review the referees and give your consent:',
      button: 'Review and give consent',
    },
    refereeInvitation: {
      subject: 'Reference request for {candidateName}',
      body: '{candidateName} named you as a referee{forRole} with {company}. A short conversation, {duration}, whenever suits you:',
      /** When the recruiter named the referee (a manual request). */
      bodyFromRecruiter:
        '{company} is checking references for {candidateName}{forRole} and would value yours. A short conversation, {duration}, whenever suits you:',
      button: 'Give your reference',
    },
    reminder: {
      refereeSubject: 'Reminder: reference request for {candidateName}',
      intakeSubject: 'Reminder: {Company} is waiting for your referees',
      consentSubject: 'Reminder: {Company} is waiting for your consent',
      refereeBody:
        '{candidateName} is still waiting for your reference{forRole}. You can pick up here:',
      candidateBody:
        '{Company} is still waiting for your consent and referees{forRole}. You can pick up here:',
    },
    permissionRequest: {
      subject: '{Company} asks to reuse your references',
      asks: '{recruiter} at {company} asks for your permission to:',
      concerns: {
        one: 'It concerns 1 earlier reference. Nothing is reused unless you approve.',
        other: 'It concerns {count} earlier references. Nothing is reused unless you approve.',
      },
      note: 'Their note:',
      button: 'Review the request',
      lead: 'Review the request and approve or decline it here:',
      validUntil: 'The link is valid until {date}.',
      footer:
        'You received this e-mail because {recruiter} at {company} asked for your permission to reuse your earlier references. Nothing changes unless you approve; if you do not know them, you can ignore it.',
    },
    permissionGranted: {
      subject: 'You allowed {company} to reuse your references',
      allowed: 'You allowed {recruiter} at {company} to:',
      concerns: {
        one: 'It concerns 1 earlier reference, {reach}.',
        other: 'It concerns {count} earlier references, {reach}.',
      },
      reachTargeted: 'for the application they asked about',
      reachUntargeted: 'for their reference checks about you, until you withdraw it',
      button: 'View or withdraw permission',
      lead: 'You can withdraw this permission at any time here:',
      after: 'After you withdraw, your earlier references are no longer used in new reports.',
      footer:
        'You received this e-mail because you approved a request from {recruiter} at {company} to reuse your references. Keep it: its link is how you withdraw your permission.',
    },
  },
  intakeAgent: {
    opening:
      "Hi {firstName}! I'm the reference assistant for {company}. As part of your application{forRole}, we'd like to speak with a few people you have worked with. First: do you consent to us contacting the referees you name? (yes or no)",
    declined: "Understood — we won't contact anyone without your consent.",
    changeYourMind:
      'If you change your mind, just say yes. Otherwise you can close this page or press “{button}”.',
    needConsent:
      'Sorry, I need a clear answer before we go on: may we contact the referees you name? (yes or no)',
    /** A refusal that named someone: nobody it named is kept. */
    notKept: 'I have not kept anyone you mentioned.',
    /** Referees named before a yes: kept on the list, the consent asked for. */
    consentFirst:
      'Before I go on: may we contact the referees you name? Nobody is contacted until you say yes. (yes or no)',
    whichCountry:
      'Which country is the number {number} for {name} in? Tell me (for example “UK”), or write it with its country code, like +44 …',
    whichCountries:
      'Which country are the numbers {numbers} in? Tell me (for example “UK”), or write them with their country code, like +44 …',
    phoneNoted: 'Thanks, I noted {phone} for {name}.',
    addressMended: 'I wrote {mended}: “{typed}” looks like a typo.',
    phoneLeftOut: 'I left out the number {number}, as I could not tell which country it is in.',
    /** A number said for a first name two referees share: not put on either, asked whose. */
    whoseNumber:
      'I have not added the number {number} yet: whose is it, {names}? Please write the full name with the number.',
    phoneUnread:
      'I could not read {number} as a phone number there, so I left it out; you can give it again with its country code, like +44 …',
    thanksForConsent: 'Thank you for your consent.',
    onFile: {
      one: 'The recruiter already has 1 referee for you. You can name another one now (name, e-mail, phone and how you know them), or say “done” to finish.',
      other:
        'The recruiter already has {count} referees for you. You can name another one now (name, e-mail, phone and how you know them), or say “done” to finish.',
    },
    completeNamed:
      'The recruiter has named {names} for you. Please tell me what is missing (their e-mail, phone and how you know them), for example: “{name}’s e-mail is name@example.com, my manager”. You can also name other referees.',
    askReferees:
      'Now, who can speak to your work? For each referee, tell me their name, e-mail, phone and how you know them — for example: “my manager Jane Doe, jane@acme.com, +1 415 555 0100”.',
    allSet:
      "You're all set: press “{button}” to send your referees to the recruiter, or tell me about another referee.",
    thanks: 'Thank you, {firstName}.',
    recruiterHasReferees: 'We will contact the referees the recruiter already has.',
    ready: 'You are ready: press “{button}” and we will reach out to them.',
    beforeYouFinish: 'Before you finish I still need: {missing}.',
    noDetails:
      "I couldn't find referee details in that. Please give a name, an e-mail address, a phone number and how you know them.",
    pendingPersonDetails:
      'How can we reach {name}? Please give their full name, e-mail address and phone number.',
    noEmailKept:
      'Understood: {name} stays on your list. Invitations go out by e-mail, so we cannot invite {name} without an address: send it here when you have it, or name another referee who has one.',
    /** Referees without an address, once another can be invited: kept, not invited. */
    notInvited:
      'I have no e-mail address for {names}, and invitations go out by e-mail: send it here if you have it.',
    finishNeedsEmail:
      'I cannot finish yet: invitations go out by e-mail, and I have no address for {names}. Send it when you have it, or name another referee with an e-mail address.',
    questionBack:
      'I can only take your referees here; the hiring team will answer other questions about your application.',
    gotIt: 'Got it. {summary}',
    stillMissing: 'Still missing: {missing}.',
    /** Inside stillMissing: a name whose first name may be one word or two. */
    whichFirstName: 'the first name of {name} (“{one}” or “{two}”?)',
    plenty: 'That is plenty. You are ready: press “{button}”.',
    another: 'Would you like to add another referee? If not, say “done” or press “{button}”.',
    nobodyYet: 'There is nobody on your list yet.',
    whichToRemove: 'Which referee should I remove? {summary} Say for example “remove number 2”.',
    removed: 'Done: I removed {name}. {summary}',
    noReferees: 'I have no referees yet.',
    soFar: 'So far I have: {list}.',
    noNameYet: '(no name yet)',
    numbered: 'referee {number}',
    listUpdated: 'You updated your list. {summary}',

    /** Leads that keep a reply from being the one just sent, word for word. */
    variations: ['To be clear:', 'No rush.', 'Once more:'],
    /** A referee read from words, shown back for a yes or a no (intake-confirmation.ts). */
    confirmReferee: 'Is this right? {referee}',
    cardKept: 'Thanks, {name} is on your list.',
    /** Consent taken back in words, asked to confirm before it is refused. */
    confirmWithdrawal:
      'Do you want to take back your consent? Then we contact nobody and I remove the referees you named. (yes or no)',
    consentKept: 'All right, your consent stands and your list stays as it is.',
    cardRefused:
      'Sorry about that: I have not kept what I read for {name}. Please write their details again (name, e-mail, phone and how you know them), or add them with the form.',
    /** "The name" said wrong on a card: where the first name ends is asked ({question}: `ask.firstName`), every split offered. */
    cardRefusedName:
      '{question} If it is none of these, write their full name here, or say no and I drop them.',
    /** A tap on no to a card the reading added: which detail is wrong is asked (`wrongDetail`). */
    cardWhatIsWrong: 'Sorry about that. {question}',
    /** After the wrong detail was said (an address, a phone, a relationship): left out, the card asked again. */
    detailLeftOut: 'Thank you: I left out {detail}; if you have the right one, write it here.',
    /** The `wrongDetail` choice's options (the transcript quotes the one tapped). */
    wrongDetails: {
      name: 'The name',
      email: 'The e-mail',
      phone: 'The phone',
      relationship: 'The relationship',
      remove: 'Remove this referee',
    },
    /** The prompts of the intake's controls (the state's `ask`). */
    ask: {
      consent: 'May we contact the referees you name?',
      referee: 'Add a referee: their name, e-mail, phone and how you know them.',
      /** Where a double first name ends (“Ana Paula da Silva”): one tap on one of the two. */
      firstName: 'Which is the first name of {name}?',
      /** How the candidate knows a listed referee whose relationship is unknown: one tap. */
      relationship: 'How do you know {name}?',
      wrongDetail: 'What is wrong in what I read for {name}?',
    },
    /** A tap on a control, as the transcript shows it in words. */
    typed: {
      consentYes: 'Yes, you may contact the referees I name.',
      consentNo: 'No, I do not consent.',
      addReferee: 'Please add {referee}.',
      firstName: 'The first name is {firstName}.',
      confirmYes: 'Yes, that is right.',
      confirmNo: 'No, that is not right.',
    },
    missing: {
      consent: 'your consent',
      referee: 'at least one referee',
      field: '{field} for {who}',
      name: 'name',
      email: 'e-mail address',
      relationship: 'how you know them',
      confirmation: 'your yes to the details',
    },
    /** The page's "Still needed: …" items, one per item of the state's `missing`. */
    needed: {
      consent: 'your consent',
      referee: 'at least one referee',
      name: 'the name of {who}',
      email: '{who}’s e-mail address',
      relationship: '{who}’s relationship to you',
      confirmation: 'your yes that {who}’s details are right',
    },
  },
  refereeAgent: {
    hello: 'Hello!',
    helloName: 'Hi {firstName}!',
    opening:
      '{hello} {introduction} This takes {duration}; answer in your own words, and say “skip” to pass on any question. {question}',
    /** Who named the referee: the candidate, or the recruiter (a manual request). */
    introduction: {
      candidate: '{candidateName} has applied{forRole} with {company} and named you as a referee.',
      recruiter:
        '{company} is checking references for {candidateName}{forRole} and would value yours.',
    },
    questions: {
      relationship: 'How do you know {name}, and for how long did you work together?',
      duration: 'Roughly how long did you work with {name}? (for example “2 years” or “18 months”)',
      strengths: "What would you say are {name}'s main strengths?",
      improvements: 'Which areas could {name} improve or develop further?',
      ratings:
        "On a scale of 1 (poor) to 5 (outstanding), how would you rate {name}'s {competency}? (You can also rate several at once, like “teamwork 4, leadership 3”.)",
      rehire: 'Would you hire or work with {name} again? (yes or no)',
      comments: 'Is there anything else you would like to add about {name}? (say “no” if not)',
      done: 'That is everything I needed. Press “{button}” to check your answers and change any before they are sent.',
    },
    acknowledgements: {
      relationship: 'Thank you, that helps me understand the context.',
      duration: 'Thanks.',
      strengths: 'Thank you, that is really useful.',
      improvements: 'Thanks for being candid.',
      ratings: 'Noted.',
      rehire: 'Understood.',
      comments: 'Thank you for adding that.',
      done: 'Thank you, I have added that to your comments.',
    },
    ratingsSoFar: 'Noted: {ratings}.',
    ratingSkipped: 'skipped',
    rating: '{competency} {rating}/5',
    noDuration: 'Sorry, I did not catch a length of time.',
    needRating: 'Please answer with a number from 1 to 5, or “skip”.',
    needRehire: 'Just to be sure: would you hire them again, yes or no?',
    wouldNotRehire: 'Understood, thank you for your honesty.',
    wouldRehire: 'Good to know, thank you.',
    thanks: 'Thank you.',
    skipped: 'No problem, we can leave that one out.',
    updated: 'Thanks, I have changed that.',
    offTopic: 'I can only take your reference here.',
    /** The referee steps away for a moment ("brb"). */
    away: 'No rush, I will be here when you are back.',
    needAnswer: 'Sorry, I did not catch that.',
    /** A voice message said to be sent: none reaches the chat. */
    voiceNote: 'Voice messages do not reach me here, sorry: could you type your answer?',
    notRecorded: 'Sorry, I could not record that answer as given.',
    /** Answers to a question back, before the question is asked again. */
    clarify: {
      readers: '{readers}',
      length: 'It takes {duration} in all, and you can stop and finish at any point.',
      meaning:
        'Answer it in whatever sense fits what you saw of {name}; covering more than one is fine, and so is “skip”.',
      repeat: 'Of course.',
      optional: 'No, you can pass on any question: say “skip”.',
      /** The same on a tenant's questionnaire, where only optional questions may be passed on. */
      optionalSome: 'You can pass on the questions that say so: say “skip”.',
      /** Terms set on what the referee will answer ("all but the leadership one, deal?"). */
      terms: 'Of course: whenever a question comes that you would rather not answer, say “skip”.',
      scale: '5 means outstanding and 1 poor; a whole number from 1 to 5, or “skip”.',
      other: 'I cannot answer that here, but the recruiter can.',
    },
    /** A tenant's questionnaire: its own prompts, with these hints by kind. */
    questionnaire: {
      /** Its opening: only its optional questions may be skipped (each says so). */
      opening: '{hello} {introduction} This takes {duration}; answer in your own words. {question}',
      ratingHint: '(1 = poor, 5 = outstanding)',
      yesNoHint: '(yes or no)',
      choiceHint: 'Options: {options}.',
      choicesHint: 'Options: {options} (pick as many as apply).',
      numberHint: '(a number)',
      optionalHint: 'You can say “skip”.',
      noted: 'Noted: {value}.',
      /**
       * A number question's answer in the unit it was stored in ("Noted: 24 months."),
       * by the unit its prompt asks in; `#` is the number in the language's digits.
       */
      units: {
        day: '{count, plural, one {# day} other {# days}}',
        week: '{count, plural, one {# week} other {# weeks}}',
        month: '{count, plural, one {# month} other {# months}}',
        year: '{count, plural, one {# year} other {# years}}',
        person: '{count, plural, one {# person} other {# people}}',
      },
      rating: '{rating}/5',
      needed: 'This one is needed for the reference, so I cannot skip it.',
      needChoice: 'Please pick one of the options (its words or its number).',
      needChoices: 'Please pick one or more of the options (their words or numbers).',
      needNumber: 'Please answer with a number.',
      options: '“{option}”',
      or: ' or ',
      and: ' and ',
    },
    /** The rules every referee interview follows (CONTRACT "Never a guess"). */
    interview: {
      /** A reading asked back before it is kept (`confirm`). */
      confirmReading: 'I read that as {value} for {question}: is that right?',
      readWrong: 'Sorry, I read that wrong. Could you say it again?',
      readWrongLater: 'Sorry, I read that wrong; I will ask about it in its turn.',
      /** Before the next reading to confirm, after a no. */
      noted: 'Thanks.',
      confirmDecline: 'You’d rather not give a reference: is that right?',
      declined:
        'Understood, and thank you for letting us know. Nothing you said here is kept as a reference; you can close this page.',
      declinedAlready:
        'You have declined to give this reference, so there is nothing more to answer.',
      carryOn: 'Thank you, let’s carry on.',
      needed: 'This one is needed for the reference, so I cannot leave it out.',
      /** After two misses on a required question: the controls and the way out. */
      wayOutRequired:
        'You can also answer with the buttons below, or, if you would rather not give a reference, just say so.',
      wayOutOptional:
        'You can also answer with the buttons below, skip this question, or say so if you would rather not give a reference.',
      nothingToConfirm: 'nothing is waiting to be confirmed',
      /** Leads that keep a reply from being the same as the one before it. */
      variations: ['Let me ask that another way.', 'One more try:', 'No worries.'],
      skipWord: 'Skip',
      yes: 'Yes',
      no: 'No',
    },
  },
  /** Said in the chat when a conversation cannot go on. */
  conversation: {
    turnLimit:
      'This conversation has reached its limit of {turns} messages. Finish it, or ask the recruiter for a new link.',
    byteLimit:
      'This message would take the conversation past its limit of {kib} KiB of text. Send something shorter, or finish the conversation.',
    turnFailed: 'The assistant could not answer just now. Please send your message again.',
    turnInProgress:
      'Your previous message is still being answered. Wait for the reply, then send this one again.',
    /** A turn cut short because the process is stopping (`shutting_down`): nothing was stored. */
    shuttingDown:
      'The service is restarting, so this reply could not be finished and nothing of it was kept. Please send your message again.',
    changed:
      'The conversation moved on while this reply was written (is it open in another tab?). Reload the page to see it, then send your message again.',
  },
};
