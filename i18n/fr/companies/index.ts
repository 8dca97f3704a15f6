import type { NamespaceCompaniesTranslation } from '../../i18n-types';

const fr_companies = {
  search: 'Rechercher',
  status: 'Statut',
  statusAll: 'Toutes',
  statusActive: 'Active',
  statusArchived: 'Archivée',
  name: 'Nom',
  slug: 'Slug',
  contactEmail: 'E-mail de contact',
  notes: 'Notes',
  updated: 'Mise à jour',
  projectCount: 'Projets',
  newCompany: 'Nouvelle entreprise',
  noResults: 'Aucune entreprise trouvée.',
  total: 'Total : {count}',
  sortBy: 'Trier par {column}',
  save: 'Enregistrer',
  saved: 'Enregistré.',
  archive: 'Archiver',
  archiveTitle: "Archiver l'entreprise ?",
  archiveConfirm: "L'entreprise {name} sera archivée : seuls les administrateurs de l'installation pourront l'ouvrir.",
  archivedDone: 'Entreprise archivée.',
  cancel: 'Annuler',
  conflictTitle: 'Version actuelle',
  loadCurrent: 'Charger la version actuelle',
  back: 'Retour à la liste',
} satisfies NamespaceCompaniesTranslation;

export default fr_companies;
