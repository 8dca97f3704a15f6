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
    logout: 'Sign out',
  },
  homeList: {
    search: 'Search companies and projects',
    empty: 'No companies to show.',
    noProjects: 'No projects yet.',
    managers: 'Managers',
    newProject: 'New project',
    total: '{count} companies',
  },
} satisfies NamespaceProjectsTranslation;

export default en_projects;
