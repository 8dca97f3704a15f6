import crypto from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SetPreferredLang } from '../../contract/sign-in.ts';
import { validationMessage } from '../../contract/labels.ts';
import { ThemeLoad, ThemeSave, FIELD_LABELS as THEME_LABELS } from '../../contract/theme.ts';
import { DEFAULT_THEME_COLORS, DEFAULT_THEME_GRAPHICS } from '../../contract/theme-defaults.ts';
import { operationsLog } from '../../server/db/schema/installation.ts';
import { media } from '../../server/db/schema/media.ts';
import { themes } from '../../server/db/schema/theme.ts';
import { addOperator, expectOk, OPERATOR, signIn, signInAsAdmin } from './accounts.ts';
import { useTestServer } from './harness.ts';

const server = useTestServer();

const NEW_COLORS = JSON.stringify({ vuetify: { primary: '#8e24aa' }, pageTitles: { foreground: '#000', background: '#ffeb3b' } });
const BACKGROUND = '0b7c6f1e-3f4a-4c8e-9d2b-5a6e7f8091a2';
const NEW_GRAPHICS = JSON.stringify({ pages: { background: { mode: 'image', color: '#eeeeee', media_id: BACKGROUND } } });

// An installation theme graphic stored under the id NEW_GRAPHICS names.
async function storeBackground(): Promise<void> {
  const bytes = Buffer.from([0x89, 0x50, 0x4e, 0x47]);
  await server.db.insert(media).values({
    id: BACKGROUND,
    kind: 'theme',
    fileName: 'background.png',
    mime: 'image/png',
    size: bytes.length,
    sha256: crypto.createHash('sha256').update(bytes).digest('hex'),
    data: bytes,
    createdAt: server.clock.now(),
  });
}

async function installationTheme() {
  const [row] = await server.db
    .select()
    .from(themes)
    .where(and(eq(themes.scope, 'installation'), isNull(themes.ownerId)));
  return row!;
}

describe('admin/installation/theme/save', () => {
  it('lets the installation admin change the colours, which theme/load then answers to anyone', async () => {
    const admin = await signInAsAdmin(server);
    const before = await installationTheme();

    const answer = await admin.call(ThemeSave, { Theme_Colors: NEW_COLORS });

    expectOk(answer);
    expect(answer.body).toEqual({ Success: true });
    const loaded = await server.browser().call(ThemeLoad, {});
    // Merged over the defaults: the members the save left out keep the spec's values.
    expect(JSON.parse(loaded.body.Theme_Colors)).toEqual({
      ...DEFAULT_THEME_COLORS,
      vuetify: { ...DEFAULT_THEME_COLORS.vuetify, primary: '#8e24aa' },
      pageTitles: { foreground: '#000', background: '#ffeb3b' },
    });
    expect(JSON.parse(loaded.body.Theme_Graphics)).toEqual(DEFAULT_THEME_GRAPHICS);
    expect((await installationTheme()).version).toBe(before.version + 1);
  });

  it('keeps the text that is left out, and bumps the version on every save', async () => {
    const admin = await signInAsAdmin(server);
    const before = await installationTheme();

    await storeBackground();
    expectOk(await admin.call(ThemeSave, { Theme_Colors: NEW_COLORS }));
    expectOk(await admin.call(ThemeSave, { Theme_Graphics: NEW_GRAPHICS }));

    const after = await installationTheme();
    expect(JSON.parse(after.colors)).toEqual(JSON.parse(NEW_COLORS));
    expect(JSON.parse(after.graphics)).toEqual(JSON.parse(NEW_GRAPHICS));
    expect(after.version).toBe(before.version + 2);
  });

  it('takes an empty text as a return to the defaults', async () => {
    const admin = await signInAsAdmin(server);
    expectOk(await admin.call(ThemeSave, { Theme_Colors: NEW_COLORS }));

    expectOk(await admin.call(ThemeSave, { Theme_Colors: '' }));

    expect((await installationTheme()).colors).toBe('');
    const loaded = await server.browser().call(ThemeLoad, {});
    expect(JSON.parse(loaded.body.Theme_Colors)).toEqual(DEFAULT_THEME_COLORS);
  });

  it.each([
    ['not JSON', { Theme_Colors: '{"vuetify":' }, 'Theme_Colors'],
    ['a colour that is not a hex colour', { Theme_Colors: JSON.stringify({ vuetify: { primary: 'red' } }) }, 'Theme_Colors'],
    ['an unknown palette entry', { Theme_Colors: JSON.stringify({ vuetify: { purple: '#123456' } }) }, 'Theme_Colors'],
    ['a wrong-typed member', { Theme_Colors: JSON.stringify({ tooltips: { foreground: 12 } }) }, 'Theme_Colors'],
    ['a background mode other than color or image', { Theme_Graphics: JSON.stringify({ pages: { background: { mode: 'video' } } }) }, 'Theme_Graphics'],
    ['a media_id that is not a uuid', { Theme_Graphics: JSON.stringify({ logo: { media_id: '../../etc/passwd' } }) }, 'Theme_Graphics'],
    ['a JSON text that is not an object', { Theme_Graphics: '[1,2]' }, 'Theme_Graphics'],
  ])('refuses %s with the field\'s "not valid" message, and changes nothing', async (_case, input, field) => {
    const admin = await signInAsAdmin(server);
    const before = await installationTheme();

    const answer = await admin.call(ThemeSave, input);

    expect(answer.status).toBe(400);
    expect(answer.error?.code).toBe('validation_failed');
    expect(answer.error?.fields).toEqual({ [field]: validationMessage('invalid', field, 'it', undefined, THEME_LABELS) });
    expect(await installationTheme()).toEqual(before);
  });

  it('words the field message in the operator\'s preferred language', async () => {
    const admin = await signInAsAdmin(server);
    expectOk(await admin.call(SetPreferredLang, { lang: 'en' }));

    const answer = await admin.call(ThemeSave, { Theme_Colors: 'nope' });

    expect(answer.error?.fields).toEqual({ Theme_Colors: 'Colours field is not valid' });
  });

  it('refuses a signed-out visitor and an operator who is not an installation admin', async () => {
    await addOperator(server);
    const operator = await signIn(server, OPERATOR.email, OPERATOR.password);
    const before = await installationTheme();

    const anonymous = await server.browser().call(ThemeSave, { Theme_Colors: NEW_COLORS });
    const plain = await operator.call(ThemeSave, { Theme_Colors: NEW_COLORS });

    expect(anonymous.status).toBe(401);
    expect(plain.status).toBe(403);
    expect(plain.error?.code).toBe('forbidden');
    expect(await installationTheme()).toEqual(before);
    expect(JSON.parse((await installationTheme()).colors)).toEqual(DEFAULT_THEME_COLORS);
  });

  it('is written in the operations log against the installation theme', async () => {
    const admin = await signInAsAdmin(server);

    expectOk(await admin.call(ThemeSave, { Theme_Colors: NEW_COLORS }));

    const rows = await server.db.select().from(operationsLog).where(eq(operationsLog.endpoint, ThemeSave.path));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 200, target: 'theme:installation' });
  });
});
