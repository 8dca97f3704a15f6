import type { NamespaceProjectsTranslation } from '../../i18n-types';

const fr_projects = {
  name: 'Nom',
  slug: 'Slug',
  languages: 'Langues proposées',
  defaultLang: 'Langue par défaut',
  opensAt: 'Ouverture',
  closesAt: 'Clôture',
  status: 'Statut',
  statuses: {
    draft: 'Brouillon',
    open: 'Ouvert',
    closed: 'Fermé',
    archived: 'Archivé',
  },
  create: 'Créer',
  created: 'Projet {name} créé.',
  save: 'Enregistrer',
  saved: 'Enregistré.',
  cancel: 'Annuler',
  conflict: "Quelqu'un d'autre a modifié ce projet. Les valeurs actuelles sont :",
  loadCurrent: 'Charger les valeurs actuelles',
  notSet: 'non définie',
  unreachable: "Le serveur n'a pas répondu. Réessayez.",
  home: {
    signedInAs: 'Connecté en tant que {name}',
    logout: 'Se déconnecter',
  },
  homeList: {
    search: 'Rechercher des entreprises et des projets',
    empty: 'Aucune entreprise à afficher.',
    noProjects: 'Aucun projet pour le moment.',
    managers: 'Gestionnaires',
    newProject: 'Nouveau projet',
    total: '{count} entreprises',
  },
} satisfies NamespaceProjectsTranslation;

export default fr_projects;
