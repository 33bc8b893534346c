// The finder's filter panel (issue 30 items 1 and 3): each range as a from / to pair with its unit,
// the lower bounds, listing days, shop type and brand. Fields keep what was typed; a value outside
// the contract (finder-draft.ts, valibot) is said beside its field in the reader's language and
// nothing is applied until every field passes. Site, category and period are the top bar's.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { SHOP_TYPES, type RankingQuery } from '@sealens/domain';
import { Button } from '@sealens/ui';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { cx } from '../shared/cx';
import { errorClass, fieldClass, invalidFieldClass, labelClass } from '../shared/field-classes';
import { SHOP_TYPE_NAMES } from '../shared/labels';
import { usePlainNumber } from '../shared/use-plain-number';
import { finderDraftOf, readFinderDraft, type FinderDraft, type FinderField, type FinderIssue, type FinderRange } from './finder-draft';

export interface FinderPanelProps {
  query: RankingQuery;
  fields: readonly FinderField[];
  /** The currency of the money ranges: the site's, or USD over all sites. */
  currency: string;
  onApply(next: RankingQuery): void;
  brands?: { id: number; name: string }[];
  className?: string;
}

const RANGE_NAMES: Readonly<Record<FinderRange['key'], MessageDescriptor>> = {
  price: msg`Price`,
  units: msg`Units sold`,
  gmv: msg`Sales value`,
  growth: msg`Growth (%)`,
  search: msg`Search index`,
  productBase: msg`Product base`,
  bid: msg`Recommended bid`,
  priceChange: msg`Price change, 30 days (%)`,
  reviewsPerUnit: msg`Reviews per unit sold`,
  categoryShops: msg`Shops in its category`,
  age: msg`Days since listed`,
};

const MIN_NAMES = {
  ratingMin: msg`Rating at least`,
  reviewsMin: msg`Reviews at least`,
  likesMin: msg`Likes at least`,
} as const;

function useIssueText(): (issue: FinderIssue) => string {
  const { t } = useLingui();
  const n = usePlainNumber();
  return (issue) => {
    switch (issue.kind) {
      case 'number':
        return t`Enter a number, such as 12.5.`;
      case 'whole':
        return t`Enter a whole number.`;
      case 'atLeast': {
        const min = n(issue.min);
        return t`Enter ${min} or more.`;
      }
      case 'between': {
        const min = n(issue.min);
        const max = n(issue.max);
        return t`Enter a number from ${min} to ${max}.`;
      }
      case 'tooLarge':
        return t`Enter a smaller number.`;
      case 'order':
        return t`The upper end is below the lower end.`;
      case 'day':
        return t`Enter a day as YYYY-MM-DD.`;
    }
  };
}

function Field({ label, issue, children }: { label: string; issue?: string; children: (props: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string; className: string }) => ReactNode }) {
  const id = useId();
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      {children({ id, className: cx(fieldClass, issue && invalidFieldClass), ...(issue ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-issue` } : {}) })}
      {issue && (
        <p id={`${id}-issue`} className={errorClass}>
          {issue}
        </p>
      )}
    </div>
  );
}

export function FinderPanel({ query, fields, currency, onApply, brands, className }: FinderPanelProps) {
  const { t, i18n } = useLingui();
  const issueText = useIssueText();
  const [draft, setDraft] = useState<FinderDraft>(() => finderDraftOf(query, fields));
  const [issues, setIssues] = useState<Record<string, FinderIssue>>({});
  // A new query from outside (Back, a preset, a saved view) replaces the draft.
  const [seen, setSeen] = useState(query);
  if (seen !== query) {
    setSeen(query);
    setDraft(finderDraftOf(query, fields));
    setIssues({});
  }
  const edit = (key: string, value: string) => setDraft((d) => ({ ...d, [key]: value }));
  const said = (key: string) => {
    const issue = issues[key];
    return issue ? issueText(issue) : undefined;
  };

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const read = readFinderDraft(draft, fields, query);
    setIssues(read.issues);
    if (read.query) onApply(read.query);
    else {
      // The first field that needs a change takes the focus (its message is beside it).
      const form = event.currentTarget as HTMLFormElement;
      requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
    }
  };
  const reset = () => {
    const cleared = { ...query, filters: {}, page: 1 };
    setIssues({});
    setDraft(finderDraftOf(cleared, fields));
    onApply(cleared);
  };

  const rangeLabel = (field: FinderRange, end: 'min' | 'max') => {
    const name = i18n._(RANGE_NAMES[field.key]);
    if (field.unit === 'money') return end === 'min' ? t`${name} from (${currency})` : t`${name} to (${currency})`;
    return end === 'min' ? t`${name} from` : t`${name} to`;
  };
  const currentBrand = draft['brandId'] ? Number(draft['brandId']) : undefined;
  const brandList = [...(brands ?? [])];
  if (currentBrand !== undefined && !brandList.some((b) => b.id === currentBrand)) brandList.unshift({ id: currentBrand, name: t`Brand ${currentBrand}` });
  const issueCount = Object.keys(issues).length;

  return (
    <form onSubmit={apply} noValidate aria-label={t`Filters`} className={cx('flex flex-col gap-3', className)}>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 md:grid-cols-4 xl:grid-cols-6">
        {fields.flatMap((field) => {
          if (field.kind === 'range')
            return (['min', 'max'] as const).map((end) => {
              const key = `${field.key}.${end}`;
              return (
                <Field key={key} label={rangeLabel(field, end)} issue={said(key)}>
                  {(p) => <input {...p} inputMode={field.whole ? 'numeric' : 'decimal'} autoComplete="off" value={draft[key] ?? ''} onChange={(e) => edit(key, e.target.value)} />}
                </Field>
              );
            });
          if (field.kind === 'min')
            return [
              <Field key={field.key} label={i18n._(MIN_NAMES[field.key])} issue={said(field.key)}>
                {(p) => <input {...p} inputMode={field.whole ? 'numeric' : 'decimal'} autoComplete="off" value={draft[field.key] ?? ''} onChange={(e) => edit(field.key, e.target.value)} />}
              </Field>,
            ];
          if (field.kind === 'day')
            return [
              <Field key={field.key} label={field.key === 'listedFrom' ? t`Listed from` : t`Listed to`} issue={said(field.key)}>
                {(p) => <input {...p} type="date" value={draft[field.key] ?? ''} onChange={(e) => edit(field.key, e.target.value)} />}
              </Field>,
            ];
          if (field.kind === 'shopType')
            return [
              <Field key={field.key} label={t`Shop type`}>
                {(p) => (
                  <select {...p} value={draft[field.key] ?? ''} onChange={(e) => edit(field.key, e.target.value)}>
                    <option value="">{t`All shop types`}</option>
                    {SHOP_TYPES.map((type) => (
                      <option key={type} value={type}>
                        {i18n._(SHOP_TYPE_NAMES[type])}
                      </option>
                    ))}
                  </select>
                )}
              </Field>,
            ];
          return [
            <Field key={field.key} label={t`Brand`}>
              {(p) => (
                <select {...p} value={draft[field.key] ?? ''} disabled={brandList.length === 0} onChange={(e) => edit(field.key, e.target.value)}>
                  <option value="">{t`All brands`}</option>
                  {brandList.map((b) => (
                    <option key={b.id} value={b.id}>
                      {b.name}
                    </option>
                  ))}
                </select>
              )}
            </Field>,
          ];
        })}
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Button type="submit" size="sm">
          {t`Apply`}
        </Button>
        <Button type="button" variant="secondary" size="sm" onClick={reset}>
          {t`Reset`}
        </Button>
        {issueCount > 0 && (
          <p role="alert" className={errorClass}>
            {t`Some filters need a change before they can be applied.`}
          </p>
        )}
      </div>
    </form>
  );
}
