import { afterEach, describe, expect, it, vi } from 'vitest';
import { pngFileName, standaloneSvg, svgToPng } from '../../src/areas/results/dashboard/chart-png.ts';

const SVG_NS = 'http://www.w3.org/2000/svg';

function chart(): SVGSVGElement {
  const svg = document.createElementNS(SVG_NS, 'svg');
  svg.setAttribute('class', 'recharts-surface');
  const bar = document.createElementNS(SVG_NS, 'rect');
  bar.setAttribute('width', '40');
  bar.setAttribute('height', '100');
  bar.style.fill = 'rgb(25, 118, 210)';
  const label = document.createElementNS(SVG_NS, 'text');
  label.textContent = 'Arte & scienza';
  label.style.fontSize = '12px';
  svg.append(bar, label);
  document.body.append(svg);
  return svg;
}

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('a chart saved as a PNG', () => {
  it('is an SVG standing on its own first: namespace, size, a white background, each element’s look inline', () => {
    const markup = standaloneSvg(chart(), { width: 600, height: 240 });
    const parsed = new DOMParser().parseFromString(markup, 'image/svg+xml').documentElement;
    expect(parsed.namespaceURI).toBe(SVG_NS);
    expect(parsed.getAttribute('width')).toBe('600');
    expect(parsed.getAttribute('height')).toBe('240');
    expect(parsed.getAttribute('viewBox')).toBe('0 0 600 240');
    // The backdrop comes first, under everything.
    const [backdrop, bar, label] = [...parsed.children];
    expect(backdrop!.getAttribute('fill')).toBe('#ffffff');
    expect(bar!.getAttribute('style')).toContain('fill:rgb(25, 118, 210)');
    expect(label!.getAttribute('style')).toContain('font-size:12px');
    // Text is escaped, so the file stays well formed.
    expect(markup).toContain('Arte &amp; scienza');
  });

  it('leaves the chart on screen as it was', () => {
    const svg = chart();
    const before = svg.outerHTML;
    standaloneSvg(svg, { width: 600, height: 240 });
    expect(svg.outerHTML).toBe(before);
  });

  it('is drawn on a canvas twice as sharp, the title above the chart', async () => {
    const drawn: string[] = [];
    const context = {
      scale: (x: number, y: number) => drawn.push(`scale ${x} ${y}`),
      fillRect: (x: number, y: number, w: number, h: number) => drawn.push(`fill ${x} ${y} ${w} ${h}`),
      fillText: (text: string, x: number, y: number) => drawn.push(`text ${text} ${x} ${y}`),
      drawImage: (_image: unknown, x: number, y: number, w: number, h: number) => drawn.push(`image ${x} ${y} ${w} ${h}`),
      set fillStyle(_value: string) {},
      set font(_value: string) {},
      set textBaseline(_value: string) {},
    };
    const canvas = document.createElement('canvas');
    vi.spyOn(canvas, 'getContext').mockReturnValue(context as unknown as CanvasRenderingContext2D);
    vi.spyOn(canvas, 'toBlob').mockImplementation((callback) => callback(new Blob(['png'], { type: 'image/png' })));
    const create = document.createElement.bind(document);
    vi.spyOn(document, 'createElement').mockImplementation((tag: string) => (tag === 'canvas' ? canvas : create(tag)));
    // The browser loads the SVG as an image; here it loads at once.
    vi.stubGlobal(
      'Image',
      class {
        onload: (() => void) | null = null;
        set src(_url: string) {
          queueMicrotask(() => this.onload?.());
        }
      },
    );
    URL.createObjectURL ??= () => 'blob:chart';
    URL.revokeObjectURL ??= () => undefined;

    const blob = await svgToPng('<svg xmlns="http://www.w3.org/2000/svg"/>', { width: 600, height: 240, title: 'Category' });

    expect(blob.type).toBe('image/png');
    expect([canvas.width, canvas.height]).toEqual([1200, 560]);
    expect(drawn).toEqual(['scale 2 2', 'fill 0 0 600 280', 'text Category 8 20', 'image 0 40 600 240']);
    vi.unstubAllGlobals();
  });

  it('is named after the chart, in letters every file system takes', () => {
    expect(pngFileName('Budget richiesto (€)')).toBe('budget-richiesto.png');
    expect(pngFileName('À che punto è?')).toBe('a-che-punto-e.png');
    expect(pngFileName('???')).toBe('chart.png');
  });
});
