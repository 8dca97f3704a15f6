// A chart on screen as a PNG file: its SVG drawn on a canvas. The chart's colours and fonts come
// from the page's CSS (Mantine's variables), which an SVG drawn alone does not have: each element
// takes its computed style inline first.
import { saveFile } from '../../../lib/save-file.ts';
import { asciiName } from '../../../../contract/slug.ts';

const SVG_NS = 'http://www.w3.org/2000/svg';

// What gives a chart its look; the rest of an element's computed style changes nothing in an SVG.
const STYLE_PROPERTIES = [
  'fill',
  'fill-opacity',
  'stroke',
  'stroke-width',
  'stroke-opacity',
  'stroke-dasharray',
  'opacity',
  'font-family',
  'font-size',
  'font-weight',
  'text-anchor',
  'dominant-baseline',
  'visibility',
  'display',
] as const;

/** The size a chart's PNG is drawn at, and what goes above the chart. */
export interface PngOptions {
  width: number;
  height: number;
  /** Drawn above the chart, so the file says what it shows. */
  title?: string;
  /** Pixels per CSS pixel: 2 keeps the text sharp on a slide. */
  scale?: number;
  background?: string;
}

/**
 * The SVG's markup standing on its own: the namespace, its size, a background, and every
 * element's look inline (so `var(--mantine-color-blue-6)` is the colour it resolves to here).
 */
export function standaloneSvg(svg: SVGSVGElement, { width, height, background = '#ffffff' }: Pick<PngOptions, 'width' | 'height' | 'background'>): string {
  const copy = svg.cloneNode(true) as SVGSVGElement;
  const sources = [svg, ...svg.querySelectorAll('*')];
  const targets = [copy, ...copy.querySelectorAll('*')];
  sources.forEach((source, index) => {
    const target = targets[index] as SVGElement | undefined;
    if (!target) return;
    const computed = getComputedStyle(source);
    const inline = STYLE_PROPERTIES.map((property) => [property, computed.getPropertyValue(property)] as const).filter(([, value]) => value !== '');
    const own = target.getAttribute('style')?.replace(/;\s*$/, '');
    target.setAttribute('style', [own, ...inline.map(([property, value]) => `${property}:${value}`)].filter(Boolean).join(';'));
  });
  copy.setAttribute('width', String(width));
  copy.setAttribute('height', String(height));
  if (!copy.getAttribute('viewBox')) copy.setAttribute('viewBox', `0 0 ${width} ${height}`);
  const backdrop = document.createElementNS(SVG_NS, 'rect');
  backdrop.setAttribute('width', '100%');
  backdrop.setAttribute('height', '100%');
  backdrop.setAttribute('fill', background);
  copy.insertBefore(backdrop, copy.firstChild);
  const markup = new XMLSerializer().serializeToString(copy);
  // The serializer names the SVG namespace itself; an image needs it, so it is added where it did not.
  return /^<svg[^>]*\sxmlns="/.test(markup) ? markup : markup.replace(/^<svg/, `<svg xmlns="${SVG_NS}"`);
}

/** A file name from a chart's title: lower case letters, digits and dashes, ending in `.png`. */
export function pngFileName(title: string): string {
  return `${asciiName(title, '-', 60) || 'chart'}.png`;
}

const TITLE_SPACE = 40;

function loadImage(url: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('The chart could not be drawn'));
    image.src = url;
  });
}

/** Draws an SVG's markup (with a title above it) on a canvas and gives the PNG. */
export async function svgToPng(markup: string, { width, height, title, scale = 2, background = '#ffffff' }: PngOptions): Promise<Blob> {
  const url = URL.createObjectURL(new Blob([markup], { type: 'image/svg+xml;charset=utf-8' }));
  try {
    const image = await loadImage(url);
    const top = title ? TITLE_SPACE : 0;
    const canvas = document.createElement('canvas');
    canvas.width = Math.ceil(width * scale);
    canvas.height = Math.ceil((height + top) * scale);
    const context = canvas.getContext('2d');
    if (!context) throw new Error('No canvas to draw on');
    context.scale(scale, scale);
    context.fillStyle = background;
    context.fillRect(0, 0, width, height + top);
    if (title) {
      context.fillStyle = '#1a1b1e';
      context.font = '600 16px system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';
      context.textBaseline = 'middle';
      context.fillText(title, 8, TITLE_SPACE / 2, width - 16);
    }
    context.drawImage(image, 0, top, width, height);
    return await new Promise<Blob>((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('No PNG made'))), 'image/png'));
  } finally {
    URL.revokeObjectURL(url);
  }
}

/** Saves the chart drawn inside `container` as a PNG named after its title; false when there is no chart to draw. */
export async function downloadChartPng(container: HTMLElement, title: string): Promise<boolean> {
  const svg = container.querySelector('svg.recharts-surface') ?? container.querySelector('svg');
  if (!(svg instanceof SVGSVGElement)) return false;
  const box = svg.getBoundingClientRect();
  const width = Math.round(box.width) || Number(svg.getAttribute('width')) || 600;
  const height = Math.round(box.height) || Number(svg.getAttribute('height')) || 300;
  const blob = await svgToPng(standaloneSvg(svg, { width, height }), { width, height, title });
  saveFile(blob, pngFileName(title));
  return true;
}
