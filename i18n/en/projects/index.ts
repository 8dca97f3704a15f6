import type { NamespaceProjectsTranslation } from '../../i18n-types';

const en_projects = {
  name: 'Name',
  slug: 'Slug',
  languages: 'Languages offered',
  defaultLang: 'Default language',
  opensAt: 'Opens',
  closesAt: 'Closes',
  status: 'Status',
  statuses: {
    draft: 'Draft',
    open: 'Open',
    closed: 'Closed',
    archived: 'Archived',
  },
  create: 'Create',
  created: 'Project {name} created.',
  save: 'Save',
  saved: 'Saved.',
  cancel: 'Cancel',
  conflict: 'Someone else changed this project. The current values are:',
  loadCurrent: 'Load the current values',
  notSet: 'not set',
  unreachable: 'The server did not answer. Try again.',
  home: {
    signedInAs: 'Signed in as {name}',
  },
  homeList: {
    search: 'Search companies and projects',
    searchPlaceholder: 'Company or project name',
    emptyTitle: 'No companies yet',
    emptyAdmin: 'Create the first company, then invite its managers.',
    createCompany: 'Create a company',
    emptyOperator: 'You do not work in any company yet: ask an administrator or a company manager to invite you, then check again.',
    checkAgain: 'Check again',
    noMatchTitle: 'No company matches “{search}”',
    noMatch: 'Try another name, or clear the search.',
    clearSearch: 'Clear the search',
    noProjectsManager: 'No projects yet: create the first one to begin.',
    firstProject: 'Create the first project',
    noProjects: 'No projects yet.',
    managers: 'Managers',
    newProject: 'New project',
    total: '{count} companies',
  },
} satisfies NamespaceProjectsTranslation;

export default en_projects;
