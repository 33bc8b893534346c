// How each figure is made (issue 33 item 4): what the crawler sees, how the estimator turns it into
// daily units and sales value, what the interval means, which figures are measured and which
// estimated, and the estimates' measured error. The error figures are the table the accuracy bench
// writes (GET /api/method/accuracy), passed in: none is written here. The workbench's method page and
// the public ones (desktop /method, mobile /m/method) render this same article under their own title.
// Its texts are a catalog of their own (method.po), loaded by the method pages only.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { MainComponents } from '@sealens/api';
import { localeIso, SITE_CODES, type SiteCode } from '@sealens/domain';
import { SITE_NAMES } from '@sealens/i18n';
import { useId, type ReactNode } from 'react';
import { formatDay } from '../../shared/dates';
import { EstimateGlyph } from '../estimate-glyph';
import { useFormatLocale } from '../../shared/use-format-locale';

export type AccuracyTable = MainComponents['schemas']['AccuracyTable'];
export type AccuracyFigures = MainComponents['schemas']['AccuracyFigures'];

/** The page's title and its description for search engines (the public pages' head). */
export const METHOD_TITLE = msg`How our figures are made`;
export const METHOD_DESCRIPTION = msg`What our crawler sees on the marketplaces, how we turn it into units sold and sales value, and how accurate those estimates are, measured.`;

/** The bench's sales levels (the product's true mean units a day), highest first. */
const LEVELS: ReadonlyArray<[string, MessageDescriptor]> = [
  ['10+', msg`10 or more units a day`],
  ['1-10', msg`1 to 10 units a day`],
  ['<1', msg`Under 1 unit a day`],
];

/** How a product-day's estimate was made (the estimator's bases), best first. */
const BASES: ReadonlyArray<[string, MessageDescriptor]> = [
  ['counter', msg`Counter difference`],
  ['stock', msg`Stock fall`],
  ['history', msg`The product's own recent level`],
  ['monthly', msg`Monthly counter`],
  ['reviews', msg`Review growth`],
  ['bounds', msg`The counter's bounds alone`],
  ['none', msg`Nothing to go on yet (a first pass)`],
];

export interface MethodArticleProps {
  /** The bench's table; null when it could not be loaded (the rest of the article still reads). */
  table: AccuracyTable | null;
  /** The level of the article's section headings, under the page's title. */
  headingLevel?: 2 | 3;
}

export function MethodArticle({ table, headingLevel = 2 }: MethodArticleProps) {
  const H = headingLevel === 2 ? 'h2' : 'h3';
  const h = 'mt-8 text-xl font-semibold text-ink';
  const p = 'mt-3 leading-relaxed text-ink';
  const list = 'mt-3 flex list-outside flex-col gap-2 pl-6 leading-relaxed text-ink';
  return (
    <article className="max-w-3xl" data-testid="method-article">
      <H className={h}>
        <Trans>What our crawler sees</Trans>
      </H>
      <p className={p}>
        <Trans>Marketplaces do not say how many units a product sells. Once a day our crawler opens each product's page and writes down what it shows:</Trans>
      </p>
      <ul className={`${list} list-disc`}>
        <li>
          <Trans>the sold counter, as the site shows it: exact at small counts, rounded further up (“1.2k sold”, “10k+ sold”), each site in its own way;</Trans>
        </li>
        <li>
          <Trans>the monthly counter (units of the last 30 days), on the sites that show one;</Trans>
        </li>
        <li>
          <Trans>the stock, as shown: capped at the site's limit (“999+”), and refilled by restocks the crawler does not see;</Trans>
        </li>
        <li>
          <Trans>the price, the rating, the reviews and the likes;</Trans>
        </li>
        <li>
          <Trans>the time of its pass, which differs from day to day. A day without a pass is a missed day.</Trans>
        </li>
      </ul>
      <p className={p}>
        <Trans>For search words it reads the marketplace's search index, product base and recommended bid.</Trans>
      </p>

      <H className={h}>
        <Trans>How we estimate units and sales value</Trans>
      </H>
      <ol className={`${list} list-decimal`}>
        <li>
          <Trans>
            <strong>Counter differences.</strong> Where the sold counter is exact on two passes, the units between them are its difference,
            corrected for the hours of the next day each pass already saw.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>Stock falls.</strong> Where the counter is rounded, its difference only bounds the units. If the stock shown fell by an
            amount within those bounds, and neither pass showed it capped or refilled, the fall is the units.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>A model.</strong> Otherwise the product's own level over its last 7 days, else its monthly counter spread over 30 days,
            else the growth of its reviews divided by its share of buyers who review; always kept within the counter's bounds.
          </Trans>
        </li>
      </ol>
      <p className={p}>
        <Trans>
          Days the crawler missed share the units between the passes around them. A product's first pass has nothing to compare with: its day
          is provisional until the day before it arrives. Sales value is each day's units times that day's price. The figures of a shop, a
          brand, a category or a search word add up its products' estimates.
        </Trans>
      </p>

      <H className={h}>
        <Trans>What the interval means</Trans>
      </H>
      <p className={p}>
        <Trans>
          Each day's estimate comes with an interval: where the true units should lie. It is narrow for a counter's difference and wide for a
          model. A period's interval is the sum of its days' intervals. The table below gives the share of true values that fell inside.
        </Trans>
      </p>
      <p className={p}>
        <Trans>
          A shop's, a brand's or a category's interval adds up its products' intervals: their lower ends, and their upper ends. The true total
          lies inside whenever each product's true units lie inside its own interval; as the products' errors partly cancel out, it is wider
          than it needs to be.
        </Trans>
      </p>

      <H className={h}>
        <Trans>Measured or estimated</Trans>
      </H>
      <p className={p}>
        <Trans>
          <strong>Measured</strong> is what the marketplace shows: price, rating, reviews, likes, a shop's followers, and a search word's search
          index, product base and recommended bid.
        </Trans>
      </p>
      <p className={p}>
        <Trans>A live session's viewers, its length and what it sold are measured too: the marketplace shows them while the session runs.</Trans>
      </p>
      <p className={p}>
        <Trans>
          <strong>Estimated</strong> are units, sales value, their growth and everything made from them: ranks by sales, daily series,
          products and shops with sales, shares, units per shop and the blue-ocean index.
        </Trans>
      </p>
      <p className={p}>
        <Trans>
          In the workbench every estimated figure carries the mark <EstimateGlyph className="inline align-baseline text-warning-700" />. Point at it for
          the figure's interval; select it to come back to this page.
        </Trans>
      </p>

      <H className={h}>
        <Trans>How accurate the estimates are</Trans>
      </H>
      {table ? (
        <AccuracySection table={table} />
      ) : (
        <p role="status" className="mt-3 rounded-lg bg-surface-muted p-4 text-ink-muted">
          <Trans>The measured error could not be loaded just now. Reload the page to try again.</Trans>
        </p>
      )}
    </article>
  );
}

function AccuracySection({ table }: { table: AccuracyTable }) {
  const { i18n, t } = useLingui();
  const locale = useFormatLocale();
  const tag = localeIso(locale);
  const captionId = useId();
  const basisId = useId();
  const count = new Intl.NumberFormat(tag, { maximumFractionDigits: 0 });
  const percent = new Intl.NumberFormat(tag, { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const from = formatDay(table.from, locale);
  const to = formatDay(table.to, locale);
  const days = count.format(table.overall.days);
  const share = (value: number | null): ReactNode =>
    value === null ? (
      <>
        <span aria-hidden="true">–</span>
        <span className="sr-only">{t`not measured in this group`}</span>
      </>
    ) : (
      percent.format(value)
    );
  const row = (key: string, name: string, figures: AccuracyFigures, strong = false) => (
    <tr key={key} className="border-t border-border" data-accuracy-row={key}>
      <th scope="row" className={`px-2 py-1.5 text-left ${strong ? 'font-semibold' : 'font-normal'}`}>
        {name}
      </th>
      <td className="px-2 py-1.5">{share(figures.headMdape)}</td>
      <td className="px-2 py-1.5">{share(figures.tailWeeklyMdape)}</td>
      <td className="px-2 py-1.5">{share(figures.inInterval)}</td>
      <td className="px-2 py-1.5">{count.format(figures.days)}</td>
    </tr>
  );
  const group = (title: string) => (
    <tr className="border-t border-border bg-surface-muted">
      <th scope="colgroup" colSpan={5} className="px-2 py-1 text-left text-xs font-semibold text-ink-muted">
        {title}
      </th>
    </tr>
  );
  type Figures = Pick<NonNullable<AccuracyTable['tiktok']>, 'overall' | 'byLevel' | 'bySite'>;
  const tiktokRows = (prefix: string, f: Figures) => (
    <>
      {row(`${prefix}-overall`, t`TikTok Shop: all products`, f.overall, true)}
      {LEVELS.filter(([key]) => f.byLevel[key]).map(([key, name]) => row(`${prefix}-level-${key}`, i18n._(name), f.byLevel[key] as AccuracyFigures))}
      {SITE_CODES.filter((site) => f.bySite[site]).map((site: SiteCode) => row(`${prefix}-site-${site}`, i18n._(SITE_NAMES[site]), f.bySite[site] as AccuracyFigures))}
    </>
  );
  const sites = SITE_CODES.filter((site) => table.bySite[site]);
  const tiktok = table.tiktok;
  const bases = BASES.filter(([key]) => table.byBasis[key] !== undefined);
  const p = 'mt-3 leading-relaxed text-ink';
  return (
    <>
      <p className={p}>
        <Trans>
          Our market simulator knows every product's true sales, and shows them to the crawler the way a marketplace would: the same rounding,
          caps, pass times, missed days and delistings. We run the estimator on what the crawler saw and compare its estimates with the truth.
        </Trans>
      </p>
      <p className={p}>
        <Trans>
          <strong>Daily error</strong>: the median absolute percentage error (MdAPE) of a day's units, for products selling at least 10 units a
          day. <strong>Weekly error</strong>: the same over 7 days, for the long tail. <strong>Inside the interval</strong>: the share of
          product-days whose true units lie inside the estimate's interval.
        </Trans>
      </p>
      {tiktok && (
        <>
          <p className={p}>
            <Trans>
              TikTok Shop shows a product's sold counter alone: exact below 1,000, rounded to the hundred above. Where it is rounded, we estimate
              each day from what promoted it (each of its videos' views gained, at that video's own rate fitted to the counter over 28 days of
              passes, and its lives' viewers) and from the counter's passes around the day. Its rows close the table, measured the same way: as
              each day is first published, and once the passes of the 3 days after it have revised it.
            </Trans>
          </p>
          <p className={p} data-testid="tiktok-revision-note">
            <Trans>The last 3 days' TikTok figures may be revised as later observations arrive.</Trans>
          </p>
        </>
      )}
      <div className="mt-4 overflow-x-auto">
        <table aria-labelledby={captionId} className="w-full min-w-[36rem] border-collapse text-right text-sm tabular-nums" data-testid="accuracy-table">
          <caption id={captionId} className="pb-2 text-left text-sm text-ink-muted">
            <Trans>
              Error of the estimates from {from} to {to}, over {days} product-days.
            </Trans>
          </caption>
          <thead>
            <tr className="text-xs text-ink-muted">
              <th scope="col" className="px-2 py-1 text-left font-semibold">
                <span className="sr-only">{t`Group`}</span>
              </th>
              <th scope="col" className="px-2 py-1 font-semibold">{t`Daily error, 10+ units a day`}</th>
              <th scope="col" className="px-2 py-1 font-semibold">{t`Weekly error, long tail`}</th>
              <th scope="col" className="px-2 py-1 font-semibold">{t`Inside the interval`}</th>
              <th scope="col" className="px-2 py-1 font-semibold">{t`Product-days`}</th>
            </tr>
          </thead>
          <tbody>
            {row('overall', t`All products`, table.overall, true)}
            {group(t`By sales level`)}
            {LEVELS.filter(([key]) => table.byLevel[key]).map(([key, name]) => row(`level-${key}`, i18n._(name), table.byLevel[key] as AccuracyFigures))}
            {group(t`By site`)}
            {sites.map((site: SiteCode) => row(`site-${site}`, i18n._(SITE_NAMES[site]), table.bySite[site] as AccuracyFigures))}
            {tiktok && (
              <>
                {group(tiktok.firstPublished ? t`TikTok Shop, the short-video marketplace: revised after 3 days` : t`TikTok Shop, the short-video marketplace`)}
                {tiktokRows('tiktok', tiktok)}
                {tiktok.firstPublished && (
                  <>
                    {group(t`TikTok Shop, the short-video marketplace: as first published`)}
                    {tiktokRows('tiktok-first', tiktok.firstPublished)}
                  </>
                )}
              </>
            )}
          </tbody>
        </table>
      </div>
      <div className="mt-6 overflow-x-auto">
        <table aria-labelledby={basisId} className="w-full max-w-md border-collapse text-right text-sm tabular-nums" data-testid="basis-table">
          <caption id={basisId} className="pb-2 text-left text-sm text-ink-muted">
            <Trans>How each product-day's estimate was made</Trans>
          </caption>
          <thead>
            <tr className="text-xs text-ink-muted">
              <th scope="col" className="px-2 py-1 text-left font-semibold">{t`Method`}</th>
              <th scope="col" className="px-2 py-1 font-semibold">{t`Share of product-days`}</th>
            </tr>
          </thead>
          <tbody>
            {bases.map(([key, name]) => (
              <tr key={key} className="border-t border-border" data-basis-row={key}>
                <th scope="row" className="px-2 py-1.5 text-left font-normal">
                  {i18n._(name)}
                </th>
                <td className="px-2 py-1.5">{percent.format(table.byBasis[key] as number)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {table.aggregates && <AggregateAccuracy table={table} aggregates={table.aggregates} />}
    </>
  );
}

/** The aggregates the bench measures, in the order the table lists them. */
const AGGREGATES: ReadonlyArray<['shop' | 'brand' | 'category', MessageDescriptor]> = [
  ['shop', msg`Shops`],
  ['brand', msg`Brands of a site`],
  ['category', msg`Categories of a site`],
];

/** The shops', brands' and categories' weekly error and the share of their weeks inside the summed interval. */
function AggregateAccuracy({ table, aggregates }: { table: AccuracyTable; aggregates: NonNullable<AccuracyTable['aggregates']> }) {
  const { i18n, t } = useLingui();
  const locale = useFormatLocale();
  const tag = localeIso(locale);
  const captionId = useId();
  const count = new Intl.NumberFormat(tag, { maximumFractionDigits: 0 });
  const percent = new Intl.NumberFormat(tag, { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const from = formatDay(table.from, locale);
  const to = formatDay(table.to, locale);
  return (
    <>
      <p className="mt-6 leading-relaxed text-ink">
        <Trans>
          A shop's, a brand's or a category's figures add up its products' estimates, and its interval their intervals. We measure them over
          each one's full weeks that sold: the median absolute percentage error of its units over the week, and the share of weeks whose true
          units lie inside the interval.
        </Trans>
      </p>
      <div className="mt-4 overflow-x-auto">
        <table aria-labelledby={captionId} className="w-full max-w-xl border-collapse text-right text-sm tabular-nums" data-testid="aggregate-accuracy-table">
          <caption id={captionId} className="pb-2 text-left text-sm text-ink-muted">
            <Trans>
              Error of the shops', brands' and categories' figures over 7-day weeks, from {from} to {to}.
            </Trans>
          </caption>
          <thead>
            <tr className="text-xs text-ink-muted">
              <th scope="col" className="px-2 py-1 text-left font-semibold">
                <span className="sr-only">{t`Group`}</span>
              </th>
              <th scope="col" className="px-2 py-1 font-semibold">{t`Weekly error`}</th>
              <th scope="col" className="px-2 py-1 font-semibold">{t`Inside the interval`}</th>
              <th scope="col" className="px-2 py-1 font-semibold">{t`Weeks measured`}</th>
            </tr>
          </thead>
          <tbody>
            {AGGREGATES.map(([key, name]) => {
              const f = aggregates[key];
              return (
                <tr key={key} className="border-t border-border" data-aggregate-row={key}>
                  <th scope="row" className="px-2 py-1.5 text-left font-normal">
                    {i18n._(name)}
                  </th>
                  <td className="px-2 py-1.5">
                    {f.weeklyMdape === null ? (
                      <>
                        <span aria-hidden="true">–</span>
                        <span className="sr-only">{t`not measured in this group`}</span>
                      </>
                    ) : (
                      percent.format(f.weeklyMdape)
                    )}
                  </td>
                  <td className="px-2 py-1.5">{percent.format(f.inInterval)}</td>
                  <td className="px-2 py-1.5">{count.format(f.weeks)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </>
  );
}
