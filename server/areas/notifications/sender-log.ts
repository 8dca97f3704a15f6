import { NOTY_ENDPOINTS } from '../../../contract/notifications.ts';
import { words, type SentenceRule } from '../../http/log-sentence.ts';

/** The words of a sender added, changed, removed and tried. */
export const SENDER_WORDS = {
  create: words({
    it: '{actor} ha aggiunto il mittente {target}',
    en: '{actor} added the sender {target}',
    es: '{actor} añadió el remitente {target}',
    fr: '{actor} a ajouté l’expéditeur {target}',
    pt: '{actor} adicionou o remetente {target}',
  }),
  save: words({
    it: '{actor} ha modificato il mittente {target}',
    en: '{actor} changed the sender {target}',
    es: '{actor} modificó el remitente {target}',
    fr: '{actor} a modifié l’expéditeur {target}',
    pt: '{actor} alterou o remetente {target}',
  }),
  delete: words({
    it: '{actor} ha rimosso il mittente {target}',
    en: '{actor} removed the sender {target}',
    es: '{actor} eliminó el remitente {target}',
    fr: '{actor} a supprimé l’expéditeur {target}',
    pt: '{actor} removeu o remetente {target}',
  }),
  test: words({
    it: '{actor} ha inviato una mail di prova tramite il mittente {target}',
    en: '{actor} sent a test mail through the sender {target}',
    es: '{actor} envió un correo de prueba a través del remitente {target}',
    fr: '{actor} a envoyé un e-mail de test via l’expéditeur {target}',
    pt: '{actor} enviou um e-mail de teste pelo remetente {target}',
  }),
  testFailed: words({
    it: '{actor} ha provato il mittente {target}: la mail di prova non è partita',
    en: '{actor} tried the sender {target}: the test mail did not leave',
    es: '{actor} probó el remitente {target}: el correo de prueba no salió',
    fr: '{actor} a essayé l’expéditeur {target} : l’e-mail de test n’est pas parti',
    pt: '{actor} testou o remetente {target}: o e-mail de teste não saiu',
  }),
};

/** The sentences of the senders' calls, by path, at every level. */
export const senderSentences: Readonly<Record<string, SentenceRule>> = Object.fromEntries(
  Object.values(NOTY_ENDPOINTS).flatMap((level) => [
    [level.sendersSave.path, (row) => (row.summary.created === true ? SENDER_WORDS.create : SENDER_WORDS.save)],
    [level.sendersDelete.path, SENDER_WORDS.delete],
    [level.sendersTest.path, (row) => (row.summary.sent === false ? SENDER_WORDS.testFailed : SENDER_WORDS.test)],
  ]) satisfies Array<[string, SentenceRule]>,
);
