import { saveFile } from '../../lib/save-file.ts';

/** Offers a value as a JSON file to save, under a name. */
export function downloadJson(value: unknown, fileName: string): void {
  saveFile(new Blob([`${JSON.stringify(value, null, 2)}\n`], { type: 'application/json' }), fileName);
}
