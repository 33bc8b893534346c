// The member's landing (issue #13 item 1; DESIGN §4 "/workbench/home is the member's landing"):
// the account, the plan of spec §9 with its expiry by the rule of spec §4, the bought categories
// (spec §3), the messaging app, and the tools that exist today. A visitor gets the login dialog.
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { authAtoms, authStore, normalizeMemberProduct, openLogin, siteApi, useHydrated, useIsLoggedIn, useUserInfo, type MemberProductState } from '@sealens/auth';
import { BUSINESS_CODES, CATEGORIES, isCategoryId, isMembershipExpired, maskPhone, planOf, SEARCH_INPUT_MAX_LENGTH } from '@sealens/domain';
import { CATEGORY_NAMES } from '@sealens/market';
import { claimTrial, fetchCooperationOrgan, fetchTrialInfo, TrialClaim, type CooperationOrgan } from '@sealens/site-services';
import { Button, buttonClassName } from '@sealens/ui';
import { useCallback, useEffect, useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { CONTENT_LINKS, DATA_PAGE_LINKS, WORKBENCH_PLAN_ANCHOR, type SiteLink } from '../footer/site-links';
import { PLAN_DURATION_NAMES, PLAN_TIER_NAMES } from './plan-names';

const MOBILE = /^1\d{10}$/;

/** The member's tools on this site (issue 27 item 4): the calculator, the data pages, the plugin, feedback. */
const TOOL_LINKS: readonly SiteLink[] = [
  { label: msg`Pricing calculator`, to: '/pricing' },
  ...DATA_PAGE_LINKS,
  { label: msg`Browser plugin`, to: '/pluginIntroduce' },
  { label: msg`Send feedback`, to: '/feedback' },
];

function Card({ title, children, testId, id }: { title: ReactNode; children: ReactNode; testId: string; id?: string }) {
  return (
    <section id={id} className="scroll-mt-24 rounded-xl bg-surface p-6 ring-1 ring-border" data-testid={testId}>
      <h2 className="text-lg font-semibold text-ink">{title}</h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

function Row({ term, children }: { term: ReactNode; children: ReactNode }) {
  return (
    <div className="flex flex-wrap justify-between gap-2 border-b border-border py-2 last:border-0">
      <dt className="text-sm text-ink-muted">{term}</dt>
      <dd className="text-sm font-medium text-ink">{children}</dd>
    </div>
  );
}

export function WorkbenchHomePage() {
  const hydrated = useHydrated();
  const isMember = useIsLoggedIn();
  // A visitor is asked to log in; the page fills in as soon as the session exists.
  useEffect(() => {
    if (hydrated && !isMember) void openLogin();
  }, [hydrated, isMember]);

  return (
    <div className="mx-auto max-w-5xl px-6 py-12">
      <h1 className="text-3xl font-bold text-ink">
        <Trans>My workbench</Trans>
      </h1>
      {!hydrated ? (
        <div className="mt-8 grid min-h-96 gap-6 md:grid-cols-2" aria-busy="true">
          <span className="animate-pulse rounded-xl bg-surface-sunken" />
          <span className="animate-pulse rounded-xl bg-surface-sunken" />
        </div>
      ) : isMember ? (
        <MemberLanding />
      ) : (
        <div className="mt-8 flex min-h-96 flex-col items-start gap-4" data-testid="workbench-visitor">
          <p className="text-ink-muted">
            <Trans>Log in to see your account, your plan and your tools.</Trans>
          </p>
          <Button onClick={() => void openLogin()}>
            <Trans>Log in</Trans>
          </Button>
        </div>
      )}
    </div>
  );
}

interface Category {
  typeId: number;
  name?: string;
  buyStatus?: number;
}

type LandingData = Awaited<ReturnType<typeof loadLanding>>;
type Landing = { status: 'loading' } | { status: 'failed' } | ({ status: 'ready' } & LandingData);

const fetchTrial = () => fetchTrialInfo(siteApi().identity);
const claimTheTrial = () => claimTrial(siteApi().identity);

/**
 * The member's plan, categories and cooperation organ, asked fresh (the store keeps them only for the
 * login's page). The organ (spec §7 getUserCooperationOrgan) also refreshes the stored 'cooperation
 * organ user' flag of spec §3; its failure leaves the flag and the page as they are.
 */
async function loadLanding(): Promise<{ product: MemberProductState | undefined; categories: Category[]; organ: CooperationOrgan | null | undefined }> {
  const { main, distribution } = siteApi();
  const [policy, list, organ] = await Promise.all([main.POST('/user/productAndPolicy', {}), main.POST('/user/categoryList', {}), fetchCooperationOrgan(distribution)]);
  if (organ !== undefined) authStore.set(authAtoms.cooperationOrganAtom, organ !== null);
  const policyAnswer = policy.data as { code?: number; payload?: { product?: Record<string, unknown> } } | undefined;
  const listAnswer = list.data as { code?: number; payload?: { categorys?: Category[] } } | undefined;
  if (policyAnswer?.code !== BUSINESS_CODES.success || listAnswer?.code !== BUSINESS_CODES.success) throw new Error('the landing could not be loaded');
  const categories = [...(listAnswer.payload?.categorys ?? [])].sort((a, b) => a.typeId - b.typeId);
  return { product: normalizeMemberProduct(policyAnswer.payload?.product), categories, organ };
}

/**
 * The search itself, not the home's top (issue 27 item 4): a plain GET form to the home's `?search=`,
 * which runs the search on arrival. Like the not-found page's SearchElsewhereForm of @sealens/market,
 * not that one: the first load has it (the not-found page), and a module shared by the first load and
 * this lazy page is cut into a first-load file of its own.
 */
function ProductSearch() {
  const { t } = useLingui();
  const inputId = useId();
  return (
    <form role="search" aria-label={t`Search products and shops`} action="/" method="get" className="flex gap-2">
      <label htmlFor={inputId} className="sr-only">
        <Trans>Product or shop link, or ID</Trans>
      </label>
      <input
        id={inputId}
        name="search"
        type="search"
        required
        maxLength={SEARCH_INPUT_MAX_LENGTH}
        placeholder={t`Product or shop link, or ID`}
        autoComplete="off"
        className="h-10 min-w-0 flex-1 rounded-md border border-border-strong bg-surface px-3 text-sm text-ink placeholder:text-ink-subtle focus-visible:outline-2 focus-visible:outline-focus"
      />
      <Button type="submit">
        <Trans>Search</Trans>
      </Button>
    </form>
  );
}

function MemberLanding() {
  const [landing, setLanding] = useState<Landing>({ status: 'loading' });
  const load = useCallback(() => {
    loadLanding().then(
      (data) => setLanding({ status: 'ready', ...data }),
      () => setLanding({ status: 'failed' }),
    );
  }, []);
  useEffect(load, [load]);
  if (landing.status === 'loading') {
    return (
      <div className="mt-8 grid min-h-96 gap-6 md:grid-cols-2" aria-busy="true" data-testid="workbench-loading">
        <span className="animate-pulse rounded-xl bg-surface-sunken" />
        <span className="animate-pulse rounded-xl bg-surface-sunken" />
      </div>
    );
  }
  if (landing.status === 'failed') {
    return (
      <div role="alert" className="mt-8 flex min-h-96 flex-col items-start gap-4">
        <p className="text-ink-muted">
          <Trans>Your account could not be loaded.</Trans>
        </p>
        <Button
          variant="secondary"
          onClick={() => {
            setLanding({ status: 'loading' });
            load();
          }}
        >
          <Trans>Try again</Trans>
        </Button>
      </div>
    );
  }
  // After a trial claim the plan is asked again in place (no loading state: the claim's answer stays).
  const refresh = () => void loadLanding().then((data) => setLanding({ status: 'ready', ...data }), () => undefined);
  return <MemberCards product={landing.product} categories={landing.categories} organ={landing.organ} onTrialClaimed={refresh} />;
}

function MemberCards({ product, categories, organ, onTrialClaimed }: LandingData & { onTrialClaimed: () => void }) {
  const { i18n, t } = useLingui();
  const info = useUserInfo();
  const user = info.user;
  const account = user?.account ?? '';
  const isMain = MOBILE.test(account);
  const plan = planOf(product?.['planId'] as number | string | undefined);
  const expired = isMembershipExpired(product, new Date());
  const boughtCount = categories.filter((c) => c.buyStatus === 1).length;
  const total = CATEGORIES.length;
  const boundToWeChat = info.channelUserInfo?.wxIsBind === true || Boolean(info.channelUserInfo?.openId);
  const planName = plan ? `${i18n._(PLAN_TIER_NAMES[plan.tier])}${plan.duration ? ` · ${i18n._(PLAN_DURATION_NAMES[plan.duration])}` : ''}` : t`No plan`;

  return (
    <div className="mt-8 grid gap-6 md:grid-cols-2">
      <Card title={<Trans>Account</Trans>} testId="workbench-account">
        <div className="flex items-center gap-4">
          {user?.headImg ? (
            <img src={user.headImg} alt="" width={56} height={56} className="size-14 rounded-full object-cover" />
          ) : (
            <span aria-hidden="true" className="inline-flex size-14 items-center justify-center rounded-full bg-brand-50 text-xl font-semibold text-brand-700">
              {(user?.nickName || account).slice(0, 1).toUpperCase()}
            </span>
          )}
          <div>
            <p className="font-semibold text-ink">{user?.nickName || (isMain ? maskPhone(account) : account)}</p>
            <p className="text-sm text-ink-muted">{isMain ? <Trans>Main account</Trans> : <Trans>Sub-account</Trans>}</p>
          </div>
        </div>
        <dl className="mt-4">
          <Row term={<Trans>Account</Trans>}>{isMain ? maskPhone(account) : account}</Row>
          <Row term={<Trans>Messaging app</Trans>}>{boundToWeChat ? <Trans>WeChat bound</Trans> : <Trans>Not bound</Trans>}</Row>
          {organ ? (
            <Row term={<Trans>Partner organisation</Trans>}>
              <span data-testid="workbench-organ">{organ.organName ?? organ.userId}</span>
            </Row>
          ) : null}
        </dl>
      </Card>

      <Card title={<Trans>Plan</Trans>} testId="workbench-plan" id={WORKBENCH_PLAN_ANCHOR}>
        <dl>
          <Row term={<Trans>Plan</Trans>}>{planName}</Row>
          <Row term={<Trans>Maturity time</Trans>}>{product?.maturityTime ?? '-'}</Row>
          <Row term={<Trans>Bonus end time</Trans>}>{product?.bonus?.endTime ?? '-'}</Row>
          <Row term={<Trans>Status</Trans>}>
            <span className={expired ? 'text-danger-700' : 'text-success-700'} data-testid="workbench-plan-status">
              {expired ? <Trans>Expired</Trans> : <Trans>Active</Trans>}
            </span>
          </Row>
        </dl>
      </Card>

      <TrialClaim planActive={!expired} fetchTrial={fetchTrial} claimTrial={claimTheTrial} onClaimed={onTrialClaimed} />

      <Card title={<Trans>Categories</Trans>} testId="workbench-categories">
        <p className="text-sm text-ink-muted">
          <Trans>
            {boughtCount} of {total} categories bought
          </Trans>
        </p>
        <ul className="mt-3 flex flex-wrap gap-2">
          {categories.map((category) => {
            const typeId = category.typeId;
            const name = isCategoryId(typeId) ? i18n._(CATEGORY_NAMES[typeId]) : (category.name ?? String(typeId));
            const has = category.buyStatus === 1;
            return (
              <li
                key={typeId}
                className={has ? 'rounded-full bg-brand-600 px-3 py-1 text-xs text-ink-inverse' : 'rounded-full bg-surface-muted px-3 py-1 text-xs text-ink-muted'}
                data-bought={has}
              >
                {name}
                <span className="sr-only">{has ? t`bought` : t`not bought`}</span>
              </li>
            );
          })}
        </ul>
      </Card>

      <Card title={<Trans>Tools</Trans>} testId="workbench-tools">
        <ProductSearch />
        <ul className="mt-4 flex flex-col gap-3">
          {TOOL_LINKS.map((tool) => (
            <li key={tool.to}>
              <Link to={tool.to} className={buttonClassName('secondary', 'md', 'w-full justify-start')}>
                {i18n._(tool.label)}
              </Link>
            </li>
          ))}
        </ul>
      </Card>

      {/* Issue 27 item 3: in every language (the header's classroom menu is zh/tw only), the content is one click away. */}
      <Card title={<Trans>Learn and connect</Trans>} testId="workbench-content">
        <ul className="flex flex-col gap-3">
          {CONTENT_LINKS.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className={buttonClassName('secondary', 'md', 'w-full justify-start')}>
                {i18n._(link.label)}
              </Link>
            </li>
          ))}
        </ul>
      </Card>
    </div>
  );
}
