import { describe, expect, it } from 'vitest';
import { attachmentDisposition, cleanFileName, downloadName } from '../../server/areas/media/names.ts';
import { declaredTypeLies, nameLies, sniffType } from '../../server/areas/media/sniff.ts';

describe('the name a file is kept under', () => {
  it.each([
    ['a plain name', 'Logo 2026.png', 'Logo 2026.png'],
    ['a name whose letters a right-to-left mark turns round', 'invoice\u202Egnp.exe', 'invoicegnp.exe'],
    ['control characters and a NUL', 'lo\u0000go\r\n.png', 'logo.png'],
    ['a lone surrogate', 'logo\ud800.png', 'logo\ufffd.png'],
    ['folders of either kind', 'C:\\Users\\me/logo.png', 'C:_Users_me_logo.png'],
    ['nothing left', '\u202E\u0001 ', 'file'],
  ])('keeps %s readable and inert', (_label, name, kept) => {
    expect(cleanFileName(name)).toBe(kept);
  });

  it('keeps at most 200 characters, never cutting a character in two', () => {
    const kept = cleanFileName('😀'.repeat(300));

    expect(Array.from(kept)).toHaveLength(200);
    // A lone half of a pair would not survive a round trip through UTF-8.
    expect(Buffer.from(kept, 'utf8').toString('utf8')).toBe(kept);
  });
});

describe('the name a download is offered under', () => {
  it.each([
    ['logo.png', 'image/png', 'logo.png'],
    ['photo.JPEG', 'image/jpeg', 'photo.JPEG'],
    ['page.html', 'image/png', 'page.png'],
    ['rules', 'application/pdf', 'rules.pdf'],
    ['.png', 'application/pdf', '.png.pdf'],
  ])('%s stored as %s is offered as %s', (name, type, offered) => {
    expect(downloadName(name, type)).toBe(offered);
  });

  it('quotes nothing a header could be broken with', () => {
    expect(attachmentDisposition('a"b\\c;d%e€.pdf', 'application/pdf')).toBe(
      `attachment; filename="a_b_c_d_e_.pdf"; filename*=UTF-8''a%22b_c%3Bd%25e%E2%82%AC.pdf`,
    );
  });
});

describe('what a file says of itself', () => {
  it('reads the type from the bytes alone', () => {
    expect(sniffType(Buffer.from('%PDF-1.7\n'))).toBe('application/pdf');
    expect(sniffType(Buffer.from('RIFF\u0000\u0000\u0000\u0000WEBPVP8 ', 'latin1'))).toBe('image/webp');
    expect(sniffType(Buffer.from('RIFF\u0000\u0000\u0000\u0000WAVEfmt ', 'latin1'))).toBeNull();
    expect(sniffType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg">'))).toBeNull();
  });

  it('lets a declared type or a name agree, or say nothing', () => {
    expect(declaredTypeLies('image/jpg', 'image/jpeg')).toBe(false);
    expect(declaredTypeLies('application/octet-stream', 'image/png')).toBe(false);
    expect(declaredTypeLies('image/svg+xml', 'image/png')).toBe(true);
    expect(nameLies('scan', 'application/pdf')).toBe(false);
    expect(nameLies('scan.PDF', 'application/pdf')).toBe(false);
    expect(nameLies('scan.pdf.html', 'application/pdf')).toBe(true);
  });
});
