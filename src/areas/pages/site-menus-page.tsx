import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import { ActionIcon, Alert, Button, Group, NativeSelect, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { PAGE_SIZE_MAX } from '../../../contract/limits.ts';
import type { Language } from '../../../contract/languages.ts';
import { FormList } from '../../../contract/forms.ts';
import { MenuGet, MenuSave, PAGE_LIMITS, PageList, type MenuItem } from '../../../contract/pages.ts';
import { ProjectGet } from '../../../contract/projects.ts';
import { useI18nContext } from '../../../i18n/i18n-react';
import { EmptyState } from '../../components/empty-state.tsx';
import { FormAlert } from '../../components/form-alert.tsx';
import { languageName } from '../../components/language-tabs.tsx';
import { NotLoaded } from '../../components/not-loaded.tsx';
import { FormSkeleton } from '../../components/form-skeleton.tsx';
import { Screen } from '../../components/screen.tsx';
import { call } from '../../lib/api.ts';
import { useCached } from '../../lib/cache/use-cached.ts';
import { localized } from '../../lib/form-fields/localized.ts';
import { noticeSuccess } from '../../lib/notices.ts';
import { pageTitle } from './page-paths.ts';
import { SortableList } from './sortable-list.tsx';

type Kind = MenuItem['target']['kind'];

/** A menu item as the screen holds it: a key of its own for dragging, every target's value kept while another kind is picked. */
interface Row {
  key: string;
  label: Partial<Record<Language, string>>;
  kind: Kind;
  page: string;
  form: string;
  url: string;
}

const HTTPS = /^https:\/\/[^/?#\\@\s]+(?:[/?#][^\s\\]*)?$/i;
let nextKey = 0;
const newKey = () => `item-${(nextKey += 1)}`;

function rowOf(item: MenuItem): Row {
  const { target } = item;
  return {
    key: newKey(),
    label: item.label,
    kind: target.kind,
    page: target.kind === 'page' ? target.id : '',
    form: target.kind === 'form' ? target.id : '',
    url: target.kind === 'url' ? target.url : '',
  };
}

function itemOf(row: Row): MenuItem {
  const label = Object.fromEntries(Object.entries(row.label).filter(([, text]) => (text ?? '').trim() !== ''));
  if (row.kind === 'page') return { label, target: { kind: 'page', id: row.page } };
  if (row.kind === 'form') return { label, target: { kind: 'form', id: row.form } };
  if (row.kind === 'url') return { label, target: { kind: 'url', url: row.url.trim() } };
  return { label, target: { kind: 'me' } };
}

/** A project's site menu: links with a label in each language to its pages, its forms, "My submissions" or another site, put in order and saved at its version. */
export function SiteMenusPage() {
  const { LL, locale } = useI18nContext();
  const texts = LL.pages.menu;
  const { company = '', project = '' } = useParams();
  const scope = { company, project };
  const projectRecord = useCached(ProjectGet, scope).data?.entity;
  const menu = useCached(MenuGet, scope);
  const pages = useCached(PageList, scope).data?.items ?? [];
  const forms = useCached(FormList, { ...scope, pageSize: PAGE_SIZE_MAX }).data?.items ?? [];
  const fallback: Language = projectRecord?.default_lang ?? locale;
  const languages: Language[] = projectRecord?.languages ?? [fallback];
  const [rows, setRows] = useState<Row[] | null>(null);
  const [version, setVersion] = useState(0);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [conflict, setConflict] = useState(false);
  const [busy, setBusy] = useState(false);
  const stored = menu.data?.entity;
  // The stored menu fills the screen once; a later read does not overwrite what is being edited.
  if (stored && rows === null) {
    setRows(stored.items.map(rowOf));
    setVersion(stored.version);
  }

  const update = (key: string, change: Partial<Row>) => setRows((current) => (current ?? []).map((row) => (row.key === key ? { ...row, ...change } : row)));
  const label = (row: Row, index: number) => localized(row.label, locale, fallback) || texts.item({ number: index + 1 });

  function check(list: Row[]): Record<string, string> {
    const found: Record<string, string> = {};
    list.forEach((row, index) => {
      if (!Object.values(row.label).some((text) => (text ?? '').trim() !== '')) found[`${index}.label`] = LL.pages.create.required();
      if (row.kind === 'page' && !row.page) found[`${index}.target`] = texts.pick();
      if (row.kind === 'form' && !row.form) found[`${index}.target`] = texts.pick();
      if (row.kind === 'url' && !HTTPS.test(row.url.trim())) found[`${index}.target`] = texts.urlInvalid();
    });
    return found;
  }

  async function save() {
    if (!rows) return;
    const problems = check(rows);
    setErrors(problems);
    setAlert(null);
    if (Object.keys(problems).length > 0) return;
    setBusy(true);
    const result = await call(MenuSave, { ...scope, items: rows.map(itemOf), ...(version > 0 ? { version } : {}) });
    setBusy(false);
    if (result.ok) {
      if (!result.queued) setVersion(result.data.entity.version);
      setConflict(false);
      noticeSuccess(texts.saved());
      return;
    }
    if (result.status === 409 && result.error?.code === 'conflict') {
      setConflict(true);
      const current = (result.current as { entity?: { items: MenuItem[]; version: number } } | undefined)?.entity;
      if (current) {
        setRows(current.items.map(rowOf));
        setVersion(current.version);
      }
      return;
    }
    setAlert(result.error?.message ?? LL.pages.unreachable());
  }

  const kinds: { value: Kind; label: string }[] = (['page', 'form', 'me', 'url'] as const).map((kind) => ({ value: kind, label: texts.kinds[kind]() }));
  const choose = (options: { value: string; label: string }[]) => [{ value: '', label: texts.pick() }, ...options];
  const add = () => setRows((current) => [...(current ?? []), { key: newKey(), label: {}, kind: 'page', page: '', form: '', url: '' }]);
  const full = (rows?.length ?? 0) >= PAGE_LIMITS.menuItems;

  let content;
  if (menu.settled && !menu.data) content = <NotLoaded offline={menu.error === null} onRetry={menu.reload} />;
  else if (rows === null) content = <FormSkeleton fields={4} />;
  else
    content = (
      <Stack gap="md">
        <FormAlert message={alert} />
        {conflict ? <Alert color="yellow">{texts.conflict()}</Alert> : null}
        {rows.length === 0 ? (
          <EmptyState title={texts.items()} message={texts.empty()} />
        ) : (
          <SortableList
            items={rows}
            idOf={(row) => row.key}
            labelOf={label}
            onChange={setRows}
            words={{
              handle: (name) => LL.pages.order.handle({ title: name }),
              moveUp: texts.moveUp(),
              moveDown: texts.moveDown(),
              picked: (name) => LL.pages.order.picked({ title: name }),
              movedOver: (name, position) => LL.pages.order.movedOver({ title: name, position }),
              dropped: (name, position) => LL.pages.order.dropped({ title: name, position }),
              cancelled: (name) => LL.pages.order.cancelled({ title: name }),
              instructions: LL.pages.order.help(),
            }}
          >
            {(row, index) => (
              <Stack gap="xs" data-menu-item={index}>
                <SimpleGrid cols={{ base: 1, sm: Math.min(languages.length, 3) }} spacing="xs">
                  {languages.map((lang) => (
                    <TextInput
                      key={lang}
                      lang={lang}
                      label={texts.label({ language: languageName(lang) })}
                      value={row.label[lang] ?? ''}
                      maxLength={PAGE_LIMITS.menuLabel}
                      error={lang === languages[0] ? errors[`${index}.label`] : undefined}
                      onChange={(event) => update(row.key, { label: { ...row.label, [lang]: event.currentTarget.value } })}
                    />
                  ))}
                </SimpleGrid>
                <Group align="flex-start" gap="xs" wrap="wrap">
                  <NativeSelect label={texts.target()} data={kinds} value={row.kind} onChange={(event) => update(row.key, { kind: event.currentTarget.value as Kind })} />
                  {row.kind === 'page' ? (
                    <NativeSelect
                      label={texts.page()}
                      data={choose(pages.map((page) => ({ value: page.id, label: pageTitle(page, locale, fallback) })))}
                      value={row.page}
                      error={errors[`${index}.target`]}
                      onChange={(event) => update(row.key, { page: event.currentTarget.value })}
                    />
                  ) : null}
                  {row.kind === 'form' ? (
                    <NativeSelect
                      label={texts.form()}
                      data={choose(forms.map((form) => ({ value: form.id, label: localized(form.title, locale, fallback) || form.slug })))}
                      value={row.form}
                      error={errors[`${index}.target`]}
                      onChange={(event) => update(row.key, { form: event.currentTarget.value })}
                    />
                  ) : null}
                  {row.kind === 'url' ? (
                    <TextInput
                      label={texts.url()}
                      description={texts.urlHelp()}
                      type="url"
                      value={row.url}
                      maxLength={PAGE_LIMITS.menuUrl}
                      error={errors[`${index}.target`]}
                      onChange={(event) => update(row.key, { url: event.currentTarget.value })}
                      style={{ flex: 1, minWidth: 220 }}
                    />
                  ) : null}
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    mt={28}
                    aria-label={`${texts.remove()}: ${label(row, index)}`}
                    onClick={() => setRows((current) => (current ?? []).filter((other) => other.key !== row.key))}
                  >
                    <IconTrash aria-hidden="true" size={16} />
                  </ActionIcon>
                </Group>
              </Stack>
            )}
          </SortableList>
        )}
        <Group justify="space-between" wrap="wrap">
          <Button variant="default" leftSection={<IconPlus aria-hidden="true" size={16} />} disabled={full} onClick={add}>
            {texts.add()}
          </Button>
          <Button loading={busy} onClick={() => void save()}>
            {texts.save()}
          </Button>
        </Group>
        {full ? <Text size="sm">{texts.tooMany()}</Text> : null}
      </Stack>
    );

  return (
    <Screen description={texts.description()}>
      {content}
    </Screen>
  );
}
