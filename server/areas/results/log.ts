import type { Localized } from '../../../contract/messages.ts';
import { words, type AreaLog, type LogFacts, type Said } from '../../http/log-sentence.ts';

// A submission's status as the sentences name it.
const STATUSES: Record<string, Localized> = {
  draft: words({ it: 'bozza', en: 'draft', es: 'borrador', fr: 'brouillon', pt: 'rascunho' }),
  received: words({ it: 'ricevuta', en: 'received', es: 'recibida', fr: 'reçue', pt: 'recebida' }),
  in_review: words({ it: 'in valutazione', en: 'in review', es: 'en revisión', fr: 'en cours d’examen', pt: 'em avaliação' }),
  accepted: words({ it: 'accettata', en: 'accepted', es: 'aceptada', fr: 'acceptée', pt: 'aceita' }),
  rejected: words({ it: 'respinta', en: 'rejected', es: 'rechazada', fr: 'refusée', pt: 'recusada' }),
  withdrawn: words({ it: 'ritirata', en: 'withdrawn', es: 'retirada', fr: 'retirée', pt: 'retirada' }),
};

const STATUS = words({
  it: '{actor} ha messo gli invii del modulo {target} in stato «{status}»: {count}',
  en: '{actor} set submissions of the form {target} to “{status}”: {count}',
  es: '{actor} puso los envíos del formulario {target} en estado «{status}»: {count}',
  fr: '{actor} a mis les envois du formulaire {target} au statut « {status} » : {count}',
  pt: '{actor} colocou os envios do formulário {target} no status «{status}»: {count}',
});
const TAGS = words({
  it: '{actor} ha cambiato le etichette degli invii del modulo {target}: {count}',
  en: '{actor} changed the tags of submissions of the form {target}: {count}',
  es: '{actor} cambió las etiquetas de los envíos del formulario {target}: {count}',
  fr: '{actor} a changé les étiquettes des envois du formulaire {target} : {count}',
  pt: '{actor} mudou as etiquetas dos envios do formulário {target}: {count}',
});
const FILTER_CREATE = words({
  it: '{actor} ha salvato i filtri «{filter}» del modulo {target}',
  en: '{actor} saved the filters “{filter}” of the form {target}',
  es: '{actor} guardó los filtros «{filter}» del formulario {target}',
  fr: '{actor} a enregistré les filtres « {filter} » du formulaire {target}',
  pt: '{actor} salvou os filtros «{filter}» do formulário {target}',
});
const FILTER_SAVE = words({
  it: '{actor} ha cambiato i filtri salvati «{filter}» del modulo {target}',
  en: '{actor} changed the saved filters “{filter}” of the form {target}',
  es: '{actor} cambió los filtros guardados «{filter}» del formulario {target}',
  fr: '{actor} a modifié les filtres enregistrés « {filter} » du formulaire {target}',
  pt: '{actor} mudou os filtros salvos «{filter}» do formulário {target}',
});
const FILTER_DELETE = words({
  it: '{actor} ha eliminato i filtri salvati «{filter}» del modulo {target}',
  en: '{actor} deleted the saved filters “{filter}” of the form {target}',
  es: '{actor} eliminó los filtros guardados «{filter}» del formulario {target}',
  fr: '{actor} a supprimé les filtres enregistrés « {filter} » du formulaire {target}',
  pt: '{actor} excluiu os filtros salvos «{filter}» do formulário {target}',
});

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

// A bulk change sets a status, or changes tags only.
function change(row: LogFacts): Said {
  const count = String(row.summary.changed ?? '');
  const status = text(row.summary.status);
  if (!status) return { words: TAGS, values: { count } };
  return { words: STATUS, values: { count, status: STATUSES[status] ?? status } };
}

/** How a form's results read in the operations' log: listed with their project. */
export const resultsLog: AreaLog = {
  filter: 'projects',
  sentences: {
    'company/:company/project/:project/form/:form/results/change': change,
    'company/:company/project/:project/form/:form/results/note/add': words({
      it: '{actor} ha aggiunto una nota a un invio del modulo {target}',
      en: '{actor} added a note to a submission of the form {target}',
      es: '{actor} añadió una nota a un envío del formulario {target}',
      fr: '{actor} a ajouté une note à un envoi du formulaire {target}',
      pt: '{actor} adicionou uma nota a um envio do formulário {target}',
    }),
    'company/:company/project/:project/form/:form/results/note/delete': words({
      it: '{actor} ha eliminato una nota di un invio del modulo {target}',
      en: '{actor} deleted a note on a submission of the form {target}',
      es: '{actor} eliminó una nota de un envío del formulario {target}',
      fr: '{actor} a supprimé une note d’un envoi du formulaire {target}',
      pt: '{actor} excluiu uma nota de um envio do formulário {target}',
    }),
    'company/:company/project/:project/form/:form/results/filters/save': (row) => ({
      words: row.summary.created === true ? FILTER_CREATE : FILTER_SAVE,
      values: { filter: text(row.summary.filter) },
    }),
    'company/:company/project/:project/form/:form/results/filters/delete': (row) => ({ words: FILTER_DELETE, values: { filter: text(row.summary.filter) } }),
  },
};
