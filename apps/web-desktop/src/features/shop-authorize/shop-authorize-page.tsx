// Spec §2 /moreShopAuthorize: multi-shop authorisation for the signed-in seller. The explanation is
// server-rendered for everyone; the member's own shops are read with their session after
// hydration (the session cookie belongs to /api, so the server renders the visitor's view). A
// visitor is asked to log in. Authorising a shop goes on to /success, as Shopee's authorisation page
// returns to a callback; here, with no Shopee connection, the server records the shop and the page
// says so (local mode).
import { Trans, useLingui } from '@lingui/react/macro';
import { openLogin, siteApi, useHydrated, useIsLoggedIn } from '@sealens/auth';
import { SHOP_AUTHORIZATION_DAYS } from '@sealens/domain';
import { SITE_NAMES } from '@sealens/i18n';
import { Button, Spinner } from '@sealens/ui';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { AuthorizeShopForm } from './authorize-shop-form';
import { AuthorizedShopList } from './authorized-shop-list';
import { SHOP_CODES, ShopCallError, shopAuthorizeApi, type AuthorizedShop, type AuthorizedShops, type ShopAuthorizeApi, type ShopToAuthorize } from './shop-authorize-api';

type Loaded = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; data: AuthorizedShops };

export interface ShopAuthorizePageProps {
  /** The calls; the site's own by default (tests pass fakes). */
  api?: ShopAuthorizeApi;
}

export function ShopAuthorizePage({ api }: ShopAuthorizePageProps) {
  const hydrated = useHydrated();
  const isMember = useIsLoggedIn();
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-10 px-6 py-12">
      <header className="flex flex-col gap-3">
        <h1 className="text-3xl font-bold text-ink">
          <Trans>Multi-shop authorisation</Trans>
        </h1>
        <p className="max-w-3xl text-ink-muted">
          <Trans>
            Authorise your Shopee shops on every site for SeaLens, and see their data side by side in one account. An authorisation lasts{' '}
            {SHOP_AUTHORIZATION_DAYS} days; authorise a shop again to renew it, or remove it at any time.
          </Trans>
        </p>
        <ol className="mt-2 grid gap-3 text-sm md:grid-cols-3">
          <li className="rounded-xl bg-surface p-4 ring-1 ring-border">
            <span className="font-semibold text-brand-700">1</span> <Trans>Choose the site and name the shop.</Trans>
          </li>
          <li className="rounded-xl bg-surface p-4 ring-1 ring-border">
            <span className="font-semibold text-brand-700">2</span> <Trans>Confirm the authorisation for SeaLens.</Trans>
          </li>
          <li className="rounded-xl bg-surface p-4 ring-1 ring-border">
            <span className="font-semibold text-brand-700">3</span> <Trans>The shop appears in your list with its expiry date.</Trans>
          </li>
        </ol>
      </header>
      {!hydrated ? (
        <div className="min-h-64 animate-pulse rounded-xl bg-surface-sunken" aria-busy="true" />
      ) : isMember ? (
        <MemberShops api={api} />
      ) : (
        <div className="flex min-h-64 flex-col items-start gap-4" data-testid="shops-visitor">
          <p className="text-ink-muted">
            <Trans>Log in to see and authorise your shops.</Trans>
          </p>
          <Button onClick={() => void openLogin()}>
            <Trans>Log in</Trans>
          </Button>
        </div>
      )}
    </div>
  );
}

function MemberShops({ api: given }: { api: ShopAuthorizeApi | undefined }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const api = useMemo(() => given ?? shopAuthorizeApi(siteApi().main), [given]);
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [problem, setProblem] = useState<string | null>(null);
  const [renewing, setRenewing] = useState<string | null>(null);

  const load = useCallback(() => {
    api.list().then(
      (data) => setLoaded({ status: 'ready', data }),
      () => setLoaded({ status: 'failed' }),
    );
  }, [api]);
  useEffect(load, [load]);

  const messageFor = (error: unknown, shop: ShopToAuthorize, max: number): string => {
    const code = error instanceof ShopCallError ? error.code : 0;
    if (code === SHOP_CODES.full) return t`You already have ${max} authorised shops: remove one to authorise another.`;
    if (code === SHOP_CODES.unavailable) return t`Shopee authorisation is not available on this server.`;
    return t`${shop.shopName} (${i18n._(SITE_NAMES[shop.site])}) could not be authorised. Check the network and try again.`;
  };

  const authorize = async (shop: ShopToAuthorize, max: number): Promise<boolean> => {
    setProblem(null);
    try {
      await api.authorize(shop);
      void navigate('/success?type=shop&redirect=%2FmoreShopAuthorize');
      return true;
    } catch (error) {
      setProblem(messageFor(error, shop, max));
      return false;
    }
  };

  if (loaded.status === 'loading') {
    return (
      <p role="status" className="flex min-h-64 items-start gap-2 text-ink-muted">
        <Spinner decorative /> <Trans>Loading your shops…</Trans>
      </p>
    );
  }
  if (loaded.status === 'failed') {
    return (
      <div role="alert" className="flex min-h-64 flex-col items-start gap-3">
        <p className="text-danger-700">
          <Trans>Your shops could not be loaded.</Trans>
        </p>
        <Button
          variant="secondary"
          onClick={() => {
            setLoaded({ status: 'loading' });
            load();
          }}
        >
          <Trans>Try again</Trans>
        </Button>
      </div>
    );
  }

  const { mode, max, shops } = loaded.data;
  const full = shops.length >= max;
  const held = shops.length;
  return (
    <div className="flex flex-col gap-8">
      <section aria-labelledby="authorize-title" className="flex flex-col gap-4 rounded-xl bg-surface p-6 ring-1 ring-border">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="authorize-title" className="text-xl font-semibold text-ink">
            <Trans>Authorise a shop</Trans>
          </h2>
          <p className="text-sm text-ink-muted" data-testid="shops-count">
            <Trans>
              {held} of {max} shops authorised
            </Trans>
          </p>
        </div>
        {mode === 'local' ? (
          <p className="rounded-lg bg-warning-50 p-3 text-sm text-ink" data-testid="local-mode-note">
            <Trans>
              Local mode: this server has no connection to Shopee. Authorising records the shop you name as authorised for {SHOP_AUTHORIZATION_DAYS}{' '}
              days without asking Shopee or reading its data. Connected to Shopee, this step opens Shopee's own authorisation page.
            </Trans>
          </p>
        ) : (
          <p className="rounded-lg bg-warning-50 p-3 text-sm text-ink">
            <Trans>Shopee authorisation is not available on this server. Your list is shown, and shops can be removed.</Trans>
          </p>
        )}
        {full && (
          <p className="text-sm text-ink">
            <Trans>You have reached {max} authorised shops: remove one to authorise another.</Trans>
          </p>
        )}
        <AuthorizeShopForm disabled={mode !== 'local' || full} onSubmit={(shop) => authorize(shop, max)} />
        <div role="alert" className="text-sm text-danger-700">
          {problem}
        </div>
      </section>

      <section aria-labelledby="shops-title" className="flex flex-col gap-4">
        <h2 id="shops-title" className="text-xl font-semibold text-ink">
          <Trans>My authorised shops</Trans>
        </h2>
        {shops.length === 0 ? (
          <p className="rounded-xl bg-surface p-6 text-ink-muted ring-1 ring-border" data-testid="shops-empty">
            <Trans>No shop is authorised yet. Authorise your first shop above.</Trans>
          </p>
        ) : (
          <AuthorizedShopList
            shops={shops}
            now={new Date()}
            canRenew={mode === 'local'}
            onRenew={(shop: AuthorizedShop) => {
              setRenewing(shop.id);
              void authorize({ site: shop.site, shopId: shop.shopId, shopName: shop.shopName }, max).finally(() => setRenewing(null));
            }}
            onRemove={async (shop) => {
              setProblem(null);
              try {
                await api.remove(shop.id);
                setLoaded({ status: 'ready', data: { ...loaded.data, shops: shops.filter((s) => s.id !== shop.id) } });
              } catch {
                setProblem(t`${shop.shopName} could not be removed. Check the network and try again.`);
              }
            }}
          />
        )}
        {renewing && (
          <p role="status" className="text-sm text-ink-muted">
            <Trans>Authorising again…</Trans>
          </p>
        )}
      </section>
    </div>
  );
}
