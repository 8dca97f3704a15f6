import type { BaseTranslation } from '../../i18n-types';

const it_companies = {
  search: 'Cerca',
  status: 'Stato',
  statusAll: 'Tutte',
  statusActive: 'Attiva',
  statusArchived: 'Archiviata',
  name: 'Nome',
  slug: 'Slug',
  contactEmail: 'Email di contatto',
  notes: 'Note',
  updated: 'Aggiornata',
  projectCount: 'Progetti',
  newCompany: 'Nuova azienda',
  noResults: 'Nessuna azienda trovata.',
  total: 'Totale: {count:number}',
  sortBy: 'Ordina per {column:string}',
  save: 'Salva',
  saved: 'Salvato.',
  archive: 'Archivia',
  archiveTitle: "Archiviare l'azienda?",
  archiveConfirm: "L'azienda {name:string} sarà archiviata: solo gli amministratori dell'installazione potranno aprirla.",
  archivedDone: 'Azienda archiviata.',
  cancel: 'Annulla',
  conflictTitle: 'Versione attuale',
  loadCurrent: 'Carica la versione attuale',
  back: "Torna all'elenco",
} satisfies BaseTranslation;

export default it_companies;
