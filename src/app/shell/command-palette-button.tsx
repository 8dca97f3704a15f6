import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Kbd.css';
import './command-palette-button.css';
import { Button, Kbd, Text } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useI18nContext } from '../../../i18n/i18n-react';

// The palette and Mantine's Spotlight load on the first Ctrl+K or click: the shell's first load does not carry them.
const CommandPalette = lazy(() => import('./command-palette.tsx'));

const MAC = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

/** The header's search button and the Ctrl+K (⌘K) shortcut, both opening the command palette. */
export function CommandPaletteButton() {
  const { LL } = useI18nContext();
  // Counts the requests: each one opens the palette again, once it is loaded.
  const [requests, setRequests] = useState(0);
  const ask = () => setRequests((count) => count + 1);
  useHotkeys([['mod+K', ask]], []);

  return (
    <>
      <Button
        variant="default"
        size="xs"
        px="xs"
        onClick={ask}
        aria-label={LL.shell.palette.open()}
        aria-keyshortcuts={MAC ? 'Meta+K' : 'Control+K'}
        leftSection={<IconSearch size={16} stroke={1.6} aria-hidden />}
        styles={{ section: { marginInlineEnd: 0 } }}
      >
        <Text span size="xs" visibleFrom="md" ml={6}>
          {LL.shell.palette.button()}
        </Text>
        <Kbd size="xs" visibleFrom="md" ml={8} aria-hidden className="bo-shortcut" data-keys={MAC ? '⌘ K' : 'Ctrl K'} />
      </Button>
      {requests > 0 && (
        <Suspense fallback={null}>
          <CommandPalette request={requests} />
        </Suspense>
      )}
    </>
  );
}
