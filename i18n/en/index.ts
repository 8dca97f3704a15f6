import type { Translation } from '../i18n-types';

const en = {
  app: {
    name: 'Back office',
    loading: 'Loading…',
    updateReady: 'A new version is available.',
    updateNow: 'Update',
  },
  language: {
    label: 'Language',
  },
  login: {
    title: 'Sign in',
    intro: 'Sign in with your email and password.',
    email: 'Email',
    password: 'Password',
    showPassword: 'Show or hide the password',
    continue: 'Continue',
    pinIntro: 'We sent a 6-digit PIN to {email}. Type it below.',
    pin: 'PIN',
    pinDescription: 'The PIN is valid for 10 minutes and works once.',
    signIn: 'Sign in',
    back: 'Use another account',
    unreachable: 'The server does not answer. Check the connection and try again.',
  },
  home: {
    title: 'Home',
    signedInAs: 'Signed in as {name}',
    logout: 'Sign out',
  },
} satisfies Translation;

export default en;
