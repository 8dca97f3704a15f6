// What each kind of system alert says, in the five languages, filled from the alert's details.
import type { AlertSeverity, SystemAlertKind } from '../../contract/alerts.ts';
import { LANGUAGES, type Language } from '../../contract/languages.ts';
import type { Localized } from '../../contract/messages.ts';

interface KindWords {
  severity: AlertSeverity;
  title: Localized;
  /** `{name}` is the detail of that name. */
  text: Localized;
}

const WORDS: Record<SystemAlertKind, KindWords> = {
  mail_failing: {
    severity: 'critical',
    title: {
      it: 'Le email non partono',
      en: 'Mails are failing',
      es: 'Los correos no se envían',
      fr: 'Les e-mails ne partent pas',
      pt: 'Os e-mails não estão sendo enviados',
    },
    text: {
      it: '{failed} email non inviate nell’ultima ora e {retrying} in attesa di un nuovo tentativo. Ultima risposta del server di posta: {answer}',
      en: '{failed} mails failed in the last hour and {retrying} wait for another try. The mail relay last answered: {answer}',
      es: '{failed} correos fallaron en la última hora y {retrying} esperan otro intento. Última respuesta del servidor de correo: {answer}',
      fr: '{failed} e-mails ont échoué dans la dernière heure et {retrying} attendent un nouvel essai. Dernière réponse du relais : {answer}',
      pt: '{failed} e-mails falharam na última hora e {retrying} aguardam nova tentativa. Última resposta do servidor de e-mail: {answer}',
    },
  },
  job_failing: {
    severity: 'warning',
    title: {
      it: 'Un’attività in background fallisce ripetutamente',
      en: 'A background job keeps failing',
      es: 'Una tarea en segundo plano falla repetidamente',
      fr: 'Une tâche de fond échoue à répétition',
      pt: 'Uma tarefa em segundo plano falha repetidamente',
    },
    text: {
      it: 'Le attività «{job}» sono fallite {failures} volte nelle ultime 24 ore (ultimo errore: {error}).',
      en: 'Jobs “{job}” failed {failures} times in the last 24 hours (last error: {error}).',
      es: 'Las tareas «{job}» fallaron {failures} veces en las últimas 24 horas (último error: {error}).',
      fr: 'Les tâches « {job} » ont échoué {failures} fois ces dernières 24 heures (dernière erreur : {error}).',
      pt: 'As tarefas “{job}” falharam {failures} vezes nas últimas 24 horas (último erro: {error}).',
    },
  },
  sender_spf: {
    severity: 'warning',
    title: {
      it: 'Un mittente non autorizza più il server di posta',
      en: 'A sender no longer authorises the mail relay',
      es: 'Un remitente ya no autoriza al servidor de correo',
      fr: 'Un expéditeur n’autorise plus le relais de messagerie',
      pt: 'Um remetente não autoriza mais o servidor de e-mail',
    },
    text: {
      it: 'Il record SPF di {domain} (mittente «{sender}») non include più il server di posta: le sue email rischiano di finire nello spam.',
      en: 'The SPF record of {domain} (sender “{sender}”) no longer includes the mail relay: its mails may land in spam.',
      es: 'El registro SPF de {domain} (remitente «{sender}») ya no incluye el servidor de correo: sus correos pueden acabar en spam.',
      fr: 'L’enregistrement SPF de {domain} (expéditeur « {sender} ») n’inclut plus le relais : ses e-mails risquent d’arriver en spam.',
      pt: 'O registro SPF de {domain} (remetente “{sender}”) não inclui mais o servidor de e-mail: seus e-mails podem cair no spam.',
    },
  },
  campaign_failing: {
    severity: 'warning',
    title: {
      it: 'Una campagna è stata sospesa per errori',
      en: 'A campaign was paused by failures',
      es: 'Una campaña se pausó por fallos',
      fr: 'Une campagne a été suspendue à cause d’échecs',
      pt: 'Uma campanha foi pausada por falhas',
    },
    text: {
      it: 'La campagna «{campaign}» si è fermata: {failed} email su {settled} non sono partite.',
      en: 'The campaign “{campaign}” stopped: {failed} of {settled} mails failed.',
      es: 'La campaña «{campaign}» se detuvo: fallaron {failed} de {settled} correos.',
      fr: 'La campagne « {campaign} » s’est arrêtée : {failed} e-mails sur {settled} ont échoué.',
      pt: 'A campanha “{campaign}” parou: {failed} de {settled} e-mails falharam.',
    },
  },
  disk_low: {
    severity: 'critical',
    title: {
      it: 'Spazio su disco quasi esaurito',
      en: 'Disk space is low',
      es: 'Queda poco espacio en disco',
      fr: 'L’espace disque est presque plein',
      pt: 'Pouco espaço em disco',
    },
    text: {
      it: 'Nella cartella dei dati restano {free_mb} MB liberi ({free_percent}%, soglia {threshold}%).',
      en: 'The data directory has {free_mb} MB free ({free_percent}%, threshold {threshold}%).',
      es: 'La carpeta de datos tiene {free_mb} MB libres ({free_percent} %, umbral {threshold} %).',
      fr: 'Le dossier des données a {free_mb} Mo libres ({free_percent} %, seuil {threshold} %).',
      pt: 'A pasta de dados tem {free_mb} MB livres ({free_percent}%, limite {threshold}%).',
    },
  },
  judge_device_waiting: {
    severity: 'warning',
    title: {
      it: 'Un dispositivo di un giudice ha punteggi non inviati',
      en: 'A judge’s device holds unsent scores',
      es: 'Un dispositivo de un jurado tiene puntuaciones sin enviar',
      fr: 'L’appareil d’un juré garde des notes non envoyées',
      pt: 'Um dispositivo de um jurado tem notas não enviadas',
    },
    text: {
      it: 'Il dispositivo «{device}» di {judge} aveva {count} punteggi in attesa all’ultimo contatto, più di due ore fa ({since}).',
      en: 'The device “{device}” of {judge} held {count} scores waiting when last heard from, more than two hours ago ({since}).',
      es: 'El dispositivo «{device}» de {judge} tenía {count} puntuaciones pendientes en su último contacto, hace más de dos horas ({since}).',
      fr: 'L’appareil « {device} » de {judge} gardait {count} notes en attente à son dernier contact, il y a plus de deux heures ({since}).',
      pt: 'O dispositivo “{device}” de {judge} tinha {count} notas pendentes no último contato, há mais de duas horas ({since}).',
    },
  },
};

/** How loud an alert of this kind is. */
export function alertSeverity(kind: SystemAlertKind): AlertSeverity {
  return WORDS[kind].severity;
}

function fill(template: string, details: Record<string, unknown>): string {
  return template.replace(/\{(\w+)\}/g, (_match, name: string) => {
    const value = details[name];
    return value === undefined || value === null || value === '' ? '—' : String(value);
  });
}

/** An alert's title and text in every language, its details filled in. */
export function alertWords(kind: SystemAlertKind, details: Record<string, unknown>): { title: Record<Language, string>; text: Record<Language, string> } {
  const words = WORDS[kind];
  const title = {} as Record<Language, string>;
  const text = {} as Record<Language, string>;
  for (const lang of LANGUAGES) {
    title[lang] = words.title[lang];
    text[lang] = fill(words.text[lang], details);
  }
  return { title, text };
}
