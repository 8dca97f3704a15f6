import { useEffect } from 'react';
import { useTexts } from './texts.ts';
import { Button, ui } from './ui/controls.tsx';
import classes from './layout.module.css';

/** A page that cannot show: an address that leads nowhere, or one not reachable and not kept on the device. */
export function StatusPage({ kind }: { kind: 'not-found' | 'unavailable' }) {
  const texts = useTexts();
  const title = kind === 'not-found' ? texts.page.notFound() : texts.page.unavailable();
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <main className={classes.main}>
      <div className={ui.stack}>
        <h1 className={ui.title}>{title}</h1>
        <p className={ui.text}>{kind === 'not-found' ? texts.page.notFoundText() : texts.page.unavailableText()}</p>
        {kind === 'unavailable' && (
          <div className={ui.row}>
            <Button onClick={() => location.reload()}>{texts.page.tryAgain()}</Button>
          </div>
        )}
      </div>
    </main>
  );
}
