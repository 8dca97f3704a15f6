import type { Language } from '../../contract/languages.ts';
import { composeMail, GREETING, GREETING_ANONYMOUS, PRODUCT, type MailText } from './compose.ts';
import type { MailMessage } from './mailer.ts';

const PIN: MailText = {
  subject: {
    en: 'Your sign-in PIN',
    it: 'Il tuo PIN di accesso',
    es: 'Tu PIN de acceso',
    fr: 'Votre code PIN de connexion',
    pt: 'Seu PIN de acesso',
  },
  body: {
    en: 'your PIN to sign in is:',
    it: 'il tuo PIN per accedere è:',
    es: 'tu PIN para iniciar sesión es:',
    fr: 'votre code PIN de connexion est :',
    pt: 'seu PIN para entrar é:',
  },
  after: {
    en: 'It is valid for 10 minutes and works once.',
    it: 'È valido per 10 minuti e funziona una sola volta.',
    es: 'Es válido durante 10 minutos y funciona una sola vez.',
    fr: 'Il est valable 10 minutes et ne fonctionne qu’une fois.',
    pt: 'Ele vale por 10 minutos e funciona uma única vez.',
  },
  footer: {
    en: 'If you did not try to sign in, someone knows your password: change it.',
    it: 'Se non hai provato ad accedere, qualcuno conosce la tua password: cambiala.',
    es: 'Si no has intentado iniciar sesión, alguien conoce tu contraseña: cámbiala.',
    fr: 'Si vous n’avez pas essayé de vous connecter, quelqu’un connaît votre mot de passe : changez-le.',
    pt: 'Se você não tentou entrar, alguém conhece sua senha: altere-a.',
  },
};

const RECOVERY: MailText = {
  subject: {
    en: 'Choose a new password',
    it: 'Scegli una nuova password',
    es: 'Elige una nueva contraseña',
    fr: 'Choisissez un nouveau mot de passe',
    pt: 'Escolha uma nova senha',
  },
  body: {
    en: 'open the link below to choose a new password. It is valid for 1 hour and works once.',
    it: 'apri il link qui sotto per scegliere una nuova password. È valido per 1 ora e funziona una sola volta.',
    es: 'abre el enlace de abajo para elegir una nueva contraseña. Es válido durante 1 hora y funciona una sola vez.',
    fr: 'ouvrez le lien ci-dessous pour choisir un nouveau mot de passe. Il est valable 1 heure et ne fonctionne qu’une fois.',
    pt: 'abra o link abaixo para escolher uma nova senha. Ele vale por 1 hora e funciona uma única vez.',
  },
  action: {
    en: 'Choose a new password',
    it: 'Scegli una nuova password',
    es: 'Elegir una nueva contraseña',
    fr: 'Choisir un nouveau mot de passe',
    pt: 'Escolher uma nova senha',
  },
  footer: {
    en: 'If you did not ask for it, ignore this message: your password stays as it is.',
    it: 'Se non l’hai richiesto, ignora questo messaggio: la tua password resta invariata.',
    es: 'Si no lo has pedido, ignora este mensaje: tu contraseña sigue igual.',
    fr: 'Si vous ne l’avez pas demandé, ignorez ce message : votre mot de passe reste inchangé.',
    pt: 'Se você não pediu, ignore esta mensagem: sua senha continua a mesma.',
  },
};

const INVITE: MailText = {
  subject: {
    en: 'You are invited to the back office',
    it: 'Sei invitato nel back office',
    es: 'Te han invitado al back office',
    fr: 'Vous êtes invité dans le back-office',
    pt: 'Você foi convidado para o back office',
  },
  body: {
    en: '{0} invited you to the back office. Open the link below to accept. It is valid for 7 days and works once.',
    it: '{0} ti ha invitato nel back office. Apri il link qui sotto per accettare. È valido per 7 giorni e funziona una sola volta.',
    es: '{0} te ha invitado al back office. Abre el enlace de abajo para aceptar. Es válido durante 7 días y funciona una sola vez.',
    fr: '{0} vous a invité dans le back-office. Ouvrez le lien ci-dessous pour accepter. Il est valable 7 jours et ne fonctionne qu’une fois.',
    pt: '{0} convidou você para o back office. Abra o link abaixo para aceitar. Ele vale por 7 dias e funciona uma única vez.',
  },
  action: {
    en: 'Accept the invitation',
    it: 'Accetta l’invito',
    es: 'Aceptar la invitación',
    fr: 'Accepter l’invitation',
    pt: 'Aceitar o convite',
  },
  footer: {
    en: 'If you do not expect this invitation, ignore this message.',
    it: 'Se non ti aspettavi questo invito, ignora questo messaggio.',
    es: 'Si no esperabas esta invitación, ignora este mensaje.',
    fr: 'Si vous n’attendiez pas cette invitation, ignorez ce message.',
    pt: 'Se você não esperava este convite, ignore esta mensagem.',
  },
};

const LOGIN_ALERT: MailText = {
  subject: {
    en: 'Failed sign-in attempts on your account',
    it: 'Tentativi di accesso non riusciti al tuo account',
    es: 'Intentos fallidos de acceso a tu cuenta',
    fr: 'Tentatives de connexion échouées sur votre compte',
    pt: 'Tentativas de acesso sem sucesso na sua conta',
  },
  body: {
    en: 'in the last 15 minutes there were {0} failed attempts to sign in to your account, from browsers you have never signed in with. Sign-ins from those browsers are paused for a while; the browsers you signed in with before are not held back.',
    it: 'negli ultimi 15 minuti ci sono stati {0} tentativi non riusciti di accedere al tuo account, da browser con cui non hai mai effettuato l’accesso. Gli accessi da quei browser sono sospesi per un po’; i browser con cui hai già effettuato l’accesso non vengono bloccati.',
    es: 'en los últimos 15 minutos ha habido {0} intentos fallidos de acceder a tu cuenta, desde navegadores con los que nunca has iniciado sesión. El acceso desde esos navegadores queda en pausa un tiempo; los navegadores con los que ya iniciaste sesión no se bloquean.',
    fr: 'au cours des 15 dernières minutes, il y a eu {0} tentatives de connexion échouées à votre compte, depuis des navigateurs avec lesquels vous ne vous êtes jamais connecté. Les connexions depuis ces navigateurs sont suspendues un moment ; les navigateurs avec lesquels vous vous êtes déjà connecté ne sont pas bloqués.',
    pt: 'nos últimos 15 minutos houve {0} tentativas sem sucesso de entrar na sua conta, a partir de navegadores com os quais você nunca entrou. O acesso a partir desses navegadores fica suspenso por um tempo; os navegadores com os quais você já entrou não são bloqueados.',
  },
  footer: {
    en: 'If it was you, ignore this message. If not, your password held; if you think someone may know it, change it.',
    it: 'Se eri tu, ignora questo messaggio. Altrimenti la tua password ha resistito; se pensi che qualcuno possa conoscerla, cambiala.',
    es: 'Si fuiste tú, ignora este mensaje. Si no, tu contraseña ha resistido; si crees que alguien puede conocerla, cámbiala.',
    fr: 'Si c’était vous, ignorez ce message. Sinon, votre mot de passe a tenu bon ; si vous pensez que quelqu’un pourrait le connaître, changez-le.',
    pt: 'Se foi você, ignore esta mensagem. Caso contrário, sua senha resistiu; se acha que alguém pode conhecê-la, altere-a.',
  },
};

/** Every mail text, for the completeness test. */
export const MAIL_TEXTS = { PRODUCT, GREETING, GREETING_ANONYMOUS, PIN, RECOVERY, INVITE, LOGIN_ALERT };

/** The PIN mail of the second sign-in step. */
export function pinMail(to: string, lang: Language, name: string, pin: string): MailMessage {
  return composeMail(to, lang, PIN, { name, code: pin });
}

/** The password recovery mail with its link. */
export function recoveryMail(to: string, lang: Language, name: string, link: string): MailMessage {
  return composeMail(to, lang, RECOVERY, { name, link });
}

/** The invitation mail with its link. */
export function inviteMail(to: string, lang: Language, inviter: string, link: string): MailMessage {
  return composeMail(to, lang, INVITE, { body: [inviter], link });
}

/** The mail that tells an operator of failed sign-ins from browsers their account does not know. */
export function loginAlertMail(to: string, lang: Language, name: string, failures: number): MailMessage {
  return composeMail(to, lang, LOGIN_ALERT, { name, body: [failures] });
}
