import { words, type AreaLog, type LogFacts, type Said } from '../../http/log-sentence.ts';

const CREATE = words({
  it: '{actor} ha pubblicato l’avviso «{title}»',
  en: '{actor} published the announcement “{title}”',
  es: '{actor} publicó el aviso «{title}»',
  fr: '{actor} a publié l’annonce « {title} »',
  pt: '{actor} publicou o aviso “{title}”',
});
const SAVE = words({
  it: '{actor} ha modificato l’avviso «{title}»',
  en: '{actor} changed the announcement “{title}”',
  es: '{actor} modificó el aviso «{title}»',
  fr: '{actor} a modifié l’annonce « {title} »',
  pt: '{actor} alterou o aviso “{title}”',
});
const DELETE = words({
  it: '{actor} ha eliminato l’avviso «{title}»',
  en: '{actor} deleted the announcement “{title}”',
  es: '{actor} eliminó el aviso «{title}»',
  fr: '{actor} a supprimé l’annonce « {title} »',
  pt: '{actor} excluiu o aviso “{title}”',
});
const ACK = words({
  it: '{actor} ha confermato la lettura dell’avviso «{title}»',
  en: '{actor} acknowledged the announcement “{title}”',
  es: '{actor} confirmó la lectura del aviso «{title}»',
  fr: '{actor} a accusé lecture de l’annonce « {title} »',
  pt: '{actor} confirmou a leitura do aviso “{title}”',
});
const DISMISS = words({
  it: '{actor} ha chiuso l’avviso «{title}»',
  en: '{actor} dismissed the announcement “{title}”',
  es: '{actor} cerró el aviso «{title}»',
  fr: '{actor} a fermé l’annonce « {title} »',
  pt: '{actor} dispensou o aviso “{title}”',
});

// The announcement's title as the summary kept it, in the language it was written first.
const titled = (rule: (row: LogFacts) => Said['words']) => (row: LogFacts): Said => ({
  words: rule(row),
  values: { title: typeof row.summary.title === 'string' ? row.summary.title : '' },
});

/** How the alerts read in the operations' log: listed with the installation. */
export const alertsLog: AreaLog = {
  filter: 'installation',
  sentences: {
    'admin/installation/alerts/save': titled((row) => (row.summary.created === true ? CREATE : SAVE)),
    'admin/installation/alerts/delete': titled(() => DELETE),
    'alerts/ack': titled((row) => (row.summary.ack_required === false ? DISMISS : ACK)),
  },
};
