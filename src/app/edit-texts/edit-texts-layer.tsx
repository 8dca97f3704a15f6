import '@mantine/core/styles/Affix.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Text.css';
import { Affix, Button, Group, Paper, Text } from '@mantine/core';
import { IconList, IconX } from '@tabler/icons-react';
import { lazy, Suspense, useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { OperatorCurrent } from '../../../contract/sign-in.ts';
import { useI18nContext } from '../../../i18n/i18n-react';
import { useCached } from '../../lib/cache/use-cached.ts';
import { setTextTransform } from '../../lib/i18n.ts';
import { recordScreenTexts } from '../../lib/screen-texts.ts';
import { markDictionary } from '../../lib/text-markers.ts';
import { setEditTexts, useEditTextsStore } from './edit-texts-state.ts';
import { keyAtPoint, keysUnder } from './text-at-point.ts';

const TextOverrideDialog = lazy(async () => ({ default: (await import('../../components/text-override-dialog.tsx')).TextOverrideDialog }));

/** The list of texts narrowed to those a screen showed. */
export const screenTextsPath = (pathname: string) => `/app/in/admin/i18n/translations?screen=${encodeURIComponent(pathname)}`;

// A press held this long on a touch screen opens the text under the finger.
const LONG_PRESS_MS = 550;
const MOVE_TOLERANCE = 10;
// The layer's own words are not the screen's.
const IGNORE = '[data-edit-texts-ignore]';

function useMarkedTexts(): void {
  useEffect(() => {
    setTextTransform((dictionary) => markDictionary(dictionary));
    return () => setTextTransform(null);
  }, []);
}

function open(key: string): void {
  useEditTextsStore.setState({ editing: key });
}

// Alt-click, or a long press on a touch screen, on a marked text opens its dialog instead of what the click would do.
function useTextPicking(): void {
  useEffect(() => {
    let press: { timer: number; x: number; y: number } | null = null;
    let swallowClick = false;
    const cancel = () => {
      if (press) window.clearTimeout(press.timer);
      press = null;
    };
    const onClick = (event: MouseEvent) => {
      if (swallowClick) {
        swallowClick = false;
        event.preventDefault();
        event.stopPropagation();
        return;
      }
      if (!event.altKey || !(event.target instanceof Element) || event.target.closest(IGNORE)) return;
      const key = keyAtPoint(event.target, event.clientX, event.clientY);
      if (!key) return;
      event.preventDefault();
      event.stopPropagation();
      open(key);
    };
    const onPointerDown = (event: PointerEvent) => {
      if (event.pointerType === 'mouse' || !(event.target instanceof Element) || event.target.closest(IGNORE)) return;
      cancel();
      const target = event.target;
      const { clientX: x, clientY: y } = event;
      press = {
        x,
        y,
        timer: window.setTimeout(() => {
          press = null;
          const key = keyAtPoint(target, x, y);
          if (!key) return;
          swallowClick = true;
          open(key);
        }, LONG_PRESS_MS),
      };
    };
    const onPointerMove = (event: PointerEvent) => {
      if (press && Math.hypot(event.clientX - press.x, event.clientY - press.y) > MOVE_TOLERANCE) cancel();
    };
    const onContextMenu = (event: Event) => {
      if (swallowClick) event.preventDefault();
    };
    document.addEventListener('click', onClick, true);
    document.addEventListener('pointerdown', onPointerDown, true);
    document.addEventListener('pointermove', onPointerMove, true);
    document.addEventListener('pointerup', cancel, true);
    document.addEventListener('pointercancel', cancel, true);
    document.addEventListener('contextmenu', onContextMenu, true);
    return () => {
      cancel();
      document.removeEventListener('click', onClick, true);
      document.removeEventListener('pointerdown', onPointerDown, true);
      document.removeEventListener('pointermove', onPointerMove, true);
      document.removeEventListener('pointerup', cancel, true);
      document.removeEventListener('pointercancel', cancel, true);
      document.removeEventListener('contextmenu', onContextMenu, true);
    };
  }, []);
}

// The keys each screen shows are recorded as it renders, for "the texts of this screen".
function useScreenRecording(pathname: string): void {
  useEffect(() => {
    let timer = 0;
    const record = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => {
        const keys = keysUnder(document.body);
        for (const layer of document.querySelectorAll(`${IGNORE}, [role="dialog"]`)) for (const key of keysUnder(layer)) keys.delete(key);
        recordScreenTexts(pathname, keys);
      }, 300);
    };
    const observer = new MutationObserver(record);
    observer.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true, attributeFilter: ['aria-label', 'placeholder', 'title'] });
    record();
    return () => {
      window.clearTimeout(timer);
      observer.disconnect();
    };
  }, [pathname]);
}

/**
 * The texts edited in place, while an installation admin has it on: every text carries its key
 * invisibly, Alt-click (or a long press) on one opens its override dialog in the screen's
 * language, and a save shows on the screen at once. A bar says so, with the screen's texts and Stop.
 */
export function EditTextsLayer() {
  const operator = useCached(OperatorCurrent);
  // Only an installation admin edits the texts; another who signs in in this tab never sees the mode.
  return operator.data?.entity.installation_admin ? <EditingTexts /> : null;
}

function EditingTexts() {
  const { LL, locale } = useI18nContext();
  const words = LL.shell.editTexts;
  const editing = useEditTextsStore((state) => state.editing);
  const { pathname } = useLocation();
  useMarkedTexts();
  useTextPicking();
  useScreenRecording(pathname);
  return (
    <>
      <Affix position={{ bottom: 16, left: 16 }} zIndex={250}>
        <Paper withBorder shadow="md" p="xs" maw="min(560px, calc(100vw - 32px))" data-edit-texts-ignore role="region" aria-label={words.toggle()}>
          <Text size="sm">{words.on()}</Text>
          <Group gap="xs" mt={6} wrap="wrap">
            <Button size="xs" variant="default" component={Link} to={screenTextsPath(pathname)} leftSection={<IconList aria-hidden="true" size={14} />}>
              {words.screenTexts()}
            </Button>
            <Button size="xs" variant="default" onClick={() => setEditTexts(false)} leftSection={<IconX aria-hidden="true" size={14} />}>
              {words.stop()}
            </Button>
          </Group>
        </Paper>
      </Affix>
      {editing && (
        <Suspense fallback={null}>
          <div data-edit-texts-ignore>
            <TextOverrideDialog textKey={editing} lang={locale} onClose={() => useEditTextsStore.setState({ editing: null })} />
          </div>
        </Suspense>
      )}
    </>
  );
}
