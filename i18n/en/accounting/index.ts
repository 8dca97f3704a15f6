import type { NamespaceAccountingTranslation } from '../../i18n-types';

const en_accounting = {
  options: {
    intro: 'The language the back office opens in when you sign in, on any device.',
    preferredLang: 'Preferred language',
    save: 'Save',
    saved: 'Saved.',
  },
  sessions: {
    title: 'Signed-in sessions',
    intro: 'Where you are signed in now. If you do not recognise one, sign out everywhere else and change your password.',
    current: 'This browser',
    lastSeen: 'Last active {when}',
    address: 'Address {ip}',
    endOthers: 'Sign out everywhere else',
    ended: '{count} other sessions were signed out.',
    none: 'No other session is open.',
  },
  password: {
    forcedIntro: 'You must change your password before you continue: the current one was generated or reset and is meant for the first sign-in only.',
    intro: 'Type your current password, then the new one twice.',
    save: 'Change password',
    saved: 'Your password was changed.',
  },
  totp: {
    title: 'Second sign-in step',
    intro: 'After the password, signing in asks for a PIN sent by email or for a code of your authenticator app.',
    method: 'Method',
    methodPin: 'PIN by email',
    methodTotp: 'Authenticator app',
    scan: 'Scan the QR code with your authenticator app, then type the code it shows here.',
    qrAlt: 'QR code for the authenticator app',
    manual: 'If you cannot scan it, enter this key by hand:',
    confirm: 'Turn the app on',
    cancel: 'Cancel',
    enabled: 'The authenticator app is on: signing in will ask for its code.',
    recoveryTitle: 'Recovery codes',
    recoveryShown: 'Keep these codes somewhere safe: you will not see them again. Each one opens one sign-in without your phone.',
    recoveryLeft: 'Recovery codes not used yet: {count}',
    saved: 'I have kept them',
    regenerate: 'Make new recovery codes',
    disable: 'Back to the PIN by email',
    proofIntro: 'Confirm with your password or with a code of the app.',
    password: 'Password',
    appCode: "App's code",
    proofHint: 'Type the password or the code.',
    disabled: 'The authenticator app is off: signing in will mail you a PIN again.',
  },
} satisfies NamespaceAccountingTranslation;

export default en_accounting;
