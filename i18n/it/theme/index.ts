import type { BaseTranslation } from '../../i18n-types';

const it_theme = {
  cookieLaw: {
    description: 'Il banner sui cookie mostrato dalle pagine pubbliche, in cinque lingue.',
    enabled: 'Mostra il banner nelle pagine pubbliche',
    enabledHelp: 'Quando è spento, le pagine pubbliche non mostrano alcun banner.',
    texts: 'Testi',
    textsHelp: "Scrivili in ogni lingua in cui si leggono le pagine pubbliche: una lingua lasciata vuota mostra un'altra lingua al suo posto.",
    languages: 'Lingue',
    title: 'Titolo',
    body: 'Testo',
    accept: 'Pulsante',
    acceptHelp: 'Le parole del pulsante che chiude il banner.',
    policyUrl: 'Indirizzo della cookie policy',
    policyUrlHelp: "Una pagina che spiega i cookie per intero, che inizia con https:// o http://; lascialo vuoto se non ce n'è.",
    preview: 'Anteprima in {language}',
    previewOff: 'Il banner è spento: le pagine pubbliche non lo mostrano.',
    policyLink: 'Cookie policy',
    save: 'Salva',
    saved: 'Banner dei cookie salvato',
    conflict: 'Qualcun altro ha salvato il banner nel frattempo: ecco i suoi testi.',
    loadCurrent: 'Carica la sua versione',
    empty: '(vuoto)',
    yes: 'Sì',
    no: 'No',
  },
} satisfies BaseTranslation;

export default it_theme;
