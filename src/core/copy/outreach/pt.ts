import type { OutreachCopy } from './en.ts';

/**
 * Convites, lembretes e SMS em português do Brasil (tratamento por "você").
 * `{company}` nunca vem depois de "de" ou "por": "a equipe" pediria "da" e "pela".
 */
export const pt: OutreachCopy = {
  company: { hiringTeam: 'a equipe de recrutamento' },
  forRole: ' para a vaga de {role}',
  refereeDuration: 'cerca de dez minutos',
  theCandidate: 'a pessoa candidata',
  emails: {
    hello: 'Olá,',
    helloName: 'Olá, {firstName},',
    expiry: 'Este link é pessoal e vale até {date}.',
    buttonFallback: 'Se o botão não funcionar, copie este link no seu navegador:',
    candidateFooter:
      'Você recebeu este e-mail porque {company} iniciou uma verificação de referências em que você é a pessoa candidata. Se não for o seu caso, pode ignorá-lo.',
    refereeFooter:
      'Você recebeu este e-mail porque {company} está verificando as referências de {candidateName} e o seu nome foi indicado. Se você não conhece essa pessoa, pode ignorá-lo.',
    intakeInvitation: {
      subject: '{Company}: indique suas referências',
      body: '{Company} gostaria de verificar suas referências{forRole}. Confirme o seu consentimento e conte quem pode falar sobre o seu trabalho:',
      button: 'Indicar minhas referências',
    },
    consentRequest: {
      subject: '{Company}: seu consentimento para a verificação de referências',
      body: '{Company} gostaria de entrar em contato com suas referências{forRole}. Abra este link para revisá-las e dar o seu consentimento:',
      button: 'Revisar e dar consentimento',
    },
    refereeInvitation: {
      subject: 'Pedido de referência sobre {candidateName}',
      body: '{candidateName} indicou você como referência{forRole}, e {company} gostaria de ouvir a sua opinião. Uma conversa rápida, de {duration}, quando for melhor para você:',
      bodyFromRecruiter:
        '{Company} está verificando as referências de {candidateName}{forRole} e gostaria muito de contar com a sua. Uma conversa rápida, de {duration}, quando for melhor para você:',
      button: 'Dar minha referência',
    },
    reminder: {
      refereeSubject: 'Lembrete: pedido de referência sobre {candidateName}',
      intakeSubject: 'Lembrete: {Company} está aguardando suas referências',
      consentSubject: 'Lembrete: {Company} está aguardando o seu consentimento',
      refereeBody:
        'Sua referência sobre {candidateName}{forRole} ainda está pendente. Você pode continuar por aqui:',
      candidateBody:
        '{Company} ainda está aguardando o seu consentimento e suas referências{forRole}. Você pode continuar por aqui:',
    },
  },
  sms: {
    hello: 'Olá! ',
    helloName: 'Olá, {firstName}! ',
    reminder: 'Lembrete: ',
    intake: '{Company} pede que você indique suas referências{forRole}:',
    consent: '{Company} pede o seu consentimento para uma verificação de referências{forRole}:',
    referee: '{Company} pede a sua referência sobre {candidateName}{forRole} ({duration}):',
  },
};
