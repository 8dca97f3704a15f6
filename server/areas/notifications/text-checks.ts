// What a level may write as a notification's text: the tags its notification knows, in the
// subject and everywhere in the body a value can stand; every required one kept in the body;
// no images (a mail's text shows no uploaded file).
import { tagsIn, type Notification } from '../../../contract/notification-catalog.ts';
import { AppError } from '../../errors.ts';
import type { NotificationText } from '../../mail/builtin-texts.ts';
import { bodyTags } from '../../mail/text-tags.ts';

function refusal(code: 'unknown_tag' | 'required_tag_missing', field: 'subject' | 'body', name: string): AppError {
  const args = [`{{${name}}}`];
  return new AppError(code, { args, fields: { [field]: { code, args } } });
}

/** Refuses a text that names a tag its notification does not know, drops a required one, or holds an image. */
export function checkText(notification: Notification, text: NotificationText): void {
  const known = new Set(notification.variables.map((variable) => variable.name));
  const unknownInSubject = tagsIn(text.subject).find((name) => !known.has(name));
  if (unknownInSubject !== undefined) throw refusal('unknown_tag', 'subject', unknownInSubject);
  const body = bodyTags(text.body.content);
  const unknownInBody = body.tags.find((name) => !known.has(name));
  if (unknownInBody !== undefined) throw refusal('unknown_tag', 'body', unknownInBody);
  const missing = notification.variables.find((variable) => variable.required && !body.tags.includes(variable.name));
  if (missing) throw refusal('required_tag_missing', 'body', missing.name);
  if (body.image) throw new AppError('text_image_not_allowed', { fields: { body: { code: 'text_image_not_allowed' } } });
}
