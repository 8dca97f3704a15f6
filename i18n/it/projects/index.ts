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
    logout: 'Esci',
  },
  homeList: {
    search: 'Cerca aziende e progetti',
    empty: 'Nessuna azienda da mostrare.',
    noProjects: 'Nessun progetto.',
    managers: 'Gestori',
    newProject: 'Nuovo progetto',
    total: '{count:number} aziende',
  },
} satisfies BaseTranslation;

export default it_projects;
