const BYTE_UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte', 'terabyte'] as const;

/** A size in the largest unit that keeps it at 1 or more, worded by the locale ("12.5 MB"). */
export function formatBytes(bytes: number, locale: string): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < BYTE_UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: BYTE_UNITS[unit],
    unitDisplay: unit === 0 ? 'long' : 'short',
    maximumFractionDigits: unit === 0 ? 0 : 1,
  }).format(value);
}

/** A duration as its two largest parts, worded by the locale ("3 days, 4 hr"). */
export function formatUptime(seconds: number, locale: string): string {
  const parts: [number, 'day' | 'hour' | 'minute' | 'second'][] = [
    [Math.floor(seconds / 86_400), 'day'],
    [Math.floor((seconds % 86_400) / 3600), 'hour'],
    [Math.floor((seconds % 3600) / 60), 'minute'],
    [Math.floor(seconds % 60), 'second'],
  ];
  const first = Math.max(0, parts.findIndex(([amount]) => amount > 0));
  const shown = parts.slice(first, first + 2).filter(([amount], index) => index === 0 || amount > 0);
  const words = shown.map(([amount, unit]) => new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'short' }).format(amount));
  return new Intl.ListFormat(locale, { style: 'narrow', type: 'unit' }).format(words);
}
