import { words } from '../../http/log-sentence.ts';

/** The log's own words: for whoever and whatever is gone, and the sentences of calls without one of their own. */
export const LOG_WORDS = {
  someone: words({ it: 'Qualcuno', en: 'Someone', es: 'Alguien', fr: 'Quelqu’un', pt: 'Alguém' }),
  removed: words({ it: 'un record rimosso', en: 'a removed record', es: 'un registro eliminado', fr: 'un enregistrement supprimé', pt: 'um registro removido' }),
  erasedUser: words({
    it: 'Un utente registrato poi cancellato',
    en: 'A registered user since erased',
    es: 'Un usuario registrado ya borrado',
    fr: 'Un utilisateur inscrit depuis effacé',
    pt: 'Um usuário registrado excluído depois',
  }),
  generic: words({
    it: '{actor} ha chiamato {area} › {action}',
    en: '{actor} called {area} › {action}',
    es: '{actor} llamó a {area} › {action}',
    fr: '{actor} a appelé {area} › {action}',
    pt: '{actor} chamou {area} › {action}',
  }),
  refusedCall: words({
    it: '{actor}: {area} › {action} rifiutata',
    en: '{actor}: {area} › {action} refused',
    es: '{actor}: {area} › {action} rechazada',
    fr: '{actor} : {area} › {action} refusé',
    pt: '{actor}: {area} › {action} recusada',
  }),
  failedCall: words({
    it: '{actor}: {area} › {action} non riuscita per un errore del server',
    en: '{actor}: {area} › {action} failed with a server error',
    es: '{actor}: {area} › {action} falló por un error del servidor',
    fr: '{actor} : {area} › {action} a échoué sur une erreur du serveur',
    pt: '{actor}: {area} › {action} falhou com um erro do servidor',
  }),
  withReason: words({ it: '{sentence} ({reason})', en: '{sentence} ({reason})', es: '{sentence} ({reason})', fr: '{sentence} ({reason})', pt: '{sentence} ({reason})' }),
};
