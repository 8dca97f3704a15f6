import { words, type AreaLog } from '../../http/log-sentence.ts';

/** How following and cancelling jobs read in the operations' log. */
export const jobsLog: AreaLog = {
  label: words({ it: 'Lavori', en: 'Jobs', es: 'Trabajos', fr: 'Tâches', pt: 'Tarefas' }),
  sentences: { 'jobs/cancel': words({
      it: '{actor} ha annullato un lavoro',
      en: '{actor} cancelled a job',
      es: '{actor} canceló un trabajo',
      fr: '{actor} a annulé une tâche',
      pt: '{actor} cancelou uma tarefa',
    }) },
};
