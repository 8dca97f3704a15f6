// The room a bar fixed at the foot of the page takes: the page keeps that much free at its
// bottom, and a control focused under the bar scrolls up above it, so nothing is ever hidden.
const SPACE = '--pub-banner-space';

/** Keeps the page's bottom free for `bar` while it shows; the returned function gives the room back. */
export function reserveBottom(bar: HTMLElement): () => void {
  const root = document.documentElement;
  // offsetHeight rounds a fractional height down, which would leave the bar a fraction of a pixel over
  // the control; the box's exact height, rounded up, never does.
  const measure = () => root.style.setProperty(SPACE, `${Math.ceil(bar.getBoundingClientRect().height)}px`);
  measure();
  const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
  observer?.observe(bar);
  window.addEventListener('resize', measure);
  const focused = (event: FocusEvent) => {
    const target = event.target;
    if (!(target instanceof HTMLElement) || bar.contains(target)) return;
    // The page's scroll-padding (the bar's height) makes the browser stop the control above the bar.
    if (target.getBoundingClientRect().bottom > bar.getBoundingClientRect().top) target.scrollIntoView?.({ block: 'nearest' });
  };
  document.addEventListener('focusin', focused);
  return () => {
    observer?.disconnect();
    window.removeEventListener('resize', measure);
    document.removeEventListener('focusin', focused);
    root.style.removeProperty(SPACE);
  };
}
