// The part of gettext-parser (which ships no types) the translations' PO files use.
declare module 'gettext-parser' {
  export interface PoEntry {
    msgctxt?: string;
    msgid: string;
    msgid_plural?: string;
    msgstr: string[];
    comments?: { translator?: string; extracted?: string; reference?: string; flag?: string; previous?: string };
  }
  export interface PoData {
    charset: string;
    headers: Record<string, string>;
    translations: Record<string, Record<string, PoEntry>>;
  }
  export const po: {
    parse(input: string | Buffer, options?: { defaultCharset?: string; validation?: boolean }): PoData;
    compile(data: PoData, options?: { foldLength?: number; sort?: boolean; escapeCharacters?: boolean }): Buffer;
  };
}
