import type { EndpointInput, EndpointOutput } from '../../../contract/endpoint.ts';
import { issueRule } from '../../../contract/issue-rule.ts';
import type { Language } from '../../../contract/languages.ts';
import { formatMessage, validationTemplate } from '../../../contract/messages.ts';
import { SsoProviderFields, SsoProvidersList, SsoProvidersSave, type SsoProviderEntity, type SsoRole } from '../../../contract/sso.ts';
import { useI18nContext } from '../../../i18n/i18n-react';
import { noticeSuccess } from '../../lib/notices.ts';
import { useRecordEditor } from '../../lib/records/use-record-editor.ts';

/** One line of the map from groups to roles as the form holds it. */
export interface RoleLine {
  group: string;
  role: SsoRole;
  company: string;
  project: string;
}

/** A provider as its form holds it: the client secret is only ever typed. */
export interface ProviderValues {
  name: string;
  issuer: string;
  client_id: string;
  client_secret: string;
  scopes: string;
  claims: { email: string; given_name: string; family_name: string; groups: string };
  role_map: RoleLine[];
  link_verified_email: boolean;
  create_operators: boolean;
  groups_win: boolean;
  enabled: boolean;
}

type SaveInput = EndpointInput<typeof SsoProvidersSave>;
type ListAnswer = EndpointOutput<typeof SsoProvidersList>;

/** The form's fields that show a problem, by the save's own path. */
export const PROVIDER_FIELDS = ['name', 'issuer', 'client_id', 'client_secret', 'scopes', 'claims.email', 'claims.given_name', 'claims.family_name', 'claims.groups', 'enabled'] as const;

/** A field of the provider's form that shows a problem. */
export type ProviderField = (typeof PROVIDER_FIELDS)[number];

/** The empty form of a new provider. */
export const NEW_PROVIDER: ProviderValues = {
  name: '',
  issuer: '',
  client_id: '',
  client_secret: '',
  scopes: 'openid email profile',
  claims: { email: 'email', given_name: 'given_name', family_name: 'family_name', groups: 'groups' },
  role_map: [],
  link_verified_email: false,
  create_operators: false,
  groups_win: false,
  enabled: false,
};

/** A new line of the role map. */
export const NEW_ROLE_LINE: RoleLine = { group: '', role: 'project_editor', company: '', project: '' };

/** The form's values of a stored provider: never its secret, which the server does not send. */
export function providerValues(provider: SsoProviderEntity): ProviderValues {
  return {
    name: provider.name,
    issuer: provider.issuer,
    client_id: provider.client_id,
    client_secret: '',
    scopes: provider.scopes,
    claims: { ...provider.claims },
    role_map: provider.role_map.map((line) => ({ group: line.group, role: line.role, company: line.company ?? '', project: line.project ?? '' })),
    link_verified_email: provider.link_verified_email,
    create_operators: provider.create_operators,
    groups_win: provider.groups_win,
    enabled: provider.enabled,
  };
}

/** The form's values of a save kept on the device: a secret it carries is sent with it, not shown again. */
export function bodyValues(body: SaveInput): ProviderValues {
  return {
    ...NEW_PROVIDER,
    name: body.name,
    issuer: body.issuer,
    client_id: body.client_id,
    scopes: body.scopes ?? NEW_PROVIDER.scopes,
    claims: { ...NEW_PROVIDER.claims, ...body.claims },
    role_map: (body.role_map ?? []).map((line) => ({ group: line.group, role: line.role, company: line.company ?? '', project: line.project ?? '' })),
    link_verified_email: body.link_verified_email ?? false,
    create_operators: body.create_operators ?? false,
    groups_win: body.groups_win ?? false,
    enabled: body.enabled ?? false,
  };
}

/** The save of the form's values, on the stored provider's version when there is one; an empty secret keeps the stored one. */
export function providerPayload(values: ProviderValues, base: SsoProviderEntity | null): SaveInput {
  return {
    ...(base ? { id: base.id, version: base.version } : {}),
    name: values.name,
    issuer: values.issuer.trim(),
    client_id: values.client_id,
    ...(values.client_secret !== '' ? { client_secret: values.client_secret } : {}),
    scopes: values.scopes,
    claims: values.claims,
    role_map: values.role_map.map((line) => ({
      group: line.group,
      role: line.role,
      ...(line.role !== 'installation_admin' && line.company ? { company: line.company } : {}),
      ...(line.role.startsWith('project_') && line.project ? { project: line.project } : {}),
    })),
    link_verified_email: values.link_verified_email,
    create_operators: values.create_operators,
    groups_win: values.groups_win,
    enabled: values.enabled,
  };
}

function valueAt(payload: unknown, path: readonly PropertyKey[]): unknown {
  return path.reduce<unknown>((at, key) => (typeof at === 'object' && at !== null ? (at as Record<PropertyKey, unknown>)[key] : undefined), payload);
}

/** The save's own schema on the form's values, one message per field in the screen's words; a role map line's problem on its own field (`role_map.0.group`). */
export function providerErrors(values: ProviderValues, base: SsoProviderEntity | null, labels: Record<ProviderField | 'group' | 'company' | 'project', string>, lang: Language): Record<string, string> {
  const payload = providerPayload(values, base);
  const result = SsoProviderFields.safeParse(payload);
  const errors: Record<string, string> = {};
  if (!base && values.client_secret === '') errors.client_secret = formatMessage(validationTemplate('required', lang), labels.client_secret, '');
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const field = issue.path.join('.');
    if (errors[field]) continue;
    const last = String(issue.path.at(-1));
    const label = field.startsWith('role_map.') ? labels[last as 'group' | 'company' | 'project'] : labels[field as ProviderField];
    if (!label) continue;
    const { rule, bound } = issue.message === 'required' ? { rule: 'required' as const, bound: undefined } : issueRule(issue, valueAt(payload, issue.path));
    errors[field] = formatMessage(validationTemplate(rule, lang), label, bound ?? '');
  }
  return errors;
}

/** The list's answer with one provider as saved. */
export function listWith(list: ListAnswer, provider: SsoProviderEntity): ListAnswer {
  const items = list.items.some((item) => item.id === provider.id) ? list.items.map((item) => (item.id === provider.id ? provider : item)) : [...list.items, provider];
  return { ...list, items };
}

interface ProviderEditorOptions {
  stored: { id: string; list: ListAnswer } | null;
  onSaved(provider: SsoProviderEntity, created: boolean): void;
  onQueued(): void;
}

/** One provider's editor: read from the list through the cache, checked with the save's own schema, saved at its version; the server's refusals on their fields. */
export function useProviderEditor({ stored, onSaved, onQueued }: ProviderEditorOptions) {
  const { LL, locale } = useI18nContext();
  const words = LL.sso.editor;
  const labels = {
    name: LL.sso.name(),
    issuer: LL.sso.issuer(),
    client_id: words.clientId(),
    client_secret: words.clientSecret(),
    scopes: words.scopes(),
    'claims.email': words.claimEmail(),
    'claims.given_name': words.claimGivenName(),
    'claims.family_name': words.claimFamilyName(),
    'claims.groups': words.claimGroups(),
    enabled: words.enabled(),
    group: words.group(),
    company: words.company(),
    project: words.project(),
  };
  const editor = useRecordEditor({
    read: stored
      ? {
          endpoint: SsoProvidersList,
          payload: {},
          record: (answer) => answer.items.find((item) => item.id === stored.id) as SsoProviderEntity,
          answer: (provider: SsoProviderEntity) => listWith(stored.list, provider),
        }
      : null,
    save: SsoProvidersSave,
    payload: (values: ProviderValues, base) => providerPayload(values, base),
    saved: (answer) => answer.entity,
    toValues: providerValues,
    fromBody: bodyValues,
    empty: NEW_PROVIDER,
    validate: (values) => providerErrors(values, stored ? (stored.list.items.find((item) => item.id === stored.id) ?? null) : null, labels, locale),
    fieldOf: (path) => (PROVIDER_FIELDS.includes(path as ProviderField) || path.startsWith('role_map.') ? path : null),
    // A typed secret goes only with a connection: it never waits in the browser's database.
    secret: (values) => values.client_secret !== '',
    texts: { saved: words.saved(), unreachable: LL.sso.unreachable() },
    onSaved,
    onQueued: () => {
      noticeSuccess(words.queued());
      onQueued();
    },
  });
  return editor;
}
