import type { OutreachCopy } from './en.ts';

/** Las invitaciones, los recordatorios y los SMS, en español (tuteo, neutro). */
export const es: OutreachCopy = {
  company: { hiringTeam: 'el equipo de selección' },
  forRole: ' para el puesto de {role}',
  refereeDuration: 'unos diez minutos',
  theCandidate: 'la persona candidata',
  emails: {
    hello: 'Hola:',
    helloName: 'Hola, {firstName}:',
    expiry: 'Este enlace es personal y funciona hasta el {date}.',
    buttonFallback: 'Si el botón no funciona, copia este enlace en tu navegador:',
    candidateFooter:
      'Recibes este correo porque {company} ha iniciado una verificación de referencias en la que tú eres la persona candidata. Si no es tu caso, puedes ignorarlo.',
    refereeFooter:
      'Recibes este correo porque figuras como referencia de {candidateName} en una verificación de referencias que lleva {company}. Si no conoces a esta persona, puedes ignorarlo.',
    intakeInvitation: {
      subject: '{Company}: indícanos tus referencias',
      body: '{Company} quiere verificar tus referencias{forRole}. Confirma que das tu consentimiento y dinos quién puede hablar de tu trabajo:',
      button: 'Indicar mis referencias',
    },
    consentRequest: {
      subject: '{Company}: tu consentimiento para verificar referencias',
      body: '{Company} quiere ponerse en contacto con tus referencias{forRole}. Abre este enlace para revisarlas y dar tu consentimiento:',
      button: 'Revisar y dar mi consentimiento',
    },
    refereeInvitation: {
      subject: 'Solicitud de referencia sobre {candidateName}',
      body: '{candidateName} te ha propuesto como referencia{forRole} y {company} quiere conocer tu opinión. Es una conversación breve, de {duration}, cuando mejor te venga:',
      bodyFromRecruiter:
        '{Company} está verificando las referencias de {candidateName}{forRole} y le encantaría contar con la tuya. Es una conversación breve, de {duration}, cuando mejor te venga:',
      button: 'Dar mi referencia',
    },
    reminder: {
      refereeSubject: 'Recordatorio: solicitud de referencia sobre {candidateName}',
      intakeSubject: 'Recordatorio: {Company} espera tus referencias',
      consentSubject: 'Recordatorio: {Company} espera tu consentimiento',
      refereeBody:
        'Tu referencia sobre {candidateName}{forRole} sigue pendiente. Puedes continuar aquí:',
      candidateBody:
        '{Company} todavía espera tu consentimiento y tus referencias{forRole}. Puedes continuar aquí:',
    },
  },
  sms: {
    hello: 'Hola: ',
    helloName: 'Hola, {firstName}: ',
    reminder: 'Recordatorio. ',
    intake: '{company} te pide que indiques tus referencias{forRole}:',
    consent: '{company} te pide tu consentimiento para verificar tus referencias{forRole}:',
    referee: '{company} te pide una referencia sobre {candidateName}{forRole} ({duration}):',
  },
};
