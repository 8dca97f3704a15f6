import { words, type AreaLog } from '../../http/log-sentence.ts';

/**
 * How the outbox's batch reads in the operations' log: only a refused batch is written there
 * (each of its writes is logged as its own call).
 */
export const outboxLog: AreaLog = {
  label: words({ it: 'Modifiche in coda', en: 'Queued changes', es: 'Cambios en cola', fr: 'Modifications en attente', pt: 'Alterações em fila' }),
  sentences: {
    'outbox/batch': words({
      it: '{actor} ha inviato modifiche in coda',
      en: '{actor} sent queued changes',
      es: '{actor} envió cambios en cola',
      fr: '{actor} a envoyé des modifications en attente',
      pt: '{actor} enviou alterações em fila',
    }),
  },
};
