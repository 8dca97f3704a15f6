import type { BaseTranslation } from '../../i18n-types';

const it_accounting = {
  options: {
    intro: 'La lingua in cui si apre il back office quando accedi, da qualsiasi dispositivo.',
    preferredLang: 'Lingua preferita',
    save: 'Salva',
    saved: 'Salvato.',
  },
  sessions: {
    title: 'Sessioni attive',
    intro: 'Dove hai effettuato l’accesso ora. Se non ne riconosci una, esci da tutte le altre e cambia la password.',
    current: 'Questo browser',
    lastSeen: 'Ultima attività {when}',
    address: 'Indirizzo {ip}',
    endOthers: 'Esci da tutte le altre sessioni',
    ended: '{count} altre sessioni sono state chiuse.',
    none: 'Nessun’altra sessione è aperta.',
  },
  password: {
    forcedIntro: 'Prima di continuare devi cambiare la password: quella attuale è stata generata o reimpostata e vale solo per il primo accesso.',
    intro: 'Scrivi la password attuale, poi quella nuova due volte.',
    save: 'Cambia la password',
    saved: 'La password è stata cambiata.',
  },
  totp: {
    title: 'Secondo passaggio di accesso',
    intro: "Dopo la password, l'accesso chiede un PIN inviato via email oppure un codice della tua app di autenticazione.",
    method: 'Metodo',
    methodPin: 'PIN via email',
    methodTotp: 'App di autenticazione',
    scan: 'Inquadra il codice QR con la tua app di autenticazione, poi scrivi qui il codice che mostra.',
    qrAlt: "Codice QR per l'app di autenticazione",
    manual: 'Se non puoi inquadrarlo, inserisci questa chiave a mano:',
    confirm: "Attiva l'app",
    cancel: 'Annulla',
    enabled: "L'app di autenticazione è attiva: all'accesso ti chiederemo il suo codice.",
    recoveryTitle: 'Codici di recupero',
    recoveryShown: 'Conserva questi codici in un posto sicuro: non li vedrai più. Ognuno vale per un accesso senza il telefono.',
    recoveryLeft: 'Codici di recupero non ancora usati: {count:number}',
    saved: 'Li ho conservati',
    regenerate: 'Crea nuovi codici di recupero',
    disable: 'Torna al PIN via email',
    proofIntro: "Conferma con la password oppure con un codice dell'app.",
    password: 'Password',
    appCode: "Codice dell'app",
    proofHint: 'Scrivi la password oppure il codice.',
    disabled: "L'app di autenticazione è disattivata: all'accesso riceverai di nuovo un PIN via email.",
  },
} satisfies BaseTranslation;

export default it_accounting;
