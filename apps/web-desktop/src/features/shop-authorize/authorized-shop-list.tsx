// The member's authorised shops on /moreShopAuthorize: site, name, id, when authorised, until when,
// the state, and per shop "authorise again" (renews it) and "remove" (asks first, in the row).
import { Trans, useLingui } from '@lingui/react/macro';
import { SITE_NAMES } from '@sealens/i18n';
import { Button } from '@sealens/ui';
import { useState } from 'react';
import type { AuthorizedShop } from './shop-authorize-api';
import { shopStatus, type ShopStatus } from './shop-status';

export interface AuthorizedShopListProps {
  shops: AuthorizedShop[];
  now: Date;
  /** Whether renewing is possible here (not when authorisation is unavailable). */
  canRenew: boolean;
  onRenew(shop: AuthorizedShop): void;
  /** Removes the shop; resolves when done. */
  onRemove(shop: AuthorizedShop): Promise<void>;
}

const STATUS_CLASS: Record<ShopStatus, string> = {
  active: 'bg-success-50 text-success-700',
  expiringSoon: 'bg-warning-50 text-warning-700',
  expired: 'bg-danger-50 text-danger-700',
};

function StatusBadge({ status }: { status: ShopStatus }) {
  return (
    <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${STATUS_CLASS[status]}`}>
      {status === 'active' ? <Trans>Active</Trans> : status === 'expiringSoon' ? <Trans>Expiring soon</Trans> : <Trans>Expired</Trans>}
    </span>
  );
}

export function AuthorizedShopList({ shops, now, canRenew, onRenew, onRemove }: AuthorizedShopListProps) {
  const { i18n } = useLingui();
  const [confirming, setConfirming] = useState<string | null>(null);
  const [removing, setRemoving] = useState<string | null>(null);

  const remove = async (shop: AuthorizedShop) => {
    setRemoving(shop.id);
    try {
      await onRemove(shop);
    } finally {
      setRemoving(null);
      setConfirming(null);
    }
  };

  return (
    <div className="overflow-x-auto rounded-xl ring-1 ring-border">
      <table className="w-full min-w-[48rem] text-left text-sm">
        <caption className="sr-only">
          <Trans>Authorised shops</Trans>
        </caption>
        <thead className="bg-surface-sunken text-ink-muted">
          <tr>
            <th scope="col" className="px-4 py-3 font-medium">
              <Trans>Site</Trans>
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              <Trans>Shop name</Trans>
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              <Trans>Shop ID</Trans>
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              <Trans>Authorised at</Trans>
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              <Trans>Expires</Trans>
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              <Trans>Status</Trans>
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              <Trans>Actions</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {shops.map((shop) => (
            <tr key={shop.id} className="border-t border-border bg-surface" data-testid="authorized-shop">
              <td className="px-4 py-3 text-ink">{i18n._(SITE_NAMES[shop.site])}</td>
              <th scope="row" className="px-4 py-3 font-medium text-ink">
                {shop.shopName}
              </th>
              <td className="px-4 py-3 tabular-nums text-ink">{shop.shopId}</td>
              <td className="px-4 py-3 tabular-nums text-ink-muted">{shop.authorizedAt}</td>
              <td className="px-4 py-3 tabular-nums text-ink-muted">{shop.expiresAt}</td>
              <td className="px-4 py-3">
                <StatusBadge status={shopStatus(shop.expiresAt, now)} />
              </td>
              <td className="px-4 py-3">
                {confirming === shop.id ? (
                  <div className="flex flex-wrap items-center gap-2" role="group" aria-label={shop.shopName}>
                    <span className="text-ink">
                      <Trans>Remove this shop?</Trans>
                    </span>
                    <Button size="sm" variant="primary" loading={removing === shop.id} onClick={() => void remove(shop)}>
                      <Trans>Yes, remove</Trans>
                    </Button>
                    <Button size="sm" variant="secondary" onClick={() => setConfirming(null)}>
                      <Trans>Cancel</Trans>
                    </Button>
                  </div>
                ) : (
                  <div className="flex flex-wrap gap-2" role="group" aria-label={shop.shopName}>
                    {canRenew && (
                      <Button size="sm" variant="secondary" onClick={() => onRenew(shop)}>
                        <Trans>Authorise again</Trans>
                      </Button>
                    )}
                    <Button size="sm" variant="secondary" onClick={() => setConfirming(shop.id)}>
                      <Trans>Remove</Trans>
                    </Button>
                  </div>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
