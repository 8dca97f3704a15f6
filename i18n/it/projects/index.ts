import type { BaseTranslation } from '../../i18n-types';

const it_projects = {
  name: 'Nome',
  slug: 'Slug',
  languages: 'Lingue offerte',
  defaultLang: 'Lingua predefinita',
  opensAt: 'Apertura',
  closesAt: 'Chiusura',
  status: 'Stato',
  statuses: {
    draft: 'Bozza',
    open: 'Aperto',
    closed: 'Chiuso',
    archived: 'Archiviato',
  },
  create: 'Crea',
  created: 'Progetto {name:string} creato.',
  save: 'Salva',
  saved: 'Salvato.',
  cancel: 'Annulla',
  conflict: 'Qualcun altro ha modificato questo progetto. I valori attuali sono:',
  loadCurrent: 'Carica i valori attuali',
  notSet: 'non impostata',
  unreachable: 'Il server non ha risposto. Riprova.',
  home: {
    signedInAs: 'Accesso effettuato come {name:string}',
  },
  homeList: {
    search: 'Cerca aziende e progetti',
    searchPlaceholder: "Nome dell'azienda o del progetto",
    emptyTitle: 'Nessuna azienda, per ora',
    emptyAdmin: 'Crea la prima azienda, poi invita i suoi gestori.',
    createCompany: "Crea un'azienda",
    emptyOperator: 'Non lavori ancora in nessuna azienda: chiedi a un amministratore o a un gestore di invitarti, poi controlla di nuovo.',
    checkAgain: 'Controlla di nuovo',
    noMatchTitle: 'Nessuna azienda corrisponde a «{search:string}»',
    noMatch: 'Prova con un altro nome o cancella la ricerca.',
    clearSearch: 'Cancella la ricerca',
    noProjectsManager: 'Nessun progetto: crea il primo per iniziare.',
    firstProject: 'Crea il primo progetto',
    noProjects: 'Nessun progetto.',
    managers: 'Gestori',
    newProject: 'Nuovo progetto',
    total: '{count:number} aziende',
  },
} satisfies BaseTranslation;

export default it_projects;
