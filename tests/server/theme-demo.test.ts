import { describe, expect, it } from 'vitest';
import { SiteGet } from '../../contract/public.ts';
import { ThemeLoad } from '../../contract/theme.ts';
import { contrastRatio } from '../../src/lib/theme/shades.ts';
import { themes } from '../../server/db/schema/theme.ts';
import { silentLogger } from '../../server/log.ts';
import { seedDemo } from '../../server/seed/demo.ts';
import { useTestServer } from './harness.ts';

const server = useTestServer();

describe("the demo's project theme", () => {
  it('gives Premio Aurora 2026 a deep teal over the installation theme, with page titles and buttons that read, once', async () => {
    await seedDemo(server.db, silentLogger, server.clock.now());
    await seedDemo(server.db, silentLogger, server.clock.now());

    const site = await server.browser().call(SiteGet, { company: 'aurora', project: 'premio-2026' });
    const colors = JSON.parse(site.body.theme.Theme_Colors);
    expect(colors.vuetify.primary).toBe('#00695C');
    expect(colors.vuetify.error).toBe('#FF5252');
    expect(contrastRatio(colors.pageTitles.foreground, colors.pageTitles.background)).toBeGreaterThanOrEqual(7);
    for (const fill of [colors.vuetify.primary, colors.vuetify.secondary, colors.vuetify.accent, colors.vuetify.info]) {
      expect(contrastRatio('#FFFFFF', fill), fill).toBeGreaterThanOrEqual(4.5);
    }
    expect(contrastRatio(colors.tooltips.foreground, colors.tooltips.background)).toBeGreaterThanOrEqual(4.5);
    const projectThemes = (await server.db.select().from(themes)).filter((row) => row.scope === 'project');
    expect(projectThemes).toHaveLength(1);
    expect(projectThemes[0]!.version).toBe(2);
    // The other projects keep the installation's look.
    const other = await server.browser().call(ThemeLoad, { company: 'aurora', project: 'borse-di-studio' });
    expect(JSON.parse(other.body.Theme_Colors).vuetify.primary).toBe('#1976D2');
  });
});
