import { words, type AreaLog } from '../../http/log-sentence.ts';

/** How the public side reads in the operations' log: registered users act on their own records, listed with their project. */
export const publicLog: AreaLog = {
  filter: 'projects',
  sentences: {
    'p/:company/:project/code/send': words({
      it: 'Qualcuno ha chiesto un codice per partecipare a {target}',
      en: 'Someone asked for a code to take part in {target}',
      es: 'Alguien pidió un código para participar en {target}',
      fr: 'Quelqu’un a demandé un code pour participer à {target}',
      pt: 'Alguém pediu um código para participar de {target}',
    }),
    'p/:company/:project/code/check': words({
      it: '{person} ha confermato il suo indirizzo',
      en: '{person} confirmed their address',
      es: '{person} confirmó su dirección',
      fr: '{person} a confirmé son adresse',
      pt: '{person} confirmou o próprio endereço',
    }),
    'p/:company/:project/profile/save': words({
      it: '{person} ha indicato nome e lingua',
      en: '{person} gave their name and language',
      es: '{person} indicó su nombre e idioma',
      fr: '{person} a indiqué son nom et sa langue',
      pt: '{person} indicou o nome e o idioma',
    }),
    'p/:company/:project/conditions/accept': words({
      it: '{person} ha accettato le condizioni',
      en: '{person} accepted the conditions',
      es: '{person} aceptó las condiciones',
      fr: '{person} a accepté les conditions',
      pt: '{person} aceitou as condições',
    }),
    'p/:company/:project/form/:form/submit': words({
      it: '{person} ha inviato un modulo',
      en: '{person} sent a form',
      es: '{person} envió un formulario',
      fr: '{person} a envoyé un formulaire',
      pt: '{person} enviou um formulário',
    }),
    'p/:company/:project/submission/:submission/withdraw': words({
      it: '{person} ha ritirato un invio',
      en: '{person} withdrew a submission',
      es: '{person} retiró un envío',
      fr: '{person} a retiré un envoi',
      pt: '{person} retirou um envio',
    }),
    'p/:company/:project/me/erase': words({
      it: 'Un utente registrato ha cancellato i suoi dati',
      en: 'A registered user erased their data',
      es: 'Un usuario registrado borró sus datos',
      fr: 'Un utilisateur inscrit a effacé ses données',
      pt: 'Um usuário registrado excluiu os próprios dados',
    }),
  },
};
