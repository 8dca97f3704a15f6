import { useEffect, useState } from 'react';
import type { ThemeGraphics } from '../../../contract/theme-defaults.ts';
import { imageUrl } from './build-theme.ts';

/** A box of a page, in CSS pixels from its top left corner. */
export interface Area {
  x: number;
  y: number;
  width: number;
  height: number;
}

// The side of the square whose average colour is one sample: about a line of text.
const BLOCK = 16;

/** The widths the page is checked at: a phone's, a tablet's, a desktop's. */
export const SAMPLED_WIDTHS = [390, 768, 1280] as const;

/**
 * Where text stands straight on the page background at a width: the landing page's column (its
 * title, menu and paragraphs, up to 880 px wide and centred) over the first 600 pixels.
 */
export function textAreas(width: number): Area[] {
  const column = Math.min(880, width - 32);
  return [{ x: Math.round((width - column) / 2), y: 0, width: column, height: 600 }];
}

function hex(r: number, g: number, b: number): string {
  return '#' + [r, g, b].map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('');
}

/**
 * The average colours of the squares of `areas` in RGBA pixels `data` of a `width`-wide image,
 * each composed over white (a transparent pixel shows the white page under it).
 */
export function blockColors(data: Uint8ClampedArray, width: number, areas: readonly Area[]): string[] {
  const colors: string[] = [];
  for (const area of areas) {
    for (let top = area.y; top < area.y + area.height; top += BLOCK) {
      for (let left = area.x; left < area.x + area.width; left += BLOCK) {
        let [r, g, b, n] = [0, 0, 0, 0];
        for (let y = top; y < Math.min(top + BLOCK, area.y + area.height); y++) {
          for (let x = left; x < Math.min(left + BLOCK, area.x + area.width); x++) {
            const at = (y * width + x) * 4;
            const alpha = data[at + 3]! / 255;
            r += data[at]! * alpha + 255 * (1 - alpha);
            g += data[at + 1]! * alpha + 255 * (1 - alpha);
            b += data[at + 2]! * alpha + 255 * (1 - alpha);
            n++;
          }
        }
        if (n > 0) colors.push(hex(r / n, g / n, b / n));
      }
    }
  }
  return colors;
}

// The image drawn as the page draws it: repeating, centred at the top.
function drawTiled(context: CanvasRenderingContext2D, image: HTMLImageElement, width: number, height: number): void {
  const w = image.naturalWidth;
  const h = image.naturalHeight;
  if (w === 0 || h === 0) return;
  let start = (width - w) / 2;
  while (start > 0) start -= w;
  for (let y = 0; y < height; y += h) {
    for (let x = start; x < width; x += w) context.drawImage(image, x, y);
  }
}

/** The colours of an image under the text areas of a page at each checked width; empty when it cannot be read. */
export async function sampleImage(url: string): Promise<string[]> {
  const image = new Image();
  image.src = url;
  try {
    await image.decode();
  } catch {
    return [];
  }
  const samples: string[] = [];
  for (const width of SAMPLED_WIDTHS) {
    const areas = textAreas(width);
    const height = Math.max(...areas.map((area) => area.y + area.height));
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d', { willReadFrequently: true });
    if (!context) return [];
    drawTiled(context, image, width, height);
    samples.push(...blockColors(context.getImageData(0, 0, width, height).data, width, areas));
  }
  return samples;
}

/** The samples of the page's background image under its text, once read; empty for a colour background. */
export function useBackgroundSamples(graphics: ThemeGraphics): string[] {
  const background = graphics.pages.background;
  const id = background.mode === 'image' ? background.media_id : null;
  const [samples, setSamples] = useState<{ id: string; colors: string[] } | null>(null);
  useEffect(() => {
    if (!id) return;
    let live = true;
    void sampleImage(imageUrl(id)).then((colors) => {
      if (live) setSamples({ id, colors });
    });
    return () => {
      live = false;
    };
  }, [id]);
  return id && samples?.id === id ? samples.colors : [];
}
