import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Button } from './controls.tsx';
import classes from './ui.module.css';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  cancel: string;
  confirm: string;
  /** Red: the action cannot be undone. */
  danger?: boolean;
  busy?: boolean;
  onCancel(): void;
  onConfirm(): void;
}

/**
 * Asks before an action that cannot be taken back: a modal <dialog> (focus held inside, Escape
 * cancels), cancel on the left and the action on the right, as the back office's dialogs.
 */
export function ConfirmDialog({ open, title, children, cancel, confirm, danger, busy, onCancel, onConfirm }: ConfirmDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);
  return (
    <dialog
      ref={dialog}
      className={classes.dialog}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
    >
      <form
        method="dialog"
        className={classes.stack}
        onSubmit={(event) => {
          event.preventDefault();
          onConfirm();
        }}
      >
        <h2 id={titleId} className={classes.title}>
          {title}
        </h2>
        {children}
        <div className={classes.dialogActions}>
          <Button tone="secondary" onClick={onCancel}>
            {cancel}
          </Button>
          <Button type="submit" tone={danger ? 'danger' : 'primary'} disabled={busy}>
            {confirm}
          </Button>
        </div>
      </form>
    </dialog>
  );
}
