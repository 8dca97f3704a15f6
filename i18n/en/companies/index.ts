import type { NamespaceCompaniesTranslation } from '../../i18n-types';

const en_companies = {
  search: 'Search',
  status: 'Status',
  statusAll: 'All',
  statusActive: 'Active',
  statusArchived: 'Archived',
  name: 'Name',
  slug: 'Slug',
  contactEmail: 'Contact email',
  notes: 'Notes',
  updated: 'Updated',
  projectCount: 'Projects',
  newCompany: 'New company',
  noResults: 'No companies found.',
  total: 'Total: {count}',
  sortBy: 'Sort by {column}',
  save: 'Save',
  saved: 'Saved.',
  archive: 'Archive',
  archiveTitle: 'Archive the company?',
  archiveConfirm: 'The company {name} will be archived: only installation admins will be able to open it.',
  archivedDone: 'Company archived.',
  cancel: 'Cancel',
  conflictTitle: 'Current version',
  loadCurrent: 'Load the current version',
  back: 'Back to the list',
} satisfies NamespaceCompaniesTranslation;

export default en_companies;
