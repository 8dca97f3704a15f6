import type { NamespaceThemeTranslation } from '../../i18n-types';

const fr_theme = {
  cookieLaw: {
    description: 'Le bandeau sur les cookies affiché par les pages publiques, en cinq langues.',
    enabled: 'Afficher le bandeau sur les pages publiques',
    enabledHelp: "Lorsqu'il est désactivé, les pages publiques n'affichent aucun bandeau.",
    texts: 'Textes',
    textsHelp: 'Écrivez-les dans chaque langue dans laquelle les pages publiques sont lues : une langue laissée vide en affiche une autre à sa place.',
    languages: 'Langues',
    title: 'Titre',
    body: 'Texte',
    accept: 'Bouton',
    acceptHelp: 'Les mots du bouton qui ferme le bandeau.',
    policyUrl: 'Adresse de la politique des cookies',
    policyUrlHelp: "Une page qui explique les cookies en détail, commençant par https:// ou http:// ; laissez-la vide s'il n'y en a pas.",
    preview: 'Aperçu en {language}',
    previewOff: "Le bandeau est désactivé : les pages publiques ne l'affichent pas.",
    policyLink: 'Politique des cookies',
    save: 'Enregistrer',
    saved: 'Bandeau des cookies enregistré',
    conflict: "Quelqu'un d'autre a enregistré le bandeau entre-temps : voici ses textes.",
    loadCurrent: 'Charger sa version',
    empty: '(vide)',
    yes: 'Oui',
    no: 'Non',
  },
} satisfies NamespaceThemeTranslation;

export default fr_theme;
