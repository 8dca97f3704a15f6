import { words, type AreaLog } from '../../http/log-sentence.ts';

/** How the themes, the project defaults and the cookie banner read in the operations' log. */
export const themeLog: AreaLog = {
  label: words({ it: 'Tema', en: 'Theme', es: 'Tema', fr: 'Thème', pt: 'Tema' }),
  sentences: {
    'admin/installation/theme/save': words({
      it: "{actor} ha modificato il tema dell'installazione",
      en: "{actor} changed the installation's theme",
      es: '{actor} modificó el tema de la instalación',
      fr: '{actor} a modifié le thème de l’installation',
      pt: '{actor} alterou o tema da instalação',
    }),
    'company/:company/theme/save': words({
      it: '{actor} ha modificato il tema di {company}',
      en: "{actor} changed {company}'s theme",
      es: '{actor} modificó el tema de {company}',
      fr: '{actor} a modifié le thème de {company}',
      pt: '{actor} alterou o tema de {company}',
    }),
    'company/:company/project/:project/theme/save': words({
      it: '{actor} ha modificato il tema del progetto {target} ({company})',
      en: '{actor} changed the theme of the project {target} ({company})',
      es: '{actor} modificó el tema del proyecto {target} ({company})',
      fr: '{actor} a modifié le thème du projet {target} ({company})',
      pt: '{actor} alterou o tema do projeto {target} ({company})',
    }),
    'admin/installation/theme/prj-defaults/save': words({
      it: '{actor} ha modificato le impostazioni predefinite dei nuovi progetti',
      en: '{actor} changed what new projects start with',
      es: '{actor} modificó los valores predeterminados de los proyectos nuevos',
      fr: '{actor} a modifié les valeurs par défaut des nouveaux projets',
      pt: '{actor} alterou os padrões dos novos projetos',
    }),
    'admin/installation/theme/cookie-law/save': words({
      it: '{actor} ha modificato il banner dei cookie delle pagine pubbliche',
      en: "{actor} changed the public pages' cookie banner",
      es: '{actor} cambió el aviso de cookies de las páginas públicas',
      fr: '{actor} a modifié le bandeau des cookies des pages publiques',
      pt: '{actor} alterou o aviso de cookies das páginas públicas',
    }),
  },
};
