import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Drawer.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import { Drawer } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { AlertReceipts, type Announcement } from '../../../contract/alerts.ts';
import { useI18nContext } from '../../../i18n/i18n-react';
import { DataList } from '../../components/data-list.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { NotLoaded } from '../../components/not-loaded.tsx';
import { useCached } from '../../lib/cache/use-cached.ts';
import { fullTime } from '../../lib/time/relative.ts';
import { titleIn } from './alert-words.ts';

type Receipt = { operator: string; email: string; name: string; acknowledged_at: string };

function ReceiptList({ id }: { id: string }) {
  const { LL, locale } = useI18nContext();
  const words = LL.alerts;
  const receipts = useCached(AlertReceipts, { id });
  if (receipts.settled && !receipts.data) return <NotLoaded offline={receipts.error === null} onRetry={receipts.reload} />;
  return (
    <DataList<Receipt>
      label={words.receipts()}
      columns={[
        { key: 'operator', header: words.receiptOperator(), primary: true, cell: (row) => row.name || row.email },
        { key: 'email', header: words.receiptEmail(), cell: (row) => row.email },
        { key: 'at', header: words.receiptAt(), cell: (row) => fullTime(new Date(row.acknowledged_at), locale) },
      ]}
      rows={receipts.data?.items}
      rowKey={(row) => row.operator}
      rowProps={(row): Record<string, string> => ({ 'data-receipt': row.email })}
      empty={<EmptyState title={words.receiptsEmpty()} />}
      skeletonRows={3}
    />
  );
}

/** Who acknowledged (or dismissed) an announcement and when, read fresh each time it opens. */
export function ReceiptsDrawer({ entity, onClose }: { entity: Announcement | null; onClose(): void }) {
  const { LL, locale } = useI18nContext();
  const words = LL.alerts;
  const wide = useMediaQuery('(min-width: 48em)', true, { getInitialValueInEffect: false });
  return (
    <Drawer
      opened={entity !== null}
      onClose={onClose}
      position="right"
      size={wide ? 'lg' : '100%'}
      title={entity ? words.receiptsNamed({ title: titleIn(entity.title, locale, words.noTitle()) }) : ''}
      closeButtonProps={{ 'aria-label': LL.app.close() }}
    >
      {entity && <ReceiptList id={entity.id} />}
    </Drawer>
  );
}
