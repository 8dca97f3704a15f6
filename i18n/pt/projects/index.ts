import type { NamespaceProjectsTranslation } from '../../i18n-types';

const pt_projects = {
  name: 'Nome',
  slug: 'Slug',
  languages: 'Idiomas oferecidos',
  defaultLang: 'Idioma padrão',
  opensAt: 'Abertura',
  closesAt: 'Encerramento',
  status: 'Status',
  statuses: {
    draft: 'Rascunho',
    open: 'Aberto',
    closed: 'Encerrado',
    archived: 'Arquivado',
  },
  create: 'Criar',
  created: 'Projeto {name} criado.',
  save: 'Salvar',
  saved: 'Salvo.',
  cancel: 'Cancelar',
  conflict: 'Outra pessoa alterou este projeto. Os valores atuais são:',
  loadCurrent: 'Carregar os valores atuais',
  notSet: 'não definida',
  unreachable: 'O servidor não respondeu. Tente novamente.',
  home: {
    signedInAs: 'Conectado como {name}',
  },
  homeList: {
    search: 'Pesquisar empresas e projetos',
    searchPlaceholder: 'Nome da empresa ou do projeto',
    emptyTitle: 'Ainda não há empresas',
    emptyAdmin: 'Crie a primeira empresa e depois convide os gestores dela.',
    createCompany: 'Criar uma empresa',
    emptyOperator: 'Você ainda não trabalha em nenhuma empresa: peça a um administrador ou a um gestor que convide você e depois verifique de novo.',
    checkAgain: 'Verificar de novo',
    noMatchTitle: 'Nenhuma empresa corresponde a “{search}”',
    noMatch: 'Tente outro nome ou limpe a busca.',
    clearSearch: 'Limpar a busca',
    noProjectsManager: 'Ainda não há projetos: crie o primeiro para começar.',
    firstProject: 'Criar o primeiro projeto',
    noProjects: 'Ainda não há projetos.',
    managers: 'Gestores',
    newProject: 'Novo projeto',
    total: '{count} empresas',
  },
} satisfies NamespaceProjectsTranslation;

export default pt_projects;
