import type { BaseTranslation } from '../i18n-types';

const it = {
  app: {
    name: 'Back office',
    loading: 'Caricamento…',
    updateReady: 'È disponibile una nuova versione.',
    updateNow: 'Aggiorna',
  },
  language: {
    label: 'Lingua',
  },
  login: {
    title: 'Accesso',
    intro: 'Accedi con la tua email e la tua password.',
    email: 'Email',
    password: 'Password',
    showPassword: 'Mostra o nascondi la password',
    continue: 'Continua',
    pinIntro: 'Abbiamo inviato un PIN di 6 cifre a {email:string}. Scrivilo qui sotto.',
    pin: 'PIN',
    pinDescription: 'Il PIN vale 10 minuti e si usa una sola volta.',
    signIn: 'Accedi',
    back: 'Usa un altro account',
    unreachable: 'Il server non risponde. Controlla la connessione e riprova.',
  },
  home: {
    title: 'Home',
    signedInAs: 'Accesso effettuato come {name:string}',
    logout: 'Esci',
  },
} satisfies BaseTranslation;

export default it;
