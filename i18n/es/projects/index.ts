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
  },
  homeList: {
    search: 'Buscar empresas y proyectos',
    searchPlaceholder: 'Nombre de la empresa o del proyecto',
    emptyTitle: 'Todavía no hay empresas',
    emptyAdmin: 'Crea la primera empresa y luego invita a sus gestores.',
    createCompany: 'Crear una empresa',
    emptyOperator: 'Todavía no trabajas en ninguna empresa: pide a un administrador o a un gestor que te invite y vuelve a comprobarlo.',
    checkAgain: 'Comprobar de nuevo',
    noMatchTitle: 'Ninguna empresa coincide con «{search}»',
    noMatch: 'Prueba con otro nombre o borra la búsqueda.',
    clearSearch: 'Borrar la búsqueda',
    noProjectsManager: 'Todavía no hay proyectos: crea el primero para empezar.',
    firstProject: 'Crear el primer proyecto',
    noProjects: 'Todavía no hay proyectos.',
    managers: 'Gestores',
    newProject: 'Nuevo proyecto',
    total: '{count} empresas',
  },
} satisfies NamespaceProjectsTranslation;

export default es_projects;
