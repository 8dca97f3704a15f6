import { words, type AreaLog } from '../../http/log-sentence.ts';

/** How the installation's theme and cookie banner read in the operations' log. */
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
    'admin/installation/theme/cookie-law/save': words({
      it: '{actor} ha modificato il banner dei cookie delle pagine pubbliche',
      en: "{actor} changed the public pages' cookie banner",
      es: '{actor} cambió el aviso de cookies de las páginas públicas',
      fr: '{actor} a modifié le bandeau des cookies des pages publiques',
      pt: '{actor} alterou o aviso de cookies das páginas públicas',
    }),
  },
};
