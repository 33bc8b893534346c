// The cells of the product ranking: one small component per kind of figure, shared by the table
// and the explanation's header card. Numbers are right-aligned with tabular figures; money says its
// currency; signs and words carry every meaning colour adds.
import { useLingui } from '@lingui/react/macro';
import { useContext, useEffect, useState } from 'react';
import { countrySiteOf, formatGrowth, formatMoney, formatNumber, isCategoryId } from '@sealens/domain';
import { CATEGORY_NAMES } from '@sealens/market';
import { cx } from '../shared/cx';
import { insetFocusRing } from '../shared/focus-ring';
import { formatDay } from '../shared/dates';
import { SHOP_TYPE_NAMES } from '../shared/labels';
import { MARKET_SITE_NAMES } from '../shared/site-names';
import { formatAmount } from '../shared/money';
import type { MoneyMode, ProductRow } from '../shared/types';
import { useFormatLocale } from '../shared/use-format-locale';
import { PictureSettleContext, shownPictures } from './picture-settle';

/** Picture size in the table (fixed: no layout shift while pictures load). */
export const ROW_PICTURE_PX = 40;

export const numberCell = 'text-right tabular-nums';

/**
 * A rank's change: a sign a screen reader reads in words. The words are the sign's name (role img, as a
 * rating's stars), not a visually hidden span: such a span is a paint layer of its own, one in nearly
 * every row of a scrolled ranking (issue 26).
 */
export function RankChange({ change }: { change: number | null | undefined }) {
  const { t } = useLingui();
  if (change === null || change === undefined)
    return <span className="rounded bg-info-50 px-1 text-xs font-medium text-info-700">{t`New`}</span>;
  if (change === 0)
    return (
      <span role="img" aria-label={t`Unchanged`} className="text-xs text-ink-muted">
        =
      </span>
    );
  const places = Math.abs(change);
  return change > 0 ? (
    <span role="img" aria-label={t`Up ${places} places`} className="text-xs font-medium text-success-700">
      ▲{places}
    </span>
  ) : (
    <span role="img" aria-label={t`Down ${places} places`} className="text-xs font-medium text-danger-700">
      ▼{places}
    </span>
  );
}

/** A site's code in a small box, as wide as the code: under a name in a column of a cell it would stretch to a box like an empty field. */
export const SITE_BADGE_CLASS = 'w-fit rounded border border-border px-1 text-xs text-ink-muted no-underline';

export function SiteBadge({ site }: { site: ProductRow['site'] }) {
  const { i18n } = useLingui();
  return (
    <abbr title={i18n._(MARKET_SITE_NAMES[site])} className={SITE_BADGE_CLASS}>
      {site}
    </abbr>
  );
}

export function SiteName({ site }: { site: ProductRow['site'] }) {
  const { i18n } = useLingui();
  return <>{i18n._(MARKET_SITE_NAMES[site])}</>;
}

/** An amount in the row's site currency with its ISO code. */
export function SiteMoney({ value, row }: { value: number; row: Pick<ProductRow, 'site' | 'currency'> }) {
  const locale = useFormatLocale();
  const text = formatMoney(value, { site: countrySiteOf(row.site), locale });
  // A symbol alone ($, R$) is ambiguous across sites; the ISO code says which currency it is.
  return (
    <span className="whitespace-nowrap">
      {text}
      {!text.includes(row.currency) && <span className="text-xs text-ink-muted"> {row.currency}</span>}
    </span>
  );
}

export function SalesValue({ row, money }: { row: Pick<ProductRow, 'site' | 'currency' | 'gmv' | 'gmvUsd'>; money: MoneyMode }) {
  const locale = useFormatLocale();
  if (money === 'site') return <SiteMoney value={row.gmv} row={row} />;
  return <span className="whitespace-nowrap">{formatAmount(row.gmvUsd, 'USD', locale)}</span>;
}

/** A growth in percent, or a dash that says why there is none (`noneText`: a search word's has no searches before). */
export function Growth({ value, noneText }: { value: number | null | undefined; noneText?: string }) {
  const { t } = useLingui();
  const locale = useFormatLocale();
  // The dash's reason is its name, as RankChange's sign.
  if (value === null || value === undefined)
    return (
      <span role="img" aria-label={noneText ?? t`No sales in the period before`} className="text-ink-muted">
        -
      </span>
    );
  return (
    <span className={cx('whitespace-nowrap', value > 0 ? 'text-success-700' : value < 0 ? 'text-danger-700' : 'text-ink-muted')}>
      {formatGrowth(value, locale)}
    </span>
  );
}

export function CountFigure({ value, decimals }: { value: number | null | undefined; decimals?: number }) {
  const locale = useFormatLocale();
  return <>{formatNumber(value, { locale, ...(decimals !== undefined ? { decimals } : {}) })}</>;
}

/** The shop's name, a link to the shop's own page when there is one (`href`). */
export function ShopCell({ shop, href }: { shop: ProductRow['shop']; href?: string }) {
  const { i18n } = useLingui();
  return (
    <span className="flex min-w-0 flex-col">
      {href ? (
        <a href={href} tabIndex={-1} className={cx('truncate text-ink hover:text-brand-700 hover:underline', insetFocusRing)}>
          {shop.name}
        </a>
      ) : (
        <span className="truncate">{shop.name}</span>
      )}
      <span className="text-xs text-ink-muted">{i18n._(SHOP_TYPE_NAMES[shop.type])}</span>
    </span>
  );
}

export function CategoryName({ id }: { id: number }) {
  const { i18n } = useLingui();
  return <>{isCategoryId(id) ? i18n._(CATEGORY_NAMES[id]) : '-'}</>;
}

export function DayCell({ day }: { day: string }) {
  const locale = useFormatLocale();
  return (
    <time dateTime={day} className="whitespace-nowrap">
      {formatDay(day, locale)}
    </time>
  );
}

export function ProductPicture({ src, size = ROW_PICTURE_PX }: { src: string; size?: number }) {
  const settleMs = useContext(PictureSettleContext);
  const settled = usePictureSettled(src, settleMs);
  // An item without a picture (a brand without a logo) keeps the box: `src=""` would fetch the page again.
  // A row still settling (PictureSettleContext) shows the same box, so nothing moves when the picture comes.
  if (!src || !settled) return <span aria-hidden="true" className="inline-block shrink-0 rounded bg-surface-muted" style={{ width: size, height: size }} />;
  return (
    <img
      src={src}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      onLoad={() => shownPictures.add(src)}
      className="shrink-0 rounded bg-surface-muted object-cover"
      style={{ width: size, height: size }}
    />
  );
}

/**
 * Whether a picture may be requested: at once (outside a scrolled virtual list, or a picture shown
 * before), or once its row stayed `settleMs`. Once shown it stays: the wait never takes a picture back.
 */
function usePictureSettled(src: string, settleMs: number): boolean {
  const now = settleMs === 0 || shownPictures.has(src);
  const [settled, setSettled] = useState(now);
  useEffect(() => {
    if (settled) return;
    const timer = setTimeout(() => setSettled(true), settleMs);
    return () => clearTimeout(timer);
  }, [settled, settleMs]);
  return settled || now;
}

/**
 * The marketplace's own page of a product, in a new tab. Its name says so (its words, then "(opens in
 * a new tab)") as a label, not a visually hidden span: such a span is a paint layer of its own, one
 * in each row of a scrolled ranking (issue 26).
 */
export function MarketplaceLink({ href, className, tabIndex, label }: { href: string; className?: string; tabIndex?: number; label?: string }) {
  const { t } = useLingui();
  const text = label ?? t`On the marketplace`;
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      tabIndex={tabIndex}
      aria-label={`${text} ${t`(opens in a new tab)`}`}
      className={cx('text-xs text-brand-700 underline-offset-2 hover:underline', className)}
    >
      {text}
    </a>
  );
}
