import { words, type AreaLog } from '../../http/log-sentence.ts';

const INVALIDATE = words({
  it: '{actor} ha annullato dei voti del modulo {target}: {count}',
  en: '{actor} invalidated votes of the form {target}: {count}',
  es: '{actor} anuló votos del formulario {target}: {count}',
  fr: '{actor} a invalidé des votes du formulaire {target} : {count}',
  pt: '{actor} anulou votos do formulário {target}: {count}',
});
const RESTORE = words({
  it: '{actor} ha ripristinato dei voti del modulo {target}: {count}',
  en: '{actor} counted votes of the form {target} again: {count}',
  es: '{actor} volvió a contar votos del formulario {target}: {count}',
  fr: '{actor} a de nouveau compté des votes du formulaire {target} : {count}',
  pt: '{actor} voltou a contar votos do formulário {target}: {count}',
});

/** How a form's votes read in the operations' log: listed with their project. */
export const votesLog: AreaLog = {
  filter: 'projects',
  sentences: {
    'company/:company/project/:project/form/:form/votes/invalidate': (row) => ({ words: INVALIDATE, values: { count: String(row.summary.votes ?? '') } }),
    'company/:company/project/:project/form/:form/votes/restore': (row) => ({ words: RESTORE, values: { count: String(row.summary.votes ?? '') } }),
    'company/:company/project/:project/form/:form/votes/export': words({
      it: '{actor} ha esportato i voti del modulo {target}',
      en: '{actor} exported the votes of the form {target}',
      es: '{actor} exportó los votos del formulario {target}',
      fr: '{actor} a exporté les votes du formulaire {target}',
      pt: '{actor} exportou os votos do formulário {target}',
    }),
    // A registered user acts on their own records; the log keeps no address of theirs.
    'p/:company/:project/form/:form/vote/cast': words({ it: '{person} ha votato', en: '{person} voted', es: '{person} votó', fr: '{person} a voté', pt: '{person} votou' }),
  },
};
