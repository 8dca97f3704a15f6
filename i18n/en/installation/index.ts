import type { NamespaceInstallationTranslation } from '../../i18n-types';

const en_installation = {
  logs: {
    operator: 'Operator',
    operatorAll: 'All',
    area: 'Area',
    areaAll: 'All',
    company: 'Company (id)',
    from: 'From',
    to: 'To',
    time: 'Time',
    email: 'Email',
    address: 'Address',
    call: 'Call',
    status: 'Status',
    target: 'Target',
    summary: 'Summary',
    exportCsv: 'Export CSV',
    noResults: 'No operations found.',
    total: 'Total: {count}',
  },
  info: {
    version: 'Version',
    database: 'Database',
    size: 'Database size',
    mail: 'Mail transport',
    mailFile: '.eml files in the mail folder',
    uptime: 'Uptime',
    companies: 'Companies',
    projects: 'Projects',
    operators: 'Operators',
  },
} satisfies NamespaceInstallationTranslation;

export default en_installation;
