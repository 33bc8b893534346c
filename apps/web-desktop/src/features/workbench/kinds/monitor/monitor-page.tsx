// The monitor page kind (issue 31; DESIGN.md §6 "Monitor"): a monitor's follows of one entity with
// the data day's figures and the change since each was followed (sorted, paged and exported from
// its URL, like a ranking), the alert rules, and the notification centre with where alerts go.
// Each page is its configuration (workbench-pages.ts); every call is the member's own.
import { Trans, useLingui } from '@lingui/react/macro';
import { siteApi } from '@sealens/auth';
import {
  DataDayStamp,
  DeliverySettings,
  EstimateMark,
  ExportButton,
  FollowControl,
  FollowsTable,
  MyShopTable,
  NotificationList,
  RankingPager,
  RulesEditor,
  type FollowRow,
  type Notification,
} from '@sealens/workbench';
import { CATEGORY_NAMES } from '@sealens/market';
import { Link, useLocation, useNavigate, useRevalidator, useRouteLoaderData } from 'react-router';
import { workbenchLoginHref } from '../../shell/account-summary';
import { WORKBENCH_SHELL_ROUTE_ID, type ShellData } from '../../shell/workbench-shell-data';
import { unfollowById } from '../../follow/follow-actions';
import { payloadOrThrow, resetFollowKeys } from '../../follow/follow-store';
import { PLANS_HREF } from '../../follow/item-follow';
import { ALERT_RULES_PATH, brandHref, explanationHref, MONITOR_PATHS, NOTIFICATIONS_PATH, type MonitorPageConfig } from '../../workbench-pages';
import { LoadFailed, WorkbenchPageFrame } from '../workbench-page-frame';
import { followsExportHref, followsSearch, MY_SHOP_DAYS, NOTIFICATION_PAGE_SIZE, type FollowsData, type MonitorData, type MyShopData, type NotificationsData, type RulesData } from './monitor-data';

/** A followed item's page: its explanation (a brand's of its site, or of all sites). */
export function followedItemHref(item: { entity: FollowRow['entity']; itemId: string; site?: string }): string {
  if (item.entity === 'brand') return brandHref(item.itemId, item.site ?? 'ALL');
  return explanationHref(item.itemId, item.entity);
}
const rowHref = (row: FollowRow) => followedItemHref(row);
const notificationHref = (notification: Notification) => followedItemHref(notification);

export function MonitorPageView({ page, data }: { page: MonitorPageConfig; data: MonitorData }) {
  const { i18n } = useLingui();
  const frame = { title: i18n._(page.title), intro: i18n._(page.intro) };
  if (data.view === 'visitor') return <VisitorView {...frame} />;
  if (data.view === 'follows') return <FollowsView {...frame} data={data} />;
  if (data.view === 'rules') return <RulesView {...frame} data={data} />;
  if (data.view === 'my-shop') return <MyShopView {...frame} data={data} />;
  return <NotificationsView {...frame} data={data} />;
}

interface FrameTexts {
  title: string;
  intro: string;
}

function VisitorView({ title, intro }: FrameTexts) {
  const { pathname, search } = useLocation();
  return (
    <WorkbenchPageFrame title={title} intro={intro}>
      <div className="flex flex-wrap items-center gap-3 rounded-lg bg-surface p-6 ring-1 ring-border" role="status">
        <p className="text-ink">
          <Trans>Monitors are for members: log in to follow items and hear when they move.</Trans>
        </p>
        <Link to={workbenchLoginHref(pathname, search)} className="font-medium text-brand-700 underline underline-offset-2">
          <Trans>Log in</Trans>
        </Link>
      </div>
    </WorkbenchPageFrame>
  );
}

/** The monitor centre's other pages, linked from each. */
function MonitorLinks() {
  const { t } = useLingui();
  return (
    <nav className="flex flex-wrap gap-3 text-sm" aria-label={t`Monitor centre`}>
      <Link to={`/workbench/${ALERT_RULES_PATH}`} className="text-brand-700 underline underline-offset-2">
        <Trans>Alert rules</Trans>
      </Link>
      <Link to={`/workbench/${NOTIFICATIONS_PATH}`} className="text-brand-700 underline underline-offset-2">
        <Trans>Notifications</Trans>
      </Link>
    </nav>
  );
}

/** What an empty monitor says: how to follow this entity. */
function HowToFollow({ entity }: { entity: FollowsData['query']['entity'] }) {
  switch (entity) {
    case 'product':
      return (
        <Trans>
          You follow no products yet. Press the star on a row of a product ranking, such as <Link to="/workbench/product/hot-sales-product">Hot-selling products</Link>, or Follow on a
          product's overview.
        </Trans>
      );
    case 'shop':
      return (
        <Trans>
          You follow no shops yet. Press the star on a row of a shop ranking, such as <Link to="/workbench/store/hot-sales-store">Hot-selling shops</Link>, or Follow on a shop's
          overview.
        </Trans>
      );
    case 'brand':
      return (
        <Trans>
          You follow no brands yet. Press the star on a row of a brand ranking, such as <Link to="/workbench/brandAnalysis/hot-sales-brand">Hot-selling brands</Link>, or Follow on a
          brand's analysis.
        </Trans>
      );
    case 'keyword':
      return (
        <Trans>
          You follow no search words yet. Press the star on a row of a word ranking, such as <Link to="/workbench/hot-search-word/hot-sales-word">Hot-selling words</Link>, or Follow
          on a word's overview.
        </Trans>
      );
  }
}

function FollowsView({ title, intro, data }: FrameTexts & { data: FollowsData }) {
  const { t, i18n } = useLingui();
  const rights = (useRouteLoaderData(WORKBENCH_SHELL_ROUTE_ID) as ShellData | undefined)?.rights ?? null;
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const { query, follows } = data;
  const refresh = () => revalidator.revalidate();
  const api = siteApi().workbench;
  const go = (next: typeof query) => navigate({ search: followsSearch(next) });
  // A change on the page makes the follow control's stars read the keys again.
  const changed = () => {
    resetFollowKeys();
    refresh();
  };
  const followCell = (row: FollowRow) => (
    <FollowControl
      compact
      itemName={row.title}
      follow={{ group: row.group ?? '', note: row.note ?? '' }}
      groups={follows?.groups ?? []}
      used={follows?.used ?? 0}
      limit={follows?.max ?? 0}
      plansHref={PLANS_HREF}
      onFollow={async () => undefined}
      onUpdate={async (details) => {
        await payloadOrThrow(api.PUT('/follows/{id}', { params: { path: { id: row.id } }, body: details }));
        changed();
      }}
      onUnfollow={async () => {
        await unfollowById(row.id);
        changed();
      }}
    />
  );
  const used = follows?.used ?? 0;
  const max = follows?.max ?? 0;
  return (
    <WorkbenchPageFrame
      title={title}
      intro={intro}
      stamp={follows?.day ? <DataDayStamp day={follows.day} {...(follows.figureKinds ? { kinds: follows.figureKinds } : {})} /> : null}
      tools={
        <>
          <MonitorLinks />
          <ExportButton hrefFor={(format) => followsExportHref(query, format, i18n.locale)} exportsLeft={rights?.exportsLeft ?? 0} exportsPerDay={rights?.exportsPerDay ?? 0} onExported={refresh} />
        </>
      }
    >
      {follows ? (
        <>
          <div className="flex flex-wrap items-center gap-3 text-sm">
            <p data-testid="follows-used">
              <Trans>
                You follow {used} of {max} items your plan allows.
              </Trans>
            </p>
            {follows.groups.length > 0 && (
              <label className="flex items-center gap-2">
                <Trans>Group</Trans>
                <select
                  value={query.group ?? ''}
                  onChange={(event) => go({ ...query, page: 1, ...(event.target.value ? { group: event.target.value } : { group: undefined }) })}
                  className="h-8 rounded-md border border-border-strong bg-surface px-2"
                >
                  <option value="">{t`Every group`}</option>
                  {follows.groups.map((group) => (
                    <option key={group} value={group}>
                      {group}
                    </option>
                  ))}
                </select>
              </label>
            )}
          </div>
          <FollowsTable
            entity={query.entity}
            rows={follows.rows}
            {...(query.sort ? { sort: { key: query.sort, dir: query.dir } } : {})}
            onSortChange={(sort) => go({ ...query, sort: sort.key, dir: sort.dir, page: 1 })}
            itemHref={rowHref}
            followCell={followCell}
            caption={title}
            emptyText={<HowToFollow entity={query.entity} />}
            {...(follows.figureKinds ? { kinds: follows.figureKinds } : {})}
          />
          {follows.total > 0 && (
            <RankingPager
              page={query.page}
              size={query.size}
              total={follows.total}
              depth={follows.total}
              hrefFor={(n) => followsSearch({ ...query, page: n }) || '?'}
              onSizeChange={(size) => go({ ...query, size: size as typeof query.size, page: 1 })}
            />
          )}
        </>
      ) : (
        <LoadFailed what={<Trans>The follows could not be loaded.</Trans>} onRetry={refresh} />
      )}
    </WorkbenchPageFrame>
  );
}

function RulesView({ title, intro, data }: FrameTexts & { data: RulesData }) {
  const revalidator = useRevalidator();
  const api = siteApi().workbench;
  const refresh = () => revalidator.revalidate();
  return (
    <WorkbenchPageFrame title={title} intro={intro} tools={<MonitorLinks />}>
      {data.rules ? (
        <RulesEditor
          rules={data.rules.rules}
          max={data.rules.max}
          {...(data.rules.unlockTier ? { unlockTier: data.rules.unlockTier } : {})}
          groups={data.groups}
          onCreate={async (input) => {
            await payloadOrThrow(api.POST('/rules', { body: input }));
            refresh();
          }}
          onUpdate={async (id, input) => {
            await payloadOrThrow(api.PUT('/rules/{id}', { params: { path: { id } }, body: input }));
            refresh();
          }}
          onRemove={async (id) => {
            await payloadOrThrow(api.DELETE('/rules/{id}', { params: { path: { id } } }));
            refresh();
          }}
        />
      ) : (
        <LoadFailed what={<Trans>The rules could not be loaded.</Trans>} onRetry={refresh} />
      )}
      <p className="text-sm text-ink-muted">
        <Trans>
          Follow items from the <Link to={`/workbench/${MONITOR_PATHS.product}`}>product monitor</Link> and the rankings; each rule reads the follows of its kind.
        </Trans>
      </p>
    </WorkbenchPageFrame>
  );
}

/**
 * My shop (spec §2's monitor centre entry): each of the member's authorised shops beside its category
 * on its site and the shops the member follows, over the same 7 days ending on the data day.
 */
function MyShopView({ title, intro, data }: FrameTexts & { data: MyShopData }) {
  const { t, i18n } = useLingui();
  const revalidator = useRevalidator();
  const days = MY_SHOP_DAYS;
  if (!data.shops) {
    return (
      <WorkbenchPageFrame title={title} intro={intro} tools={<MonitorLinks />}>
        <LoadFailed what={<Trans>Your authorised shops could not be loaded.</Trans>} onRetry={() => revalidator.revalidate()} />
      </WorkbenchPageFrame>
    );
  }
  return (
    <WorkbenchPageFrame title={title} intro={intro} tools={<MonitorLinks />}>
      {data.shops.length === 0 && (
        <p className="rounded-lg bg-surface p-4 text-ink ring-1 ring-border">
          <Trans>
            You have authorised no shop yet. <Link to="/moreShopAuthorize">Authorise your shops</Link> to see them here beside their category and the shops you follow.
          </Trans>
        </p>
      )}
      {data.shops.map((shop) => {
        const categoryUnits = shop.category?.week?.units;
        const share = (units: number | undefined) => (units !== undefined && categoryUnits ? units / categoryUnits : undefined);
        const currency = shop.row?.currency ?? 'USD';
        const name = shop.name;
        const shopId = shop.shopId;
        const rank = shop.categoryRank;
        const categoryName = shop.category ? (CATEGORY_NAMES[shop.category.id as keyof typeof CATEGORY_NAMES] ? i18n._(CATEGORY_NAMES[shop.category.id as keyof typeof CATEGORY_NAMES]) : String(shop.category.id)) : '';
        return (
          <section key={`${shop.site}-${shop.shopId}`} aria-label={name} className="flex flex-col gap-2 rounded-lg bg-surface p-4 ring-1 ring-border">
            <h2 className="text-lg font-semibold">
              {shop.row ? <Link to={explanationHref(shop.shopId, 'shop')}>{name}</Link> : name} <span className="text-sm font-normal text-ink-muted">{shop.site}</span>
            </h2>
            {!shop.row ? (
              <p className="text-sm text-ink-muted">
                <Trans>Our data holds no shop with the id {shopId} yet.</Trans>
              </p>
            ) : (
              <MyShopTable
                caption={t`${name} beside its category and the shops you follow, ${days} days`}
                days={days}
                rows={[
                  {
                    key: 'own',
                    own: true,
                    name: (
                      <>
                        {t`Your shop`}
                        {/* A place by estimated units (issue 33). */}
                        {rank ? (
                          <span className="ml-2 text-xs font-normal text-ink-muted">
                            {t`Place ${rank} in its category`}
                            <EstimateMark />
                          </span>
                        ) : null}
                      </>
                    ),
                    units: shop.week?.units,
                    gmv: shop.week?.gmv,
                    currency,
                    share: share(shop.week?.units),
                    interval: shop.week?.interval,
                  },
                  {
                    key: 'category',
                    name: t`Its category: ${categoryName}`,
                    units: categoryUnits,
                    gmv: shop.category?.week?.gmv,
                    currency,
                    share: categoryUnits ? 1 : undefined,
                    interval: shop.category?.week?.interval,
                  },
                  ...data.rivals
                    .filter((rival) => rival.site === shop.site && rival.itemId !== shop.shopId)
                    .map((rival) => ({
                      key: String(rival.id),
                      name: <Link to={followedItemHref(rival)}>{rival.title}</Link>,
                      units: rival.figures.units7,
                      gmv: rival.figures.gmv7,
                      currency: rival.currency ?? currency,
                      share: share(rival.figures.units7),
                      interval: rival.interval7,
                    })),
                ]}
              />
            )}
          </section>
        );
      })}
      {data.rivals.length === 0 && (
        <p className="text-sm text-ink-muted">
          <Trans>
            Follow your rivals' shops (the star on a shop's row, or Follow on its overview) to see them beside yours; the <Link to={`/workbench/${MONITOR_PATHS.shop}`}>shop monitor</Link> lists them.
          </Trans>
        </p>
      )}
    </WorkbenchPageFrame>
  );
}

/** Newer and older pages of the notifications (NOTIFICATION_PAGE_SIZE a page). */
function NotificationPager({ page, total, hrefFor }: { page: number; total: number; hrefFor: (page: number) => string }) {
  const { t } = useLingui();
  const last = Math.max(1, Math.ceil(total / NOTIFICATION_PAGE_SIZE));
  if (last === 1) return null;
  return (
    <nav aria-label={t`Notification pages`} className="flex items-center gap-4 text-sm">
      {page > 1 && (
        <Link to={hrefFor(page - 1)} className="text-brand-700 underline underline-offset-2">
          <Trans>Newer</Trans>
        </Link>
      )}
      <span>
        <Trans>
          Page {page} of {last}
        </Trans>
      </span>
      {page < last && (
        <Link to={hrefFor(page + 1)} className="text-brand-700 underline underline-offset-2">
          <Trans>Older</Trans>
        </Link>
      )}
    </nav>
  );
}

function NotificationsView({ title, intro, data }: FrameTexts & { data: NotificationsData }) {
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const api = siteApi().workbench;
  const refresh = () => revalidator.revalidate();
  const { query, notifications } = data;
  const search = (next: typeof query) => {
    const params = new URLSearchParams();
    if (next.unread) params.set('unread', '1');
    if (next.page > 1) params.set('page', String(next.page));
    const text = params.toString();
    return text ? `?${text}` : '?';
  };
  return (
    <WorkbenchPageFrame title={title} intro={intro} tools={<MonitorLinks />}>
      {notifications ? (
        <>
          <NotificationList
            notifications={notifications.rows}
            unread={notifications.unread}
            itemHref={notificationHref}
            onlyUnread={query.unread}
            onOnlyUnreadChange={(unread) => navigate({ search: search({ unread, page: 1 }) })}
            onMarkRead={async (which) => {
              await payloadOrThrow(api.POST('/notifications/read', { body: which }));
              refresh();
            }}
          />
          <NotificationPager page={query.page} total={notifications.total} hrefFor={(n) => search({ ...query, page: n })} />
        </>
      ) : (
        <LoadFailed what={<Trans>The notifications could not be loaded.</Trans>} onRetry={refresh} />
      )}
      <div className="rounded-lg bg-surface p-4 ring-1 ring-border">
        <DeliverySettings
          email={data.email}
          webhook={data.webhook}
          deliveries={data.deliveries}
          onSaveEmail={async (email) => {
            await payloadOrThrow(api.PUT('/alert-settings', { body: { email } }));
          }}
          onSetWebhook={async (url) => {
            const webhook = await payloadOrThrow(api.PUT('/webhook', { body: { url } }));
            // The list shows the address set; the secret stays on screen (the answer is the only time it is sent).
            refresh();
            return webhook;
          }}
          onRemoveWebhook={async () => {
            await payloadOrThrow(api.DELETE('/webhook', {}));
            refresh();
          }}
          onTestWebhook={async () => {
            const delivery = await payloadOrThrow(api.POST('/webhook/test', {}));
            refresh();
            return delivery;
          }}
        />
      </div>
    </WorkbenchPageFrame>
  );
}
