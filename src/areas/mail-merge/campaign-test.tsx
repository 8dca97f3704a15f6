import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/Stack.css';
import { Modal, Radio, Stack, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { z } from 'zod';
import { CampaignTest, MAIL_MERGE_LIMITS } from '../../../contract/mail-merge.ts';
import { useI18nContext } from '../../../i18n/i18n-react';
import { DialogActions } from '../../components/dialog-actions.tsx';
import { FormAlert } from '../../components/form-alert.tsx';
import { call } from '../../lib/api.ts';
import { noticeSuccess } from '../../lib/notices.ts';
import { useFormCall } from '../../lib/use-form-call.ts';
import { PersonPicker } from './person-picker.tsx';

interface CampaignTestProps {
  scope: { company: string; project: string; campaign: string };
  onClose(): void;
}

/** The addresses typed, one a line or apart by commas or spaces. */
export const addressesOf = (text: string) => text.split(/[\s,;]+/).filter((address) => address !== '');

const Email = z.email();

/**
 * Sends the campaign's mail, marked as a test, to the operator or to up to five addresses, filled
 * with a chosen recipient's values (else the first recipient's).
 */
export function CampaignTestModal({ scope, onClose }: CampaignTestProps) {
  const { LL } = useI18nContext();
  const words = LL.mailMerge.test;
  const form = useForm({
    mode: 'controlled',
    initialValues: { whom: 'me' as 'me' | 'others', to: '', recipient: '' },
    validate: {
      to: (value, values) => {
        if (values.whom === 'me') return null;
        const list = addressesOf(value);
        if (list.length === 0) return words.toRequired();
        if (list.length > MAIL_MERGE_LIMITS.testAddresses) return words.tooMany({ count: MAIL_MERGE_LIMITS.testAddresses });
        const wrong = list.find((address) => !Email.safeParse(address).success);
        return wrong ? words.notAddress({ address: wrong }) : null;
      },
    },
  });
  const { busy, alert, send } = useFormCall(form);
  const values = form.getValues();
  const submit = form.onSubmit((entered) =>
    send(
      () =>
        call(CampaignTest, {
          ...scope,
          to: entered.whom === 'me' ? [] : [...new Set(addressesOf(entered.to))],
          ...(entered.recipient ? { recipient: entered.recipient } : {}),
        }),
      (data) => {
        noticeSuccess(words.sent({ to: data.sent_to.join(', ') }));
        onClose();
      },
      (fields) => Object.fromEntries(Object.entries(fields).map(([key, message]) => [key.startsWith('to') ? 'to' : key, message])),
    ),
  );
  return (
    <Modal opened onClose={onClose} title={words.title()} closeButtonProps={{ 'aria-label': LL.app.close() }}>
      <form onSubmit={submit} noValidate>
        <Stack>
          <FormAlert message={alert} />
          <Radio.Group label={words.whom()} {...form.getInputProps('whom')}>
            <Stack gap="xs" mt="xs">
              <Radio value="me" label={words.me()} />
              <Radio value="others" label={words.others({ count: MAIL_MERGE_LIMITS.testAddresses })} />
            </Stack>
          </Radio.Group>
          {values.whom === 'others' ? <Textarea label={words.to()} description={words.toHelp()} autosize minRows={2} required {...form.getInputProps('to')} /> : null}
          <PersonPicker
            scope={scope}
            label={words.recipient()}
            description={words.recipientHelp()}
            value={values.recipient}
            onChange={(email) => form.setFieldValue('recipient', email)}
          />
          <DialogActions submitLabel={words.send()} busy={busy} onCancel={onClose} />
        </Stack>
      </form>
    </Modal>
  );
}
