// The pricing and profit calculator (issue 17), "2 steps": 1. site and category, 2. cost and
// weight -> price. Everything else (seller type, size, first mile, discount, ads, returns,
// programmes, the target or a price of one's own) has a sensible default and is one click away.
// The form is text as typed: a wrong entry keeps its text and shows its message; every change is
// reported (onFormChange) so the page keeps the inputs in the URL.
import { Trans, useLingui } from '@lingui/react/macro';
import { CATEGORIES, SITE_CODES, SITE_CURRENCIES, type CategoryId, type LocaleCode, type SiteCode } from '@sealens/domain';
import { SITE_NAMES } from '@sealens/i18n';
import { CATEGORY_NAMES } from '@sealens/market';
import { Button, Spinner } from '@sealens/ui';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import type { DayRates } from '../api/pricing-api';
import { cnyToSite, currencyDigits, parseDecimal, siteToCny, toDecimalString } from '../core/money';
import { PRICING_MODES, type PricingField, type PricingForm } from '../core/query';
import { SELLER_TYPES, sellerTypesOf, type FeeSchedule, type SellerType } from '../core/schedule';
import { AmountField } from './amount-field';
import { cx, FIELD_FOCUS, SELECT_CLASS } from './class-names';
import { formatAmount, formatCount, formatDay } from './format-amount';
import { feeName, MODE_NAMES, SELLER_TYPE_NAMES } from './pricing-labels';
import { ResultBreakdown } from './result-breakdown';
import { rateOf, usePricingResult, type PricingOutcome } from './use-pricing-result';

export interface PricingCalculatorProps {
  form: PricingForm;
  onFormChange: (form: PricingForm) => void;
  /** The schedule of `form.site` (null while it loads or when the call failed). */
  schedule: FeeSchedule | null;
  rates: DayRates | null;
  /** A call for the schedule or rates is in flight. */
  loading: boolean;
  /** The last call failed: the result area says so and offers a retry. */
  failed: boolean;
  onRetry: () => void;
  locale: LocaleCode;
  /** A link that reproduces this calculation (rate day included). */
  shareHref: string;
  /** What sits under the result (saving and comparing). */
  children?: (outcome: PricingOutcome) => ReactNode;
  compact?: boolean;
}

/** A typed amount of one site moved to another through CNY at the day's rates; unchanged when it cannot be. */
function convertTyped(text: string, from: SiteCode, to: SiteCode, rates: DayRates | null): string {
  if (!rates || text.trim() === '') return text;
  const fromCurrency = SITE_CURRENCIES[from];
  const toCurrency = SITE_CURRENCIES[to];
  const fromDigits = currencyDigits(fromCurrency);
  const toDigits = currencyDigits(toCurrency);
  const amount = parseDecimal(text, fromDigits);
  const fromRate = rateOf(rates, fromCurrency);
  const toRate = rateOf(rates, toCurrency);
  if (amount === undefined || !fromRate || !toRate) return text;
  return toDecimalString(cnyToSite(siteToCny(amount, fromRate.ppm, fromDigits), toRate.ppm, toDigits), toDigits);
}

export function PricingCalculator({
  form,
  onFormChange,
  schedule,
  rates,
  loading,
  failed,
  onRetry,
  locale,
  shareHref,
  children,
  compact = false,
}: PricingCalculatorProps) {
  const { t, i18n } = useLingui();
  const id = useId();
  const [touched, setTouched] = useState<ReadonlySet<PricingField>>(() => new Set());
  const outcome = usePricingResult(form, schedule, rates);
  const currency = SITE_CURRENCIES[form.site];
  const scheduleOfSite = schedule && schedule.site === form.site ? schedule : null;
  const sellerTypes: readonly SellerType[] = scheduleOfSite ? sellerTypesOf(scheduleOfSite) : SELLER_TYPES;

  const set = (patch: Partial<PricingForm>) => onFormChange({ ...form, ...patch });
  const touch = (field: PricingField) => setTouched((s) => (s.has(field) ? s : new Set(s).add(field)));
  // A message shows once the field was left, or at once for text that is there (a shared link).
  const errorOf = (field: PricingField) => {
    if (outcome.status !== 'invalid') return undefined;
    const error = outcome.errors[field];
    return error && (touched.has(field) || form[field].trim() !== '') ? error : undefined;
  };
  const changeSite = (site: SiteCode) => {
    // Amounts typed in the old site's currency move to the new one at the day's rates.
    set({
      site,
      price: convertTyped(form.price, form.site, site, rates),
      targetProfit: convertTyped(form.targetProfit, form.site, site, rates),
      programmes: [],
    });
  };
  const field = (name: PricingField, label: string, unit: string, extra: { hint?: string; inputMode?: 'decimal' | 'numeric'; className?: string } = {}) => (
    <AmountField
      id={`${id}-${name}`}
      label={label}
      value={form[name]}
      onChange={(value) => set({ [name]: value })}
      onBlur={() => touch(name)}
      unit={unit}
      error={errorOf(name)}
      {...extra}
    />
  );
  const grid = compact ? 'grid grid-cols-1 gap-3' : 'grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3';

  return (
    <div className={cx('flex flex-col gap-6', compact ? '' : 'lg:flex-row lg:flex-wrap lg:items-start')}>
      <form className="flex min-w-0 flex-1 flex-col gap-6" noValidate onSubmit={(e) => e.preventDefault()} aria-label={t`Pricing calculator`}>
        <fieldset className="rounded-xl bg-surface p-4 ring-1 ring-border">
          <legend className="px-1 text-base font-semibold text-ink">
            <Trans>Step 1: site and category</Trans>
          </legend>
          <div className={grid}>
            <div className="flex flex-col gap-1">
              <label htmlFor={`${id}-site`} className="text-sm font-medium text-ink">
                <Trans>Site</Trans>
              </label>
              <select id={`${id}-site`} className={cx(SELECT_CLASS, FIELD_FOCUS)} value={form.site} onChange={(e) => changeSite(e.target.value as SiteCode)}>
                {SITE_CODES.map((site) => (
                  <option key={site} value={site}>
                    {i18n._(SITE_NAMES[site])} ({SITE_CURRENCIES[site]})
                  </option>
                ))}
              </select>
            </div>
            <div className="flex flex-col gap-1">
              <label htmlFor={`${id}-categoryId`} className="text-sm font-medium text-ink">
                <Trans>Category</Trans>
              </label>
              <select
                id={`${id}-categoryId`}
                className={cx(SELECT_CLASS, FIELD_FOCUS)}
                value={form.categoryId}
                onChange={(e) => set({ categoryId: e.target.value })}
                aria-invalid={errorOf('categoryId') ? true : undefined}
              >
                {CATEGORIES.map((c) => (
                  <option key={c.id} value={String(c.id)}>
                    {i18n._(CATEGORY_NAMES[c.id as CategoryId])}
                  </option>
                ))}
              </select>
            </div>
            <div className="flex flex-col gap-1">
              <label htmlFor={`${id}-seller`} className="text-sm font-medium text-ink">
                <Trans>Seller type</Trans>
              </label>
              <select id={`${id}-seller`} className={cx(SELECT_CLASS, FIELD_FOCUS)} value={form.sellerType} onChange={(e) => set({ sellerType: e.target.value as SellerType })}>
                {sellerTypes.map((type) => (
                  <option key={type} value={type}>
                    {i18n._(SELLER_TYPE_NAMES[type])}
                  </option>
                ))}
              </select>
            </div>
          </div>
        </fieldset>

        <fieldset className="rounded-xl bg-surface p-4 ring-1 ring-border">
          <legend className="px-1 text-base font-semibold text-ink">
            <Trans>Step 2: cost and weight</Trans>
          </legend>
          <div className={grid}>
            {field('cost', t`Purchase cost per item`, 'CNY')}
            {field('weightGrams', t`Weight`, 'g', { inputMode: 'numeric' })}
            <div className="flex flex-col gap-1">
              <label htmlFor={`${id}-mode`} className="text-sm font-medium text-ink">
                <Trans>Work out</Trans>
              </label>
              <select id={`${id}-mode`} className={cx(SELECT_CLASS, FIELD_FOCUS)} value={form.mode} onChange={(e) => set({ mode: e.target.value as PricingForm['mode'] })}>
                {PRICING_MODES.map((mode) => (
                  <option key={mode} value={mode}>
                    {i18n._(MODE_NAMES[mode])}
                  </option>
                ))}
              </select>
            </div>
            {form.mode === 'margin' && field('targetMargin', t`Target margin`, '%')}
            {form.mode === 'profit' && field('targetProfit', t`Target profit per item`, currency)}
            {form.mode === 'price' && field('price', t`Selling price`, currency)}
          </div>

          <details className="mt-4 group" open={!compact && hasExtras(form)}>
            <summary className={cx('cursor-pointer rounded text-sm font-medium text-brand-700', FIELD_FOCUS)}>
              <Trans>More costs and fees</Trans>
            </summary>
            <div className={cx(grid, 'mt-3')}>
              {field('firstMile', t`First-mile freight`, t`CNY/kg`)}
              {field('discount', t`Discount or voucher`, '%')}
              {field('ads', t`Ads spend share`, '%')}
              {field('returns', t`Expected return rate`, '%')}
              {field('lengthCm', t`Length`, 'cm', { inputMode: 'numeric' })}
              {field('widthCm', t`Width`, 'cm', { inputMode: 'numeric' })}
              {field('heightCm', t`Height`, 'cm', { inputMode: 'numeric' })}
            </div>
            {scheduleOfSite && scheduleOfSite.programmes.length > 0 && (
              <fieldset className="mt-4">
                <legend className="text-sm font-medium text-ink">
                  <Trans>Programmes you joined</Trans>
                </legend>
                <div className="mt-2 flex flex-wrap gap-4">
                  {scheduleOfSite.programmes.map((p) => {
                    const checked = form.programmes.includes(p.code);
                    return (
                      <label key={p.code} className="flex items-center gap-2 text-sm text-ink">
                        <input
                          type="checkbox"
                          className={cx('h-4 w-4', FIELD_FOCUS)}
                          checked={checked}
                          onChange={() => set({ programmes: checked ? form.programmes.filter((c) => c !== p.code) : [...form.programmes, p.code] })}
                        />
                        {feeName(p.code, i18n)}
                      </label>
                    );
                  })}
                </div>
              </fieldset>
            )}
          </details>
        </fieldset>
      </form>

      <section className={cx('flex min-w-0 flex-col gap-4 rounded-xl bg-surface p-4 ring-1 ring-border', compact ? '' : 'lg:w-[28rem]')} aria-labelledby={`${id}-result`} aria-busy={loading || undefined}>
        <h2 id={`${id}-result`} className="text-base font-semibold text-ink">
          <Trans>Result</Trans>
        </h2>
        <ResultArea outcome={outcome} loading={loading} failed={failed} onRetry={onRetry} locale={locale} form={form} />
        {outcome.status === 'done' && scheduleOfSite && rates && (
          <>
            <p className="text-xs text-ink-muted" data-testid="pricing-basis">
              <Trans>
                Fee schedule {scheduleOfSite.id}, in effect from {formatDay(scheduleOfSite.effectiveFrom, locale)}:{' '}
                <a href={scheduleOfSite.sourceUrl} target="_blank" rel="noopener noreferrer" className={cx('underline', FIELD_FOCUS)}>
                  {scheduleOfSite.sourceTitle}
                </a>
                . Exchange rate of {formatDay(rates.day, locale)}: 1 CNY = {formatCount(Number(outcome.rateText), locale)} {currency}.
              </Trans>{' '}
              <Trans>The fees are modelled on the source page as of that date; check the site's current fees before you rely on them.</Trans>
            </p>
            <div className="flex flex-wrap items-center gap-3">
              <a href={shareHref} className={cx('text-sm font-medium text-brand-700 underline', FIELD_FOCUS)} data-testid="pricing-share">
                <Trans>Link to this calculation</Trans>
              </a>
              <CopyLinkButton href={shareHref} />
            </div>
          </>
        )}
      </section>
      {/* Saving, the saved list and the comparison take the page's width below the form and the result (issue 27 item 11: the comparison sat squeezed into the result's column). */}
      {children && !compact ? <section className="rounded-xl bg-surface p-4 ring-1 ring-border lg:basis-full">{children(outcome)}</section> : children?.(outcome)}
    </div>
  );
}

/** How long "Link copied." stays beside the button. */
export const COPIED_NOTICE_MS = 3000;

/** Copies the calculation's full address and says so (issue 27 item 11: the link had no copy button). */
function CopyLinkButton({ href }: { href: string }) {
  const [copied, setCopied] = useState<'idle' | 'copied' | 'failed'>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = async () => {
    clearTimeout(timer.current);
    try {
      await navigator.clipboard.writeText(new URL(href, window.location.href).href);
      setCopied('copied');
      timer.current = setTimeout(() => setCopied('idle'), COPIED_NOTICE_MS);
    } catch {
      setCopied('failed');
    }
  };
  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => void copy()} data-testid="pricing-copy-link">
        <Trans>Copy the link</Trans>
      </Button>
      <span role="status" className={cx('text-sm', copied === 'failed' ? 'text-danger-600' : 'text-success-700')}>
        {copied === 'copied' ? <Trans>Link copied.</Trans> : copied === 'failed' ? <Trans>The link could not be copied: select it and copy it by hand.</Trans> : null}
      </span>
    </>
  );
}

function hasExtras(form: PricingForm): boolean {
  return [form.lengthCm, form.widthCm, form.heightCm].some((v) => v !== '') || form.programmes.length > 0 || [form.firstMile, form.discount, form.ads, form.returns].some((v) => v !== '0' && v !== '');
}

function ResultArea({ outcome, loading, failed, onRetry, locale, form }: { outcome: PricingOutcome; loading: boolean; failed: boolean; onRetry: () => void; locale: LocaleCode; form: PricingForm }) {
  const { t } = useLingui();
  if (failed) {
    return (
      <div role="alert" className="flex flex-col items-start gap-2 text-sm text-ink-muted">
        <p>
          <Trans>The fee schedule or the exchange rate could not be loaded. Your entries are kept.</Trans>
        </p>
        <Button variant="secondary" size="sm" onClick={onRetry}>
          <Trans>Try again</Trans>
        </Button>
      </div>
    );
  }
  if (loading || outcome.status === 'waiting') {
    return (
      <p className="flex items-center gap-2 text-sm text-ink-muted" role="status">
        <Spinner size="sm" decorative />
        <Trans>Loading the fee schedule</Trans>
      </p>
    );
  }
  if (outcome.status === 'invalid') {
    return (
      <p className="text-sm text-ink-muted" role="status">
        <Trans>Fill in step 1 and step 2 to get a price.</Trans>
      </p>
    );
  }
  if (outcome.status === 'noRate') {
    return (
      <p className="text-sm text-ink-muted" role="status">
        <Trans>There is no exchange rate for this site's currency on that day.</Trans>
      </p>
    );
  }
  if (outcome.status === 'unreachable') {
    return (
      <p className="text-sm text-ink-muted" role="status">
        <Trans>No price reaches this target: the site's fees take more than the margin leaves. Try a lower target.</Trans>
      </p>
    );
  }
  const { result } = outcome;
  const headline = form.mode === 'price' ? result.profit : result.price;
  return (
    <div className="flex flex-col gap-4">
      <p className="flex flex-col" role="status">
        <span className="text-sm text-ink-muted">{form.mode === 'price' ? <Trans>Profit per item</Trans> : <Trans>Selling price</Trans>}</span>
        <span className="text-3xl font-bold text-brand-700 tabular-nums" data-testid="pricing-headline">
          {formatAmount(headline.site, result.currency, result.digits, locale)}
        </span>
        <span className="text-sm text-ink-muted tabular-nums">≈ {formatAmount(headline.cny, 'CNY', 2, locale)}</span>
      </p>
      <ResultBreakdown result={result} locale={locale} caption={t`Breakdown of the calculation`} />
    </div>
  );
}
