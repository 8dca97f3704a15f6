import type { Localized } from '../../../contract/messages.ts';
import { words, type AreaLog, type LogFacts } from '../../http/log-sentence.ts';

// A role as the sentences name it.
const ROLES: Record<string, Localized> = {
  manager: words({ it: 'responsabile', en: 'manager', es: 'responsable', fr: 'responsable', pt: 'gestor' }),
  editor: words({ it: 'redattore', en: 'editor', es: 'editor', fr: 'éditeur', pt: 'editor' }),
  assistant: words({ it: 'assistente', en: 'assistant', es: 'asistente', fr: 'assistant', pt: 'assistente' }),
  judge: words({ it: 'giurato', en: 'judge', es: 'jurado', fr: 'juré', pt: 'jurado' }),
};

const role = (row: LogFacts) => {
  const name = typeof row.summary.Role === 'string' ? row.summary.Role : '';
  return ROLES[name] ?? name;
};

// An invitation or a role given on some projects names them; on the whole company, the company.
const onProjects = (row: LogFacts) => Array.isArray(row.summary.Projects) && row.summary.Projects.length > 0;

const INVITE = words({
  it: '{actor} ha invitato {email} come {role} di {company}',
  en: '{actor} invited {email} as {role} of {company}',
  es: '{actor} invitó a {email} como {role} de {company}',
  fr: '{actor} a invité {email} comme {role} de {company}',
  pt: '{actor} convidou {email} como {role} de {company}',
});
const INVITE_PROJECTS = words({
  it: '{actor} ha invitato {email} come {role} di {projects} ({company})',
  en: '{actor} invited {email} as {role} of {projects} ({company})',
  es: '{actor} invitó a {email} como {role} de {projects} ({company})',
  fr: '{actor} a invité {email} comme {role} de {projects} ({company})',
  pt: '{actor} convidou {email} como {role} de {projects} ({company})',
});
const SET_ROLE = words({
  it: '{actor} ha reso {target} {role} di {company}',
  en: '{actor} made {target} {role} of {company}',
  es: '{actor} hizo a {target} {role} de {company}',
  fr: '{actor} a fait de {target} le {role} de {company}',
  pt: '{actor} tornou {target} {role} de {company}',
});
const SET_ROLE_PROJECTS = words({
  it: '{actor} ha reso {target} {role} di {projects} ({company})',
  en: '{actor} made {target} {role} of {projects} ({company})',
  es: '{actor} hizo a {target} {role} de {projects} ({company})',
  fr: '{actor} a fait de {target} le {role} de {projects} ({company})',
  pt: '{actor} tornou {target} {role} de {projects} ({company})',
});
const ADMIN_GRANT = words({
  it: "{actor} ha reso {target} amministratore dell'installazione",
  en: '{actor} made {target} an installation admin',
  es: '{actor} hizo a {target} administrador de la instalación',
  fr: '{actor} a fait de {target} un administrateur de l’installation',
  pt: '{actor} tornou {target} administrador da instalação',
});
const ADMIN_REVOKE = words({
  it: "{actor} ha tolto a {target} il ruolo di amministratore dell'installazione",
  en: "{actor} took {target}'s installation admin role away",
  es: '{actor} quitó a {target} el rol de administrador de la instalación',
  fr: '{actor} a retiré à {target} le rôle d’administrateur de l’installation',
  pt: '{actor} tirou de {target} a função de administrador da instalação',
});

/** How the operators' roles and invitations read in the operations' log. */
export const operatorsLog: AreaLog = {
  label: words({ it: 'Operatori', en: 'Operators', es: 'Operadores', fr: 'Opérateurs', pt: 'Operadores' }),
  sentences: {
    'company/:company/operators/invite': (row) => ({ words: onProjects(row) ? INVITE_PROJECTS : INVITE, values: { role: role(row) } }),
    'company/:company/operators/resend-invite': words({
      it: '{actor} ha inviato a {email} un nuovo invito per {company}',
      en: '{actor} sent {email} a new invitation to {company}',
      es: '{actor} envió a {email} una nueva invitación a {company}',
      fr: '{actor} a envoyé à {email} une nouvelle invitation pour {company}',
      pt: '{actor} enviou a {email} um novo convite para {company}',
    }),
    'company/:company/operators/set-role': (row) => ({ words: onProjects(row) ? SET_ROLE_PROJECTS : SET_ROLE, values: { role: role(row) } }),
    'company/:company/operators/form-assistant/grant': words({
      it: '{actor} ha reso {target} assistente di moduli di {projects} ({company})',
      en: '{actor} made {target} assistant of forms of {projects} ({company})',
      es: '{actor} hizo a {target} asistente de formularios de {projects} ({company})',
      fr: '{actor} a fait de {target} l’assistant de formulaires de {projects} ({company})',
      pt: '{actor} tornou {target} assistente de formulários de {projects} ({company})',
    }),
    'company/:company/operators/form-assistant/invite': words({
      it: '{actor} ha invitato {email} come assistente di moduli di {projects} ({company})',
      en: '{actor} invited {email} as assistant of forms of {projects} ({company})',
      es: '{actor} invitó a {email} como asistente de formularios de {projects} ({company})',
      fr: '{actor} a invité {email} comme assistant de formulaires de {projects} ({company})',
      pt: '{actor} convidou {email} como assistente de formulários de {projects} ({company})',
    }),
    'company/:company/operators/form-assistant/revoke': words({
      it: '{actor} ha tolto a {target} un modulo di {projects} che assisteva ({company})',
      en: '{actor} took from {target} a form of {projects} they assisted ({company})',
      es: '{actor} quitó a {target} un formulario de {projects} que asistía ({company})',
      fr: '{actor} a retiré à {target} un formulaire de {projects} qu’il assistait ({company})',
      pt: '{actor} tirou de {target} um formulário de {projects} em que era assistente ({company})',
    }),
    'company/:company/operators/revoke': words({
      it: '{actor} ha tolto a {target} ogni ruolo in {company}',
      en: '{actor} took every role in {company} from {target}',
      es: '{actor} quitó a {target} todos sus roles en {company}',
      fr: '{actor} a retiré à {target} tous ses rôles dans {company}',
      pt: '{actor} tirou de {target} todas as funções em {company}',
    }),
    'admin/operators/invite': words({
      it: "{actor} ha invitato {email} nell'installazione",
      en: '{actor} invited {email} to the installation',
      es: '{actor} invitó a {email} a la instalación',
      fr: '{actor} a invité {email} dans l’installation',
      pt: '{actor} convidou {email} para a instalação',
    }),
    'admin/operators/set-installation-admin': (row) => (row.summary.InstallationAdmin === true ? ADMIN_GRANT : ADMIN_REVOKE),
  },
};
