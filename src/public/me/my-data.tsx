import { useId, useState } from 'react';
import { OwnDataErase, OwnDataExport } from '../../../contract/public.ts';
import { publicCall, publicDownload, type SitePlace } from '../api.ts';
import { failureText } from '../failure.ts';
import { useTexts } from '../texts.ts';
import { Button, Card, Notice, TextField, ui } from '../ui/controls.tsx';
import { ConfirmDialog } from '../ui/confirm-dialog.tsx';
import { useOnline } from '../use-online.ts';

interface MyDataProps {
  place: SitePlace;
  email: string;
  onSignedOut(): void;
  /** The data was erased: the person is signed out. */
  onErased(): void;
}

/**
 * "My data": everything the project holds about the person as a file (the page's main action), or
 * erased after typing their email (a quieter red one, behind its confirmation). Both need the
 * server: without a connection they wait, disabled, saying so.
 */
export function MyData({ place, email, onSignedOut, onErased }: MyDataProps) {
  const texts = useTexts();
  const id = useId();
  const [asking, setAsking] = useState(false);
  const [typed, setTyped] = useState('');
  const [mismatch, setMismatch] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const online = useOnline();
  const reasonId = `${id}-offline`;
  const offline = online ? {} : { 'aria-describedby': reasonId };

  const download = async () => {
    setBusy(true);
    setFailure(null);
    const result = await publicDownload(OwnDataExport, place, 'my-data.json');
    setBusy(false);
    if (result.ok) return;
    if (result.status === 401) onSignedOut();
    else setFailure(failureText(result, texts));
  };

  const erase = async () => {
    if (typed.trim().toLowerCase() !== email.toLowerCase()) return setMismatch(texts.me.eraseMismatch({ email }));
    setBusy(true);
    const result = await publicCall(OwnDataErase, { ...place, email: typed.trim() });
    setBusy(false);
    if (result.ok) {
      setAsking(false);
      return onErased();
    }
    if (result.status === 401) onSignedOut();
    else setMismatch(result.error?.fields?.email ?? failureText(result, texts));
  };

  return (
    <Card title={texts.me.dataTitle()}>
      <p className={ui.text}>{texts.me.dataIntro()}</p>
      {failure && <Notice tone="failure">{failure}</Notice>}
      <div className={ui.spread}>
        <Button disabled={busy || !online} {...offline} onClick={() => void download()}>
          {texts.me.download()}
        </Button>
        <Button tone="quiet-danger" disabled={busy || !online} {...offline} onClick={() => setAsking(true)}>
          {texts.me.erase()}
        </Button>
      </div>
      {!online && (
        <p id={reasonId} className={`${ui.text} ${ui.dimmed}`}>
          {texts.me.needsConnection()}
        </p>
      )}
      <ConfirmDialog
        open={asking}
        title={texts.me.eraseTitle()}
        cancel={texts.me.cancel()}
        confirm={texts.me.eraseConfirm()}
        danger
        busy={busy}
        onCancel={() => {
          setAsking(false);
          setTyped('');
          setMismatch(null);
        }}
        onConfirm={() => void erase()}
      >
        <p className={ui.text}>{texts.me.eraseText()}</p>
        <TextField id={`${id}-email`} label={texts.me.eraseEmail()} type="email" autoComplete="off" value={typed} onChange={setTyped} error={mismatch} />
      </ConfirmDialog>
    </Card>
  );
}
