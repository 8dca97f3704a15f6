import { markedKeys } from '../../lib/text-markers.ts';

// The attributes whose words a person reads or hears: a field's placeholder, an icon button's name.
const ATTRIBUTES = ['placeholder', 'aria-label', 'title', 'alt', 'value'];

function caretNode(x: number, y: number): Node | null {
  const position = (document as Document & { caretPositionFromPoint?(x: number, y: number): { offsetNode: Node } | null }).caretPositionFromPoint?.(x, y);
  if (position) return position.offsetNode;
  return (document as Document & { caretRangeFromPoint?(x: number, y: number): Range | null }).caretRangeFromPoint?.(x, y)?.startContainer ?? null;
}

/**
 * The key of the text at a point of the screen, read from the text's invisible marker: the text
 * node under the point, else the element's own texts, its attributes, then the words inside it.
 */
export function keyAtPoint(target: Element, x: number, y: number): string | null {
  const node = caretNode(x, y);
  if (node && node.nodeType === Node.TEXT_NODE && target.contains(node)) {
    const [key] = markedKeys(node.textContent ?? '');
    if (key) return key;
  }
  for (let element: Element | null = target; element && element !== document.body; element = element.parentElement) {
    for (const child of element.childNodes) {
      if (child.nodeType !== Node.TEXT_NODE) continue;
      const [key] = markedKeys(child.textContent ?? '');
      if (key) return key;
    }
    for (const name of ATTRIBUTES) {
      const [key] = markedKeys(element.getAttribute(name) ?? '');
      if (key) return key;
    }
    const [inside] = markedKeys(element.textContent ?? '');
    if (inside) return inside;
  }
  return null;
}

/** The keys of every marked text under a node, its attributes' included. */
export function keysUnder(root: Element): Set<string> {
  const keys = new Set<string>();
  for (const key of markedKeys(root.textContent ?? '')) keys.add(key);
  for (const element of root.querySelectorAll('[placeholder], [aria-label], [title], [alt]')) {
    for (const name of ATTRIBUTES) for (const key of markedKeys(element.getAttribute(name) ?? '')) keys.add(key);
  }
  return keys;
}
