// The caller's winning record with each prize's claim (/m/ReceivePrize, the winning-record popup):
// a membership or voucher prize is claimed with one button; a shipped prize needs its delivery
// address, on /m/DeliveryInfo (deliveryHref) or inline below the record.
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Spinner, buttonClassName } from '@sealens/ui';
import { useState, type ReactNode } from 'react';
import { DeliveryForm } from './delivery-form';
import type { LotteryDelivery, LotteryList, LotteryRecord } from './lottery-api';
import { usePagedList } from './use-paged-list';

export interface WinningRecordsProps {
  load: () => Promise<LotteryList<LotteryRecord>>;
  /** The first page as a route loader got it (server-rendered); absent: fetched here. */
  initial?: LotteryList<LotteryRecord> | null;
  receive: (recordId: number, delivery?: LotteryDelivery) => Promise<LotteryRecord>;
  /** Where a shipped prize's address is entered; absent: inline. */
  deliveryHref?: (record: LotteryRecord) => string;
  renderLink?: (href: string, children: ReactNode, className: string) => ReactNode;
}

export function WinningRecords({ load, initial = null, receive, deliveryHref, renderLink }: WinningRecordsProps) {
  const { t } = useLingui();
  const { state, retry, setState } = usePagedList(load, initial);
  const [editing, setEditing] = useState<number | null>(null);
  const [claiming, setClaiming] = useState<number | null>(null);
  const [claimFailed, setClaimFailed] = useState<number | null>(null);

  const replace = (record: LotteryRecord) => setState((s) => ({ ...s, list: s.list.map((r) => (r.recordId === record.recordId ? record : r)) }));

  const claim = (record: LotteryRecord) => {
    setClaiming(record.recordId);
    setClaimFailed(null);
    receive(record.recordId).then(
      (updated) => {
        replace(updated);
        setClaiming(null);
      },
      () => {
        setClaimFailed(record.recordId);
        setClaiming(null);
      },
    );
  };

  if (state.status === 'loading' && state.list.length === 0) {
    return (
      <p className="flex items-center gap-2 text-ink-muted" role="status">
        <Spinner /> <Trans>Loading</Trans>
      </p>
    );
  }
  if (state.status === 'error') {
    return (
      <div role="alert" className="flex flex-col items-start gap-2 text-danger-700">
        <Trans>The winning record could not be loaded.</Trans>
        <Button variant="secondary" size="sm" onClick={retry}>
          <Trans>Retry</Trans>
        </Button>
      </div>
    );
  }
  if (state.list.length === 0) {
    return (
      <p className="text-ink-muted">
        <Trans>No prizes won yet.</Trans>
      </p>
    );
  }
  return (
    <ul className="flex flex-col divide-y divide-border" aria-label={t`Winning record`}>
      {state.list.map((record) => (
        <li key={record.recordId} className="flex flex-col gap-2 py-3" data-record-id={record.recordId}>
          <div className="flex items-center justify-between gap-3">
            <div className="min-w-0">
              <p className="font-medium text-ink">{record.prize.name}</p>
              <p className="text-xs text-ink-muted">{record.createTime}</p>
            </div>
            {record.prize.shipped ? (
              deliveryHref && renderLink ? (
                renderLink(
                  deliveryHref(record),
                  record.delivery ? <Trans>Change the address</Trans> : <Trans>Enter the delivery address</Trans>,
                  buttonClassName(record.delivery ? 'secondary' : 'primary', 'sm'),
                )
              ) : (
                <Button variant={record.delivery ? 'secondary' : 'primary'} size="sm" aria-expanded={editing === record.recordId} onClick={() => setEditing(editing === record.recordId ? null : record.recordId)}>
                  {record.delivery ? <Trans>Change the address</Trans> : <Trans>Enter the delivery address</Trans>}
                </Button>
              )
            ) : record.received ? (
              <span className="text-sm text-success-700">
                <Trans>Claimed</Trans>
              </span>
            ) : (
              <Button size="sm" loading={claiming === record.recordId} onClick={() => claim(record)}>
                <Trans>Claim</Trans>
              </Button>
            )}
          </div>
          {record.delivery ? (
            <p className="text-sm text-ink-muted">
              <Trans>
                Ship to {record.delivery.name}, {record.delivery.phone}, {record.delivery.address}
              </Trans>
            </p>
          ) : null}
          {claimFailed === record.recordId ? (
            <p role="alert" className="text-sm text-danger-700">
              <Trans>The prize could not be claimed. Try again.</Trans>
            </p>
          ) : null}
          {editing === record.recordId ? (
            <DeliveryForm
              {...(record.delivery ? { initial: record.delivery } : {})}
              onSubmit={async (delivery) => {
                replace(await receive(record.recordId, delivery));
              }}
            />
          ) : null}
        </li>
      ))}
    </ul>
  );
}
