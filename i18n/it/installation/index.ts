import type { BaseTranslation } from '../../i18n-types';

const it_installation = {
  logs: {
    operator: 'Operatore',
    operatorAll: 'Tutti',
    area: 'Area',
    areaAll: 'Tutte',
    company: 'Azienda (id)',
    from: 'Dal',
    to: 'Al',
    time: 'Ora',
    email: 'Email',
    address: 'Indirizzo',
    call: 'Chiamata',
    status: 'Stato',
    target: 'Oggetto',
    summary: 'Riepilogo',
    exportCsv: 'Esporta CSV',
    noResults: 'Nessuna operazione trovata.',
    total: 'Totale: {count:number}',
  },
  info: {
    version: 'Versione',
    database: 'Database',
    size: 'Dimensione del database',
    mail: 'Invio email',
    mailFile: 'File .eml nella cartella della posta',
    uptime: 'In funzione da',
    companies: 'Aziende',
    projects: 'Progetti',
    operators: 'Operatori',
  },
} satisfies BaseTranslation;

export default it_installation;
