import { z } from 'zod';
import type { Localized } from './messages.ts';

/** One error code's HTTP status and its text in each language. */
export type ErrorText = Localized & { status: number };

/** Declares error codes with their status and texts, keeping each code's literal name. */
export function defineErrors<const T extends Record<string, ErrorText>>(errors: T): T {
  return errors;
}

/**
 * The error codes every area may answer with (the adapter's, sign-in's, the shared records'), their
 * HTTP status and their text in each language. An area's own codes live in its contract module as
 * `ERRORS` (`defineErrors`); `contract/endpoints.ts` joins them all. The server sends the text of
 * the caller's language; the client shows the message it was sent.
 */
export const COMMON_ERRORS = defineErrors({
  invalid_json: {
    status: 400,
    en: 'The request is not valid JSON.',
    it: 'La richiesta non è un JSON valido.',
    es: 'La solicitud no es un JSON válido.',
    fr: "La requête n'est pas un JSON valide.",
    pt: 'A solicitação não é um JSON válido.',
  },
  validation_failed: {
    status: 400,
    en: 'Some fields are not valid.',
    it: 'Alcuni campi non sono validi.',
    es: 'Algunos campos no son válidos.',
    fr: 'Certains champs ne sont pas valides.',
    pt: 'Alguns campos não são válidos.',
  },
  invalid_credentials: {
    status: 401,
    en: 'Email or password is wrong.',
    it: 'Email o password errate.',
    es: 'El correo electrónico o la contraseña no son correctos.',
    fr: "L'e-mail ou le mot de passe est incorrect.",
    pt: 'O e-mail ou a senha estão incorretos.',
  },
  invalid_pin: {
    status: 401,
    en: 'The PIN is wrong.',
    it: 'Il PIN è errato.',
    es: 'El PIN no es correcto.',
    fr: 'Le code PIN est incorrect.',
    pt: 'O PIN está incorreto.',
  },
  pin_expired: {
    status: 401,
    en: 'The PIN has expired or was tried too many times. Sign in again.',
    it: 'Il PIN è scaduto o è stato provato troppe volte. Accedi di nuovo.',
    es: 'El PIN ha caducado o se ha intentado demasiadas veces. Inicia sesión de nuevo.',
    fr: 'Le code PIN a expiré ou a été essayé trop de fois. Connectez-vous à nouveau.',
    pt: 'O PIN expirou ou foi tentado vezes demais. Entre novamente.',
  },
  login_expired: {
    status: 401,
    en: 'This sign-in has expired or the code was tried too many times. Sign in again.',
    it: 'Questo accesso è scaduto o il codice è stato provato troppe volte. Accedi di nuovo.',
    es: 'Este inicio de sesión ha caducado o el código se ha intentado demasiadas veces. Inicia sesión de nuevo.',
    fr: 'Cette connexion a expiré ou le code a été essayé trop de fois. Connectez-vous à nouveau.',
    pt: 'Este acesso expirou ou o código foi tentado vezes demais. Entre novamente.',
  },
  invalid_totp: {
    status: 400,
    en: 'The code is wrong. Type the code your authenticator app shows now.',
    it: "Il codice è errato. Scrivi il codice che l'app di autenticazione mostra adesso.",
    es: 'El código no es correcto. Escribe el código que muestra ahora tu aplicación de autenticación.',
    fr: "Le code est incorrect. Saisissez le code que votre application d'authentification affiche maintenant.",
    pt: 'O código está incorreto. Digite o código que o seu aplicativo autenticador mostra agora.',
  },
  totp_expired: {
    status: 400,
    en: 'This code has expired: the app shows a new one every 30 seconds. Type the current one.',
    it: "Questo codice è scaduto: l'app ne mostra uno nuovo ogni 30 secondi. Scrivi quello attuale.",
    es: 'Este código ha caducado: la aplicación muestra uno nuevo cada 30 segundos. Escribe el actual.',
    fr: "Ce code a expiré : l'application en affiche un nouveau toutes les 30 secondes. Saisissez le code actuel.",
    pt: 'Este código expirou: o aplicativo mostra um novo a cada 30 segundos. Digite o atual.',
  },
  totp_reused: {
    status: 400,
    en: 'This code was already used. Wait for the next code in the app.',
    it: "Questo codice è già stato usato. Attendi il prossimo codice nell'app.",
    es: 'Este código ya se ha usado. Espera al siguiente código de la aplicación.',
    fr: "Ce code a déjà été utilisé. Attendez le prochain code dans l'application.",
    pt: 'Este código já foi usado. Aguarde o próximo código no aplicativo.',
  },
  invalid_recovery_code: {
    status: 400,
    en: 'The recovery code is wrong or was already used.',
    it: 'Il codice di recupero è errato o è già stato usato.',
    es: 'El código de recuperación no es correcto o ya se ha usado.',
    fr: 'Le code de récupération est incorrect ou a déjà été utilisé.',
    pt: 'O código de recuperação está incorreto ou já foi usado.',
  },
  totp_already_enabled: {
    status: 409,
    en: 'The authenticator app is already on. Turn it off first to set up another one.',
    it: "L'app di autenticazione è già attiva. Disattivala prima di configurarne un'altra.",
    es: 'La aplicación de autenticación ya está activada. Desactívala antes de configurar otra.',
    fr: "L'application d'authentification est déjà activée. Désactivez-la avant d'en configurer une autre.",
    pt: 'O aplicativo autenticador já está ativado. Desative-o antes de configurar outro.',
  },
  totp_not_started: {
    status: 409,
    en: 'The set-up of the authenticator app was not started or was replaced. Start it again.',
    it: "La configurazione dell'app di autenticazione non è stata avviata o è stata sostituita. Ricominciala.",
    es: 'La configuración de la aplicación de autenticación no se ha iniciado o se ha sustituido. Vuelve a empezarla.',
    fr: "La configuration de l'application d'authentification n'a pas été commencée ou a été remplacée. Recommencez-la.",
    pt: 'A configuração do aplicativo autenticador não foi iniciada ou foi substituída. Comece de novo.',
  },
  totp_not_enabled: {
    status: 409,
    en: 'The authenticator app is not on: you sign in with the PIN by email.',
    it: "L'app di autenticazione non è attiva: accedi con il PIN via email.",
    es: 'La aplicación de autenticación no está activada: inicias sesión con el PIN por correo.',
    fr: "L'application d'authentification n'est pas activée : vous vous connectez avec le code PIN par e-mail.",
    pt: 'O aplicativo autenticador não está ativado: você entra com o PIN por e-mail.',
  },
  not_signed_in: {
    status: 401,
    en: 'Sign in to continue.',
    it: 'Accedi per continuare.',
    es: 'Inicia sesión para continuar.',
    fr: 'Connectez-vous pour continuer.',
    pt: 'Entre para continuar.',
  },
  wrong_password: {
    status: 400,
    en: 'The current password is wrong.',
    it: 'La password attuale è errata.',
    es: 'La contraseña actual no es correcta.',
    fr: 'Le mot de passe actuel est incorrect.',
    pt: 'A senha atual está incorreta.',
  },
  invalid_token: {
    status: 400,
    en: 'This link is not valid or has expired.',
    it: 'Questo link non è valido o è scaduto.',
    es: 'Este enlace no es válido o ha caducado.',
    fr: "Ce lien n'est pas valide ou a expiré.",
    pt: 'Este link não é válido ou expirou.',
  },
  forbidden: {
    status: 403,
    en: 'You do not have access to this.',
    it: 'Non hai accesso a questa risorsa.',
    es: 'No tienes acceso a esto.',
    fr: "Vous n'avez pas accès à cette ressource.",
    pt: 'Você não tem acesso a isto.',
  },
  forbidden_origin: {
    status: 403,
    en: 'Requests from another site are refused.',
    it: 'Le richieste da un altro sito sono rifiutate.',
    es: 'Se rechazan las solicitudes de otro sitio.',
    fr: "Les requêtes venant d'un autre site sont refusées.",
    pt: 'Solicitações de outro site são recusadas.',
  },
  unknown_host: {
    status: 421,
    en: 'This server does not answer at this address. Open the app at its own address.',
    it: "Questo server non risponde a questo indirizzo. Apri l'app al suo indirizzo.",
    es: 'Este servidor no responde en esta dirección. Abre la aplicación en su propia dirección.',
    fr: "Ce serveur ne répond pas à cette adresse. Ouvrez l'application à sa propre adresse.",
    pt: 'Este servidor não responde neste endereço. Abra o aplicativo no endereço dele.',
  },
  password_change_required: {
    status: 403,
    en: 'Change your password to continue.',
    it: 'Cambia la password per continuare.',
    es: 'Cambia tu contraseña para continuar.',
    fr: 'Changez votre mot de passe pour continuer.',
    pt: 'Altere sua senha para continuar.',
  },
  not_found: {
    status: 404,
    en: 'Not found.',
    it: 'Non trovato.',
    es: 'No encontrado.',
    fr: 'Introuvable.',
    pt: 'Não encontrado.',
  },
  method_not_allowed: {
    status: 405,
    en: 'This call only accepts POST.',
    it: 'Questa chiamata accetta solo POST.',
    es: 'Esta llamada solo acepta POST.',
    fr: "Cet appel n'accepte que POST.",
    pt: 'Esta chamada aceita apenas POST.',
  },
  conflict: {
    status: 409,
    en: 'Someone else changed this record. Review the current version.',
    it: 'Qualcun altro ha modificato questo record. Controlla la versione attuale.',
    es: 'Otra persona ha modificado este registro. Revisa la versión actual.',
    fr: "Quelqu'un d'autre a modifié cet enregistrement. Vérifiez la version actuelle.",
    pt: 'Outra pessoa alterou este registro. Revise a versão atual.',
  },
  slug_taken: {
    status: 409,
    en: 'This slug is already in use: choose another.',
    it: 'Questo slug è già in uso: scegline un altro.',
    es: 'Este slug ya está en uso: elige otro.',
    fr: 'Ce slug est déjà utilisé : choisissez-en un autre.',
    pt: 'Este slug já está em uso: escolha outro.',
  },
  idempotency_in_progress: {
    status: 409,
    en: 'This request is still being processed.',
    it: 'Questa richiesta è ancora in elaborazione.',
    es: 'Esta solicitud todavía se está procesando.',
    fr: 'Cette requête est encore en cours de traitement.',
    pt: 'Esta solicitação ainda está sendo processada.',
  },
  payload_too_large: {
    status: 413,
    en: 'The request is too large.',
    it: 'La richiesta è troppo grande.',
    es: 'La solicitud es demasiado grande.',
    fr: 'La requête est trop volumineuse.',
    pt: 'A solicitação é grande demais.',
  },
  file_too_large: {
    status: 413,
    en: 'The file is larger than this kind of file allows.',
    it: 'Il file è più grande di quanto consentito per questo tipo di file.',
    es: 'El archivo es más grande de lo que permite este tipo de archivo.',
    fr: 'Le fichier dépasse la taille permise pour ce type de fichier.',
    pt: 'O arquivo é maior do que este tipo de arquivo permite.',
  },
  answer_files_full: {
    status: 413,
    en: 'Your files for this project have reached 500 MB, the most one person may keep. Files your answers no longer use are cleared after a day.',
    it: 'I tuoi file per questo progetto hanno raggiunto 500 MB, il massimo per una persona. I file che le tue risposte non usano più vengono eliminati dopo un giorno.',
    es: 'Tus archivos de este proyecto han llegado a 500 MB, lo máximo que puede guardar una persona. Los archivos que tus respuestas ya no usan se eliminan al cabo de un día.',
    fr: "Vos fichiers pour ce projet ont atteint 500 MB, le maximum qu'une personne peut garder. Les fichiers que vos réponses n'utilisent plus sont effacés au bout d'un jour.",
    pt: 'Seus arquivos deste projeto chegaram a 500 MB, o máximo que uma pessoa pode armazenar. Os arquivos que suas respostas não usam mais são excluídos após um dia.',
  },
  file_type_refused: {
    status: 415,
    en: 'This type of file is not accepted here, or its name or type does not match its content.',
    it: 'Questo tipo di file non è accettato qui, oppure il nome o il tipo non corrispondono al contenuto.',
    es: 'Este tipo de archivo no se acepta aquí, o su nombre o tipo no coinciden con su contenido.',
    fr: "Ce type de fichier n'est pas accepté ici, ou son nom ou son type ne correspond pas à son contenu.",
    pt: 'Este tipo de arquivo não é aceito aqui, ou o nome ou o tipo não correspondem ao conteúdo.',
  },
  upload_malformed: {
    status: 400,
    en: 'The upload could not be read. Send the fields, then one file, as multipart/form-data.',
    it: 'Impossibile leggere il caricamento. Invia i campi, poi un solo file, come multipart/form-data.',
    es: 'No se ha podido leer la subida. Envía los campos y después un solo archivo, como multipart/form-data.',
    fr: "L'envoi n'a pas pu être lu. Envoyez les champs, puis un seul fichier, en multipart/form-data.",
    pt: 'Não foi possível ler o envio. Envie os campos e depois um único arquivo, como multipart/form-data.',
  },
  upload_not_multipart: {
    status: 415,
    en: 'Uploads must be sent as multipart/form-data.',
    it: 'I caricamenti devono essere inviati come multipart/form-data.',
    es: 'Las subidas deben enviarse como multipart/form-data.',
    fr: 'Les envois doivent être faits en multipart/form-data.',
    pt: 'Os envios devem ser feitos como multipart/form-data.',
  },
  unsupported_media_type: {
    status: 415,
    en: 'Requests must be sent as JSON.',
    it: 'Le richieste devono essere inviate in JSON.',
    es: 'Las solicitudes deben enviarse en JSON.',
    fr: 'Les requêtes doivent être envoyées en JSON.',
    pt: 'As solicitações devem ser enviadas em JSON.',
  },
  idempotency_key_reused: {
    status: 422,
    en: 'This request key was already used with other data.',
    it: 'Questa chiave di richiesta è già stata usata con altri dati.',
    es: 'Esta clave de solicitud ya se usó con otros datos.',
    fr: 'Cette clé de requête a déjà été utilisée avec d’autres données.',
    pt: 'Esta chave de solicitação já foi usada com outros dados.',
  },
  rate_limited: {
    status: 429,
    en: 'Too many attempts. Try again in a few minutes.',
    it: 'Troppi tentativi. Riprova tra qualche minuto.',
    es: 'Demasiados intentos. Vuelve a intentarlo en unos minutos.',
    fr: 'Trop de tentatives. Réessayez dans quelques minutes.',
    pt: 'Tentativas demais. Tente novamente em alguns minutos.',
  },
  internal: {
    status: 500,
    en: 'Something went wrong. Try again.',
    it: 'Qualcosa è andato storto. Riprova.',
    es: 'Algo ha ido mal. Vuelve a intentarlo.',
    fr: "Une erreur s'est produite. Réessayez.",
    pt: 'Algo deu errado. Tente novamente.',
  },
  conditions_pending: {
    status: 403,
    en: 'Accept the conditions first.',
    it: 'Accetta prima le condizioni.',
    es: 'Acepta primero las condiciones.',
    fr: 'Acceptez d’abord les conditions.',
    pt: 'Aceite primeiro as condições.',
  },
});

/** The body of every error answer. */
export const ErrorBodySchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
});

/** The body of every error answer. */
export type ErrorBody = z.infer<typeof ErrorBodySchema>;
