import type { NamespaceInstallationTranslation } from '../../i18n-types';

const es_installation = {
  logs: {
    operator: 'Operador',
    operatorAll: 'Todos',
    area: 'Área',
    areaAll: 'Todas',
    company: 'Empresa (id)',
    from: 'Desde',
    to: 'Hasta',
    time: 'Hora',
    email: 'Correo',
    address: 'Dirección',
    call: 'Llamada',
    status: 'Estado',
    target: 'Objeto',
    summary: 'Resumen',
    exportCsv: 'Exportar CSV',
    noResults: 'No se encontraron operaciones.',
    total: 'Total: {count}',
  },
  info: {
    version: 'Versión',
    database: 'Base de datos',
    size: 'Tamaño de la base de datos',
    mail: 'Envío de correo',
    mailFile: 'Archivos .eml en la carpeta de correo',
    uptime: 'Tiempo en funcionamiento',
    companies: 'Empresas',
    projects: 'Proyectos',
    operators: 'Operadores',
  },
} satisfies NamespaceInstallationTranslation;

export default es_installation;
