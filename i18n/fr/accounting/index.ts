import type { NamespaceAccountingTranslation } from '../../i18n-types';

const fr_accounting = {
  options: {
    intro: 'La langue dans laquelle le back-office s’ouvre quand vous vous connectez, sur tout appareil.',
    preferredLang: 'Langue préférée',
    save: 'Enregistrer',
    saved: 'Enregistré.',
  },
  sessions: {
    title: 'Sessions ouvertes',
    intro: 'Là où vous êtes connecté en ce moment. Si vous n’en reconnaissez pas une, déconnectez les autres et changez votre mot de passe.',
    current: 'Ce navigateur',
    lastSeen: 'Dernière activité {when}',
    address: 'Adresse {ip}',
    endOthers: 'Déconnecter toutes les autres sessions',
    ended: '{count} autres sessions ont été fermées.',
    none: 'Aucune autre session n’est ouverte.',
  },
  password: {
    forcedIntro: 'Vous devez changer votre mot de passe avant de continuer : l’actuel a été généré ou réinitialisé et ne sert qu’à la première connexion.',
    intro: 'Saisissez votre mot de passe actuel, puis le nouveau deux fois.',
    save: 'Changer le mot de passe',
    saved: 'Votre mot de passe a été changé.',
  },
  totp: {
    title: 'Deuxième étape de connexion',
    intro: "Après le mot de passe, la connexion demande un code PIN envoyé par e-mail ou un code de votre application d'authentification.",
    method: 'Méthode',
    methodPin: 'Code PIN par e-mail',
    methodTotp: "Application d'authentification",
    scan: "Scannez le code QR avec votre application d'authentification, puis saisissez ici le code qu'elle affiche.",
    qrAlt: "Code QR pour l'application d'authentification",
    manual: 'Si vous ne pouvez pas le scanner, saisissez cette clé à la main :',
    confirm: "Activer l'application",
    cancel: 'Annuler',
    enabled: "L'application d'authentification est activée : la connexion demandera son code.",
    recoveryTitle: 'Codes de récupération',
    recoveryShown: 'Conservez ces codes en lieu sûr : vous ne les reverrez plus. Chacun permet une connexion sans votre téléphone.',
    recoveryLeft: 'Codes de récupération pas encore utilisés : {count}',
    saved: 'Je les ai conservés',
    regenerate: 'Créer de nouveaux codes de récupération',
    disable: 'Revenir au code PIN par e-mail',
    proofIntro: "Confirmez avec votre mot de passe ou avec un code de l'application.",
    password: 'Mot de passe',
    appCode: "Code de l'application",
    proofHint: 'Saisissez le mot de passe ou le code.',
    disabled: "L'application d'authentification est désactivée : vous recevrez de nouveau un code PIN par e-mail à la connexion.",
  },
} satisfies NamespaceAccountingTranslation;

export default fr_accounting;
