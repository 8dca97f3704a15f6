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
    logout: 'Sair',
  },
  homeList: {
    search: 'Pesquisar empresas e projetos',
    empty: 'Nenhuma empresa para mostrar.',
    noProjects: 'Ainda não há projetos.',
    managers: 'Gestores',
    newProject: 'Novo projeto',
    total: '{count} empresas',
  },
} satisfies NamespaceProjectsTranslation;

export default pt_projects;
