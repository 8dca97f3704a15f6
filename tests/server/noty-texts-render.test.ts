import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../contract/languages.ts';
import { NOTIFICATIONS, notificationOf, type Notification, type NotificationKey } from '../../contract/notification-catalog.ts';
import { RichTextDoc } from '../../contract/rich-text.ts';
import type { RichTextDocument } from '../../contract/rich-text-model.ts';
import { checkText } from '../../server/areas/notifications/text-checks.ts';
import { sampleValues } from '../../server/areas/notifications/text-samples.ts';
import { builtinHash, builtinText } from '../../server/mail/builtin-texts.ts';
import { renderNotification } from '../../server/mail/notification-render.ts';

const PLACE = { base: 'https://bo.example.com' };
const BASE = 'https://bo.example.com';
const doc = (...content: RichTextDocument['content']): RichTextDocument => ({ type: 'doc', content });
const words = (text: string) => ({ type: 'paragraph' as const, content: [{ type: 'text' as const, text }] });
const of = (key: NotificationKey) => notificationOf(key)!;

describe('the built-in texts', () => {
  it('exist for every notification in every language, pass the checks a save makes, and keep their code or link on a line of its own', () => {
    for (const notification of NOTIFICATIONS as readonly Notification[]) {
      for (const lang of LANGUAGES) {
        const text = builtinText(notification.key as NotificationKey, lang);
        const label = `${notification.key} ${lang}`;
        expect(text.subject.trim(), label).not.toBe('');
        // An operator who opens the built-in text and saves it unchanged is never refused.
        expect(RichTextDoc.safeParse(text.body).success, label).toBe(true);
        expect(() => checkText(notification, text), label).not.toThrow();
        const mail = renderNotification(notification, text, lang, sampleValues(notification, lang, BASE), PLACE);
        expect(mail.html, label).toContain(`<html lang="${lang}">`);
        expect(mail.text, label).not.toMatch(/\{\{|\}\}/);
        if (notification.variables.some((variable) => variable.name === 'pin')) expect(mail.text, label).toMatch(/^ {4}123456$/m);
        if (notification.variables.some((variable) => variable.name === 'code')) expect(mail.text, label).toMatch(/^ {4}654321$/m);
        if (notification.variables.some((variable) => variable.name === 'link')) expect(mail.text, label).toMatch(new RegExp(`^${BASE}/app/out/example$`, 'm'));
      }
    }
  });

  it('hash to a value of their own per notification and language', () => {
    const hashes = new Set((NOTIFICATIONS as readonly Notification[]).flatMap((n) => LANGUAGES.map((lang) => builtinHash(n.key as NotificationKey, lang))));
    expect(hashes.size).toBe(NOTIFICATIONS.length * LANGUAGES.length);
    expect(builtinHash('operator.pin', 'it')).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('a text filled with hostile values', () => {
  it('escapes every value, links only an address that may be linked, and keeps the subject on one line', () => {
    const text = { subject: 'Hi {{first_name}}', body: doc(words('Hello {{first_name}}, {{form}}'), words('{{link}}')) };
    const mail = renderNotification(
      of('respondent.invitation'),
      { subject: 'Join {{form}}', body: text.body },
      'en',
      { form: 'x\r\nBcc: victim@example.org <script>alert(1)</script>', link: 'javascript:alert(1)', project: 'P' },
      PLACE,
    );
    expect(mail.subject).toBe('Join x Bcc: victim@example.org <script>alert(1)</script>');
    expect(mail.subject).not.toMatch(/[\r\n]/);
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail.html).not.toContain('href="javascript');
    expect(mail.html).toContain('<p>javascript:alert(1)</p>');
  });

  it('drops the space before a value that is empty, so a greeting without a name reads whole', () => {
    const mail = renderNotification(of('respondent.receipt'), builtinText('respondent.receipt', 'es'), 'es', { first_name: '', form: 'F', project: 'P', answers: [] }, PLACE);
    expect(mail.text.split('\n')[0]).toBe('Hola:');
    // No rows, no table.
    expect(mail.html).not.toContain('<table');
  });
});

describe('tags in links and buttons', () => {
  it('fill an address alone with the value, and inside an address with the value encoded', () => {
    const body = doc(
      { type: 'paragraph', content: [{ type: 'text', text: 'the form', marks: [{ type: 'link', attrs: { href: 'https://example.org/?f={{form}}' } }] }] },
      { type: 'buttonLink', attrs: { href: 'https://example.org/{{ form }}', label: 'Open {{form}}' } },
      words('Answers: {{answers}}'),
    );
    const mail = renderNotification(of('respondent.receipt'), { subject: 's', body }, 'en', { form: 'a b&c', answers: [{ label: 'Name', value: 'Ada' }] }, PLACE);
    expect(mail.html).toContain('href="https://example.org/?f=a%20b%26c"');
    expect(mail.html).toMatch(/<a class="rt-button" style="[^"]+" href="https:\/\/example.org\/a%20b%26c"[^>]*>Open a b&amp;c<\/a>/);
    // A table value among other words reads as words.
    expect(mail.text).toContain('Answers: Name: Ada');
  });
});
