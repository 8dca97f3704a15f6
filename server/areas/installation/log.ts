import { words, type AreaLog } from '../../http/log-sentence.ts';

const CONDITION_CREATE = words({
  it: '{actor} ha pubblicato la nuova condizione {target}',
  en: '{actor} published the new condition {target}',
  es: '{actor} publicó la nueva condición {target}',
  fr: '{actor} a publié la nouvelle condition {target}',
  pt: '{actor} publicou a nova condição {target}',
});
const CONDITION_PUBLISH = words({
  it: '{actor} ha pubblicato la versione {version} della condizione {target}',
  en: '{actor} published version {version} of the condition {target}',
  es: '{actor} publicó la versión {version} de la condición {target}',
  fr: '{actor} a publié la version {version} de la condition {target}',
  pt: '{actor} publicou a versão {version} da condição {target}',
});
const CONDITION_WITHDRAW = words({
  it: '{actor} ha ritirato la condizione {target}',
  en: '{actor} withdrew the condition {target}',
  es: '{actor} retiró la condición {target}',
  fr: '{actor} a retiré la condition {target}',
  pt: '{actor} retirou a condição {target}',
});
const CONDITION_RESTORE = words({
  it: '{actor} ha pubblicato di nuovo la condizione {target}',
  en: '{actor} published the condition {target} again',
  es: '{actor} volvió a publicar la condición {target}',
  fr: '{actor} a publié de nouveau la condition {target}',
  pt: '{actor} publicou de novo a condição {target}',
});

/** How the installation admins' log and conditions read in the operations' log. */
export const installationLog: AreaLog = {
  label: words({ it: 'Installazione', en: 'Installation', es: 'Instalación', fr: 'Installation', pt: 'Instalação' }),
  sentences: {
    'admin/installation/logs/export': words({
      it: '{actor} ha esportato il registro delle operazioni',
      en: "{actor} exported the operations' log",
      es: '{actor} exportó el registro de operaciones',
      fr: '{actor} a exporté le journal des opérations',
      pt: '{actor} exportou o registro de operações',
    }),
    'admin/installation/conditions/publish': (row) =>
      row.summary.version === 1 ? CONDITION_CREATE : { words: CONDITION_PUBLISH, values: { version: String(row.summary.version ?? '') } },
    'admin/installation/conditions/withdraw': (row) => (row.summary.withdrawn === true ? CONDITION_WITHDRAW : CONDITION_RESTORE),
  },
};
