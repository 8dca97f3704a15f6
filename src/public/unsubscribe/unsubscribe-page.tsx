import { useEffect, useState } from 'react';
import { UnsubscribeGet, UnsubscribeSave, type UnsubscribeStatusSchema } from '../../../contract/mail-merge.ts';
import type { z } from 'zod';
import { publicCall, type SitePlace } from '../api.ts';
import { failureText } from '../failure.ts';
import { useTexts } from '../texts.ts';
import { Button, Notice, ui } from '../ui/controls.tsx';

type Status = z.infer<typeof UnsubscribeStatusSchema>;

/**
 * `/p/:company/:project/unsubscribe/:token`: the unsubscribe link of a campaign's mail, with no
 * sign-in. Opening it changes nothing (link scanners open every address of a mail); the person
 * unsubscribes with the button, and may subscribe again.
 */
export function UnsubscribePage({ place, token }: { place: SitePlace; token: string }) {
  const texts = useTexts();
  const [status, setStatus] = useState<Status | null>(null);
  const [missing, setMissing] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const { company, project } = place;
  useEffect(() => {
    let live = true;
    void publicCall(UnsubscribeGet, { company, project, token }).then((result) => {
      if (!live) return;
      if (result.ok) setStatus(result.data);
      else if (result.status === 404) setMissing(true);
      else setFailure(failureText(result, texts));
    });
    return () => {
      live = false;
    };
  }, [company, project, token, texts]);

  const change = async (unsubscribed: boolean) => {
    setBusy(true);
    setFailure(null);
    const result = await publicCall(UnsubscribeSave, { ...place, token, unsubscribed });
    setBusy(false);
    if (result.ok) setStatus(result.data);
    else setFailure(failureText(result, texts));
  };

  // A link whose token is not the server's, or whose mail is no longer known.
  if (missing) {
    return (
      <div className={ui.stack}>
        <h1 className={ui.title}>{texts.page.notFound()}</h1>
        <p className={ui.text}>{texts.page.notFoundText()}</p>
      </div>
    );
  }
  return (
    <div className={ui.stack}>
      <h1 className={ui.title}>{texts.unsubscribe.title()}</h1>
      {failure && <Notice tone="failure">{failure}</Notice>}
      {status === null ? (
        !failure && <p className={ui.text}>{texts.page.loading()}</p>
      ) : (
        <>
          <p className={ui.text}>{texts.unsubscribe.intro({ email: status.email, project: status.project })}</p>
          {status.unsubscribed ? (
            <>
              <Notice>{texts.unsubscribe.done({ project: status.project })}</Notice>
              <div className={ui.row}>
                <Button tone="secondary" disabled={busy} onClick={() => void change(false)}>
                  {texts.unsubscribe.subscribeAgain()}
                </Button>
              </div>
            </>
          ) : (
            <div className={ui.row}>
              <Button disabled={busy} onClick={() => void change(true)}>
                {texts.unsubscribe.unsubscribe()}
              </Button>
            </div>
          )}
        </>
      )}
    </div>
  );
}
