import type { Translation } from '../i18n-types';

const fr = {
  app: {
    name: 'Back-office',
    loading: 'Chargement…',
    updateReady: 'Une nouvelle version est disponible.',
    updateNow: 'Mettre à jour',
  },
  language: {
    label: 'Langue',
  },
  login: {
    title: 'Connexion',
    intro: 'Connectez-vous avec votre e-mail et votre mot de passe.',
    email: 'E-mail',
    password: 'Mot de passe',
    showPassword: 'Afficher ou masquer le mot de passe',
    continue: 'Continuer',
    pinIntro: 'Nous avons envoyé un code PIN à 6 chiffres à {email}. Saisissez-le ci-dessous.',
    pin: 'Code PIN',
    pinDescription: 'Le code PIN est valable 10 minutes et ne fonctionne qu’une fois.',
    signIn: 'Se connecter',
    back: 'Utiliser un autre compte',
    unreachable: 'Le serveur ne répond pas. Vérifiez la connexion et réessayez.',
  },
  home: {
    title: 'Accueil',
    signedInAs: 'Connecté en tant que {name}',
    logout: 'Se déconnecter',
  },
} satisfies Translation;

export default fr;
