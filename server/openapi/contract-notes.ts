import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** What the contract's source says of one endpoint besides its schemas: its area, its export name, its doc comment. */
export interface EndpointNote {
  /** The contract file that declares it (`companies` for contract/companies.ts): the area. */
  area: string;
  /** The name it is exported under (`CompanySave`). */
  name: string;
  /** Its doc comment, as paragraphs of plain text. */
  doc: string;
}

const CONTRACT_DIR = fileURLToPath(new URL('../../contract/', import.meta.url));

// `/** doc */ export const Name = endpoint({ ... path: 'a/b', ...`: the doc comment is optional.
const DECLARATION = /(?:\/\*\*((?:(?!\*\/)[\s\S])*)\*\/\s*)?export const (\w+) = endpoint\(\{[\s\S]*?\bpath: '([^']+)'/g;

/**
 * Reads the contract's files for the area, name and doc comment of each endpoint, by path.
 * The doc comments are the contract's own words for integrators; an endpoint declared in
 * another form is simply described without them.
 */
export function readContractNotes(dir: string = CONTRACT_DIR): Map<string, EndpointNote> {
  const notes = new Map<string, EndpointNote>();
  const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((file) => file.endsWith('.ts')).sort() : [];
  for (const file of files) {
    const source = fs.readFileSync(path.join(dir, file), 'utf8');
    for (const match of source.matchAll(DECLARATION)) {
      notes.set(match[3]!, { area: file.slice(0, -'.ts'.length), name: match[2]!, doc: plainDoc(match[1] ?? '') });
    }
  }
  return notes;
}

// A doc comment without its stars; its lines joined into paragraphs.
function plainDoc(comment: string): string {
  return comment
    .split('\n')
    .map((line) => line.replace(/^\s*\*\s?/, '').trim())
    .join('\n')
    .trim()
    .split(/\n{2,}/)
    .map((paragraph) => paragraph.replace(/\s*\n\s*/g, ' '))
    .join('\n\n');
}

/** The first sentence of a doc comment, for a summary line. */
export function firstSentence(doc: string): string {
  const paragraph = doc.split('\n\n')[0] ?? '';
  const end = paragraph.search(/\.(\s|$)/);
  return (end === -1 ? paragraph : paragraph.slice(0, end + 1)).trim();
}
