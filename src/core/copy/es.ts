import type { ParticipantCopy } from '../participant-copy.ts';
import { en } from './en.ts';
import { es as outreach } from './outreach/es.ts';

/**
 * Lo que leen la persona candidata y sus referencias, en español neutro y
 * tuteando, como las invitaciones (./outreach/es.ts): es el registro de las
 * consultoras de selección con candidatos y referencias, y el mismo en toda
 * la conversación. Sin "vosotros" ni "ustedes", que separan España de
 * América. `{company}` puede ser "el equipo de selección": nunca va detrás de
 * "de" ni de "a" (darían "de el", "a el"); se nombra entre paréntesis o como
 * sujeto. Lo que lee el equipo que contrata (el informe) sigue en inglés.
 */
export const es: ParticipantCopy = {
  company: {
    hiringTeam: outreach.company.hiringTeam,
    recruitingTeam: 'el equipo de selección',
  },
  forRole: outreach.forRole,
  buttons: {
    submitReferees: 'Enviar mis referencias',
    abandonIntake: 'No quiero continuar',
    reviewReference: 'Revisar y enviar',
    submitReference: 'Enviar mi referencia',
    backToChat: 'Volver a la conversación',
    declineReference: 'Prefiero no dar una referencia',
    send: 'Enviar',
    saveReferee: 'Guardar referencia',
    cancel: 'Cancelar',
    addReferee: 'Añadir una referencia',
    editReferee: 'Editar a {name}',
    removeReferee: 'Quitar a {name}',
    allow: 'Permitir',
    doNotAllow: 'No permitir',
    withdrawPermission: 'Retirar el permiso',
    // The shared report's page: the hiring team reads it, in English.
    downloadPdf: en.buttons.downloadPdf,
  },
  // The report's section titles: the hiring team reads them, in English.
  sections: en.sections,
  refereeDuration: outreach.refereeDuration,
  scopes: {
    reference_collection:
      'reutilizar lo que dijeron tus referencias en verificaciones de referencias anteriores',
    passport_share: 'compartir tu informe de referencias aprobado',
  },
  readers: {
    referee:
      'Quién lee tus respuestas: el equipo que lleva este proceso de selección ({company}) y las personas con quienes comparta el informe final para decidir la contratación. {candidateFirstName} no verá tus respuestas.',
    candidate:
      'Quién lee las respuestas de tus referencias: el equipo que lleva este proceso de selección ({company}) y las personas con quienes comparta el informe final para decidir la contratación. Tú no verás lo que responda cada referencia.',
  },
  competencies: {
    communication: 'Comunicación',
    technical_skill: 'Habilidades técnicas',
    teamwork: 'Trabajo en equipo',
    reliability: 'Fiabilidad',
    problem_solving: 'Resolución de problemas',
    leadership: 'Liderazgo',
  },
  builtinQuestions: {
    relationship: '¿De qué conoces a la persona candidata y cuál era tu relación de trabajo?',
    ratings: {
      communication: '¿Cómo valorarías su comunicación, del 1 (deficiente) al 5 (excelente)?',
      technical_skill:
        '¿Cómo valorarías sus habilidades técnicas, del 1 (deficiente) al 5 (excelente)?',
      teamwork: '¿Cómo valorarías su trabajo en equipo, del 1 (deficiente) al 5 (excelente)?',
      reliability: '¿Cómo valorarías su fiabilidad, del 1 (deficiente) al 5 (excelente)?',
      problem_solving:
        '¿Cómo valorarías su capacidad para resolver problemas, del 1 (deficiente) al 5 (excelente)?',
      leadership: '¿Cómo valorarías su liderazgo, del 1 (deficiente) al 5 (excelente)?',
    },
    strengths: '¿Cuáles dirías que son sus principales puntos fuertes?',
    improvements: '¿En qué aspectos podría mejorar o seguir desarrollándose?',
    wouldRehire: '¿Volverías a contratar a esta persona o a trabajar con ella?',
    monthsKnown: '¿Durante cuántos meses, más o menos, trabajaste con esta persona?',
    comments: '¿Hay algo más que quieras añadir?',
  },
  answers: {
    ratingsLegend: 'Valoraciones, del 1 (deficiente) al 5 (excelente)',
    notRated: 'Sin valorar',
    poor: 'deficiente',
    outstanding: 'excelente',
    relationship: 'Tu relación con la persona candidata',
    monthsKnown: 'Meses trabajando juntos',
    strengths: 'Puntos fuertes',
    improvements: 'Aspectos a mejorar',
    wouldRehire: '¿Volverías a trabajar con esta persona?',
    yes: 'Sí',
    no: 'No',
    ratherNotSay: 'Prefiero no decirlo',
    comments: 'Algo más',
    optional: '(opcional)',
  },
  problems: {
    byCode: {
      token_expired: 'Este enlace ha caducado. Pide uno nuevo al equipo de selección.',
      token_used: 'Este enlace ya se ha utilizado. ¡Gracias!',
      not_found: 'Este enlace no es válido. Comprueba que lo has copiado entero.',
    },
    byReason: {
      revoked: {
        title: 'Enlace anulado',
        text: 'El equipo de selección ha anulado este enlace, así que ya no se abre. Pídeles uno nuevo si todavía lo necesitas.',
      },
      cancelled: {
        title: 'Verificación de referencias cancelada',
        text: 'Esta verificación de referencias se ha cancelado, así que el enlace ya no está activo. No tienes que hacer nada más.',
      },
      expired: {
        title: 'Enlace caducado',
        text: 'Este enlace ha caducado. Pide uno nuevo al equipo de selección.',
      },
      used: {
        title: 'Enlace ya utilizado',
        text: 'Este enlace ya se ha utilizado. ¡Gracias!',
      },
      invalid: {
        title: 'Enlace no válido',
        text: 'Este enlace no es válido. Comprueba que lo has copiado entero.',
      },
    },
    linkInactive: 'Este enlace ya no está activo',
    somethingWrong: 'Algo ha fallado',
    tryLater: 'Vuelve a intentarlo más tarde.',
    tryAgain: 'Algo ha fallado. Vuelve a intentarlo.',
    needsJavaScript: 'Esta página necesita JavaScript.',
    loading: 'Cargando…',
  },
  pageTitles: {
    intake: 'Tus referencias',
    referee: 'Dar una referencia',
    // The shared report's page: the hiring team reads it, in English.
    reports: en.pageTitles.reports,
    permissions: 'Solicitud de permiso',
    withdraw: 'Retirar el permiso',
  },
  chat: {
    conversation: 'Conversación',
    placeholder: 'Escribe tu respuesta…',
    yourMessage: 'Tu mensaje',
    stillNeeded: 'Falta: {items}',
    sayHello: 'Saluda para empezar.',
    intakeTitle: 'Hola, {firstName}: vamos a preparar tus referencias',
    intakeSubtitle: '{Company} quiere verificar tus referencias{forRole}.',
    refereeTitle: 'Una referencia sobre {candidateName}',
    refereeSubtitle:
      '{Company} quiere conocer tu opinión sobre {firstName}{forRole}. Te llevará {duration}.',
    thankYou: '¡Gracias!',
    intakeSubmitted:
      'Hemos enviado tus referencias al equipo de selección. Nos pondremos en contacto con ellas en breve.',
    referenceSubmitted: 'Hemos registrado tu referencia. Gracias por tu tiempo.',
    answersMissing: 'Aún faltan algunas respuestas.',
    confirmAbandon: '¿Seguro? Este enlace dejará de funcionar.',
    abandonedTitle: 'Entendido',
    abandoned: 'Se lo hemos comunicado al equipo de selección. Ya puedes cerrar esta página.',
  },
  review: {
    title: 'Revisa tu referencia',
    intro: 'Cambia lo que quieras. No se envía nada hasta que pulses «{button}».',
    needsAnAnswer: 'Da al menos una valoración o tu opinión sobre sus puntos fuertes.',
    checkAnswers: 'Revisa tus respuestas.',
    checkQuestions: 'Revisa: {questions}.',
  },
  refereeList: {
    title: 'Tus referencias',
    empty: 'Todavía no hay nadie. Añade a alguien aquí o díselo al asistente.',
    fromRecruiter: 'Ya indicadas por {company}:',
    addMore: 'Puedes añadir más aquí o decírselo al asistente.',
    numbered: 'Referencia {number}',
    firstName: 'Nombre',
    lastName: 'Apellidos',
    email: 'Correo electrónico',
    phone: 'Teléfono',
    relationship: 'Relación contigo',
    stillNeeded: 'Falta: {items}',
    needs: {
      name: 'un nombre',
      email: 'un correo electrónico',
      relationship: 'su relación contigo',
      confirmation: 'tu confirmación en el chat',
    },
    checkFields: 'Revisa {fields}.',
    couldNotSave: 'No se ha podido guardar.',
  },
  controls: {
    yes: 'Sí',
    no: 'No',
    skip: 'Saltar',
    send: 'Responder',
    confirmYes: 'Sí, es correcto',
    confirmNo: 'No',
    answerLabel: 'Respuesta: {prompt}',
    ratingLabel: '{n} de 5',
    consentYes: 'Sí, acepto',
    consentNo: 'No',
    addRefereeTitle: 'Añadir una referencia',
    name: 'Nombre',
  },
  earlierReference: {
    line: '{relationship}{forRole}, dada el {date}',
    forRole: ' (para {role})',
    referee: 'Referencia',
    concerned: 'Referencias afectadas',
  },
  relationships: {
    manager: 'jefe/a',
    colleague: 'colega',
    peer: 'compañero/a de equipo',
    report: 'subordinado/a',
    client: 'cliente',
    mentor: 'mentor/a',
    teacher: 'profesor/a',
    friend: 'amigo/a',
    other: 'otra relación',
  },
  permissionPage: {
    title: 'Hola, {firstName}: ¿podemos reutilizar tus referencias?',
    subtitle: '{recruiter} ({company}) te pide permiso{forRole}.',
    theyWouldLike: 'Lo que te piden',
    nothingShared: 'No se comparte nada si no lo permites. Abrir esta página no cambia nada.',
    expires: 'Esta solicitud caduca el {date}.',
    grantedTitle: 'Permiso concedido',
    granted: 'Gracias. El equipo de selección ya puede usar estas referencias.',
    declinedTitle: 'Permiso denegado',
    declined: 'No se compartirá nada. Ya puedes cerrar esta página.',
  },
  withdrawPage: {
    title: 'Hola, {firstName}: tu permiso para reutilizar referencias',
    subtitle: 'Desde el {date}, {recruiter} ({company}) tiene tu permiso para:',
    ifYouWithdraw:
      'Si lo retiras, dejarán de usar estas referencias en informes nuevos. Los informes ya redactados no cambian.',
    withdrawnOn: 'Este permiso se retiró el {date}.',
    withdrawnTitle: 'Permiso retirado',
    withdrawn:
      'Tus referencias anteriores ya no se usarán en informes nuevos. Ya puedes cerrar esta página.',
  },
  // The shared report (its page and PDF): the hiring team reads it, in English.
  report: en.report,
  emails: {
    ...outreach.emails,
    permissionRequest: {
      subject: '{Company} te pide permiso para reutilizar tus referencias',
      asks: '{recruiter} ({company}) te pide permiso para:',
      concerns: {
        one: 'Se trata de 1 referencia anterior. No se reutiliza nada sin tu aprobación.',
        other:
          'Se trata de {count} referencias anteriores. No se reutiliza nada sin tu aprobación.',
      },
      note: 'Su nota:',
      button: 'Revisar la solicitud',
      lead: 'Revisa la solicitud y apruébala o recházala aquí:',
      validUntil: 'El enlace es válido hasta el {date}.',
      footer:
        'Recibes este correo porque {recruiter} ({company}) te ha pedido permiso para reutilizar tus referencias anteriores. No cambia nada si no lo apruebas; si no sabes quién te lo pide, puedes ignorarlo.',
    },
    permissionGranted: {
      subject: 'Permiso concedido: {company} puede reutilizar tus referencias',
      allowed: '{recruiter} ({company}) tiene ahora tu permiso para:',
      concerns: {
        one: 'Se trata de 1 referencia anterior, {reach}.',
        other: 'Se trata de {count} referencias anteriores, {reach}.',
      },
      reachTargeted: 'para la candidatura sobre la que te preguntaron',
      reachUntargeted:
        'para sus verificaciones de referencias sobre ti, hasta que retires el permiso',
      button: 'Ver o retirar el permiso',
      lead: 'Puedes retirar este permiso cuando quieras aquí:',
      after: 'Una vez retirado, tus referencias anteriores dejarán de usarse en informes nuevos.',
      footer:
        'Recibes este correo porque aprobaste la solicitud que te envió {recruiter} ({company}) para reutilizar tus referencias. Guárdalo: con su enlace puedes retirar tu permiso.',
    },
  },
  intakeAgent: {
    opening:
      '¡Hola, {firstName}! Soy el asistente que gestiona las referencias para {company}. Como parte de tu candidatura{forRole}, nos gustaría hablar con algunas personas con las que has trabajado. Lo primero: ¿das tu consentimiento para que contactemos con las referencias que nos indiques? (sí o no)',
    declined: 'Entendido: no contactaremos con nadie sin tu consentimiento.',
    changeYourMind:
      'Si cambias de opinión, solo tienes que decir que sí. Si no, puedes cerrar esta página o pulsar «{button}».',
    needConsent:
      'Perdona, necesito una respuesta clara antes de seguir: ¿podemos contactar con las referencias que nos indiques? (sí o no)',
    notKept: 'No he guardado a ninguna de las personas que has mencionado.',
    consentFirst:
      'Antes de seguir: ¿podemos contactar con las referencias que nos indiques? No contactaremos con nadie hasta que digas que sí. (sí o no)',
    whichCountry:
      '¿De qué país es el teléfono {number} de {name}? Dime el país (por ejemplo, «España») o escríbelo con el prefijo internacional, como +34…',
    whichCountries:
      '¿De qué país son los teléfonos {numbers}? Dime el país (por ejemplo, «España») o escríbelos con el prefijo internacional, como +34…',
    phoneNoted: 'Gracias, he anotado el {phone} para {name}.',
    addressMended: 'He anotado {mended}: «{typed}» parece una errata.',
    phoneLeftOut: 'He dejado fuera el número {number}, porque no he sabido de qué país es.',
    whoseNumber:
      'Todavía no he anotado el número {number}: ¿de quién es, {names}? Escriba el nombre completo con el número, por favor.',
    phoneUnread:
      'No he podido leer {number} como un número de teléfono, así que lo he dejado fuera; puedes volver a escribirlo con el prefijo internacional, como +34…',
    thanksForConsent: 'Gracias por tu consentimiento.',
    onFile: {
      one: 'El equipo de selección ya tiene 1 referencia tuya. Puedes indicar otra ahora (nombre, correo electrónico, teléfono y relación contigo) o decir «listo» para terminar.',
      other:
        'El equipo de selección ya tiene {count} referencias tuyas. Puedes indicar otra ahora (nombre, correo electrónico, teléfono y relación contigo) o decir «listo» para terminar.',
    },
    completeNamed:
      'El equipo de selección ya ha indicado estas referencias: {names}. Dime qué falta (su correo electrónico, su teléfono y su relación contigo), por ejemplo: «el correo de {name} es nombre@ejemplo.com, fue mi jefa». También puedes indicar otras referencias.',
    askReferees:
      'Ahora, ¿quién puede hablar de tu trabajo? Para cada referencia, dime su nombre, correo electrónico, teléfono y relación contigo; por ejemplo: «mi jefa, Ana García, ana@acme.com, +34 612 345 678».',
    allSet:
      'Ya está todo: pulsa «{button}» para enviar tus referencias al equipo de selección, o háblame de otra referencia.',
    thanks: 'Gracias, {firstName}.',
    recruiterHasReferees: 'Contactaremos con las referencias que ya tiene el equipo de selección.',
    ready: 'Ya está todo listo: pulsa «{button}» y nos pondremos en contacto con ellas.',
    beforeYouFinish: 'Antes de terminar, aún necesito: {missing}.',
    noDetails:
      'No he encontrado datos de ninguna referencia en tu mensaje. Dime un nombre, un correo electrónico, un teléfono y tu relación con esa persona.',
    pendingPersonDetails:
      '¿Cómo podemos contactar con esa persona ({name})? Dime su nombre completo, su correo electrónico y su teléfono.',
    noEmailKept:
      'Entendido: {name} sigue en tu lista. Las invitaciones se envían por correo electrónico, así que sin una dirección no podemos invitar a {name}: envíamela aquí cuando la tengas o nombra a otra referencia que tenga correo.',
    /** Referees without an address, once another can be invited: kept, not invited. */
    notInvited:
      'No tengo correo de {names}, y las invitaciones se envían por correo: mándamelo aquí si lo tienes.',
    finishNeedsEmail:
      'Todavía no puedo terminar: las invitaciones se envían por correo electrónico y no tengo la dirección de {names}. Envíamela cuando la tengas o nombra a otra referencia con correo electrónico.',
    questionBack:
      'Aquí solo puedo recoger tus referencias; el equipo de selección responderá a las demás preguntas sobre tu candidatura.',
    gotIt: 'Anotado. {summary}',
    stillMissing: 'Aún falta: {missing}.',
    whichFirstName: 'el nombre de pila de {name} (¿«{one}» o «{two}»?)',
    plenty: 'Con esto es suficiente. Ya está todo listo: pulsa «{button}».',
    another: '¿Quieres añadir otra referencia? Si no, di «listo» o pulsa «{button}».',
    nobodyYet: 'Todavía no hay nadie en tu lista.',
    whichToRemove: '¿Qué referencia quito? {summary} Di, por ejemplo, «quita la número 2».',
    removed: 'Hecho: he quitado a {name}. {summary}',
    noReferees: 'Todavía no tengo ninguna referencia.',
    soFar: 'Por ahora tengo: {list}.',
    noNameYet: '(todavía sin nombre)',
    numbered: 'referencia {number}',
    listUpdated: 'Has actualizado tu lista. {summary}',

    /** Leads that keep a reply from being the one just sent, word for word. */
    variations: ['Para que quede claro:', 'Sin prisa.', 'Una vez más:'],
    /** A referee read from words, shown back for a yes or a no (intake-confirmation.ts). */
    confirmReferee: '¿Está bien así? {referee}',
    cardKept: 'Gracias, {name} está en tu lista.',
    confirmWithdrawal:
      '¿Quieres retirar tu consentimiento? Entonces no contactaremos con nadie y quitaré las referencias que has dado. (sí o no)',
    consentKept: 'De acuerdo, tu consentimiento sigue en pie y tu lista se queda como está.',
    cardRefused:
      'Perdona: no he guardado lo que entendí de {name}. Escribe de nuevo sus datos (nombre, correo, teléfono y la relación contigo) o añádelos con el formulario.',
    cardRefusedName:
      '{question} Si no es ninguno de estos, escribe aquí su nombre completo, o di que no y lo quito.',
    cardWhatIsWrong: 'Perdona. {question}',
    detailLeftOut: 'Gracias: he quitado {detail}; si tienes el dato correcto, escríbelo aquí.',
    wrongDetails: {
      name: 'El nombre',
      email: 'El correo',
      phone: 'El teléfono',
      relationship: 'La relación',
      remove: 'Quitar esta referencia',
    },
    ask: {
      consent: '¿Podemos contactar con las referencias que nos indiques?',
      referee: 'Añade una referencia: nombre, correo electrónico, teléfono y relación contigo.',
      firstName: '¿Cuál es el nombre de pila de {name}?',
      relationship: '¿De qué conoces a {name}?',
      wrongDetail: '¿Qué está mal en lo que entendí de {name}?',
    },
    typed: {
      consentYes: 'Sí, doy mi consentimiento para que contacten con mis referencias.',
      consentNo: 'No, no doy mi consentimiento.',
      addReferee: 'Añade a {referee}, por favor.',
      firstName: 'El nombre de pila es {firstName}.',
      confirmYes: 'Sí, es correcto.',
      confirmNo: 'No, no es correcto.',
    },
    missing: {
      consent: 'tu consentimiento',
      referee: 'al menos una referencia',
      field: '{field} de {who}',
      name: 'el nombre',
      email: 'el correo electrónico',
      relationship: 'la relación contigo',
      confirmation: 'tu confirmación de los datos',
    },
    needed: {
      consent: 'tu consentimiento',
      referee: 'al menos una referencia',
      name: 'el nombre de {who}',
      email: 'el correo electrónico de {who}',
      relationship: 'la relación de {who} contigo',
      confirmation: 'tu confirmación de los datos de {who}',
    },
  },
  refereeAgent: {
    hello: '¡Hola!',
    helloName: '¡Hola, {firstName}!',
    opening:
      '{hello} {introduction} Te llevará {duration}; responde con tus propias palabras y di «saltar» si prefieres no contestar alguna pregunta. {question}',
    introduction: {
      candidate:
        '{candidateName} ha presentado su candidatura{forRole} y te ha indicado como referencia; el proceso lo lleva {company}.',
      recruiter:
        '{Company} está verificando las referencias de {candidateName}{forRole} y le encantaría contar con la tuya.',
    },
    questions: {
      relationship: '¿De qué conoces a {name}? ¿Cuánto tiempo trabajaste con esta persona?',
      duration:
        '¿Más o menos cuánto tiempo trabajaste con {name}? (por ejemplo, «2 años» o «18 meses»)',
      strengths: '¿Cuáles dirías que son los principales puntos fuertes de {name}?',
      improvements: '¿En qué aspectos podría {name} mejorar o seguir desarrollándose?',
      ratings:
        'Del 1 (deficiente) al 5 (excelente), ¿cómo valorarías a {name} en {competency}? (También puedes valorar varias a la vez, por ejemplo: «trabajo en equipo 4, liderazgo 3».)',
      rehire: '¿Volverías a contratar a {name} o a trabajar a su lado? (sí o no)',
      comments: '¿Quieres añadir algo más sobre {name}? (si no, di «no»)',
      done: 'Eso es todo lo que necesitaba. Pulsa «{button}» para revisar tus respuestas y cambiar lo que quieras antes de enviarlas.',
    },
    acknowledgements: {
      relationship: 'Gracias, eso me ayuda a entender el contexto.',
      duration: 'Gracias.',
      strengths: 'Gracias, es muy útil.',
      improvements: 'Gracias por tu sinceridad.',
      ratings: 'Anotado.',
      rehire: 'Entendido.',
      comments: 'Gracias por añadirlo.',
      done: 'Gracias, lo he añadido a tus comentarios.',
    },
    ratingsSoFar: 'Anotado: {ratings}.',
    ratingSkipped: 'sin valorar',
    rating: '{competency} {rating}/5',
    noDuration: 'Perdona, no he entendido cuánto tiempo.',
    needRating: 'Responde con un número del 1 al 5, o «saltar».',
    needRehire: 'Solo para asegurarme: ¿volverías a contratar a esta persona, sí o no?',
    wouldNotRehire: 'Entendido, gracias por tu sinceridad.',
    wouldRehire: 'Me alegra saberlo, gracias.',
    thanks: 'Gracias.',
    skipped: 'No pasa nada, podemos dejar esa pregunta.',
    updated: 'Gracias, ya lo he cambiado.',
    offTopic: 'Aquí solo puedo recoger tu referencia.',
    away: 'Sin prisa, aquí estaré cuando vuelvas.',
    needAnswer: 'Perdona, no lo he entendido.',
    voiceNote: 'Perdona, aquí no me llegan los audios: ¿puedes escribir tu respuesta?',
    notRecorded: 'Perdona, no he podido registrar esa respuesta tal como la has dado.',
    clarify: {
      readers: '{readers}',
      length: 'Lleva {duration} en total, y puedes parar y terminar cuando quieras.',
      meaning:
        'Respóndela en el sentido que mejor encaje con lo que viste de {name}; puedes abarcar más de uno, y también decir «saltar».',
      repeat: 'Claro.',
      optional: 'No, puedes saltarte cualquier pregunta: di «saltar».',
      optionalSome: 'Puedes saltarte las preguntas que lo indican: di «saltar».',
      terms: 'Claro: cuando llegue una pregunta que prefieras no responder, di «saltar».',
      scale: '5 significa excelente y 1, deficiente; un número entero del 1 al 5, o «saltar».',
      other: 'Eso no puedo responderlo aquí, pero el equipo de selección sí.',
    },
    questionnaire: {
      opening:
        '{hello} {introduction} Te llevará {duration}; responde con tus propias palabras. {question}',
      ratingHint: '(1 = deficiente, 5 = excelente)',
      yesNoHint: '(sí o no)',
      choiceHint: 'Opciones: {options}.',
      choicesHint: 'Opciones: {options} (elige todas las que correspondan).',
      numberHint: '(un número)',
      optionalHint: 'Puedes decir «saltar».',
      noted: 'Anotado: {value}.',
      units: {
        day: '{count, plural, one {# día} other {# días}}',
        week: '{count, plural, one {# semana} other {# semanas}}',
        month: '{count, plural, one {# mes} other {# meses}}',
        year: '{count, plural, one {# año} other {# años}}',
        person: '{count, plural, one {# persona} other {# personas}}',
      },
      rating: '{rating} de 5',
      needed: 'Esta respuesta es necesaria para la referencia, así que no puedo saltarla.',
      needChoice: 'Elige una de las opciones (con sus palabras o su número).',
      needChoices: 'Elige una o varias opciones (con sus palabras o sus números).',
      needNumber: 'Responde con un número.',
      options: '«{option}»',
      or: ' o ',
      and: ' y ',
    },
    interview: {
      confirmReading: 'En {question} he entendido {value}, ¿es correcto?',
      readWrong: 'Perdona, lo he entendido mal. ¿Puedes repetirlo?',
      readWrongLater: 'Perdona, lo he entendido mal; te lo preguntaré cuando le toque.',
      noted: 'Gracias.',
      confirmDecline: 'Prefieres no dar una referencia, ¿verdad?',
      declined:
        'Entendido, y gracias por avisarnos. Nada de lo que has dicho aquí se guardará como referencia; ya puedes cerrar esta página.',
      declinedAlready:
        'Has decidido no dar esta referencia, así que no hay nada más que responder.',
      carryOn: 'Gracias, sigamos.',
      needed: 'Esta respuesta es necesaria para la referencia, así que no puedo dejarla fuera.',
      wayOutRequired:
        'También puedes responder con los botones de abajo o, si prefieres no dar una referencia, simplemente dilo.',
      wayOutOptional:
        'También puedes responder con los botones de abajo, saltar esta pregunta o decirme si prefieres no dar una referencia.',
      nothingToConfirm: 'no hay nada pendiente de confirmar',
      variations: ['Te lo pregunto de otra forma.', 'Probemos otra vez:', 'No te preocupes.'],
      skipWord: 'Sin respuesta',
      yes: 'Sí',
      no: 'No',
    },
  },
  conversation: {
    turnLimit:
      'Esta conversación ha llegado a su límite de {turns} mensajes. Termínala o pide un enlace nuevo al equipo de selección.',
    byteLimit:
      'Con este mensaje la conversación superaría su límite de {kib} KiB de texto. Envía algo más corto o termina la conversación.',
    turnFailed: 'El asistente no ha podido responder ahora mismo. Vuelve a enviar tu mensaje.',
    turnInProgress:
      'Todavía se está respondiendo a tu mensaje anterior. Espera la respuesta y vuelve a enviar este.',
    shuttingDown:
      'El servicio se está reiniciando y esta respuesta no se ha podido terminar; no se ha guardado nada de ella. Vuelve a enviar tu mensaje.',
    changed:
      'La conversación ha avanzado mientras se escribía esta respuesta (¿la tienes abierta en otra pestaña?). Recarga la página para verla y vuelve a enviar tu mensaje.',
  },
};
