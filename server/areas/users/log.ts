import { words, type AreaLog } from '../../http/log-sentence.ts';

const BLOCK = words({
  it: "{actor} ha bloccato l'utente registrato {target}",
  en: '{actor} blocked the registered user {target}',
  es: '{actor} bloqueó al usuario registrado {target}',
  fr: '{actor} a bloqué l’utilisateur inscrit {target}',
  pt: '{actor} bloqueou o usuário registrado {target}',
});
const UNBLOCK = words({
  it: "{actor} ha sbloccato l'utente registrato {target}",
  en: '{actor} unblocked the registered user {target}',
  es: '{actor} desbloqueó al usuario registrado {target}',
  fr: '{actor} a débloqué l’utilisateur inscrit {target}',
  pt: '{actor} desbloqueou o usuário registrado {target}',
});

/** How a project's registered users read in the operations' log: listed with their project. */
export const usersLog: AreaLog = {
  filter: 'projects',
  sentences: {
    'company/:company/project/:project/users/block': (row) => (row.summary.blocked === true ? BLOCK : UNBLOCK),
    'company/:company/project/:project/users/erase': words({
      it: '{actor} ha cancellato i dati di un utente registrato',
      en: "{actor} erased a registered user's data",
      es: '{actor} borró los datos de un usuario registrado',
      fr: '{actor} a effacé les données d’un utilisateur inscrit',
      pt: '{actor} excluiu os dados de um usuário registrado',
    }),
  },
};
