import type { NamespaceThemeTranslation } from '../../i18n-types';

const pt_theme = {
  cookieLaw: {
    description: 'O aviso sobre cookies que as páginas públicas mostram, em cinco idiomas.',
    enabled: 'Mostrar o aviso nas páginas públicas',
    enabledHelp: 'Quando está desligado, as páginas públicas não mostram nenhum aviso.',
    texts: 'Textos',
    textsHelp: 'Escreva-os em cada idioma em que as páginas públicas são lidas: um idioma deixado vazio mostra outro no lugar.',
    languages: 'Idiomas',
    title: 'Título',
    body: 'Texto',
    accept: 'Botão',
    acceptHelp: 'As palavras do botão que fecha o aviso.',
    policyUrl: 'Endereço da política de cookies',
    policyUrlHelp: 'Uma página que explica os cookies por completo, começando por https:// ou http://; deixe vazio se não houver.',
    preview: 'Pré-visualização em {language}',
    previewOff: 'O aviso está desligado: as páginas públicas não o mostram.',
    policyLink: 'Política de cookies',
    save: 'Salvar',
    saved: 'Aviso de cookies salvo',
    conflict: 'Outra pessoa salvou o aviso nesse meio-tempo: estes são os textos dela.',
    loadCurrent: 'Carregar a versão dela',
    empty: '(vazio)',
    yes: 'Sim',
    no: 'Não',
  },
} satisfies NamespaceThemeTranslation;

export default pt_theme;
