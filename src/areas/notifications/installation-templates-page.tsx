import { TextsScreen } from './texts-screen.tsx';

/** The installation's notification templates: the words of every mail, for the whole installation. */
export function InstallationTemplatesPage() {
  return <TextsScreen level="installation" />;
}
