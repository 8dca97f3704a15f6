import type { NamespaceThemeTranslation } from '../../i18n-types';

const es_theme = {
  cookieLaw: {
    description: 'El aviso sobre cookies que muestran las páginas públicas, en cinco idiomas.',
    enabled: 'Mostrar el aviso en las páginas públicas',
    enabledHelp: 'Cuando está desactivado, las páginas públicas no muestran ningún aviso.',
    texts: 'Textos',
    textsHelp: 'Escríbelos en cada idioma en que se leen las páginas públicas: un idioma que quede vacío muestra otro en su lugar.',
    languages: 'Idiomas',
    title: 'Título',
    body: 'Texto',
    accept: 'Botón',
    acceptHelp: 'Las palabras del botón que cierra el aviso.',
    policyUrl: 'Dirección de la política de cookies',
    policyUrlHelp: 'Una página que explica las cookies por completo, que empieza por https:// o http://; déjala vacía si no hay ninguna.',
    preview: 'Vista previa en {language}',
    previewOff: 'El aviso está desactivado: las páginas públicas no lo muestran.',
    policyLink: 'Política de cookies',
    save: 'Guardar',
    saved: 'Aviso de cookies guardado',
    conflict: 'Otra persona guardó el aviso mientras tanto: estos son sus textos.',
    loadCurrent: 'Cargar su versión',
    empty: '(vacío)',
    yes: 'Sí',
    no: 'No',
  },
} satisfies NamespaceThemeTranslation;

export default es_theme;
