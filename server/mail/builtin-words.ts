// The words of the product's own mails, in the five languages, as the built-in texts lay them out
// (builtin-texts.ts): a subject, then paragraphs. A paragraph given as one string is the same in
// every language (a code or a link on a line of its own); a line feed inside a paragraph is a line break.
import type { Localized } from '../../contract/messages.ts';
import type { NotificationKey } from '../../contract/notification-catalog.ts';

/** One built-in text before it is built: its subject and its paragraphs. */
export interface BuiltinWords {
  subject: Localized;
  paragraphs: ReadonlyArray<Localized | string>;
}

/** The product's name: the operators' mails are signed with it. */
export const PRODUCT: Localized = { en: 'Back office', it: 'Back office', es: 'Back office', fr: 'Back-office', pt: 'Back office' };

const GREETING: Localized = { en: 'Hello {{first_name}},', it: 'Ciao {{first_name}},', es: 'Hola {{first_name}}:', fr: 'Bonjour {{first_name}},', pt: 'Olá {{first_name}},' };
const GREETING_ANONYMOUS: Localized = { en: 'Hello,', it: 'Ciao,', es: 'Hola:', fr: 'Bonjour,', pt: 'Olá,' };

/** `{{tag}}` after every language's words, as a subject names who signs the mail. */
function signed(subject: Localized, by: string | Localized): Localized {
  const after = (lang: keyof Localized) => (typeof by === 'string' ? by : by[lang]);
  return { en: `${subject.en} · ${after('en')}`, it: `${subject.it} · ${after('it')}`, es: `${subject.es} · ${after('es')}`, fr: `${subject.fr} · ${after('fr')}`, pt: `${subject.pt} · ${after('pt')}` };
}

function signature(by: string | Localized): Localized {
  const of = (lang: keyof Localized) => `— ${typeof by === 'string' ? by : by[lang]}`;
  return { en: of('en'), it: of('it'), es: of('es'), fr: of('fr'), pt: of('pt') };
}

const OPERATOR_PIN: BuiltinWords = {
  subject: signed({ en: 'Your sign-in PIN', it: 'Il tuo PIN di accesso', es: 'Tu PIN de acceso', fr: 'Votre code PIN de connexion', pt: 'Seu PIN de acesso' }, '{{product}}'),
  paragraphs: [
    GREETING,
    { en: 'your PIN to sign in is:', it: 'il tuo PIN per accedere è:', es: 'tu PIN para iniciar sesión es:', fr: 'votre code PIN de connexion est :', pt: 'seu PIN para entrar é:' },
    '{{pin}}',
    {
      en: 'It is valid for 10 minutes and works once.',
      it: 'È valido per 10 minuti e funziona una sola volta.',
      es: 'Es válido durante 10 minutos y funciona una sola vez.',
      fr: 'Il est valable 10 minutes et ne fonctionne qu’une fois.',
      pt: 'Ele vale por 10 minutos e funciona uma única vez.',
    },
    {
      en: 'If you did not try to sign in, someone knows your password: change it.',
      it: 'Se non hai provato ad accedere, qualcuno conosce la tua password: cambiala.',
      es: 'Si no has intentado iniciar sesión, alguien conoce tu contraseña: cámbiala.',
      fr: 'Si vous n’avez pas essayé de vous connecter, quelqu’un connaît votre mot de passe : changez-le.',
      pt: 'Se você não tentou entrar, alguém conhece sua senha: altere-a.',
    },
    signature('{{product}}'),
  ],
};

const OPERATOR_RECOVERY: BuiltinWords = {
  subject: signed({ en: 'Choose a new password', it: 'Scegli una nuova password', es: 'Elige una nueva contraseña', fr: 'Choisissez un nouveau mot de passe', pt: 'Escolha uma nova senha' }, '{{product}}'),
  paragraphs: [
    GREETING,
    {
      en: 'open the link below to choose a new password. It is valid for 1 hour and works once.',
      it: 'apri il link qui sotto per scegliere una nuova password. È valido per 1 ora e funziona una sola volta.',
      es: 'abre el enlace de abajo para elegir una nueva contraseña. Es válido durante 1 hora y funciona una sola vez.',
      fr: 'ouvrez le lien ci-dessous pour choisir un nouveau mot de passe. Il est valable 1 heure et ne fonctionne qu’une fois.',
      pt: 'abra o link abaixo para escolher uma nova senha. Ele vale por 1 hora e funciona uma única vez.',
    },
    '{{link}}',
    {
      en: 'If you did not ask for it, ignore this message: your password stays as it is.',
      it: 'Se non l’hai richiesto, ignora questo messaggio: la tua password resta invariata.',
      es: 'Si no lo has pedido, ignora este mensaje: tu contraseña sigue igual.',
      fr: 'Si vous ne l’avez pas demandé, ignorez ce message : votre mot de passe reste inchangé.',
      pt: 'Se você não pediu, ignore esta mensagem: sua senha continua a mesma.',
    },
    signature('{{product}}'),
  ],
};

const OPERATOR_INVITE: BuiltinWords = {
  subject: signed(
    { en: 'You are invited to the back office', it: 'Sei invitato nel back office', es: 'Te han invitado al back office', fr: 'Vous êtes invité dans le back-office', pt: 'Você foi convidado para o back office' },
    '{{product}}',
  ),
  paragraphs: [
    GREETING_ANONYMOUS,
    {
      en: '{{inviter}} invited you to the back office. Open the link below to accept. It is valid for 7 days and works once.',
      it: '{{inviter}} ti ha invitato nel back office. Apri il link qui sotto per accettare. È valido per 7 giorni e funziona una sola volta.',
      es: '{{inviter}} te ha invitado al back office. Abre el enlace de abajo para aceptar. Es válido durante 7 días y funciona una sola vez.',
      fr: '{{inviter}} vous a invité dans le back-office. Ouvrez le lien ci-dessous pour accepter. Il est valable 7 jours et ne fonctionne qu’une fois.',
      pt: '{{inviter}} convidou você para o back office. Abra o link abaixo para aceitar. Ele vale por 7 dias e funciona uma única vez.',
    },
    '{{link}}',
    {
      en: 'If you do not expect this invitation, ignore this message.',
      it: 'Se non ti aspettavi questo invito, ignora questo messaggio.',
      es: 'Si no esperabas esta invitación, ignora este mensaje.',
      fr: 'Si vous n’attendiez pas cette invitation, ignorez ce message.',
      pt: 'Se você não esperava este convite, ignore esta mensagem.',
    },
    signature('{{product}}'),
  ],
};

const OPERATOR_LOGIN_ALERT: BuiltinWords = {
  subject: signed(
    {
      en: 'Failed sign-in attempts on your account',
      it: 'Tentativi di accesso non riusciti al tuo account',
      es: 'Intentos fallidos de acceso a tu cuenta',
      fr: 'Tentatives de connexion échouées sur votre compte',
      pt: 'Tentativas de acesso sem sucesso na sua conta',
    },
    '{{product}}',
  ),
  paragraphs: [
    GREETING,
    {
      en: 'in the last 15 minutes there were {{failures}} failed attempts to sign in to your account, from browsers you have never signed in with. Sign-ins from those browsers are paused for a while; the browsers you signed in with before are not held back.',
      it: 'negli ultimi 15 minuti ci sono stati {{failures}} tentativi non riusciti di accedere al tuo account, da browser con cui non hai mai effettuato l’accesso. Gli accessi da quei browser sono sospesi per un po’; i browser con cui hai già effettuato l’accesso non vengono bloccati.',
      es: 'en los últimos 15 minutos ha habido {{failures}} intentos fallidos de acceder a tu cuenta, desde navegadores con los que nunca has iniciado sesión. El acceso desde esos navegadores queda en pausa un tiempo; los navegadores con los que ya iniciaste sesión no se bloquean.',
      fr: 'au cours des 15 dernières minutes, il y a eu {{failures}} tentatives de connexion échouées à votre compte, depuis des navigateurs avec lesquels vous ne vous êtes jamais connecté. Les connexions depuis ces navigateurs sont suspendues un moment ; les navigateurs avec lesquels vous vous êtes déjà connecté ne sont pas bloqués.',
      pt: 'nos últimos 15 minutos houve {{failures}} tentativas sem sucesso de entrar na sua conta, a partir de navegadores com os quais você nunca entrou. O acesso a partir desses navegadores fica suspenso por um tempo; os navegadores com os quais você já entrou não são bloqueados.',
    },
    {
      en: 'If it was you, ignore this message. If not, your password held; if you think someone may know it, change it.',
      it: 'Se eri tu, ignora questo messaggio. Altrimenti la tua password ha resistito; se pensi che qualcuno possa conoscerla, cambiala.',
      es: 'Si fuiste tú, ignora este mensaje. Si no, tu contraseña ha resistido; si crees que alguien puede conocerla, cámbiala.',
      fr: 'Si c’était vous, ignorez ce message. Sinon, votre mot de passe a tenu bon ; si vous pensez que quelqu’un pourrait le connaître, changez-le.',
      pt: 'Se foi você, ignore esta mensagem. Caso contrário, sua senha resistiu; se acha que alguém pode conhecê-la, altere-a.',
    },
    signature('{{product}}'),
  ],
};

const RESPONDENT_CODE: BuiltinWords = {
  subject: signed({ en: 'Your code: {{code}}', it: 'Il tuo codice: {{code}}', es: 'Tu código: {{code}}', fr: 'Votre code : {{code}}', pt: 'Seu código: {{code}}' }, '{{project}}'),
  paragraphs: [
    GREETING_ANONYMOUS,
    {
      en: 'to confirm your email address for {{project}}, type this code:',
      it: 'per confermare il tuo indirizzo email per {{project}}, inserisci questo codice:',
      es: 'para confirmar tu dirección de correo para {{project}}, escribe este código:',
      fr: 'pour confirmer votre adresse e-mail pour {{project}}, saisissez ce code :',
      pt: 'para confirmar seu endereço de e-mail para {{project}}, digite este código:',
    },
    '{{code}}',
    {
      en: 'It is valid for 10 minutes, works once, and only in the browser where you asked for it. If you did not ask for it, ignore this mail.',
      it: 'È valido per 10 minuti, funziona una sola volta e solo nel browser in cui lo hai chiesto. Se non lo hai chiesto, ignora questa mail.',
      es: 'Es válido durante 10 minutos, funciona una sola vez y solo en el navegador donde lo pediste. Si no lo pediste, ignora este correo.',
      fr: 'Il est valable 10 minutes, ne fonctionne qu’une fois et seulement dans le navigateur où vous l’avez demandé. Si vous ne l’avez pas demandé, ignorez cet e-mail.',
      pt: 'Ele vale por 10 minutos, funciona uma única vez e só no navegador em que você o pediu. Se você não o pediu, ignore este e-mail.',
    },
    signature('{{project}}'),
  ],
};

const RESPONDENT_RECEIPT: BuiltinWords = {
  subject: signed(
    { en: 'We received your answers: {{form}}', it: 'Abbiamo ricevuto le tue risposte: {{form}}', es: 'Hemos recibido tus respuestas: {{form}}', fr: 'Nous avons reçu vos réponses : {{form}}', pt: 'Recebemos suas respostas: {{form}}' },
    '{{project}}',
  ),
  paragraphs: [
    GREETING,
    {
      en: 'your answers to “{{form}}” arrived on {{submitted_at}}. Here is a copy:',
      it: 'le tue risposte a «{{form}}» sono arrivate il {{submitted_at}}. Eccone una copia:',
      es: 'tus respuestas a «{{form}}» llegaron el {{submitted_at}}. Aquí tienes una copia:',
      fr: 'vos réponses à « {{form}} » sont arrivées le {{submitted_at}}. En voici une copie :',
      pt: 'suas respostas a «{{form}}» chegaram em {{submitted_at}}. Aqui está uma cópia:',
    },
    '{{answers}}',
    signature('{{project}}'),
  ],
};

const RESPONDENT_INVITATION: BuiltinWords = {
  subject: signed({ en: 'You are invited: {{form}}', it: 'Sei invitato: {{form}}', es: 'Estás invitado: {{form}}', fr: 'Vous êtes invité : {{form}}', pt: 'Você foi convidado: {{form}}' }, '{{project}}'),
  paragraphs: [
    GREETING_ANONYMOUS,
    {
      en: 'you are invited to fill in “{{form}}”. Open it with this link:',
      it: 'sei invitato a compilare «{{form}}». Aprilo con questo link:',
      es: 'estás invitado a rellenar «{{form}}». Ábrelo con este enlace:',
      fr: 'vous êtes invité à remplir « {{form}} ». Ouvrez-le avec ce lien :',
      pt: 'você foi convidado a preencher «{{form}}». Abra-o com este link:',
    },
    '{{link}}',
    {
      en: 'The link is personal: it works with this email address only.',
      it: 'Il link è personale: funziona solo con questo indirizzo email.',
      es: 'El enlace es personal: solo funciona con esta dirección de correo.',
      fr: 'Le lien est personnel : il ne fonctionne qu’avec cette adresse e-mail.',
      pt: 'O link é pessoal: só funciona com este endereço de e-mail.',
    },
    signature('{{project}}'),
  ],
};

// The notice is about a project but signed with the product's name, as the operators' other mails are.
const SUBMISSION_NOTICE: BuiltinWords = {
  subject: signed({ en: 'New submission: {{form}}', it: 'Nuovo invio: {{form}}', es: 'Nuevo envío: {{form}}', fr: 'Nouvel envoi : {{form}}', pt: 'Novo envio: {{form}}' }, PRODUCT),
  paragraphs: [
    GREETING,
    {
      en: '{{sender_name}} sent “{{form}}” ({{project}}) on {{submitted_at}}.\n{{sender_email}}',
      it: '{{sender_name}} ha inviato «{{form}}» ({{project}}) il {{submitted_at}}.\n{{sender_email}}',
      es: '{{sender_name}} envió «{{form}}» ({{project}}) el {{submitted_at}}.\n{{sender_email}}',
      fr: '{{sender_name}} a envoyé « {{form}} » ({{project}}) le {{submitted_at}}.\n{{sender_email}}',
      pt: '{{sender_name}} enviou «{{form}}» ({{project}}) em {{submitted_at}}.\n{{sender_email}}',
    },
    '{{link}}',
    {
      en: 'You get this mail because the form asks to mail its operators at each submission; its Form Options can stop it.',
      it: 'Ricevi questa email perché il modulo chiede di avvisare i suoi operatori a ogni invio; le Opzioni del modulo possono fermarla.',
      es: 'Recibes este correo porque el formulario pide avisar a sus operadores en cada envío; sus Opciones del formulario pueden detenerlo.',
      fr: 'Vous recevez cet e-mail car le formulaire demande d’avertir ses opérateurs à chaque envoi ; ses Options du formulaire peuvent l’arrêter.',
      pt: 'Você recebe este e-mail porque o formulário pede para avisar seus operadores a cada envio; as Opções do formulário podem desativá-lo.',
    },
    signature(PRODUCT),
  ],
};

/** The words of every notification of the catalog. */
export const BUILTIN_WORDS: Record<NotificationKey, BuiltinWords> = {
  'operator.pin': OPERATOR_PIN,
  'operator.recovery': OPERATOR_RECOVERY,
  'operator.invite': OPERATOR_INVITE,
  'operator.login_alert': OPERATOR_LOGIN_ALERT,
  'respondent.code': RESPONDENT_CODE,
  'respondent.receipt': RESPONDENT_RECEIPT,
  'respondent.invitation': RESPONDENT_INVITATION,
  'submission.notice': SUBMISSION_NOTICE,
};
