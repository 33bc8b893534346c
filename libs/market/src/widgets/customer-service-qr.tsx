// The customer-service QR code (spec §2 home widgets; §7 customer-service QR code with
// dictionariesKey and userIdentity: members get their own service group's code).
import { Trans, useLingui } from '@lingui/react/macro';
import { useIsLoggedIn } from '@sealens/auth';
import { useEffect } from 'react';
import { loadCustomerServiceQr, type QrCodeData } from '../api/home-widget-loaders';
import { useWidgetData } from './use-widget-data';
import { WidgetFrame } from './widget-frame';
import { useMarketApi } from '../api/market-api-context';

export function CustomerServiceQr({ initial }: { initial: QrCodeData | null }) {
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
          {widget.data.imgUrl && (
            <img src={widget.data.imgUrl} alt={t`Customer service QR code`} width={120} height={120} loading="lazy" className="size-30 rounded ring-1 ring-border" />
          )}
          <p className="text-sm text-ink-muted">
            <Trans>Scan with WeChat to reach customer service, 7x24.</Trans>
          </p>
        </div>
      )}
    </WidgetFrame>
  );
}
