import { TextsScreen } from './texts-screen.tsx';

/** A project's notification texts, in its languages. */
export function ProjectTextsPage() {
  return <TextsScreen level="project" />;
}
