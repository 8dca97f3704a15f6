// Single sign-on with OpenID Connect: the installation's identity providers as the admins keep
// them, and the sign-in's refusals.
import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { defineErrors } from './errors.ts';
import { IdField, SuccessOutput, VersionField } from './fields.ts';
import type { FieldLabels } from './labels.ts';
import { SSO_ROLES } from './sso-sign-in.ts';
import { namedFieldLabels } from './text-overrides.ts';

// What the sign-in page and the result page need is in `sso-sign-in.ts`, a module of its own: the
// sign-in page's chunk must not carry the providers' schemas (nor zod).
export { SSO_CALLBACK_PATH, SSO_CLOCK_TOLERANCE_SECONDS, SSO_FLOW_TTL_SECONDS, SSO_ROLES, ssoStartPath, type SsoReport, type SsoRole } from './sso-sign-in.ts';

/** The bounds of a provider's settings. */
export const SSO_LIMITS = {
  providers: 20,
  name: 80,
  issuer: 500,
  clientId: 300,
  clientSecret: 2000,
  scopes: 500,
  claim: 100,
  group: 300,
  roleMap: 100,
} as const;

const ClaimName = z
  .string()
  .trim()
  .min(1)
  .max(SSO_LIMITS.claim)
  .regex(/^[A-Za-z0-9_.:/-]+$/, { error: 'invalid' });

/** Which claims carry the email, the names and the groups. */
export const SsoClaimsSchema = z.object({
  email: ClaimName.default('email'),
  given_name: ClaimName.default('given_name'),
  family_name: ClaimName.default('family_name'),
  groups: ClaimName.default('groups'),
});

/** One line of the map from groups to roles: a company for a manager, a company and a project for an editor or a judge. */
export const SsoRoleMapEntry = z
  .object({
    group: z.string().trim().min(1).max(SSO_LIMITS.group),
    role: z.enum(SSO_ROLES),
    company: IdField.optional(),
    project: IdField.optional(),
  })
  .superRefine((entry, ctx) => {
    if (entry.role !== 'installation_admin' && !entry.company) ctx.addIssue({ code: 'custom', path: ['company'], message: 'required' });
    if (entry.role.startsWith('project_') && !entry.project) ctx.addIssue({ code: 'custom', path: ['project'], message: 'required' });
  })
  .transform((entry) => ({
    group: entry.group,
    role: entry.role,
    ...(entry.role !== 'installation_admin' && entry.company ? { company: entry.company } : {}),
    ...(entry.role.startsWith('project_') && entry.project ? { project: entry.project } : {}),
  }));

/** One line of the map as stored and answered. */
export type SsoRoleMapLine = z.output<typeof SsoRoleMapEntry>;

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** True when an issuer may be asked over plain HTTP: only a provider on this machine's loopback. */
export function isLoopbackIssuer(url: URL): boolean {
  return LOOPBACK.has(url.hostname);
}

/** A provider's issuer: an https address (http only on the loopback), without query or fragment. */
export const IssuerField = z
  .string()
  .trim()
  .min(1)
  .max(SSO_LIMITS.issuer)
  .refine(
    (value) => {
      if (!URL.canParse(value)) return false;
      const url = new URL(value);
      if (url.search || url.hash || url.username || url.password) return false;
      return url.protocol === 'https:' || (url.protocol === 'http:' && isLoopbackIssuer(url));
    },
    { error: 'invalid' },
  );

const Scopes = z
  .string()
  .trim()
  .min(1)
  .max(SSO_LIMITS.scopes)
  .regex(/^[\x21\x23-\x5B\x5D-\x7E]+( [\x21\x23-\x5B\x5D-\x7E]+)*$/, { error: 'invalid' })
  .refine((value) => value.split(' ').includes('openid'), { error: 'invalid' });

/** A provider as the screens read it: never its client secret, only whether it has one. */
export const SsoProviderSchema = z.object({
  id: z.string(),
  version: z.number().int(),
  name: z.string(),
  issuer: z.string(),
  client_id: z.string(),
  has_secret: z.boolean(),
  scopes: z.string(),
  claims: z.object({ email: z.string(), given_name: z.string(), family_name: z.string(), groups: z.string() }),
  role_map: z.array(z.object({ group: z.string(), role: z.enum(SSO_ROLES), company: z.string().optional(), project: z.string().optional() })),
  link_verified_email: z.boolean(),
  create_operators: z.boolean(),
  groups_win: z.boolean(),
  enabled: z.boolean(),
  /** When its settings last changed. */
  changed_at: z.string(),
  /** When its last passing test ended; null: never. */
  tested_at: z.string().nullable(),
  /** A test passed since its settings last changed: it may be enabled. */
  test_passed: z.boolean(),
});

/** One provider of the installation. */
export type SsoProviderEntity = z.infer<typeof SsoProviderSchema>;

const ProviderInput = {
  id: IdField.optional(),
  version: VersionField.optional(),
  name: z.string().trim().min(1).max(SSO_LIMITS.name),
  issuer: IssuerField,
  client_id: z.string().trim().min(1).max(SSO_LIMITS.clientId),
  /** Write-only: left out keeps the stored one; a new provider needs one. */
  client_secret: z.string().min(1).max(SSO_LIMITS.clientSecret).optional(),
  scopes: Scopes.default('openid email profile'),
  claims: SsoClaimsSchema.prefault({}),
  role_map: z.array(SsoRoleMapEntry).max(SSO_LIMITS.roleMap).default([]),
  link_verified_email: z.boolean().default(false),
  create_operators: z.boolean().default(false),
  groups_win: z.boolean().default(false),
  enabled: z.boolean().default(false),
};

/** A provider's fields as a save takes them: the screen checks its form with it. */
export const SsoProviderFields = z.object(ProviderInput);

/** The installation's providers, and the redirect address to give each of them. */
export const SsoProvidersList = endpoint({
  path: 'admin/installation/sso/list',
  kind: 'query',
  permission: 'installationAdmin',
  input: z.object({}),
  output: z.object({ items: z.array(SsoProviderSchema), redirect_uri: z.string() }),
});

/**
 * Adds a provider (no `id`) or saves one at `version` (stale: 409 `conflict`). Its issuer is
 * discovered first (a failure refuses the save on `issuer`); the client secret is write-only and
 * kept encrypted; `enabled: true` is refused until a test passed since the last change.
 */
export const SsoProvidersSave = endpoint({
  path: 'admin/installation/sso/save',
  kind: 'mutation',
  permission: 'installationAdmin',
  credentials: true,
  input: z.object(ProviderInput),
  output: z.object({ entity: SsoProviderSchema }),
});

/** Removes a provider; the operators it signed in keep their accounts and their other ways in. */
export const SsoProvidersDelete = endpoint({
  path: 'admin/installation/sso/delete',
  kind: 'mutation',
  permission: 'installationAdmin',
  input: z.object({ id: IdField }),
  output: SuccessOutput,
});

const localized = (en: string, it: string, es: string, fr: string, pt: string) => ({ en, it, es, fr, pt });

/** The names of this area's fields, as its messages name them. */
export const FIELD_LABELS = namedFieldLabels('sso', {
  name: localized('Name', 'Nome', 'Nombre', 'Nom', 'Nome'),
  issuer: localized('Issuer URL', 'URL dell’emittente', 'URL del emisor', 'URL de l’émetteur', 'URL do emissor'),
  client_id: localized('Client ID', 'ID client', 'ID de cliente', 'ID client', 'ID do cliente'),
  client_secret: localized('Client secret', 'Segreto client', 'Secreto de cliente', 'Secret client', 'Segredo do cliente'),
  scopes: localized('Scopes', 'Scope', 'Ámbitos', 'Portées', 'Escopos'),
  claims: localized('Claims', 'Claim', 'Claims', 'Claims', 'Claims'),
  'claims.email': localized('Email claim', 'Claim dell’email', 'Claim del correo', 'Claim de l’e-mail', 'Claim do e-mail'),
  'claims.given_name': localized('First name claim', 'Claim del nome', 'Claim del nombre', 'Claim du prénom', 'Claim do nome'),
  'claims.family_name': localized('Last name claim', 'Claim del cognome', 'Claim del apellido', 'Claim du nom', 'Claim do sobrenome'),
  'claims.groups': localized('Groups claim', 'Claim dei gruppi', 'Claim de los grupos', 'Claim des groupes', 'Claim dos grupos'),
  role_map: localized('Groups and roles', 'Gruppi e ruoli', 'Grupos y roles', 'Groupes et rôles', 'Grupos e papéis'),
  link_verified_email: localized('Link by verified email', 'Collega per email verificata', 'Vincular por correo verificado', 'Lier par e-mail vérifié', 'Vincular por e-mail verificado'),
  create_operators: localized('Create operators', 'Crea operatori', 'Crear operadores', 'Créer des opérateurs', 'Criar operadores'),
  groups_win: localized('Groups win at every sign-in', 'I gruppi prevalgono a ogni accesso', 'Los grupos mandan en cada acceso', 'Les groupes priment à chaque connexion', 'Os grupos valem a cada acesso'),
  enabled: localized('Enabled', 'Attivo', 'Activado', 'Activé', 'Ativado'),
} as const satisfies FieldLabels);

/** This area's own refusals: the sign-in's end on the result page in the reader's language. */
export const ERRORS = defineErrors({
  sso_discovery_failed: {
    status: 400,
    en: 'The provider’s discovery document could not be read at this issuer: check the address.',
    it: 'Il documento di discovery del provider non si legge a questo emittente: controlla l’indirizzo.',
    es: 'No se pudo leer el documento de descubrimiento del proveedor en este emisor: comprueba la dirección.',
    fr: 'Le document de découverte du fournisseur est illisible à cet émetteur : vérifiez l’adresse.',
    pt: 'Não foi possível ler o documento de descoberta do provedor neste emissor: verifique o endereço.',
  },
  sso_not_tested: {
    status: 400,
    en: 'Run a test that passes before enabling this provider: its settings changed since the last one.',
    it: 'Esegui un test riuscito prima di attivare questo provider: le impostazioni sono cambiate dall’ultimo.',
    es: 'Haz una prueba que pase antes de activar este proveedor: sus ajustes cambiaron desde la última.',
    fr: 'Lancez un test réussi avant d’activer ce fournisseur : ses réglages ont changé depuis le dernier.',
    pt: 'Faça um teste aprovado antes de ativar este provedor: as configurações mudaram desde o último.',
  },
  sso_secret_needs_key: {
    status: 400,
    en: 'The server has no SECRET_KEY to keep a client secret encrypted: ask its administrator to set one.',
    it: 'Il server non ha una SECRET_KEY per conservare cifrato un segreto client: chiedi al suo amministratore di impostarla.',
    es: 'El servidor no tiene SECRET_KEY para guardar cifrado un secreto de cliente: pide a su administrador que la configure.',
    fr: 'Le serveur n’a pas de SECRET_KEY pour garder chiffré un secret client : demandez à son administrateur d’en définir une.',
    pt: 'O servidor não tem SECRET_KEY para guardar criptografado um segredo do cliente: peça ao administrador que a defina.',
  },
  too_many_sso_providers: {
    status: 400,
    en: 'The installation keeps at most {0} providers: remove one first.',
    it: 'L’installazione tiene al massimo {0} provider: rimuovine prima uno.',
    es: 'La instalación guarda como máximo {0} proveedores: elimina uno primero.',
    fr: 'L’installation garde au plus {0} fournisseurs : supprimez-en un d’abord.',
    pt: 'A instalação guarda no máximo {0} provedores: remova um primeiro.',
  },
  sso_result_invalid: {
    status: 400,
    en: 'This sign-in link was already used, has expired or belongs to another browser. Sign in again.',
    it: 'Questo collegamento di accesso è già stato usato, è scaduto o appartiene a un altro browser. Accedi di nuovo.',
    es: 'Este enlace de acceso ya se usó, caducó o pertenece a otro navegador. Inicia sesión de nuevo.',
    fr: 'Ce lien de connexion a déjà servi, a expiré ou appartient à un autre navigateur. Connectez-vous à nouveau.',
    pt: 'Este link de acesso já foi usado, expirou ou pertence a outro navegador. Entre novamente.',
  },
  sso_state_invalid: {
    status: 400,
    en: 'This answer of the provider belongs to no sign-in started in this browser. Sign in again.',
    it: 'Questa risposta del provider non appartiene a nessun accesso avviato in questo browser. Accedi di nuovo.',
    es: 'Esta respuesta del proveedor no pertenece a ningún acceso iniciado en este navegador. Inicia sesión de nuevo.',
    fr: 'Cette réponse du fournisseur n’appartient à aucune connexion commencée dans ce navigateur. Connectez-vous à nouveau.',
    pt: 'Esta resposta do provedor não pertence a nenhum acesso iniciado neste navegador. Entre novamente.',
  },
  sso_flow_expired: {
    status: 400,
    en: 'This sign-in took more than 5 minutes or was already used. Sign in again.',
    it: 'Questo accesso ha richiesto più di 5 minuti o è già stato usato. Accedi di nuovo.',
    es: 'Este acceso tardó más de 5 minutos o ya se usó. Inicia sesión de nuevo.',
    fr: 'Cette connexion a pris plus de 5 minutes ou a déjà servi. Connectez-vous à nouveau.',
    pt: 'Este acesso levou mais de 5 minutos ou já foi usado. Entre novamente.',
  },
  sso_provider_disabled: {
    status: 400,
    en: 'This provider is not enabled for signing in. Use your email and password.',
    it: 'Questo provider non è attivo per l’accesso. Usa email e password.',
    es: 'Este proveedor no está activado para acceder. Usa tu correo y contraseña.',
    fr: 'Ce fournisseur n’est pas activé pour la connexion. Utilisez votre e-mail et votre mot de passe.',
    pt: 'Este provedor não está ativado para o acesso. Use seu e-mail e senha.',
  },
  sso_provider_unreachable: {
    status: 400,
    en: 'The provider did not answer. Try again later, or use your email and password.',
    it: 'Il provider non ha risposto. Riprova più tardi o usa email e password.',
    es: 'El proveedor no respondió. Inténtalo más tarde o usa tu correo y contraseña.',
    fr: 'Le fournisseur n’a pas répondu. Réessayez plus tard ou utilisez votre e-mail et votre mot de passe.',
    pt: 'O provedor não respondeu. Tente mais tarde ou use seu e-mail e senha.',
  },
  sso_provider_refused: {
    status: 400,
    en: 'The provider did not sign you in: {0}.',
    it: 'Il provider non ti ha fatto accedere: {0}.',
    es: 'El proveedor no te dejó acceder: {0}.',
    fr: 'Le fournisseur ne vous a pas connecté : {0}.',
    pt: 'O provedor não fez o seu acesso: {0}.',
  },
  sso_issuer_mismatch: {
    status: 400,
    en: 'The answer did not come from the configured provider (wrong issuer). Nothing was signed in.',
    it: 'La risposta non viene dal provider configurato (emittente errato). Nessun accesso.',
    es: 'La respuesta no vino del proveedor configurado (emisor incorrecto). No se accedió.',
    fr: 'La réponse ne vient pas du fournisseur configuré (mauvais émetteur). Aucune connexion.',
    pt: 'A resposta não veio do provedor configurado (emissor errado). Nenhum acesso.',
  },
  sso_nonce_mismatch: {
    status: 400,
    en: 'The provider’s token was not made for this sign-in (wrong nonce). Nothing was signed in.',
    it: 'Il token del provider non è stato fatto per questo accesso (nonce errato). Nessun accesso.',
    es: 'El token del proveedor no se hizo para este acceso (nonce incorrecto). No se accedió.',
    fr: 'Le jeton du fournisseur n’a pas été fait pour cette connexion (mauvais nonce). Aucune connexion.',
    pt: 'O token do provedor não foi feito para este acesso (nonce errado). Nenhum acesso.',
  },
  sso_code_rejected: {
    status: 400,
    en: 'The provider refused the sign-in code (already used or expired). Sign in again.',
    it: 'Il provider ha rifiutato il codice di accesso (già usato o scaduto). Accedi di nuovo.',
    es: 'El proveedor rechazó el código de acceso (ya usado o caducado). Inicia sesión de nuevo.',
    fr: 'Le fournisseur a refusé le code de connexion (déjà utilisé ou expiré). Connectez-vous à nouveau.',
    pt: 'O provedor recusou o código de acesso (já usado ou expirado). Entre novamente.',
  },
  sso_token_invalid: {
    status: 400,
    en: 'The provider’s ID token did not pass its checks. Nothing was signed in.',
    it: 'L’ID token del provider non ha superato i controlli. Nessun accesso.',
    es: 'El ID token del proveedor no pasó sus comprobaciones. No se accedió.',
    fr: 'Le jeton d’identité du fournisseur n’a pas passé ses contrôles. Aucune connexion.',
    pt: 'O ID token do provedor não passou nas verificações. Nenhum acesso.',
  },
  sso_clock_skew: {
    status: 400,
    en: 'The provider’s clock and the server’s differ by more than 30 seconds: set both clocks right.',
    it: 'L’orologio del provider e quello del server differiscono di oltre 30 secondi: regola entrambi.',
    es: 'El reloj del proveedor y el del servidor difieren en más de 30 segundos: ajusta ambos.',
    fr: 'L’horloge du fournisseur et celle du serveur diffèrent de plus de 30 secondes : réglez-les.',
    pt: 'O relógio do provedor e o do servidor diferem em mais de 30 segundos: acerte ambos.',
  },
  sso_email_missing: {
    status: 400,
    en: 'The provider sent no email address, and an operator is known by one.',
    it: 'Il provider non ha inviato un indirizzo email, e un operatore ne ha bisogno.',
    es: 'El proveedor no envió una dirección de correo, y un operador la necesita.',
    fr: 'Le fournisseur n’a envoyé aucune adresse e-mail, et un opérateur en a besoin.',
    pt: 'O provedor não enviou um endereço de e-mail, e um operador precisa de um.',
  },
  sso_email_unverified: {
    status: 400,
    en: 'An operator has this email, but the provider does not say it is verified: it cannot be linked.',
    it: 'Un operatore ha questa email, ma il provider non dice che è verificata: non si può collegare.',
    es: 'Un operador tiene este correo, pero el proveedor no dice que esté verificado: no se puede vincular.',
    fr: 'Un opérateur a cet e-mail, mais le fournisseur ne dit pas qu’il est vérifié : il ne peut pas être lié.',
    pt: 'Um operador tem este e-mail, mas o provedor não diz que está verificado: não pode ser vinculado.',
  },
  sso_link_off: {
    status: 400,
    en: 'An operator has this email, but this provider does not link existing operators. Sign in with your password.',
    it: 'Un operatore ha questa email, ma questo provider non collega operatori esistenti. Accedi con la password.',
    es: 'Un operador tiene este correo, pero este proveedor no vincula operadores existentes. Accede con tu contraseña.',
    fr: 'Un opérateur a cet e-mail, mais ce fournisseur ne lie pas les opérateurs existants. Connectez-vous avec votre mot de passe.',
    pt: 'Um operador tem este e-mail, mas este provedor não vincula operadores existentes. Entre com sua senha.',
  },
  sso_no_operator: {
    status: 400,
    en: 'No operator of this installation matches this account, and this provider creates none.',
    it: 'Nessun operatore di questa installazione corrisponde a questo account, e questo provider non ne crea.',
    es: 'Ningún operador de esta instalación corresponde a esta cuenta, y este proveedor no crea ninguno.',
    fr: 'Aucun opérateur de cette installation ne correspond à ce compte, et ce fournisseur n’en crée pas.',
    pt: 'Nenhum operador desta instalação corresponde a esta conta, e este provedor não cria nenhum.',
  },
  sso_operator_disabled: {
    status: 400,
    en: 'This operator is disabled.',
    it: 'Questo operatore è disattivato.',
    es: 'Este operador está desactivado.',
    fr: 'Cet opérateur est désactivé.',
    pt: 'Este operador está desativado.',
  },
  sso_identity_taken: {
    status: 400,
    en: 'The operator with this email is already linked to another account of this provider.',
    it: 'L’operatore con questa email è già collegato a un altro account di questo provider.',
    es: 'El operador con este correo ya está vinculado a otra cuenta de este proveedor.',
    fr: 'L’opérateur avec cet e-mail est déjà lié à un autre compte de ce fournisseur.',
    pt: 'O operador com este e-mail já está vinculado a outra conta deste provedor.',
  },
});

/** The refusals a sign-in may end with. */
export type SsoRefusal = keyof typeof ERRORS;
