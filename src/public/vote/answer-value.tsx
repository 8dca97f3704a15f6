import type { FormField } from '../../../contract/form-definition.ts';
import type { Language } from '../../../contract/languages.ts';
import { localized } from '../../lib/form-fields/localized.ts';
import type { SitePlace } from '../api.ts';
import { useTexts } from '../texts.ts';
import { ui } from '../ui/controls.tsx';
import { voteFileUrl } from './vote-data.ts';

interface AnswerValueProps {
  field: FormField;
  value: unknown;
  lang: Language;
  fallback: Language;
  place: SitePlace;
  form: string;
}

const dateText = (value: string, lang: Language) => {
  const date = new Date(`${value}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? value : new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
};

/** One answer as a voter reads it: an option by its label, yes or no, a date in words, a link for a web address or a file. */
export function AnswerValue({ field, value, lang, fallback, place, form }: AnswerValueProps) {
  const texts = useTexts();
  const label = (key: unknown) => {
    const option = 'options' in field ? field.options.find((candidate) => candidate.value === key) : undefined;
    return option ? localized(option.label, lang, fallback) : String(key);
  };
  switch (field.type) {
    case 'single_choice':
    case 'dropdown':
      return <>{label(value)}</>;
    case 'multiple_choice':
      return <>{Array.isArray(value) ? value.map(label).join(', ') : ''}</>;
    case 'checkbox':
      return <>{value === true ? texts.vote.yes() : texts.vote.no()}</>;
    case 'rating':
      return <>{`${String(value)} / ${field.max ?? 5}`}</>;
    case 'date':
      return <>{typeof value === 'string' ? dateText(value, lang) : ''}</>;
    case 'url':
      return typeof value === 'string' && /^https?:\/\//i.test(value) ? (
        <a className={ui.link} href={value} rel="noopener noreferrer nofollow" target="_blank">
          {value}
        </a>
      ) : (
        <>{String(value)}</>
      );
    case 'file': {
      const file = value as { media_id?: unknown; name?: unknown };
      if (typeof file?.media_id !== 'string') return null;
      return (
        <a className={ui.link} href={voteFileUrl(place, form, file.media_id)} download>
          {typeof file.name === 'string' ? file.name : field.key}
        </a>
      );
    }
    default:
      return <>{typeof value === 'string' || typeof value === 'number' ? String(value) : ''}</>;
  }
}
