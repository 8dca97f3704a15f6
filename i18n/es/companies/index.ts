import type { NamespaceCompaniesTranslation } from '../../i18n-types';

const es_companies = {
  search: 'Buscar',
  status: 'Estado',
  statusAll: 'Todas',
  statusActive: 'Activa',
  statusArchived: 'Archivada',
  name: 'Nombre',
  slug: 'Slug',
  contactEmail: 'Correo de contacto',
  notes: 'Notas',
  updated: 'Actualizada',
  projectCount: 'Proyectos',
  newCompany: 'Nueva empresa',
  noResults: 'No se encontraron empresas.',
  total: 'Total: {count}',
  sortBy: 'Ordenar por {column}',
  save: 'Guardar',
  saved: 'Guardado.',
  archive: 'Archivar',
  archiveTitle: '¿Archivar la empresa?',
  archiveConfirm: 'La empresa {name} se archivará: solo los administradores de la instalación podrán abrirla.',
  archivedDone: 'Empresa archivada.',
  cancel: 'Cancelar',
  conflictTitle: 'Versión actual',
  loadCurrent: 'Cargar la versión actual',
  back: 'Volver a la lista',
} satisfies NamespaceCompaniesTranslation;

export default es_companies;
