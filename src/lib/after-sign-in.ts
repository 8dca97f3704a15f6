import { changeLanguage, savePreferredLang } from './i18n.ts';
import { cookieLanguage } from './language.ts';
import { currentOperator } from './session.ts';

/**
 * What follows a sign-in: the language as at start-up (a chosen language is kept and the
 * server learns it; without one, the operator's preference applies), and the browser is
 * asked to keep this site's storage, where cached data and queued writes live; the queue resumes.
 */
export async function afterSignIn(): Promise<void> {
  const operator = await currentOperator();
  if (operator) {
    const chosen = cookieLanguage();
    await (chosen ? savePreferredLang(chosen) : changeLanguage(operator.preferred_lang));
  }
  await navigator.storage?.persist?.().catch(() => false);
  // Changes kept while the session was gone go on now (loaded here: the sign-in page stays light).
  await import('./sync/sync-client.ts').then((sync) => sync.resumeAfterSignIn()).catch(() => undefined);
}
