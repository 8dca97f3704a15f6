import type { OutputBundle } from 'rolldown';
import { describe, expect, it } from 'vitest';
import { preloadMissing } from '../../scripts/preload-missing.ts';

const chunk = (fileName: string, imports: string[]) => ({ type: 'chunk', fileName, imports });

// entry imports common, which imports runtime; a screen imports common and its own table.
const BUNDLE = {
  'entry.js': chunk('entry.js', ['common.js']),
  'common.js': chunk('common.js', ['runtime.js']),
  'runtime.js': chunk('runtime.js', []),
  'screen.js': chunk('screen.js', ['common.js', 'table.js']),
  'table.js': chunk('table.js', []),
  'style.css': { type: 'asset', fileName: 'style.css' },
} as unknown as OutputBundle;

function built() {
  const preload = preloadMissing();
  const hook = preload.plugin.generateBundle as { handler: (this: unknown, options: unknown, bundle: OutputBundle) => void };
  hook.handler.call({}, {}, BUNDLE);
  return preload;
}

describe('the preload list of a lazy import', () => {
  it('leaves out what the importing chunk has loaded, all the way down its static imports', () => {
    const { resolveDependencies } = built();

    expect(resolveDependencies('screen.js', ['screen.js', 'common.js', 'runtime.js', 'table.js'], { hostId: 'entry.js', hostType: 'js' })).toEqual([
      'screen.js',
      'table.js',
    ]);
  });

  it('keeps what the importer has not loaded', () => {
    const { resolveDependencies } = built();

    expect(resolveDependencies('screen.js', ['screen.js', 'common.js', 'runtime.js', 'table.js'], { hostId: 'runtime.js', hostType: 'js' })).toEqual([
      'screen.js',
      'common.js',
      'table.js',
    ]);
  });

  it("keeps an HTML page's list whole: nothing is loaded before its first files", () => {
    const { resolveDependencies } = built();

    expect(resolveDependencies('entry.js', ['common.js', 'runtime.js'], { hostId: 'index.html', hostType: 'html' })).toEqual(['common.js', 'runtime.js']);
  });
});
