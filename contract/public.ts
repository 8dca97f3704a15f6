// The public side of a project, under /p/:company/:project/ (company and project slugs): the
// calls of the people who apply. Their sessions are registered users' own (cookie on /api/p/),
// so none of these calls is reachable with an operator's session, and no back-office call with theirs.
import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { EmailField, intField, LanguageSchema, RefField, SuccessOutput, TokenField } from './fields.ts';
import { FileAnswerSchema } from './form-answers.ts';
import { FormDefinitionSchema, KeyField, localizedText } from './form-definition.ts';
import { FORM_ACCESS, FORM_STATUSES } from './forms.ts';
import type { FieldLabels } from './labels.ts';
import { NAME_MAX_LENGTH, PIN_PATTERN } from './limits.ts';
import { SUBMISSION_STATUSES } from './submission-status.ts';
import { defineErrors } from './errors.ts';
import { namedFieldLabels } from './text-overrides.ts';

/** The company and project a public call is about, by their slugs. */
export const SiteScope = { company: RefField, project: RefField };

/** The code mailed to confirm an email address: 6 digits, spaces ignored. */
export const EmailCodeField = z
  .string()
  .transform((value) => value.replace(/\s+/g, ''))
  .pipe(z.string().min(1).regex(PIN_PATTERN));

/** A registered user as they see themselves. */
export const RespondentSchema = z.object({
  id: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  /** Empty until they have said. */
  preferred_lang: z.string(),
  /** Name and language still to be asked (once). */
  needs_profile: z.boolean(),
  /** The ids of the required conditions' current versions they have not accepted yet. */
  pending_conditions: z.array(z.string()),
});

/** A registered user. */
export type Respondent = z.infer<typeof RespondentSchema>;

/** One of the installation's conditions in its current version. */
export const PublicConditionSchema = z.object({
  id: z.string(),
  key: z.string(),
  version: z.number().int(),
  required: z.boolean(),
  title: localizedText(200),
  body: localizedText(50_000),
});

/** The cookie-law banner's texts, from the installation's Cookie law screen. */
export const CookieLawSchema = z.object({
  enabled: z.boolean(),
  title: localizedText(200),
  body: localizedText(4000),
  accept: localizedText(60),
  /** Where the full cookie policy is read; empty for none. */
  policy_url: z.string().max(500),
});

/** The cookie-law texts. */
export type CookieLaw = z.infer<typeof CookieLawSchema>;

/** Everything a public page needs before it shows: the project, its theme, the banner, the conditions, who is signed in. */
export const SiteGet = endpoint({
  path: 'p/:company/:project/site',
  kind: 'query',
  permission: 'public',
  input: z.object(SiteScope),
  output: z.object({
    project: z.object({ name: z.string(), languages: z.array(LanguageSchema), default_lang: LanguageSchema }),
    /** The project's theme merged over the installation's, as serialised JSON texts like theme/load's. */
    theme: z.object({ Theme_Colors: z.string(), Theme_Graphics: z.string() }),
    cookie_law: CookieLawSchema,
    conditions: z.array(PublicConditionSchema),
    user: RespondentSchema.nullable(),
  }),
});

/** When a form takes answers: `open`, `not_yet` (before it opens), `closed`. */
export const FORM_WINDOWS = ['open', 'not_yet', 'closed'] as const;

/** A registered user's draft of a form. */
export const DraftSchema = z.object({
  id: z.string(),
  answers: z.record(z.string(), z.unknown()),
  block: z.number().int(),
  /** Counts the draft's saves on the server. */
  revision: z.number().int(),
  /** The published version it answers. */
  version: z.number().int(),
  updated_at: z.string(),
});

/** A form as respondents read it: its published version and when it takes answers. */
export const PublicFormGet = endpoint({
  path: 'p/:company/:project/form/:form',
  kind: 'query',
  permission: 'public',
  input: z.object({ ...SiteScope, form: KeyField }),
  output: z.object({
    form: z.object({
      slug: z.string(),
      status: z.enum(FORM_STATUSES),
      window: z.enum(FORM_WINDOWS),
      opens_at: z.string().nullable(),
      closes_at: z.string().nullable(),
      access: z.enum(FORM_ACCESS),
      max_submissions: z.number().int().nullable(),
      confirmation: localizedText(4000),
      /** The published version answered. */
      version: z.number().int(),
      definition: FormDefinitionSchema,
    }),
    /** The signed-in registered user's draft and how many submissions they have made; null when signed out. */
    mine: z
      .object({
        draft: DraftSchema.nullable(),
        submitted: z.number().int(),
        /** An invitation-only form they were not invited to. */
        invited: z.boolean(),
      })
      .nullable(),
  }),
});

/**
 * Mails a 6-digit code that confirms the address, bound to this browser. Answers alike whether or
 * not the address is known; `invitation` is the token of an invitation link, when there was one.
 */
export const CodeSend = endpoint({
  path: 'p/:company/:project/code/send',
  kind: 'mutation',
  permission: 'public',
  credentials: true,
  input: z.object({ ...SiteScope, email: EmailField, lang: LanguageSchema, invitation: TokenField.optional() }),
  output: SuccessOutput,
});

/** Checks the mailed code and signs the browser in as the registered user of that address (made on first use). */
export const CodeCheck = endpoint({
  path: 'p/:company/:project/code/check',
  kind: 'mutation',
  permission: 'public',
  credentials: true,
  input: z.object({ ...SiteScope, email: EmailField, code: EmailCodeField }),
  output: z.object({ user: RespondentSchema }),
});

/** Ends the registered user's session in this browser. */
export const RespondentSignOut = endpoint({
  path: 'p/:company/:project/sign-out',
  kind: 'mutation',
  permission: 'public',
  input: z.object(SiteScope),
  output: SuccessOutput,
});

/** The fields asked once after the first confirmation. */
export const ProfileFields = z.object({
  first_name: z.string().trim().min(1).max(NAME_MAX_LENGTH),
  last_name: z.string().trim().min(1).max(NAME_MAX_LENGTH),
  preferred_lang: LanguageSchema,
});

/** Saves the registered user's name and language. */
export const ProfileSave = endpoint({
  path: 'p/:company/:project/profile/save',
  kind: 'mutation',
  permission: 'respondent',
  input: z.object({ ...SiteScope, ...ProfileFields.shape }),
  output: z.object({ user: RespondentSchema }),
});

/** Records the acceptance of the conditions' versions named (current versions only). */
export const ConditionsAccept = endpoint({
  path: 'p/:company/:project/conditions/accept',
  kind: 'mutation',
  permission: 'respondent',
  input: z.object({ ...SiteScope, conditions: z.array(z.uuid()).min(1).max(20) }),
  output: z.object({ user: RespondentSchema }),
});

/** The answers a save changes: a value sets a field's answer, null clears it. */
export const AnswersPatch = z.record(KeyField, z.unknown()).refine((value) => Object.keys(value).length <= 1000, { error: 'invalid' });

/**
 * Saves the registered user's draft of a form as they type: the answers changed since the last
 * save, merged over what the server holds, so two devices' saves never undo each other.
 */
export const DraftSave = endpoint({
  path: 'p/:company/:project/form/:form/draft/save',
  kind: 'mutation',
  permission: 'respondent',
  unlogged: true,
  input: z.object({
    ...SiteScope,
    form: KeyField,
    answers: AnswersPatch,
    block: intField(0, 1000),
    lang: LanguageSchema,
  }),
  output: z.object({ draft: DraftSchema }),
});

/** A submission as the person who made it sees it. */
export const OwnSubmissionSchema = z.object({
  id: z.string(),
  form: z.object({ slug: z.string(), title: localizedText(200) }),
  status: z.enum(SUBMISSION_STATUSES),
  version: z.number().int(),
  updated_at: z.string(),
  submitted_at: z.string().nullable(),
  /** Before the form closes, a submission may be withdrawn. */
  can_withdraw: z.boolean(),
});

/**
 * Submits the draft, with the last answers changed (as a save takes them): checked against the
 * published version as the form defines it, then frozen with that version and the time.
 */
export const DraftSubmit = endpoint({
  path: 'p/:company/:project/form/:form/submit',
  kind: 'mutation',
  permission: 'respondent',
  input: z.object({ ...SiteScope, form: KeyField, answers: AnswersPatch, lang: LanguageSchema }),
  output: z.object({ submission: OwnSubmissionSchema, confirmation: localizedText(4000) }),
});

/** The registered user's drafts and submissions in the project. */
export const OwnSubmissions = endpoint({
  path: 'p/:company/:project/submissions',
  kind: 'query',
  permission: 'respondent',
  input: z.object(SiteScope),
  output: z.object({ items: z.array(OwnSubmissionSchema) }),
});

/** Withdraws one of the registered user's submissions, before its form closes. */
export const SubmissionWithdraw = endpoint({
  path: 'p/:company/:project/submission/:submission/withdraw',
  kind: 'mutation',
  permission: 'respondent',
  input: z.object({ ...SiteScope, submission: z.uuid() }),
  output: z.object({ submission: OwnSubmissionSchema }),
});

/** Everything the project holds about the registered user, their files included (base64), as JSON. */
export const OwnDataExport = endpoint({
  path: 'p/:company/:project/me/export',
  kind: 'query',
  permission: 'respondent',
  input: z.object(SiteScope),
  output: z.string(),
  download: { type: 'application/json', fileName: 'my-data.json' },
});

/** Erases the registered user: their account and personal answers; anonymous answers stay for the statistics. */
export const OwnDataErase = endpoint({
  path: 'p/:company/:project/me/erase',
  kind: 'mutation',
  permission: 'respondent',
  input: z.object({ ...SiteScope, email: EmailField }),
  output: SuccessOutput,
});

/** `POST /api/p/:company/:project/upload`: multipart, the fields `form` and `field` first, then the file. */
export const PUBLIC_UPLOAD_PATH = 'p/:company/:project/upload';

/** The fields of a respondent's upload: the form and the file field it answers. */
export const PublicUploadFields = z.strictObject({ form: KeyField, field: KeyField });

/** The answer of an upload: the file answer to save. */
export const PublicUploadOutput = FileAnswerSchema;

/** `GET /api/p/:company/:project/file/:media`: a file the registered user gave. */
export const PUBLIC_FILE_PATH = 'p/:company/:project/file/:media';

/** The names of this area's fields, as its messages name them. */
export const FIELD_LABELS = namedFieldLabels('public', {
  email: { it: 'Email', en: 'Email', es: 'Correo electrónico', fr: 'E-mail', pt: 'E-mail' },
  code: { it: 'Codice', en: 'Code', es: 'Código', fr: 'Code', pt: 'Código' },
  first_name: { it: 'Nome', en: 'First name', es: 'Nombre', fr: 'Prénom', pt: 'Nome' },
  last_name: { it: 'Cognome', en: 'Last name', es: 'Apellidos', fr: 'Nom', pt: 'Sobrenome' },
  preferred_lang: { it: 'Lingua', en: 'Language', es: 'Idioma', fr: 'Langue', pt: 'Idioma' },
  conditions: { it: 'Condizioni', en: 'Conditions', es: 'Condiciones', fr: 'Conditions', pt: 'Condições' },
  answers: { it: 'Risposte', en: 'Answers', es: 'Respuestas', fr: 'Réponses', pt: 'Respostas' },
  field: { it: 'Campo', en: 'Field', es: 'Campo', fr: 'Champ', pt: 'Campo' },
  file: { it: 'File', en: 'File', es: 'Archivo', fr: 'Fichier', pt: 'Arquivo' },
} satisfies FieldLabels);

/**
 * The cookie-law banner when the installation has not written its own: shown, short and honest
 * about the only cookies the public pages set (the sign-in and the language).
 */
export const DEFAULT_COOKIE_LAW: CookieLaw = {
  enabled: true,
  title: { it: 'Cookie', en: 'Cookies', es: 'Cookies', fr: 'Cookies', pt: 'Cookies' },
  body: {
    it: 'Queste pagine usano solo i cookie necessari per mantenere il tuo accesso e ricordare la tua lingua.',
    en: 'These pages use only the cookies they need to keep you signed in and to remember your language.',
    es: 'Estas páginas solo usan las cookies necesarias para mantener tu sesión iniciada y recordar tu idioma.',
    fr: 'Ces pages n’utilisent que les cookies nécessaires pour garder votre session ouverte et retenir votre langue.',
    pt: 'Estas páginas usam apenas os cookies necessários para manter você conectado e lembrar o seu idioma.',
  },
  accept: { it: 'Ho capito', en: 'OK', es: 'Entendido', fr: 'J’ai compris', pt: 'Entendi' },
  policy_url: '',
};

/** This area's own error codes. */
export const ERRORS = defineErrors({
  invalid_code: {
    status: 401,
    en: 'The code is wrong.',
    it: 'Il codice è errato.',
    es: 'El código no es correcto.',
    fr: 'Le code est incorrect.',
    pt: 'O código está incorreto.',
  },
  code_expired: {
    status: 401,
    en: 'The code has expired or was tried too many times. Ask for a new one.',
    it: 'Il codice è scaduto o è stato provato troppe volte. Chiedine uno nuovo.',
    es: 'El código ha caducado o se ha intentado demasiadas veces. Pide uno nuevo.',
    fr: 'Le code a expiré ou a été essayé trop de fois. Demandez-en un nouveau.',
    pt: 'O código expirou ou foi tentado vezes demais. Peça um novo.',
  },
  account_blocked: {
    status: 403,
    en: 'This address can no longer take part in this project. Write to its organisers if you think it is a mistake.',
    it: 'Questo indirizzo non può più partecipare a questo progetto. Scrivi agli organizzatori se pensi che sia un errore.',
    es: 'Esta dirección ya no puede participar en este proyecto. Escribe a sus organizadores si crees que es un error.',
    fr: 'Cette adresse ne peut plus participer à ce projet. Écrivez à ses organisateurs si vous pensez que c’est une erreur.',
    pt: 'Este endereço não pode mais participar deste projeto. Escreva aos organizadores se achar que é um erro.',
  },
  form_not_open: {
    status: 409,
    en: 'This form is not taking answers now.',
    it: 'Questo modulo ora non accetta risposte.',
    es: 'Este formulario no acepta respuestas ahora.',
    fr: 'Ce formulaire n’accepte pas de réponses pour le moment.',
    pt: 'Este formulário não está aceitando respostas agora.',
  },
  submission_limit: {
    status: 409,
    en: 'You have already sent this form as many times as it allows.',
    it: 'Hai già inviato questo modulo tutte le volte consentite.',
    es: 'Ya has enviado este formulario tantas veces como permite.',
    fr: 'Vous avez déjà envoyé ce formulaire autant de fois qu’il le permet.',
    pt: 'Você já enviou este formulário tantas vezes quanto ele permite.',
  },
  not_invited: {
    status: 403,
    en: 'Only the people invited may fill in this form. Open the link of your invitation mail.',
    it: 'Solo le persone invitate possono compilare questo modulo. Apri il link della mail di invito.',
    es: 'Solo las personas invitadas pueden rellenar este formulario. Abre el enlace de tu correo de invitación.',
    fr: 'Seules les personnes invitées peuvent remplir ce formulaire. Ouvrez le lien de votre e-mail d’invitation.',
    pt: 'Só as pessoas convidadas podem preencher este formulário. Abra o link do seu e-mail de convite.',
  },
  profile_needed: {
    status: 403,
    en: 'Tell us your name first.',
    it: 'Indica prima il tuo nome.',
    es: 'Indica primero tu nombre.',
    fr: 'Indiquez d’abord votre nom.',
    pt: 'Informe primeiro seu nome.',
  },
  withdraw_closed: {
    status: 409,
    en: 'This submission can no longer be withdrawn: the form has closed or it was already decided on.',
    it: 'Questo invio non può più essere ritirato: il modulo è chiuso o è già stato valutato.',
    es: 'Este envío ya no se puede retirar: el formulario ha cerrado o ya se ha decidido.',
    fr: 'Cet envoi ne peut plus être retiré : le formulaire est fermé ou il a déjà été traité.',
    pt: 'Este envio não pode mais ser retirado: o formulário fechou ou já foi decidido.',
  },
});
