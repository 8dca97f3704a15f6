import type { NamespaceProjectsTranslation } from '../../i18n-types';

const es_projects = {
  name: 'Nombre',
  slug: 'Slug',
  languages: 'Idiomas ofrecidos',
  defaultLang: 'Idioma predeterminado',
  opensAt: 'Apertura',
  closesAt: 'Cierre',
  status: 'Estado',
  statuses: {
    draft: 'Borrador',
    open: 'Abierto',
    closed: 'Cerrado',
    archived: 'Archivado',
  },
  create: 'Crear',
  created: 'Proyecto {name} creado.',
  save: 'Guardar',
  saved: 'Guardado.',
  cancel: 'Cancelar',
  conflict: 'Otra persona ha modificado este proyecto. Los valores actuales son:',
  loadCurrent: 'Cargar los valores actuales',
  notSet: 'sin definir',
  unreachable: 'El servidor no respondió. Inténtalo de nuevo.',
  home: {
    signedInAs: 'Has iniciado sesión como {name}',
    logout: 'Cerrar sesión',
  },
  homeList: {
    search: 'Buscar empresas y proyectos',
    empty: 'No hay empresas que mostrar.',
    noProjects: 'Todavía no hay proyectos.',
    managers: 'Gestores',
    newProject: 'Nuevo proyecto',
    total: '{count} empresas',
  },
} satisfies NamespaceProjectsTranslation;

export default es_projects;
