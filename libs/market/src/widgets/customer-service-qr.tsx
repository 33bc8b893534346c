// The customer-service QR code (spec §2 home widgets; §7 customer-service QR code with
// dictionariesKey and userIdentity: members get their own service group's code). The code is
// encoded here from the contact address (issue 27 item 9: the picture was a gradient nobody could
// scan): the dictionary entry's own address when it configures one, else the site's.
import { Trans, useLingui } from '@lingui/react/macro';
import { useIsLoggedIn } from '@sealens/auth';
import { QrCode } from '@sealens/ui';
import { useEffect } from 'react';
import { loadCustomerServiceQr, type QrCodeData } from '../api/home-widget-loaders';
import { useWidgetData } from './use-widget-data';
import { WidgetFrame } from './widget-frame';
import { useMarketApi } from '../api/market-api-context';

/** The address the code carries: the entry's value when it is an address, else the configured one. */
export function customerServiceAddress(entry: QrCodeData | null, configured: string): string {
  const value = entry?.label?.trim();
  return value && /^(https?:\/\/|weixin:\/\/)\S+$/.test(value) ? value : configured;
}

export function CustomerServiceQr({ initial, contactHref }: { initial: QrCodeData | null; contactHref: string }) {
  const { t } = useLingui();
  const api = useMarketApi();
  const isMember = useIsLoggedIn();
  const widget = useWidgetData<QrCodeData, { member: boolean }>({ params: { member: false }, data: initial }, ({ member }) =>
    loadCustomerServiceQr(api(), member),
  );
  useEffect(() => {
    if (isMember) widget.change({ member: true });
    // Only when the member state changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isMember]);
  const address = customerServiceAddress(widget.data, contactHref);
  return (
    <WidgetFrame
      title={t`Customer service`}
      loading={widget.data === null && !widget.failed}
      failed={widget.failed}
      onRetry={widget.retry}
      minHeight="min-h-40"
      testId="customer-service-qr"
    >
      {widget.data && (
        <div className="flex items-center gap-4">
          <QrCode value={address} label={t`Customer service QR code`} size={120} className="shrink-0 rounded ring-1 ring-border" />
          <div className="flex min-w-0 flex-col gap-2 text-sm">
            <p className="text-ink-muted">
              <Trans>Scan with WeChat to reach customer service, 7x24.</Trans>
            </p>
            <a href={address} target="_blank" rel="noopener" className="truncate text-brand-700 underline" data-testid="customer-service-address">
              {address.replace(/^https?:\/\//, '')}
            </a>
          </div>
        </div>
      )}
    </WidgetFrame>
  );
}
