import type { NamespaceInstallationTranslation } from '../../i18n-types';

const fr_installation = {
  logs: {
    operator: 'Opérateur',
    operatorAll: 'Tous',
    area: 'Domaine',
    areaAll: 'Tous',
    company: 'Entreprise (id)',
    from: 'Du',
    to: 'Au',
    time: 'Heure',
    email: 'E-mail',
    address: 'Adresse',
    call: 'Appel',
    status: 'Statut',
    target: 'Cible',
    summary: 'Résumé',
    exportCsv: 'Exporter en CSV',
    noResults: 'Aucune opération trouvée.',
    total: 'Total : {count}',
  },
  info: {
    version: 'Version',
    database: 'Base de données',
    size: 'Taille de la base de données',
    mail: "Envoi d'e-mails",
    mailFile: 'Fichiers .eml dans le dossier du courrier',
    uptime: 'En service depuis',
    companies: 'Entreprises',
    projects: 'Projets',
    operators: 'Opérateurs',
  },
} satisfies NamespaceInstallationTranslation;

export default fr_installation;
