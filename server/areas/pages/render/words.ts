// The words the server-rendered public pages show around the page's own text, in five languages.
import type { Language } from '../../../../contract/languages.ts';
import type { Localized } from '../../../../contract/messages.ts';

const w = (localized: Localized) => localized;

/** The public page's own words. */
export const PAGE_WORDS = {
  openUntil: w({ it: 'Aperto fino al {date}', en: 'Open until {date}', es: 'Abierto hasta el {date}', fr: "Ouvert jusqu'au {date}", pt: 'Aberto até {date}' }),
  open: w({ it: 'Aperto', en: 'Open', es: 'Abierto', fr: 'Ouvert', pt: 'Aberto' }),
  opensOn: w({ it: 'Apre il {date}', en: 'Opens on {date}', es: 'Abre el {date}', fr: 'Ouvre le {date}', pt: 'Abre em {date}' }),
  closed: w({ it: 'Chiuso', en: 'Closed', es: 'Cerrado', fr: 'Fermé', pt: 'Fechado' }),
  apply: w({ it: 'Partecipa', en: 'Apply', es: 'Participa', fr: 'Participer', pt: 'Participar' }),
  menu: w({ it: 'Menu', en: 'Menu', es: 'Menú', fr: 'Menu', pt: 'Menu' }),
  languages: w({ it: 'Lingue', en: 'Languages', es: 'Idiomas', fr: 'Langues', pt: 'Idiomas' }),
  skip: w({ it: 'Vai al contenuto', en: 'Skip to content', es: 'Ir al contenido', fr: 'Aller au contenu', pt: 'Ir para o conteúdo' }),
  cookiePolicy: w({ it: 'Informativa sui cookie', en: 'Cookie policy', es: 'Política de cookies', fr: 'Politique relative aux cookies', pt: 'Política de cookies' }),
  notFoundTitle: w({ it: 'Pagina non trovata', en: 'Page not found', es: 'Página no encontrada', fr: 'Page introuvable', pt: 'Página não encontrada' }),
  notFoundText: w({
    it: 'Questa pagina non esiste o non è più pubblicata.',
    en: 'This page does not exist or is no longer published.',
    es: 'Esta página no existe o ya no está publicada.',
    fr: "Cette page n'existe pas ou n'est plus publiée.",
    pt: 'Esta página não existe ou não está mais publicada.',
  }),
  home: w({ it: 'Pagina iniziale', en: 'Home page', es: 'Página de inicio', fr: "Page d'accueil", pt: 'Página inicial' }),
  logo: w({ it: 'Logo', en: 'Logo', es: 'Logotipo', fr: 'Logo', pt: 'Logotipo' }),
  announcements: w({ it: 'Avvisi', en: 'Announcements', es: 'Avisos', fr: 'Annonces', pt: 'Avisos' }),
  info: w({ it: 'Informazione', en: 'Information', es: 'Información', fr: 'Information', pt: 'Informação' }),
  warning: w({ it: 'Attenzione', en: 'Warning', es: 'Advertencia', fr: 'Avertissement', pt: 'Aviso' }),
  critical: w({ it: 'Importante', en: 'Critical', es: 'Crítico', fr: 'Critique', pt: 'Crítico' }),
} as const;

/** A word in a language with its `{name}`s filled. */
export function say(word: Localized, lang: Language, values: Record<string, string> = {}): string {
  return word[lang].replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

/** A moment as a reader of the language writes it, with its time zone named (the page is the same for every reader). */
export function longMoment(at: Date, lang: Language, timeZone = 'UTC'): string {
  return new Intl.DateTimeFormat(lang, { year: 'numeric', month: 'long', day: 'numeric', hour: '2-digit', minute: '2-digit', timeZone, timeZoneName: 'short' }).format(at);
}
