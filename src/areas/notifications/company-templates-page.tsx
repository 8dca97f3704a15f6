import { TextsScreen } from './texts-screen.tsx';

/** A company's notification templates: the words of the mails about all its projects. */
export function CompanyTemplatesPage() {
  return <TextsScreen level="company" />;
}
