import { describe, expect, it } from 'vitest';
import { toCsv } from './csv.ts';

describe('toCsv', () => {
  it('quotes cells with commas, quotes and line breaks, and ends lines with CRLF', () => {
    expect(toCsv(['a', 'b'], [['x,y', 'say "hi"'], ['two\nlines', null]])).toBe('a,b\r\n"x,y","say ""hi"""\r\n"two\nlines",\r\n');
  });

  it('defuses cells a spreadsheet would run as formulas', () => {
    expect(toCsv(['a'], [['=HYPERLINK("http://x")'], ['+1'], ['-2'], ['@SUM(A1)']])).toBe(
      'a\r\n"\'=HYPERLINK(""http://x"")"\r\n\'+1\r\n\'-2\r\n\'@SUM(A1)\r\n',
    );
  });

  it('writes objects as JSON', () => {
    expect(toCsv(['s'], [[{ name: 'Acme' }]])).toBe('s\r\n"{""name"":""Acme""}"\r\n');
  });
});

describe('defused', () => {
  it('leaves numbers as numbers, a negative one included', () => {
    expect(toCsv(['n'], [[-2], [3.5]])).toBe('n\r\n-2\r\n3.5\r\n');
  });
});
