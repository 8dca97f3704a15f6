import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import { Modal } from '@mantine/core';
import { useI18nContext } from '../../../i18n/i18n-react';
import { SignInSteps } from '../../areas/accounting/sign-in/sign-in-steps.tsx';
import { afterSignIn } from '../../lib/after-sign-in.ts';

/**
 * Signs the operator in again over the screen they are on: the session ended while changes
 * waited, and nothing typed or shown is lost. The queue resumes once they are in.
 */
export default function SignInAgainModal({ onClose }: { onClose: () => void }) {
  const { LL } = useI18nContext();
  return (
    <Modal opened onClose={onClose} title={LL.shell.sync.signInAgain()} centered closeButtonProps={{ 'aria-label': LL.app.close() }}>
      <SignInSteps
        onSignedIn={() => {
          void afterSignIn().then(onClose);
        }}
      />
    </Modal>
  );
}
