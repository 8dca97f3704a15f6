import { UserExportChoices, UserExportList, UserExportStart } from '../../../contract/users.ts';
import { words, type AreaLog, type LogFacts } from '../../http/log-sentence.ts';
import { USER_EXPORT_DOWNLOAD } from './export-store.ts';

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

const KIND = {
  registered_users: words({ it: 'utenti registrati', en: 'registered users', es: 'usuarios registrados', fr: 'utilisateurs inscrits', pt: 'usuários registrados' }),
  operators: words({ it: 'operatori', en: 'operators', es: 'operadores', fr: 'opérateurs', pt: 'operadores' }),
};

// The kind of people and the purpose the export was asked with, as the sentences name them.
function exportValues(row: LogFacts) {
  const kind = row.summary.kind === 'operators' ? KIND.operators : KIND.registered_users;
  return { kind, purpose: typeof row.summary.purpose === 'string' ? row.summary.purpose : '' };
}

// The export of people is an installation screen's: its calls and downloads are listed with the installation's.
const EXPORT_CALLS = [UserExportStart.path, UserExportList.path, UserExportChoices.path, USER_EXPORT_DOWNLOAD];

/**
 * How a project's registered users read in the operations' log: listed with their project; the
 * exports of people with their purpose, listed with the installation.
 */
export const usersLog: AreaLog = {
  filter: 'projects',
  prefixes: [USER_EXPORT_DOWNLOAD],
  elsewhere: Object.fromEntries(EXPORT_CALLS.map((path) => [path, 'installation'])),
  sentences: {
    'admin/installation/export/start': (row) => ({
      words: words({
        it: '{actor} ha avviato un’esportazione di {kind} con lo scopo: «{purpose}»',
        en: '{actor} started an export of {kind} for the purpose: “{purpose}”',
        es: '{actor} inició una exportación de {kind} con la finalidad: «{purpose}»',
        fr: '{actor} a lancé un export des {kind} pour la finalité : « {purpose} »',
        pt: '{actor} iniciou uma exportação de {kind} com a finalidade: “{purpose}”',
      }),
      values: exportValues(row),
    }),
    [USER_EXPORT_DOWNLOAD]: (row) => ({
      words: words({
        it: '{actor} ha scaricato un’esportazione di {kind} con lo scopo: «{purpose}»',
        en: '{actor} downloaded an export of {kind} for the purpose: “{purpose}”',
        es: '{actor} descargó una exportación de {kind} con la finalidad: «{purpose}»',
        fr: '{actor} a téléchargé un export des {kind} pour la finalité : « {purpose} »',
        pt: '{actor} baixou uma exportação de {kind} com a finalidade: “{purpose}”',
      }),
      values: exportValues(row),
    }),
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
