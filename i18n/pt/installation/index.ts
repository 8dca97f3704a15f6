import type { NamespaceInstallationTranslation } from '../../i18n-types';

const pt_installation = {
  logs: {
    operator: 'Operador',
    operatorAll: 'Todos',
    area: 'Área',
    areaAll: 'Todas',
    company: 'Empresa (id)',
    from: 'De',
    to: 'Até',
    time: 'Hora',
    email: 'E-mail',
    address: 'Endereço',
    call: 'Chamada',
    status: 'Status',
    target: 'Alvo',
    summary: 'Resumo',
    exportCsv: 'Exportar CSV',
    noResults: 'Nenhuma operação encontrada.',
    total: 'Total: {count}',
  },
  info: {
    version: 'Versão',
    database: 'Banco de dados',
    size: 'Tamanho do banco de dados',
    mail: 'Envio de e-mail',
    mailFile: 'Arquivos .eml na pasta de e-mail',
    uptime: 'Em funcionamento há',
    companies: 'Empresas',
    projects: 'Projetos',
    operators: 'Operadores',
  },
} satisfies NamespaceInstallationTranslation;

export default pt_installation;
