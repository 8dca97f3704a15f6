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
  },
  homeList: {
    search: 'Rechercher des entreprises et des projets',
    searchPlaceholder: 'Nom de l’entreprise ou du projet',
    emptyTitle: 'Aucune entreprise pour le moment',
    emptyAdmin: 'Créez la première entreprise, puis invitez ses gestionnaires.',
    createCompany: 'Créer une entreprise',
    emptyOperator: 'Vous ne travaillez encore dans aucune entreprise : demandez à un administrateur ou à un gestionnaire de vous inviter, puis vérifiez à nouveau.',
    checkAgain: 'Vérifier à nouveau',
    noMatchTitle: 'Aucune entreprise ne correspond à « {search} »',
    noMatch: 'Essayez un autre nom ou effacez la recherche.',
    clearSearch: 'Effacer la recherche',
    noProjectsManager: 'Aucun projet pour le moment : créez le premier pour commencer.',
    firstProject: 'Créer le premier projet',
    noProjects: 'Aucun projet pour le moment.',
    managers: 'Gestionnaires',
    newProject: 'Nouveau projet',
    total: '{count} entreprises',
  },
} satisfies NamespaceProjectsTranslation;

export default fr_projects;
