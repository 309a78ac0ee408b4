import type { OutreachCopy } from './en.ts';

/**
 * Invitations, relances et SMS en français (vouvoiement). Les deux-points
 * sont précédés d'une espace insécable ; les noms ne suivent jamais « de »
 * (pas d'élision à faire devant « Acme » ou « Ada »).
 */
export const fr: OutreachCopy = {
  company: { hiringTeam: 'l’équipe de recrutement' },
  forRole: ' pour le poste « {role} »',
  refereeDuration: 'une dizaine de minutes',
  theCandidate: 'la personne candidate',
  emails: {
    hello: 'Bonjour,',
    helloName: 'Bonjour {firstName},',
    expiry: 'Ce lien est personnel et valable jusqu’au {date}.',
    buttonFallback: 'Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur :',
    candidateFooter:
      'Vous recevez cet e-mail car {company} a lancé une vérification de références dont vous êtes la personne candidate. Si ce n’est pas le cas, vous pouvez l’ignorer.',
    refereeFooter:
      'Vous recevez cet e-mail car votre nom a été donné comme référence pour {candidateName}, dans une vérification de références menée par {company}. Si vous ne connaissez pas cette personne, vous pouvez l’ignorer.',
    intakeInvitation: {
      subject: '{Company} : indiquez vos références',
      body: '{Company} souhaite vérifier vos références{forRole}. Merci de confirmer votre consentement et de nous dire qui peut parler de votre travail :',
      button: 'Indiquer mes références',
    },
    consentRequest: {
      subject: '{Company} : votre consentement à une vérification de références',
      body: '{Company} souhaite contacter vos références{forRole}. Ouvrez ce lien pour les vérifier et donner votre consentement :',
      button: 'Vérifier et donner mon consentement',
    },
    refereeInvitation: {
      subject: 'Demande de référence concernant {candidateName}',
      body: '{candidateName} a donné votre nom comme référence{forRole}, et {company} aimerait avoir votre avis. Un court échange, {duration}, au moment qui vous convient :',
      bodyFromRecruiter:
        '{Company} vérifie les références concernant {candidateName}{forRole} et aimerait beaucoup avoir la vôtre. Un court échange, {duration}, au moment qui vous convient :',
      button: 'Donner ma référence',
    },
    reminder: {
      refereeSubject: 'Rappel : demande de référence concernant {candidateName}',
      intakeSubject: 'Rappel : {Company} attend vos références',
      consentSubject: 'Rappel : {Company} attend votre consentement',
      refereeBody:
        'Votre référence concernant {candidateName}{forRole} est toujours attendue. Vous pouvez reprendre ici :',
      candidateBody:
        '{Company} attend toujours votre consentement et vos références{forRole}. Vous pouvez reprendre ici :',
    },
  },
  sms: {
    hello: 'Bonjour, ',
    helloName: 'Bonjour {firstName}, ',
    reminder: 'Rappel : ',
    intake: '{company} vous invite à indiquer vos références{forRole} :',
    consent:
      '{company} vous demande votre consentement à une vérification de références{forRole} :',
    referee:
      '{company} vous demande une référence concernant {candidateName}{forRole} ({duration}) :',
  },
};
