import type { SyncStatus } from '../draft/draft-sync.ts';
import { useTexts } from '../texts.ts';
import classes from './form-page.module.css';

/** Where the draft stands, in a line above the form: saved, saving, or kept on the device. */
export function SaveState({ status, message }: { status: SyncStatus; message: string | null }) {
  const texts = useTexts();
  const words =
    status === 'saving' || status === 'submitting'
      ? texts.form.saving()
      : status === 'waiting'
        ? texts.form.waiting()
        : status === 'refused'
          ? texts.form.refused({ message: message ?? texts.page.noAnswer() })
          : status === 'signed-out'
            ? texts.signIn.again()
            : texts.form.saved();
  return (
    <p className={classes.saveState} data-save-state={status} role="status">
      {words}
    </p>
  );
}
