import { START_STYLE_MARK } from './start-marks.ts';

/**
 * Switches on the page's style sheets, which index.html asks for without holding back its first
 * paint (scripts/styles-after-paint.ts), once each has loaded (or failed): the first render waits
 * for this, so no screen shows unstyled or moves when they arrive.
 */
export function startStyles(root: ParentNode = document): Promise<void> {
  const sheets = [...root.querySelectorAll<HTMLLinkElement>(`link[${START_STYLE_MARK}]`)];
  return Promise.all(
    sheets.map(
      (link) =>
        new Promise<void>((resolve) => {
          const on = () => {
            link.media = 'all';
            resolve();
          };
          if (link.sheet) return on();
          link.addEventListener('load', on, { once: true });
          link.addEventListener('error', on, { once: true });
        }),
    ),
  ).then(() => undefined);
}
