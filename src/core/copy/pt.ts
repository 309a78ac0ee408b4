import type { ParticipantCopy } from '../participant-copy.ts';
import { en } from './en.ts';
import { pt as outreach } from './outreach/pt.ts';

/**
 * O que a pessoa candidata e as suas referências leem, em português do
 * Brasil, tratando por "você", como os convites (./outreach/pt.ts). Em
 * português o "one" do plural vale para 0 e 1: as formas usam `{count}`,
 * nunca um "1" escrito. `{company}` pode ser "a equipe de recrutamento": nunca
 * vem depois de "de", "por", "em" ou "a" (pediria "da", "pela", "na", "à");
 * aparece como sujeito ou entre parênteses. O que a equipe que contrata lê
 * (o relatório) continua em inglês.
 */
export const pt: ParticipantCopy = {
  company: {
    hiringTeam: outreach.company.hiringTeam,
    recruitingTeam: 'a equipe de recrutamento',
  },
  forRole: outreach.forRole,
  buttons: {
    submitReferees: 'Enviar minhas referências',
    abandonIntake: 'Não quero continuar',
    reviewReference: 'Revisar e enviar',
    submitReference: 'Enviar minha referência',
    backToChat: 'Voltar à conversa',
    declineReference: 'Prefiro não dar uma referência',
    send: 'Enviar',
    saveReferee: 'Salvar referência',
    cancel: 'Cancelar',
    addReferee: 'Adicionar uma referência',
    editReferee: 'Editar {name}',
    removeReferee: 'Remover {name}',
    allow: 'Permitir',
    doNotAllow: 'Não permitir',
    withdrawPermission: 'Retirar a permissão',
    // The shared report's page: the hiring team reads it, in English.
    downloadPdf: en.buttons.downloadPdf,
  },
  // The report's section titles: the hiring team reads them, in English.
  sections: en.sections,
  refereeDuration: outreach.refereeDuration,
  scopes: {
    reference_collection:
      'reutilizar o que as suas referências disseram em verificações de referências anteriores',
    passport_share: 'compartilhar o seu relatório de referências aprovado',
  },
  readers: {
    referee:
      'Quem lê as suas respostas: a equipe responsável por este processo seletivo ({company}) e as pessoas com quem ela compartilhar o relatório final para decidir a contratação. {candidateFirstName} não verá as suas respostas.',
    candidate:
      'Quem lê as respostas das suas referências: a equipe responsável por este processo seletivo ({company}) e as pessoas com quem ela compartilhar o relatório final para decidir a contratação. Você não verá o que cada referência respondeu.',
  },
  competencies: {
    communication: 'Comunicação',
    technical_skill: 'Competência técnica',
    teamwork: 'Trabalho em equipe',
    reliability: 'Confiabilidade',
    problem_solving: 'Resolução de problemas',
    leadership: 'Liderança',
  },
  builtinQuestions: {
    relationship:
      'Como você conhece a pessoa candidata e qual era a relação de trabalho entre vocês?',
    ratings: {
      communication: 'Como você avalia a comunicação dessa pessoa, de 1 (fraca) a 5 (excelente)?',
      technical_skill:
        'Como você avalia a competência técnica dessa pessoa, de 1 (fraca) a 5 (excelente)?',
      teamwork: 'Como você avalia o trabalho em equipe dessa pessoa, de 1 (fraco) a 5 (excelente)?',
      reliability: 'Como você avalia a confiabilidade dessa pessoa, de 1 (fraca) a 5 (excelente)?',
      problem_solving:
        'Como você avalia a capacidade dessa pessoa de resolver problemas, de 1 (fraca) a 5 (excelente)?',
      leadership: 'Como você avalia a liderança dessa pessoa, de 1 (fraca) a 5 (excelente)?',
    },
    strengths: 'Na sua opinião, quais são os principais pontos fortes dessa pessoa?',
    improvements: 'Em quais pontos essa pessoa poderia melhorar ou se desenvolver mais?',
    wouldRehire: 'Você contrataria essa pessoa de novo ou voltaria a trabalhar com ela?',
    monthsKnown: 'Por quantos meses, mais ou menos, vocês trabalharam juntos?',
    comments: 'Tem mais alguma coisa que você gostaria de acrescentar?',
  },
  answers: {
    ratingsLegend: 'Avaliações, de 1 (fraco) a 5 (excelente)',
    notRated: 'Sem avaliação',
    poor: 'fraco',
    outstanding: 'excelente',
    relationship: 'Sua relação com a pessoa candidata',
    monthsKnown: 'Meses de trabalho juntos',
    strengths: 'Pontos fortes',
    improvements: 'Pontos a desenvolver',
    wouldRehire: 'Você voltaria a trabalhar com essa pessoa?',
    yes: 'Sim',
    no: 'Não',
    ratherNotSay: 'Prefiro não dizer',
    comments: 'Mais alguma coisa',
    optional: '(opcional)',
  },
  problems: {
    byCode: {
      token_expired: 'Este link expirou. Peça um novo à equipe de recrutamento.',
      token_used: 'Este link já foi usado. Obrigado!',
      not_found: 'Este link não é válido. Confira se você copiou o link inteiro.',
    },
    byReason: {
      revoked: {
        title: 'Link cancelado',
        text: 'A equipe de recrutamento cancelou este link, por isso ele não abre mais. Peça um novo, se ainda precisar.',
      },
      cancelled: {
        title: 'Verificação de referências cancelada',
        text: 'Esta verificação de referências foi cancelada, então este link não vale mais. Você não precisa fazer mais nada.',
      },
      expired: {
        title: 'Link expirado',
        text: 'Este link expirou. Peça um novo à equipe de recrutamento.',
      },
      used: {
        title: 'Link já usado',
        text: 'Este link já foi usado. Obrigado!',
      },
      invalid: {
        title: 'Link inválido',
        text: 'Este link não é válido. Confira se você copiou o link inteiro.',
      },
    },
    linkInactive: 'Este link não está mais ativo',
    somethingWrong: 'Algo deu errado',
    tryLater: 'Tente de novo mais tarde.',
    tryAgain: 'Algo deu errado. Tente de novo.',
    needsJavaScript: 'Esta página precisa de JavaScript.',
    loading: 'Carregando…',
  },
  pageTitles: {
    intake: 'Suas referências',
    referee: 'Dar uma referência',
    // The shared report's page: the hiring team reads it, in English.
    reports: en.pageTitles.reports,
    permissions: 'Pedido de permissão',
    withdraw: 'Retirar a permissão',
  },
  chat: {
    conversation: 'Conversa',
    placeholder: 'Digite sua resposta…',
    yourMessage: 'Sua mensagem',
    stillNeeded: 'Ainda falta: {items}',
    sayHello: 'Diga oi para começar.',
    intakeTitle: 'Oi, {firstName}! Vamos organizar suas referências',
    intakeSubtitle: '{Company} gostaria de verificar suas referências{forRole}.',
    refereeTitle: 'Uma referência sobre {candidateName}',
    refereeSubtitle:
      '{Company} gostaria de saber a sua opinião sobre {firstName}{forRole}. Leva {duration}.',
    thankYou: 'Obrigado!',
    intakeSubmitted:
      'Suas referências foram enviadas à equipe de recrutamento. Vamos entrar em contato com elas em breve.',
    referenceSubmitted: 'Sua referência foi registrada. Obrigado pelo seu tempo.',
    answersMissing: 'Ainda faltam algumas respostas.',
    confirmAbandon: 'Tem certeza? Este link vai deixar de funcionar.',
    abandonedTitle: 'Entendido',
    abandoned: 'Avisamos a equipe de recrutamento. Você já pode fechar esta página.',
  },
  review: {
    title: 'Revise sua referência',
    intro: 'Altere o que quiser. Nada é enviado até você clicar em “{button}”.',
    needsAnAnswer: 'Dê pelo menos uma avaliação ou a sua opinião sobre os pontos fortes da pessoa.',
    checkAnswers: 'Confira suas respostas.',
    checkQuestions: 'Confira: {questions}.',
  },
  refereeList: {
    title: 'Suas referências',
    empty: 'Ninguém ainda. Adicione alguém aqui ou conte ao assistente.',
    fromRecruiter: '{Company} já indicou:',
    addMore: 'Você pode adicionar mais aqui ou contar ao assistente.',
    numbered: 'Referência {number}',
    firstName: 'Nome',
    lastName: 'Sobrenome',
    email: 'E-mail',
    phone: 'Telefone',
    relationship: 'Relação com você',
    stillNeeded: 'Ainda falta: {items}',
    needs: {
      name: 'um nome',
      email: 'um e-mail',
      relationship: 'a relação com você',
      confirmation: 'a sua confirmação no chat',
    },
    checkFields: 'Confira {fields}.',
    couldNotSave: 'Não foi possível salvar.',
  },
  controls: {
    yes: 'Sim',
    no: 'Não',
    skip: 'Pular',
    send: 'Responder',
    confirmYes: 'Sim, está certo',
    confirmNo: 'Não',
    answerLabel: 'Resposta: {prompt}',
    ratingLabel: '{n} de 5',
    consentYes: 'Sim, eu concordo',
    consentNo: 'Não',
    addRefereeTitle: 'Adicionar uma referência',
    name: 'Nome',
  },
  earlierReference: {
    line: '{relationship}{forRole}, dada em {date}',
    forRole: ' (para {role})',
    referee: 'Referência',
    concerned: 'Referências envolvidas',
  },
  relationships: {
    manager: 'gestor(a)',
    colleague: 'colega',
    peer: 'colega de equipe',
    report: 'subordinado(a)',
    client: 'cliente',
    mentor: 'mentor(a)',
    teacher: 'professor(a)',
    friend: 'amigo(a)',
    other: 'outra relação',
  },
  permissionPage: {
    title: 'Oi, {firstName}! Podemos reutilizar suas referências?',
    subtitle: '{recruiter} ({company}) pede a sua permissão{forRole}.',
    theyWouldLike: 'O pedido é para',
    nothingShared: 'Nada é compartilhado sem a sua permissão. Abrir esta página não muda nada.',
    expires: 'Este pedido expira em {date}.',
    grantedTitle: 'Permissão concedida',
    granted: 'Obrigado. A equipe de recrutamento já pode usar estas referências.',
    declinedTitle: 'Permissão recusada',
    declined: 'Nada será compartilhado. Você já pode fechar esta página.',
  },
  withdrawPage: {
    title: 'Oi, {firstName}! Sua permissão para reutilizar referências',
    subtitle: 'Desde {date}, {recruiter} ({company}) tem a sua permissão para:',
    ifYouWithdraw:
      'Se você retirar a permissão, essas referências deixam de ser usadas em novos relatórios. Os relatórios já escritos continuam como estão.',
    withdrawnOn: 'Esta permissão foi retirada em {date}.',
    withdrawnTitle: 'Permissão retirada',
    withdrawn:
      'Suas referências anteriores não serão mais usadas em novos relatórios. Você já pode fechar esta página.',
  },
  // The shared report (its page and PDF): the hiring team reads it, in English.
  report: en.report,
  emails: {
    ...outreach.emails,
    permissionRequest: {
      subject: '{Company} pede para reutilizar suas referências',
      asks: '{recruiter} ({company}) pede a sua permissão para:',
      concerns: {
        one: 'O pedido envolve {count} referência anterior. Nada é reutilizado sem a sua aprovação.',
        other:
          'O pedido envolve {count} referências anteriores. Nada é reutilizado sem a sua aprovação.',
      },
      note: 'A mensagem enviada:',
      button: 'Ver o pedido',
      lead: 'Veja o pedido e aprove ou recuse aqui:',
      validUntil: 'O link vale até {date}.',
      footer:
        'Você recebeu este e-mail porque {recruiter} ({company}) pediu a sua permissão para reutilizar suas referências anteriores. Nada muda sem a sua aprovação; se você não sabe quem está pedindo, pode ignorá-lo.',
    },
    permissionGranted: {
      subject: 'Permissão concedida: {company} pode reutilizar suas referências',
      allowed: '{recruiter} ({company}) agora tem a sua permissão para:',
      concerns: {
        one: 'A permissão envolve {count} referência anterior, {reach}.',
        other: 'A permissão envolve {count} referências anteriores, {reach}.',
      },
      reachTargeted: 'para a candidatura sobre a qual você foi consultado',
      reachUntargeted: 'para as verificações de referências sobre você, até você retirá-la',
      button: 'Ver ou retirar a permissão',
      lead: 'Você pode retirar esta permissão quando quiser, aqui:',
      after:
        'Depois que você retirar, suas referências anteriores deixam de ser usadas em novos relatórios.',
      footer:
        'Você recebeu este e-mail porque aprovou o pedido que {recruiter} ({company}) enviou para reutilizar suas referências. Guarde-o: é pelo link dele que você retira a sua permissão.',
    },
  },
  intakeAgent: {
    opening:
      'Oi, {firstName}! Sou o assistente de referências deste processo seletivo ({company}). Como parte da sua candidatura{forRole}, gostaríamos de conversar com algumas pessoas com quem você trabalhou. Primeiro: você autoriza que a gente entre em contato com as referências que você indicar? (sim ou não)',
    declined: 'Entendido. Não vamos entrar em contato com ninguém sem a sua autorização.',
    changeYourMind:
      'Se mudar de ideia, é só dizer sim. Caso contrário, você pode fechar esta página ou clicar em “{button}”.',
    needConsent:
      'Desculpe, preciso de uma resposta clara antes de continuar: podemos entrar em contato com as referências que você indicar? (sim ou não)',
    notKept: 'Não guardei ninguém que você mencionou.',
    consentFirst:
      'Antes de continuar: podemos entrar em contato com as referências que você indicar? Ninguém será contatado até você dizer sim. (sim ou não)',
    whichCountry:
      'De que país é o número {number} de {name}? Me diga o país (por exemplo, “Brasil”) ou escreva o número com o código do país, como +55 …',
    whichCountries:
      'De que país são os números {numbers}? Me diga o país (por exemplo, “Brasil”) ou escreva os números com o código do país, como +55 …',
    phoneNoted: 'Obrigado, anotei o número {phone} para {name}.',
    addressMended: 'Anotei {mended}: “{typed}” parece um erro de digitação.',
    phoneLeftOut: 'Deixei de fora o número {number}, porque não consegui saber de que país ele é.',
    whoseNumber:
      'Ainda não anotei o número {number}: de quem é, {names}? Escreva o nome completo com o número, por favor.',
    phoneUnread:
      'Não consegui ler {number} como número de telefone, então deixei de fora; você pode informar de novo com o código do país, como +55 …',
    thanksForConsent: 'Obrigado pela sua autorização.',
    onFile: {
      one: 'A equipe de recrutamento já tem {count} referência sua. Você pode indicar outra agora (nome, e-mail, telefone e relação com você) ou dizer “pronto” para terminar.',
      other:
        'A equipe de recrutamento já tem {count} referências suas. Você pode indicar outra agora (nome, e-mail, telefone e relação com você) ou dizer “pronto” para terminar.',
    },
    completeNamed:
      'A equipe de recrutamento já indicou estas referências: {names}. Me diga o que está faltando (e-mail, telefone e relação com você), por exemplo: “o e-mail de {name} é nome@exemplo.com, foi minha gestora”. Você também pode indicar outras referências.',
    askReferees:
      'Agora, quem pode falar sobre o seu trabalho? Para cada referência, me diga o nome, o e-mail, o telefone e a relação com você. Por exemplo: “minha gestora Ana Souza, ana@acme.com, +55 11 91234 5678”.',
    allSet:
      'Tudo pronto: clique em “{button}” para enviar suas referências à equipe de recrutamento, ou me fale de mais uma referência.',
    thanks: 'Obrigado, {firstName}.',
    recruiterHasReferees:
      'Vamos entrar em contato com as referências que a equipe de recrutamento já tem.',
    ready: 'Tudo pronto: clique em “{button}” e vamos entrar em contato com elas.',
    beforeYouFinish: 'Antes de terminar, ainda preciso de: {missing}.',
    noDetails:
      'Não encontrei dados de nenhuma referência na sua mensagem. Informe um nome, um e-mail, um telefone e a relação com você.',
    pendingPersonDetails:
      'Como podemos contatar {name}? Informe o nome completo, o e-mail e o telefone.',
    noEmailKept:
      'Entendido: {name} continua na sua lista. Os convites são enviados por e-mail, então sem um endereço não podemos convidar {name}: envie-o aqui quando o tiver ou indique outra referência que tenha e-mail.',
    /** Referees without an address, once another can be invited: kept, not invited. */
    notInvited:
      'Não tenho e-mail de {names}, e os convites são enviados por e-mail: mande aqui se tiver.',
    finishNeedsEmail:
      'Ainda não posso concluir: os convites são enviados por e-mail e não tenho o endereço de {names}. Envie-o quando o tiver ou indique outra referência com e-mail.',
    questionBack:
      'Aqui só posso registrar as suas referências; a equipe de recrutamento responderá às outras perguntas sobre a sua candidatura.',
    gotIt: 'Anotado. {summary}',
    stillMissing: 'Ainda falta: {missing}.',
    whichFirstName: 'o primeiro nome de {name} (“{one}” ou “{two}”?)',
    plenty: 'Já está ótimo assim. Tudo pronto: clique em “{button}”.',
    another: 'Quer adicionar mais uma referência? Se não, diga “pronto” ou clique em “{button}”.',
    nobodyYet: 'Ainda não tem ninguém na sua lista.',
    whichToRemove:
      'Qual referência devo remover? {summary} Diga, por exemplo, “remover a número 2”.',
    removed: 'Pronto: removi {name}. {summary}',
    noReferees: 'Ainda não tenho nenhuma referência.',
    soFar: 'Até agora tenho: {list}.',
    noNameYet: '(ainda sem nome)',
    numbered: 'referência {number}',
    listUpdated: 'Você atualizou a sua lista. {summary}',

    /** Leads that keep a reply from being the one just sent, word for word. */
    variations: ['Só para ficar claro:', 'Sem pressa.', 'Mais uma vez:'],
    /** A referee read from words, shown back for a yes or a no (intake-confirmation.ts). */
    confirmReferee: 'Está certo assim? {referee}',
    cardKept: 'Obrigado, {name} está na sua lista.',
    confirmWithdrawal:
      'Você quer retirar a sua autorização? Nesse caso não entramos em contato com ninguém e eu retiro as referências que você indicou. (sim ou não)',
    consentKept: 'Certo, a sua autorização continua valendo e a sua lista fica como está.',
    cardRefused:
      'Desculpe: não guardei o que entendi sobre {name}. Escreva de novo os dados (nome, e-mail, telefone e a relação com você) ou adicione pelo formulário.',
    cardRefusedName:
      '{question} Se não for nenhum destes, escreva aqui o nome completo, ou diga não e eu tiro essa pessoa.',
    cardWhatIsWrong: 'Desculpe. {question}',
    detailLeftOut: 'Obrigado: tirei {detail}; se tiver o dado certo, escreva aqui.',
    wrongDetails: {
      name: 'O nome',
      email: 'O e-mail',
      phone: 'O telefone',
      relationship: 'A relação',
      remove: 'Remover esta referência',
    },
    ask: {
      consent: 'Podemos entrar em contato com as referências que você indicar?',
      referee: 'Adicione uma referência: nome, e-mail, telefone e relação com você.',
      firstName: 'Qual é o primeiro nome de {name}?',
      relationship: 'De onde você conhece {name}?',
      wrongDetail: 'O que está errado no que entendi sobre {name}?',
    },
    typed: {
      consentYes: 'Sim, vocês podem entrar em contato com as referências que eu indicar.',
      consentNo: 'Não, eu não autorizo.',
      addReferee: 'Por favor, adicione {referee}.',
      firstName: 'O primeiro nome é {firstName}.',
      confirmYes: 'Sim, está certo.',
      confirmNo: 'Não, não está certo.',
    },
    missing: {
      consent: 'sua autorização',
      referee: 'pelo menos uma referência',
      field: '{field} de {who}',
      name: 'o nome',
      email: 'o e-mail',
      relationship: 'a relação com você',
      confirmation: 'a sua confirmação dos dados',
    },
    needed: {
      consent: 'sua autorização',
      referee: 'pelo menos uma referência',
      name: 'o nome de {who}',
      email: 'o e-mail de {who}',
      relationship: 'a relação de {who} com você',
      confirmation: 'a sua confirmação dos dados de {who}',
    },
  },
  refereeAgent: {
    hello: 'Olá!',
    helloName: 'Oi, {firstName}!',
    opening:
      '{hello} {introduction} Leva {duration}. Responda com as suas palavras e diga “pular” se quiser deixar alguma pergunta de lado. {question}',
    introduction: {
      candidate:
        '{candidateName} se candidatou a uma vaga{forRole} e indicou você como referência. Quem conduz o processo: {company}.',
      recruiter:
        '{Company} está verificando as referências de {candidateName}{forRole} e gostaria muito de contar com a sua.',
    },
    questions: {
      relationship: 'Como você conhece {name}? Por quanto tempo vocês trabalharam juntos?',
      duration:
        'Mais ou menos por quanto tempo você trabalhou com {name}? (por exemplo, “2 anos” ou “18 meses”)',
      strengths: 'Na sua opinião, quais são os principais pontos fortes de {name}?',
      improvements: 'Em quais pontos {name} poderia melhorar ou se desenvolver mais?',
      ratings:
        'De 1 (fraco) a 5 (excelente), como você avalia {name} em {competency}? (Você também pode avaliar várias de uma vez, como “trabalho em equipe 4, liderança 3”.)',
      rehire:
        'Você contrataria {name} de novo ou voltaria a trabalhar com essa pessoa? (sim ou não)',
      comments:
        'Tem mais alguma coisa que você gostaria de dizer sobre {name}? (se não tiver, diga “não”)',
      done: 'Era tudo o que eu precisava. Clique em “{button}” para conferir suas respostas e mudar o que quiser antes de enviar.',
    },
    acknowledgements: {
      relationship: 'Obrigado, isso me ajuda a entender o contexto.',
      duration: 'Obrigado.',
      strengths: 'Obrigado, isso é muito útil.',
      improvements: 'Obrigado pela sinceridade.',
      ratings: 'Anotado.',
      rehire: 'Entendido.',
      comments: 'Obrigado por acrescentar isso.',
      done: 'Obrigado, acrescentei isso aos seus comentários.',
    },
    ratingsSoFar: 'Anotado: {ratings}.',
    ratingSkipped: 'sem avaliação',
    rating: '{competency} {rating}/5',
    noDuration: 'Desculpe, não entendi o tempo.',
    needRating: 'Responda com um número de 1 a 5, ou “pular”.',
    needRehire: 'Só para confirmar: você contrataria essa pessoa de novo, sim ou não?',
    wouldNotRehire: 'Entendido, obrigado pela sinceridade.',
    wouldRehire: 'Que bom saber, obrigado.',
    thanks: 'Obrigado.',
    skipped: 'Sem problema, podemos deixar essa de fora.',
    updated: 'Obrigado, já alterei.',
    offTopic: 'Aqui eu só consigo registrar a sua referência.',
    away: 'Sem pressa, estarei aqui quando você voltar.',
    needAnswer: 'Desculpe, não entendi.',
    voiceNote: 'Desculpe, os áudios não chegam aqui: pode escrever a sua resposta?',
    notRecorded: 'Desculpe, não consegui registrar essa resposta do jeito que você deu.',
    clarify: {
      readers: '{readers}',
      length: 'Leva {duration} no total, e você pode parar e terminar quando quiser.',
      meaning:
        'Responda no sentido que mais combina com o que você viu de {name}; pode falar de mais de um, e também pode dizer “pular”.',
      repeat: 'Claro.',
      optional: 'Não, você pode pular qualquer pergunta: é só dizer “pular”.',
      optionalSome: 'Você pode pular as perguntas que indicam isso: é só dizer “pular”.',
      terms:
        'Claro: quando chegar uma pergunta que você prefira não responder, é só dizer “pular”.',
      scale: '5 é excelente e 1 é fraco; um número inteiro de 1 a 5, ou “pular”.',
      other: 'Não consigo responder isso aqui, mas a equipe de recrutamento consegue.',
    },
    questionnaire: {
      opening: '{hello} {introduction} Leva {duration}. Responda com as suas palavras. {question}',
      ratingHint: '(1 = fraco, 5 = excelente)',
      yesNoHint: '(sim ou não)',
      choiceHint: 'Opções: {options}.',
      choicesHint: 'Opções: {options} (escolha todas as que se aplicam).',
      numberHint: '(um número)',
      optionalHint: 'Você pode dizer “pular”.',
      noted: 'Anotado: {value}.',
      // O "one" do português cobre 0 e 1; zero leva plural ("0 meses"), por isso o =0.
      units: {
        day: '{count, plural, =0 {# dias} one {# dia} other {# dias}}',
        week: '{count, plural, =0 {# semanas} one {# semana} other {# semanas}}',
        month: '{count, plural, =0 {# meses} one {# mês} other {# meses}}',
        year: '{count, plural, =0 {# anos} one {# ano} other {# anos}}',
        person: '{count, plural, =0 {# pessoas} one {# pessoa} other {# pessoas}}',
      },
      rating: '{rating} de 5',
      needed: 'Esta resposta é necessária para a referência, então não posso pular.',
      needChoice: 'Escolha uma das opções (pelas palavras ou pelo número).',
      needChoices: 'Escolha uma ou mais opções (pelas palavras ou pelos números).',
      needNumber: 'Responda com um número.',
      options: '“{option}”',
      or: ' ou ',
      and: ' e ',
    },
    interview: {
      confirmReading: 'Em {question}, entendi {value}. Está certo?',
      readWrong: 'Desculpe, entendi errado. Pode repetir?',
      readWrongLater: 'Desculpe, entendi errado; vou perguntar isso na hora certa.',
      noted: 'Obrigado.',
      confirmDecline: 'Então você prefere não dar uma referência, é isso?',
      declined:
        'Entendido, e obrigado por avisar. Nada do que você disse aqui será guardado como referência; você já pode fechar esta página.',
      declinedAlready: 'Você preferiu não dar esta referência, então não há mais nada a responder.',
      carryOn: 'Obrigado, vamos continuar.',
      needed: 'Esta resposta é necessária para a referência, então não posso deixá-la de fora.',
      wayOutRequired:
        'Você também pode responder pelos botões abaixo ou, se preferir não dar uma referência, é só dizer.',
      wayOutOptional:
        'Você também pode responder pelos botões abaixo, pular esta pergunta ou dizer se prefere não dar uma referência.',
      nothingToConfirm: 'não há nada esperando confirmação',
      variations: ['Vou perguntar de outro jeito.', 'Mais uma tentativa:', 'Tudo bem.'],
      skipWord: 'Sem resposta',
      yes: 'Sim',
      no: 'Não',
    },
  },
  conversation: {
    turnLimit:
      'Esta conversa chegou ao limite de {turns} mensagens. Termine a conversa ou peça um novo link à equipe de recrutamento.',
    byteLimit:
      'Esta mensagem faria a conversa passar do limite de {kib} KiB de texto. Envie algo mais curto ou termine a conversa.',
    turnFailed: 'O assistente não conseguiu responder agora. Envie a sua mensagem de novo.',
    turnInProgress:
      'Sua mensagem anterior ainda está sendo respondida. Espere a resposta e depois envie esta de novo.',
    shuttingDown:
      'O serviço está sendo reiniciado, por isso esta resposta não pôde ser concluída e nada dela foi salvo. Envie sua mensagem de novo.',
    changed:
      'A conversa avançou enquanto esta resposta era escrita (ela está aberta em outra aba?). Recarregue a página para vê-la e envie a sua mensagem de novo.',
  },
};
