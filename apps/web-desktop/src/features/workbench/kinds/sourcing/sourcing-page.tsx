// Sourcing (issue 30 item 4; `big-data-selection/1688-selected-goods`): for a marketplace product
// (the picker, or `?id=`), the 1688 offers that match it, best first, each with its supplier, price
// tiers in CNY, minimum order and the margin the pricing calculator gives at the site's fees and the
// day's rate; each margin opens the calculator on the same inputs.
import { Trans, useLingui } from '@lingui/react/macro';
import { siteApi } from '@sealens/auth';
import { formatMoney, isSiteCode, type SiteCode } from '@sealens/domain';
import { SITE_NAMES } from '@sealens/i18n';
import { formatBp } from '@sealens/pricing';
import { useFormatLocale } from '@sealens/market';
import { formatAmount, formatDay, ItemPicker, PercentFigure } from '@sealens/workbench';
import { Link, useRevalidator } from 'react-router';
import { explanationHref, sourcingHref, type SourcingPageConfig } from '../../workbench-pages';
import { LoadFailed, WorkbenchPageFrame } from '../workbench-page-frame';
import type { SourcingData } from './sourcing-data';
import { calculatorHref, sourcingMarginBp, type SourcingInputs } from './sourcing-margin';

type Ready = Extract<SourcingData, { state: 'ready' }>;

export function SourcingPageView({ page, data }: { page: SourcingPageConfig; data: SourcingData }) {
  const { i18n } = useLingui();
  const revalidator = useRevalidator();
  const find = async (q: string) => {
    const { data: answer } = await siteApi().workbench.GET('/item/find', { params: { query: { entity: 'product', q } } });
    if (answer?.code !== 200 || !answer.payload) throw new Error(answer?.message ?? 'find failed');
    return answer.payload.matches;
  };
  return (
    <WorkbenchPageFrame title={i18n._(page.title)} intro={i18n._(page.intro)} stamp={data.state === 'ready' ? <DayNote day={data.sourcing.day} /> : null}>
      {data.state === 'ready' ? (
        <Matches data={data} />
      ) : data.state === 'failed' ? (
        <LoadFailed what={<Trans>The supplier offers could not be loaded.</Trans>} onRetry={() => revalidator.revalidate()} />
      ) : (
        <div className="rounded-lg bg-surface p-4 ring-1 ring-border">
          {data.state === 'missing' && (
            <p role="status" className="mb-3 text-ink">
              <Trans>No product with the id {data.id} is in our data.</Trans>
            </p>
          )}
          <ItemPicker onFind={find} itemHref={(ref) => sourcingHref(ref.id)} />
        </div>
      )}
    </WorkbenchPageFrame>
  );
}

function DayNote({ day }: { day: string }) {
  const locale = useFormatLocale();
  const dayText = formatDay(day, locale);
  return (
    <p className="text-sm text-ink-muted">
      <Trans>Offers as our crawler last found them, products as of {dayText}.</Trans>
    </p>
  );
}

function Matches({ data }: { data: Ready }) {
  const { t, i18n } = useLingui();
  const locale = useFormatLocale();
  const { product, offers, cut } = data.sourcing;
  const site = product.site as SiteCode;
  const siteName = isSiteCode(site) ? i18n._(SITE_NAMES[site]) : product.site;
  const price = formatMoney(product.price, { site, locale });
  const rateDay = data.rates?.day ?? '';
  const inputsOf = (offer: (typeof offers)[number]): SourcingInputs => ({
    site,
    categoryId: product.categoryId,
    price: product.price,
    costCny: offer.tiers[0]?.price ?? 0,
    weightGrams: offer.weightGrams,
    rateDay,
  });
  return (
    <>
      <section className="flex items-center gap-4 rounded-lg bg-surface p-4 ring-1 ring-border" aria-label={t`The product`}>
        {product.image && <img src={product.image} alt="" width={64} height={64} className="rounded" />}
        <div className="min-w-0">
          <Link to={explanationHref(product.id)} className="font-semibold text-brand-700 underline-offset-2 hover:underline" data-testid="sourcing-product">
            {product.title}
          </Link>
          <p className="text-sm text-ink-muted">
            <Trans>
              {siteName}, listed at <span data-testid="sourcing-product-price">{price}</span>
            </Trans>
          </p>
        </div>
      </section>
      <p className="text-sm text-ink-muted">
        <Trans>
          Margin: the pricing calculator&apos;s, selling at the product&apos;s price as a cross-border seller at the site&apos;s fees and the day&apos;s rate, buying at the first tier&apos;s price, shipping one piece of the offer&apos;s weight.
        </Trans>
      </p>
      {offers.length === 0 ? (
        <p role="status" className="text-ink">
          <Trans>No supplier offer in our data matches this product closely enough.</Trans>
        </p>
      ) : (
        <div className="overflow-x-auto rounded-lg ring-1 ring-border">
          <table className="w-full text-sm">
            <caption className="sr-only">{t`Supplier offers matching the product, best first`}</caption>
            <thead className="bg-surface-muted text-left">
              <tr>
                <th scope="col" className="p-2">{t`Offer`}</th>
                <th scope="col" className="p-2">{t`Supplier`}</th>
                <th scope="col" className="p-2">{t`Price tiers (CNY a piece)`}</th>
                <th scope="col" className="p-2 text-right">{t`Minimum order`}</th>
                <th scope="col" className="p-2 text-right">{t`Match`}</th>
                <th scope="col" className="p-2 text-right">{t`Margin`}</th>
              </tr>
            </thead>
            <tbody>
              {offers.map((offer) => {
                const inputs = inputsOf(offer);
                const margin = data.schedule && data.rates ? sourcingMarginBp(inputs, data.schedule, data.rates.rates) : null;
                return (
                  <tr key={offer.id} className="border-t border-border" data-testid="sourcing-offer">
                    {/* Widths of their own: on a phone the table scrolls in its frame; squeezed, a Chinese title broke a character a line over the supplier's column. */}
                    <th scope="row" className="min-w-56 p-2 text-left font-normal">
                      <span className="flex items-center gap-2">
                        <img src={offer.image} alt="" width={40} height={40} className="rounded" />
                        <span lang="zh-CN">{offer.title}</span>
                      </span>
                    </th>
                    <td className="min-w-40 p-2">
                      <span lang="zh-CN">{offer.supplierName}</span>
                      <SupplierRating rating={offer.supplierRating} />
                    </td>
                    <td className="p-2">
                      <ul>
                        {offer.tiers.map((tier) => {
                          const amount = formatAmount(tier.price, 'CNY', locale);
                          const from = tier.minQuantity;
                          return (
                            <li key={tier.minQuantity} className="whitespace-nowrap">
                              {t`From ${from}: ${amount}`}
                            </li>
                          );
                        })}
                      </ul>
                    </td>
                    <td className="p-2 text-right tabular-nums">{offer.minOrder}</td>
                    <td className="p-2 text-right tabular-nums">
                      {/* A listed offer always has its score: no text for a missing one is needed. */}
                      <PercentFigure value={offer.score * 100} noneText="" />
                    </td>
                    <td className="p-2 text-right tabular-nums">
                      {margin === null ? (
                        <span>-</span>
                      ) : (
                        <a href={calculatorHref(inputs)} className="text-brand-700 underline-offset-2 hover:underline" data-testid="sourcing-margin" title={t`Open in the pricing calculator`}>
                          {formatBp(margin, locale)}
                        </a>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      {cut && (
        <p role="note" className="text-sm text-ink-muted">
          <Trans>
            {cut.allowed} of {cut.available} matching offers are shown with your plan.
          </Trans>
        </p>
      )}
      {rateDay && <RateNote day={rateDay} />}
    </>
  );
}

function SupplierRating({ rating }: { rating: number }) {
  return (
    <span className="block text-ink-muted">
      <Trans>Rating {rating}</Trans>
    </span>
  );
}

function RateNote({ day }: { day: string }) {
  const locale = useFormatLocale();
  const dayText = formatDay(day, locale);
  return (
    <p className="text-xs text-ink-muted">
      <Trans>Fee schedule and exchange rate of {dayText}, as in the pricing calculator.</Trans>
    </p>
  );
}
