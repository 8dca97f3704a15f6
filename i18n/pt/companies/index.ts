import type { NamespaceCompaniesTranslation } from '../../i18n-types';

const pt_companies = {
  search: 'Pesquisar',
  status: 'Status',
  statusAll: 'Todas',
  statusActive: 'Ativa',
  statusArchived: 'Arquivada',
  name: 'Nome',
  slug: 'Slug',
  contactEmail: 'E-mail de contato',
  notes: 'Notas',
  updated: 'Atualizada',
  projectCount: 'Projetos',
  newCompany: 'Nova empresa',
  noResults: 'Nenhuma empresa encontrada.',
  total: 'Total: {count}',
  sortBy: 'Ordenar por {column}',
  save: 'Salvar',
  saved: 'Salvo.',
  archive: 'Arquivar',
  archiveTitle: 'Arquivar a empresa?',
  archiveConfirm: 'A empresa {name} será arquivada: apenas os administradores da instalação poderão abri-la.',
  archivedDone: 'Empresa arquivada.',
  cancel: 'Cancelar',
  conflictTitle: 'Versão atual',
  loadCurrent: 'Carregar a versão atual',
  back: 'Voltar à lista',
} satisfies NamespaceCompaniesTranslation;

export default pt_companies;
