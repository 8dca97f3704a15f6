import { words, type AreaLog } from '../../http/log-sentence.ts';

const SESSION_CREATE = words({
  it: '{actor} ha creato la sessione di valutazione {target}',
  en: '{actor} created the judging session {target}',
  es: '{actor} creó la sesión de evaluación {target}',
  fr: '{actor} a créé la session d’évaluation {target}',
  pt: '{actor} criou a sessão de avaliação {target}',
});
const SESSION_SAVE = words({
  it: '{actor} ha salvato la sessione di valutazione {target}',
  en: '{actor} saved the judging session {target}',
  es: '{actor} guardó la sesión de evaluación {target}',
  fr: '{actor} a enregistré la session d’évaluation {target}',
  pt: '{actor} salvou a sessão de avaliação {target}',
});
const SCORE = words({
  it: '{actor} ha valutato un invio nella sessione {target}',
  en: '{actor} scored a submission in the judging session {target}',
  es: '{actor} puntuó un envío en la sesión {target}',
  fr: '{actor} a noté un envoi dans la session {target}',
  pt: '{actor} pontuou um envio na sessão {target}',
});
const ABSTAIN = words({
  it: '{actor} si è astenuto su un invio nella sessione {target}',
  en: '{actor} abstained on a submission in the judging session {target}',
  es: '{actor} se abstuvo en un envío en la sesión {target}',
  fr: '{actor} s’est abstenu sur un envoi dans la session {target}',
  pt: '{actor} se absteve em um envio na sessão {target}',
});
const CONFLICT = words({
  it: '{actor} ha dichiarato un conflitto di interessi con un invio nella sessione {target}',
  en: '{actor} declared a conflict of interest with a submission in the judging session {target}',
  es: '{actor} declaró un conflicto de intereses con un envío en la sesión {target}',
  fr: '{actor} a déclaré un conflit d’intérêts avec un envoi dans la session {target}',
  pt: '{actor} declarou um conflito de interesses com um envio na sessão {target}',
});

/** How judging reads in the operations' log: listed with its project. */
export const judgingLog: AreaLog = {
  filter: 'projects',
  sentences: {
    'company/:company/project/:project/form/:form/sessions/save': (row) => (row.summary.created === true ? SESSION_CREATE : SESSION_SAVE),
    'company/:company/project/:project/form/:form/session/:session/ranking/export': words({
      it: '{actor} ha esportato la classifica della sessione di valutazione {target}',
      en: '{actor} exported the ranking of the judging session {target}',
      es: '{actor} exportó la clasificación de la sesión de evaluación {target}',
      fr: '{actor} a exporté le classement de la session d’évaluation {target}',
      pt: '{actor} exportou a classificação da sessão de avaliação {target}',
    }),
    'judges/session/:company/:project/:form/:session/score': (row) =>
      row.summary.conflict === true ? CONFLICT : row.summary.abstain === true ? ABSTAIN : SCORE,
  },
};
