import { useId } from 'react';
import type { FormField } from '../../../contract/form-definition.ts';
import type { Language } from '../../../contract/languages.ts';
import { localized } from '../../lib/form-fields/localized.ts';
import type { SitePlace } from '../api.ts';
import { useTexts } from '../texts.ts';
import { Button } from '../ui/controls.tsx';
import { AnswerValue } from './answer-value.tsx';
import type { GalleryItem } from './vote-data.ts';
import classes from './vote-page.module.css';

interface GalleryCardProps {
  item: GalleryItem;
  fields: FormField[];
  lang: Language;
  fallback: Language;
  place: SitePlace;
  form: string;
  /** The signed-in voter voted for it. */
  voted: boolean;
  /** A vote may be asked now (signed out, a press asks to confirm the email first). */
  canVote: boolean;
  busy: boolean;
  onVote(): void;
}

/** One submission of the gallery: its number, the answers the form shows voters, and its vote button or the voter's mark. */
export function GalleryCard({ item, fields, lang, fallback, place, form, voted, canVote, busy, onVote }: GalleryCardProps) {
  const texts = useTexts();
  const id = useId();
  const shown = fields.filter((field) => item.answers[field.key] !== undefined);
  return (
    <article className={[classes.card, voted ? classes.voted : ''].filter(Boolean).join(' ')} aria-labelledby={`${id}-number`} data-submission={item.id}>
      <h2 id={`${id}-number`} className={classes.number}>
        {texts.vote.number({ number: item.number })}
      </h2>
      {shown.length > 0 && (
        <dl className={classes.answers}>
          {shown.map((field) => (
            <div key={field.key}>
              <dt>{localized(field.label, lang, fallback) || field.key}</dt>
              <dd>
                <AnswerValue field={field} value={item.answers[field.key]} lang={lang} fallback={fallback} place={place} form={form} />
              </dd>
            </div>
          ))}
        </dl>
      )}
      <div className={classes.actions}>
        {voted ? (
          <p className={classes.votedMark} title={texts.vote.votedFor({ number: item.number })}>
            <span aria-hidden="true">✓ </span>
            {texts.vote.voted()}
          </p>
        ) : canVote ? (
          <Button aria-label={texts.vote.voteFor({ number: item.number })} disabled={busy} onClick={onVote}>
            {texts.vote.vote()}
          </Button>
        ) : null}
      </div>
    </article>
  );
}
