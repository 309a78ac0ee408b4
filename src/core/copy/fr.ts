import type { ParticipantCopy } from '../participant-copy.ts';
import { en } from './en.ts';
import { fr as outreach } from './outreach/fr.ts';

/**
 * Ce que lisent la personne candidate et ses références, en français, au
 * vouvoiement, comme les invitations (./outreach/fr.ts). Espace insécable
 * avant les deux-points et à l’intérieur des guillemets. Un nom (`{name}`,
 * `{company}`, `{candidateName}`…) ne suit jamais « de » ni « que » : il
 * faudrait élider devant « Ada » ou « Acme ». En français, « one » vaut pour
 * 0 et 1 : les formes du pluriel écrivent `{count}`, jamais « 1 ». Ce que lit
 * l’équipe qui recrute (le rapport) reste en anglais.
 */
export const fr: ParticipantCopy = {
  company: {
    hiringTeam: outreach.company.hiringTeam,
    recruitingTeam: 'l’équipe de recrutement',
  },
  forRole: outreach.forRole,
  buttons: {
    submitReferees: 'Envoyer mes références',
    abandonIntake: 'Je ne souhaite pas continuer',
    reviewReference: 'Relire et envoyer',
    submitReference: 'Envoyer ma référence',
    backToChat: 'Revenir à la conversation',
    declineReference: 'Refuser de donner une référence',
    send: 'Envoyer',
    saveReferee: 'Enregistrer la référence',
    cancel: 'Annuler',
    addReferee: 'Ajouter une référence',
    editReferee: 'Modifier {name}',
    removeReferee: 'Retirer {name}',
    allow: 'Autoriser',
    doNotAllow: 'Ne pas autoriser',
    withdrawPermission: 'Retirer l’autorisation',
    // The shared report's page: the hiring team reads it, in English.
    downloadPdf: en.buttons.downloadPdf,
  },
  // The report's section titles: the hiring team reads them, in English.
  sections: en.sections,
  refereeDuration: outreach.refereeDuration,
  scopes: {
    reference_collection:
      'réutiliser ce que vos références ont dit lors de vérifications de références précédentes',
    passport_share: 'partager votre rapport de références approuvé',
  },
  readers: {
    referee:
      'Qui lit vos réponses : l’équipe qui mène ce recrutement ({company}) et les personnes avec qui elle partage le rapport final pour cette décision d’embauche. {candidateFirstName} ne verra pas vos réponses.',
    candidate:
      'Qui lit les réponses de vos références : l’équipe qui mène ce recrutement ({company}) et les personnes avec qui elle partage le rapport final pour cette décision d’embauche. Les réponses de chaque référence ne vous sont pas montrées.',
  },
  competencies: {
    communication: 'Communication',
    technical_skill: 'Compétences techniques',
    teamwork: 'Travail en équipe',
    reliability: 'Fiabilité',
    problem_solving: 'Résolution de problèmes',
    leadership: 'Leadership',
  },
  builtinQuestions: {
    relationship:
      'Comment connaissez-vous la personne candidate, et dans quel cadre avez-vous travaillé ensemble ?',
    ratings: {
      communication:
        'Comment évalueriez-vous sa communication, de 1 (insuffisant) à 5 (excellent) ?',
      technical_skill:
        'Comment évalueriez-vous ses compétences techniques, de 1 (insuffisant) à 5 (excellent) ?',
      teamwork:
        'Comment évalueriez-vous son travail en équipe, de 1 (insuffisant) à 5 (excellent) ?',
      reliability: 'Comment évalueriez-vous sa fiabilité, de 1 (insuffisant) à 5 (excellent) ?',
      problem_solving:
        'Comment évalueriez-vous sa capacité à résoudre des problèmes, de 1 (insuffisant) à 5 (excellent) ?',
      leadership: 'Comment évalueriez-vous son leadership, de 1 (insuffisant) à 5 (excellent) ?',
    },
    strengths: 'Selon vous, quels sont ses principaux points forts ?',
    improvements:
      'Sur quels points cette personne pourrait-elle progresser ou se développer davantage ?',
    wouldRehire: 'Recruteriez-vous à nouveau cette personne, ou retravailleriez-vous avec elle ?',
    monthsKnown: 'Combien de mois environ avez-vous travaillé ensemble ?',
    comments: 'Souhaitez-vous ajouter autre chose ?',
  },
  answers: {
    ratingsLegend: 'Évaluations, de 1 (insuffisant) à 5 (excellent)',
    notRated: 'Non évalué',
    poor: 'insuffisant',
    outstanding: 'excellent',
    relationship: 'Votre lien avec la personne candidate',
    monthsKnown: 'Mois de travail en commun',
    strengths: 'Points forts',
    improvements: 'Axes de progrès',
    wouldRehire: 'Retravailleriez-vous avec cette personne ?',
    yes: 'Oui',
    no: 'Non',
    ratherNotSay: 'Je préfère ne pas répondre',
    comments: 'Autre chose',
    optional: '(facultatif)',
  },
  problems: {
    byCode: {
      token_expired: 'Ce lien a expiré. Demandez-en un nouveau à l’équipe de recrutement.',
      token_used: 'Ce lien a déjà été utilisé. Merci !',
      not_found: 'Ce lien n’est pas valide. Vérifiez que vous l’avez copié en entier.',
    },
    byReason: {
      revoked: {
        title: 'Lien révoqué',
        text: 'L’équipe de recrutement a révoqué ce lien : il ne s’ouvre plus. Demandez-lui-en un nouveau si vous en avez encore besoin.',
      },
      cancelled: {
        title: 'Vérification de références annulée',
        text: 'Cette vérification de références a été annulée : ce lien n’est donc plus actif. Vous n’avez plus rien à faire.',
      },
      expired: {
        title: 'Lien expiré',
        text: 'Ce lien a expiré. Demandez-en un nouveau à l’équipe de recrutement.',
      },
      used: {
        title: 'Lien déjà utilisé',
        text: 'Ce lien a déjà été utilisé. Merci !',
      },
      invalid: {
        title: 'Lien non valide',
        text: 'Ce lien n’est pas valide. Vérifiez que vous l’avez copié en entier.',
      },
    },
    linkInactive: 'Ce lien n’est plus actif',
    somethingWrong: 'Un problème est survenu',
    tryLater: 'Veuillez réessayer plus tard.',
    tryAgain: 'Un problème est survenu. Veuillez réessayer.',
    needsJavaScript: 'Cette page a besoin de JavaScript.',
    loading: 'Chargement…',
  },
  pageTitles: {
    intake: 'Vos références',
    referee: 'Donner une référence',
    // The shared report's page: the hiring team reads it, in English.
    reports: en.pageTitles.reports,
    permissions: 'Demande d’autorisation',
    withdraw: 'Retirer l’autorisation',
  },
  chat: {
    conversation: 'Conversation',
    placeholder: 'Écrivez votre réponse…',
    yourMessage: 'Votre message',
    stillNeeded: 'Il manque encore : {items}',
    sayHello: 'Dites bonjour pour commencer.',
    intakeTitle: 'Bonjour {firstName}, préparons ensemble vos références',
    intakeSubtitle: '{Company} souhaite vérifier vos références{forRole}.',
    refereeTitle: 'Une référence pour {candidateName}',
    refereeSubtitle:
      '{Company} aimerait avoir votre avis sur {firstName}{forRole}. Cela prend {duration}.',
    thankYou: 'Merci !',
    intakeSubmitted:
      'Vos références ont été transmises à l’équipe de recrutement. Nous allons les contacter prochainement.',
    referenceSubmitted: 'Votre référence a bien été enregistrée. Merci pour le temps accordé.',
    answersMissing: 'Il manque encore quelques réponses.',
    confirmAbandon: 'Êtes-vous sûr(e) ? Ce lien ne fonctionnera plus.',
    abandonedTitle: 'C’est noté',
    abandoned: 'Nous avons prévenu l’équipe de recrutement. Vous pouvez fermer cette page.',
  },
  review: {
    title: 'Relisez votre référence',
    intro:
      'Modifiez ce que vous voulez. Rien n’est envoyé tant que vous n’avez pas cliqué sur « {button} ».',
    needsAnAnswer: 'Merci de donner au moins une évaluation ou votre avis sur ses points forts.',
    checkAnswers: 'Merci de vérifier vos réponses.',
    checkQuestions: 'Merci de vérifier : {questions}.',
  },
  refereeList: {
    title: 'Vos références',
    empty: 'Personne pour l’instant. Ajoutez quelqu’un ici, ou dites-le à l’assistant.',
    fromRecruiter: 'Déjà indiquées par {company} :',
    addMore: 'Vous pouvez en ajouter d’autres ici, ou les donner à l’assistant.',
    numbered: 'Référence {number}',
    firstName: 'Prénom',
    lastName: 'Nom',
    email: 'Adresse e-mail',
    phone: 'Téléphone',
    relationship: 'Votre lien avec cette personne',
    stillNeeded: 'Il manque encore : {items}',
    needs: {
      name: 'un nom',
      email: 'une adresse e-mail',
      relationship: 'votre lien avec cette personne',
      confirmation: 'votre confirmation dans le chat',
    },
    checkFields: 'Merci de vérifier {fields}.',
    couldNotSave: 'Impossible d’enregistrer.',
  },
  controls: {
    yes: 'Oui',
    no: 'Non',
    skip: 'Passer',
    send: 'Répondre',
    confirmYes: 'Oui, c’est bien ça',
    confirmNo: 'Non',
    answerLabel: 'Réponse : {prompt}',
    ratingLabel: '{n} sur 5',
    consentYes: 'Oui, j’accepte',
    consentNo: 'Non',
    addRefereeTitle: 'Ajouter une référence',
    name: 'Nom',
  },
  earlierReference: {
    line: '{relationship}{forRole}, donnée le {date}',
    forRole: ' (pour le poste « {role} »)',
    referee: 'Référence',
    concerned: 'Références concernées',
  },
  relationships: {
    manager: 'responsable hiérarchique',
    colleague: 'collègue',
    peer: 'collègue d’équipe',
    report: 'collaborateur·rice direct·e',
    client: 'client·e',
    mentor: 'mentor·e',
    teacher: 'enseignant·e',
    friend: 'ami·e',
    other: 'autre lien',
  },
  permissionPage: {
    title: 'Bonjour {firstName}, pouvons-nous réutiliser vos références ?',
    subtitle: '{recruiter} ({company}) vous demande votre autorisation{forRole}.',
    theyWouldLike: 'La demande porte sur ceci :',
    nothingShared: 'Rien n’est partagé sans votre accord. Ouvrir cette page ne change rien.',
    expires: 'Cette demande expire le {date}.',
    grantedTitle: 'Autorisation accordée',
    granted: 'Merci. L’équipe de recrutement peut désormais utiliser ces références.',
    declinedTitle: 'Autorisation refusée',
    declined: 'Rien ne sera partagé. Vous pouvez fermer cette page.',
  },
  withdrawPage: {
    title: 'Bonjour {firstName}, votre autorisation de réutiliser vos références',
    subtitle: 'Depuis le {date}, {recruiter} ({company}) a votre autorisation pour :',
    ifYouWithdraw:
      'Si vous la retirez, ces références ne seront plus utilisées dans les nouveaux rapports. Les rapports déjà rédigés restent tels quels.',
    withdrawnOn: 'Cette autorisation a été retirée le {date}.',
    withdrawnTitle: 'Autorisation retirée',
    withdrawn:
      'Vos références précédentes ne sont plus utilisées dans les nouveaux rapports. Vous pouvez fermer cette page.',
  },
  // The shared report (its page and PDF): the hiring team reads it, in English.
  report: en.report,
  emails: {
    ...outreach.emails,
    permissionRequest: {
      subject: '{Company} demande à réutiliser vos références',
      asks: '{recruiter} ({company}) vous demande l’autorisation de :',
      concerns: {
        one: 'Cela concerne {count} référence précédente. Rien n’est réutilisé sans votre accord.',
        other:
          'Cela concerne {count} références précédentes. Rien n’est réutilisé sans votre accord.',
      },
      note: 'Son message :',
      button: 'Voir la demande',
      lead: 'Consultez la demande, puis acceptez-la ou refusez-la ici :',
      validUntil: 'Le lien est valable jusqu’au {date}.',
      footer:
        'Vous recevez cet e-mail car {recruiter} ({company}) vous a demandé l’autorisation de réutiliser vos références précédentes. Rien ne change sans votre accord ; si vous ne connaissez pas l’auteur de la demande, vous pouvez l’ignorer.',
    },
    permissionGranted: {
      subject: 'Autorisation accordée : {company} peut réutiliser vos références',
      allowed: '{recruiter} ({company}) a désormais votre autorisation pour :',
      concerns: {
        one: 'Cela concerne {count} référence précédente, {reach}.',
        other: 'Cela concerne {count} références précédentes, {reach}.',
      },
      reachTargeted: 'pour la candidature concernée par la demande',
      reachUntargeted:
        'pour ses vérifications de références vous concernant, jusqu’à ce que vous la retiriez',
      button: 'Voir ou retirer l’autorisation',
      lead: 'Vous pouvez retirer cette autorisation à tout moment ici :',
      after:
        'Une fois l’autorisation retirée, vos références précédentes ne sont plus utilisées dans les nouveaux rapports.',
      footer:
        'Vous recevez cet e-mail car vous avez accepté la demande envoyée par {recruiter} ({company}) pour réutiliser vos références. Conservez-le : son lien vous permet de retirer votre autorisation.',
    },
  },
  intakeAgent: {
    opening:
      'Bonjour {firstName} ! Je suis l’assistant chargé des références pour {company}. Dans le cadre de votre candidature{forRole}, nous aimerions échanger avec quelques personnes avec qui vous avez travaillé. Pour commencer : acceptez-vous que nous contactions les références que vous nous indiquerez ? (oui ou non)',
    declined: 'C’est noté : nous ne contacterons personne sans votre accord.',
    changeYourMind:
      'Si vous changez d’avis, dites simplement oui. Sinon, vous pouvez fermer cette page ou cliquer sur « {button} ».',
    needConsent:
      'Désolé, j’ai besoin d’une réponse claire avant de continuer : pouvons-nous contacter les références que vous nous indiquerez ? (oui ou non)',
    notKept: 'Je n’ai gardé aucune des personnes que vous avez mentionnées.',
    consentFirst:
      'Avant de continuer : pouvons-nous contacter les références que vous nous indiquerez ? Personne ne sera contacté avant votre accord. (oui ou non)',
    whichCountry:
      'De quel pays est le numéro {number} ({name}) ? Indiquez-moi le pays (par exemple « France ») ou écrivez-le avec l’indicatif international, comme +33 …',
    whichCountries:
      'De quel pays sont les numéros {numbers} ? Indiquez-moi le pays (par exemple « France ») ou écrivez-les avec l’indicatif international, comme +33 …',
    phoneNoted: 'Merci, j’ai noté le {phone} pour {name}.',
    addressMended: 'J’ai noté {mended} : « {typed} » ressemble à une faute de frappe.',
    phoneLeftOut: 'J’ai laissé de côté le numéro {number}, faute de savoir de quel pays il est.',
    whoseNumber:
      'Je n’ai pas encore noté le numéro {number} : à qui est-il, {names} ? Écrivez le nom complet avec le numéro, s’il vous plaît.',
    phoneUnread:
      'Je n’ai pas pu lire {number} comme un numéro de téléphone, je l’ai donc laissé de côté ; vous pouvez le redonner avec l’indicatif du pays, comme +33 …',
    thanksForConsent: 'Merci pour votre accord.',
    onFile: {
      one: 'L’équipe de recrutement a déjà {count} référence pour vous. Vous pouvez en indiquer une autre maintenant (nom, e-mail, téléphone et votre lien avec cette personne), ou dire « terminé » pour finir.',
      other:
        'L’équipe de recrutement a déjà {count} références pour vous. Vous pouvez en indiquer une autre maintenant (nom, e-mail, téléphone et votre lien avec cette personne), ou dire « terminé » pour finir.',
    },
    completeNamed:
      'L’équipe de recrutement a déjà indiqué ces références : {names}. Dites-moi ce qui manque (e-mail, téléphone et votre lien avec chacune), par exemple : « pour {name}, l’e-mail est nom@exemple.fr, c’était ma responsable ». Vous pouvez aussi indiquer d’autres références.',
    askReferees:
      'Maintenant, qui peut parler de votre travail ? Pour chaque référence, donnez-moi son nom, son e-mail, son téléphone et votre lien avec elle, par exemple : « ma responsable Claire Martin, claire@acme.fr, +33 6 12 34 56 78 ».',
    allSet:
      'Tout est prêt : cliquez sur « {button} » pour transmettre vos références à l’équipe de recrutement, ou parlez-moi d’une autre référence.',
    thanks: 'Merci, {firstName}.',
    recruiterHasReferees: 'Nous contacterons les références que l’équipe de recrutement a déjà.',
    ready: 'Tout est prêt : cliquez sur « {button} » et nous les contacterons.',
    beforeYouFinish: 'Avant de terminer, il me manque encore : {missing}.',
    noDetails:
      'Je n’ai trouvé aucune coordonnée de référence dans votre message. Indiquez un nom, une adresse e-mail, un numéro de téléphone et votre lien avec la personne.',
    pendingPersonDetails:
      'Comment joindre {name} ? Indiquez son nom complet, son adresse e-mail et son numéro de téléphone.',
    noEmailKept:
      'Entendu : {name} reste sur votre liste. Les invitations partent par e-mail, donc sans adresse nous ne pouvons pas inviter {name} : envoyez-la-moi ici dès que vous l’avez, ou indiquez une autre référence qui en a une.',
    /** Referees without an address, once another can be invited: kept, not invited. */
    notInvited:
      'Je n’ai pas d’adresse e-mail pour {names}, et les invitations partent par e-mail : envoyez-la ici si vous l’avez.',
    finishNeedsEmail:
      'Je ne peux pas encore terminer : les invitations partent par e-mail, et je n’ai pas d’adresse pour {names}. Envoyez-la dès que vous l’avez, ou indiquez une autre référence avec une adresse e-mail.',
    questionBack:
      'Ici, je peux seulement recueillir vos références ; l’équipe de recrutement répondra à vos autres questions sur votre candidature.',
    gotIt: 'C’est noté. {summary}',
    stillMissing: 'Il manque encore : {missing}.',
    whichFirstName: 'le prénom de {name} (« {one} » ou « {two} » ?)',
    plenty: 'C’est largement suffisant. Tout est prêt : cliquez sur « {button} ».',
    another:
      'Souhaitez-vous ajouter une autre référence ? Sinon, dites « terminé » ou cliquez sur « {button} ».',
    nobodyYet: 'Votre liste est encore vide.',
    whichToRemove:
      'Quelle référence dois-je retirer ? {summary} Dites par exemple « retirer la numéro 2 ».',
    removed: 'C’est fait : j’ai retiré {name}. {summary}',
    noReferees: 'Je n’ai encore aucune référence.',
    soFar: 'Pour l’instant, j’ai : {list}.',
    noNameYet: '(pas encore de nom)',
    numbered: 'référence {number}',
    listUpdated: 'Vous avez mis à jour votre liste. {summary}',

    /** Leads that keep a reply from being the one just sent, word for word. */
    variations: ['Pour être clair :', 'Rien ne presse.', 'Encore une fois :'],
    /** A referee read from words, shown back for a yes or a no (intake-confirmation.ts). */
    confirmReferee: 'Est-ce bien cela ? {referee}',
    cardKept: 'Merci, {name} est sur votre liste.',
    confirmWithdrawal:
      'Voulez-vous retirer votre accord ? Dans ce cas nous ne contacterons personne et je retire les références que vous avez données. (oui ou non)',
    consentKept: 'Très bien, votre accord est maintenu et votre liste reste telle quelle.',
    cardRefused:
      'Désolé : je n’ai pas gardé ce que j’avais compris pour {name}. Merci de réécrire ses coordonnées (nom, e-mail, téléphone et votre lien avec cette personne) ou de l’ajouter avec le formulaire.',
    cardRefusedName:
      '{question} Si ce n’est aucun de ceux-ci, écrivez ici son nom complet, ou dites non et je retire cette personne.',
    cardWhatIsWrong: 'Désolé. {question}',
    detailLeftOut:
      'Merci : j’ai retiré {detail} ; si vous avez la bonne information, écrivez-la ici.',
    wrongDetails: {
      name: 'Le nom',
      email: 'L’e-mail',
      phone: 'Le téléphone',
      relationship: 'Le lien',
      remove: 'Retirer cette référence',
    },
    ask: {
      consent: 'Pouvons-nous contacter les références que vous nous indiquerez ?',
      referee:
        'Ajoutez une référence : son nom, son e-mail, son téléphone et votre lien avec elle.',
      firstName: 'Quel est le prénom de {name} ?',
      relationship: 'Quel est votre lien avec {name} ?',
      wrongDetail: 'Qu’est-ce qui ne va pas dans ce que j’ai compris pour {name} ?',
    },
    typed: {
      consentYes: 'Oui, vous pouvez contacter les références que j’indique.',
      consentNo: 'Non, je ne donne pas mon accord.',
      addReferee: 'Merci d’ajouter {referee}.',
      firstName: 'Le prénom est {firstName}.',
      confirmYes: 'Oui, c’est exact.',
      confirmNo: 'Non, ce n’est pas exact.',
    },
    missing: {
      consent: 'votre accord',
      referee: 'au moins une référence',
      field: '{field} pour {who}',
      name: 'le nom',
      email: 'l’adresse e-mail',
      relationship: 'votre lien avec cette personne',
      confirmation: 'votre confirmation des coordonnées',
    },
    needed: {
      consent: 'votre accord',
      referee: 'au moins une référence',
      name: 'le nom pour {who}',
      email: 'l’adresse e-mail pour {who}',
      relationship: 'votre lien avec {who}',
      confirmation: 'votre confirmation des coordonnées de {who}',
    },
  },
  refereeAgent: {
    hello: 'Bonjour !',
    helloName: 'Bonjour {firstName} !',
    opening:
      '{hello} {introduction} Cela prend {duration} ; répondez avec vos propres mots, et dites « passer » pour sauter une question. {question}',
    introduction: {
      candidate:
        '{candidateName} a postulé{forRole} et vous a désigné(e) comme référence ; la vérification est menée par {company}.',
      recruiter:
        '{Company} vérifie les références concernant {candidateName}{forRole} et aimerait beaucoup avoir la vôtre.',
    },
    questions: {
      relationship:
        'Comment connaissez-vous {name}, et pendant combien de temps avez-vous travaillé ensemble ?',
      duration:
        'Combien de temps avez-vous travaillé avec {name}, à peu près ? (par exemple « 2 ans » ou « 18 mois »)',
      strengths:
        'Selon vous, quels sont les principaux points forts que vous avez observés chez {name} ?',
      improvements: 'Sur quels points {name} pourrait progresser ou se développer ?',
      ratings:
        'De 1 (insuffisant) à 5 (excellent), comment évalueriez-vous {name} pour ce critère : {competency} ? (Vous pouvez aussi en noter plusieurs à la fois, par exemple « travail en équipe 4, leadership 3 ».)',
      rehire:
        'Recruteriez-vous à nouveau {name}, ou retravailleriez-vous avec cette personne ? (oui ou non)',
      comments: 'Souhaitez-vous ajouter autre chose concernant {name} ? (sinon, dites « non »)',
      done: 'J’ai tout ce qu’il me fallait. Cliquez sur « {button} » pour relire vos réponses et les modifier avant leur envoi.',
    },
    acknowledgements: {
      relationship: 'Merci, cela m’aide à comprendre le contexte.',
      duration: 'Merci.',
      strengths: 'Merci, c’est très utile.',
      improvements: 'Merci pour votre franchise.',
      ratings: 'C’est noté.',
      rehire: 'Entendu.',
      comments: 'Merci pour cet ajout.',
      done: 'Merci, je l’ai ajouté à vos commentaires.',
    },
    ratingsSoFar: 'C’est noté : {ratings}.',
    ratingSkipped: 'non évalué',
    rating: '{competency} {rating}/5',
    noDuration: 'Désolé, je n’ai pas saisi de durée.',
    needRating: 'Merci de répondre par un nombre de 1 à 5, ou « passer ».',
    needRehire: 'Pour être sûr : recruteriez-vous à nouveau cette personne, oui ou non ?',
    wouldNotRehire: 'Entendu, merci pour votre honnêteté.',
    wouldRehire: 'Bon à savoir, merci.',
    thanks: 'Merci.',
    skipped: 'Pas de problème, nous pouvons laisser cette question de côté.',
    updated: 'Merci, c’est modifié.',
    offTopic: 'Ici, je ne peux recueillir que votre référence.',
    away: 'Prenez votre temps, je serai là à votre retour.',
    needAnswer: 'Désolé, je n’ai pas compris.',
    voiceNote:
      'Désolé, les messages vocaux ne m’arrivent pas ici : pourriez-vous écrire votre réponse ?',
    notRecorded: 'Désolé, je n’ai pas pu enregistrer cette réponse telle quelle.',
    clarify: {
      readers: '{readers}',
      length:
        'Cela prend {duration} en tout, et vous pouvez vous arrêter et terminer à tout moment.',
      meaning:
        'Répondez dans le sens qui correspond le mieux à ce que vous avez observé chez {name} ; vous pouvez en couvrir plusieurs, ou dire « passer ».',
      repeat: 'Bien sûr.',
      optional: 'Non, vous pouvez passer n’importe quelle question : dites « passer ».',
      optionalSome: 'Vous pouvez passer les questions qui l’indiquent : dites « passer ».',
      terms:
        'Bien sûr : quand arrive une question à laquelle vous préférez ne pas répondre, dites « passer ».',
      scale: '5 signifie excellent et 1 insuffisant ; un nombre entier de 1 à 5, ou « passer ».',
      other: 'Je ne peux pas répondre à cela ici, mais l’équipe de recrutement le peut.',
    },
    questionnaire: {
      opening:
        '{hello} {introduction} Cela prend {duration} ; répondez avec vos propres mots. {question}',
      ratingHint: '(1 = insuffisant, 5 = excellent)',
      yesNoHint: '(oui ou non)',
      choiceHint: 'Choix possibles : {options}.',
      choicesHint: 'Choix possibles : {options} (choisissez toutes celles qui s’appliquent).',
      numberHint: '(un nombre)',
      optionalHint: 'Vous pouvez dire « passer ».',
      noted: 'C’est noté : {value}.',
      // « one » couvre 0 et 1 en français : « 0 an », « 1 an », « 2 ans ».
      units: {
        day: '{count, plural, one {# jour} other {# jours}}',
        week: '{count, plural, one {# semaine} other {# semaines}}',
        month: '{count, plural, one {# mois} other {# mois}}',
        year: '{count, plural, one {# an} other {# ans}}',
        person: '{count, plural, one {# personne} other {# personnes}}',
      },
      rating: '{rating} sur 5',
      needed: 'Cette réponse est nécessaire pour la référence : je ne peux pas la passer.',
      needChoice: 'Merci de choisir l’une des options (par ses mots ou son numéro).',
      needChoices: 'Merci de choisir une ou plusieurs options (par leurs mots ou leurs numéros).',
      needNumber: 'Merci de répondre par un nombre.',
      options: '« {option} »',
      or: ' ou ',
      and: ' et ',
    },
    interview: {
      confirmReading: 'J’ai compris {value} pour {question} : est-ce exact ?',
      readWrong: 'Désolé, j’ai mal compris. Pourriez-vous le redire ?',
      readWrongLater: 'Désolé, j’ai mal compris ; je vous poserai la question le moment venu.',
      noted: 'Merci.',
      confirmDecline: 'Vous préférez ne pas donner de référence : est-ce exact ?',
      declined:
        'Entendu, et merci de nous avoir prévenus. Rien de ce que vous avez dit ici n’est conservé comme référence ; vous pouvez fermer cette page.',
      declinedAlready:
        'Vous avez refusé de donner cette référence : il n’y a plus rien à répondre.',
      carryOn: 'Merci, continuons.',
      needed: 'Cette réponse est nécessaire pour la référence : je ne peux pas la laisser de côté.',
      wayOutRequired:
        'Vous pouvez aussi répondre avec les boutons ci-dessous ou, si vous préférez ne pas donner de référence, dites-le simplement.',
      wayOutOptional:
        'Vous pouvez aussi répondre avec les boutons ci-dessous, passer cette question, ou nous dire si vous préférez ne pas donner de référence.',
      nothingToConfirm: 'rien n’attend de confirmation',
      variations: ['Je reformule.', 'Encore un essai :', 'Pas de souci.'],
      skipWord: 'Sans réponse',
      yes: 'Oui',
      no: 'Non',
    },
  },
  conversation: {
    turnLimit:
      'Cette conversation a atteint sa limite de {turns} messages. Terminez-la, ou demandez un nouveau lien à l’équipe de recrutement.',
    byteLimit:
      'Ce message ferait dépasser à la conversation sa limite de {kib} Kio de texte. Envoyez un message plus court, ou terminez la conversation.',
    turnFailed: 'L’assistant n’a pas pu répondre pour le moment. Veuillez renvoyer votre message.',
    turnInProgress:
      'Votre message précédent est encore en cours de traitement. Attendez la réponse, puis renvoyez celui-ci.',
    shuttingDown:
      'Le service redémarre : cette réponse n’a pas pu être terminée et rien n’en a été enregistré. Veuillez renvoyer votre message.',
    changed:
      'La conversation a avancé pendant la rédaction de cette réponse (est-elle ouverte dans un autre onglet ?). Rechargez la page pour la voir, puis renvoyez votre message.',
  },
};
