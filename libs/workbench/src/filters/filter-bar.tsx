// The ranking's filters (issue 26 item 4): site, category and sub-category, ranges of price, units,
// sales value and growth, minimum rating, reviews and likes, listing dates, shop type and brand.
// Fields keep what was typed; a field that cannot be applied says why beside it and nothing is
// applied until every field is valid. Below 768 px the filters open in a side sheet. An entity
// without some of these (a shop has no price or listing date) names the filters it has.
import { useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { CATEGORIES, RANKING_ENTITY_RULES, SHOP_TYPES, SITE_CODES, type RankingFilters, type RankingQuery } from '@sealens/domain';
import { SITE_NAMES } from '@sealens/i18n';
import { CATEGORY_NAMES } from '@sealens/market';
import { Button } from '@sealens/ui';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { cx } from '../shared/cx';
import { errorClass, fieldClass, invalidFieldClass, labelClass } from '../shared/field-classes';
import { SHOP_TYPE_NAMES } from '../shared/labels';
import { usePlainNumber } from '../shared/use-plain-number';
import { useSubCategoryNames } from '../sub-categories/use-sub-category-names';
import { FilterSheet } from './filter-sheet';
import { draftOf, EMPTY_DRAFT, isSubCategory, MIN_FIELDS, RANGE_FIELDS, readDraft, type FieldIssue, type FilterDraft, type IssueMap, type MinField, type RangeField } from './filter-draft';

export interface FilterBarProps {
  query: RankingQuery;
  /** The currency of the money filters: the site's, or USD over all sites. */
  currency: string;
  onApply(next: RankingQuery): void;
  brands?: { id: number; name: string }[];
  /** Sub-categories the data knows (id = category id * 100 + n), of every category. */
  subCategories?: { id: number; name: string }[];
  /**
   * Whether the bar offers site, category and sub-category (default). A page whose shell sets the
   * scope (the workbench's top bar) leaves them out; Reset then keeps them.
   */
  withScope?: boolean;
  /** The filters offered (default: the product ranking's). */
  filters?: readonly (keyof RankingFilters)[];
  className?: string;
}

function useIssueText(): (issue: FieldIssue) => string {
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

const RANGE_NAMES: Readonly<Record<RangeField, MessageDescriptor>> = {
  price: msg`Price`,
  units: msg`Units sold`,
  gmv: msg`Sales value`,
  growth: msg`Growth (%)`,
  search: msg`Search index`,
  productBase: msg`Product base`,
  bid: msg`Recommended bid`,
};
const MIN_NAMES: Readonly<Record<MinField, MessageDescriptor>> = {
  ratingMin: msg`Rating at least`,
  reviewsMin: msg`Reviews at least`,
  likesMin: msg`Likes at least`,
};

function FilterFields({
  draft,
  setDraft,
  issues,
  currency,
  brands,
  subCategories,
  withScope,
  offered,
}: {
  withScope: boolean;
  offered: ReadonlySet<string>;
  draft: FilterDraft;
  setDraft(update: (d: FilterDraft) => FilterDraft): void;
  issues: IssueMap;
  currency: string;
  brands?: FilterBarProps['brands'];
  subCategories?: FilterBarProps['subCategories'];
}) {
  const { t, i18n } = useLingui();
  const issueText = useIssueText();
  const subCategoryName = useSubCategoryNames(withScope && draft.category !== '');
  const said = (key: string) => {
    const issue = issues[key];
    return issue ? issueText(issue) : undefined;
  };
  const category = draft.category ? Number(draft.category) : undefined;
  const subs = (subCategories ?? []).filter((s) => isSubCategory(s.id) && Math.floor(s.id / 100) === category);
  const currentSub = draft.subCategory ? Number(draft.subCategory) : undefined;
  if (currentSub !== undefined && !subs.some((s) => s.id === currentSub)) subs.unshift({ id: currentSub, name: subCategoryName(currentSub) ?? t`Sub-category ${currentSub}` });
  const currentBrand = draft.brand ? Number(draft.brand) : undefined;
  const brandList = [...(brands ?? [])];
  if (currentBrand !== undefined && !brandList.some((b) => b.id === currentBrand)) brandList.unshift({ id: currentBrand, name: t`Brand ${currentBrand}` });

  const rangeLabel = (field: RangeField, end: 'min' | 'max') => {
    const name = i18n._(RANGE_NAMES[field]);
    const money = field === 'price' || field === 'gmv' || field === 'bid';
    if (end === 'min') return money ? t`${name} from (${currency})` : t`${name} from`;
    return money ? t`${name} to (${currency})` : t`${name} to`;
  };

  return (
    <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 md:grid-cols-4 xl:grid-cols-6">
      {withScope && (
        <>
          <Field label={t`Site`}>
            {(p) => (
              <select {...p} value={draft.site} onChange={(e) => setDraft((d) => ({ ...d, site: e.target.value }))}>
                <option value="">{t`All sites`}</option>
                {SITE_CODES.map((code) => (
                  <option key={code} value={code}>
                    {i18n._(SITE_NAMES[code])}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label={t`Category`}>
            {(p) => (
              <select {...p} value={draft.category} onChange={(e) => setDraft((d) => ({ ...d, category: e.target.value, subCategory: '' }))}>
                <option value="">{t`All categories`}</option>
                {CATEGORIES.map((c) => (
                  <option key={c.id} value={c.id}>
                    {i18n._(CATEGORY_NAMES[c.id])}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label={t`Sub-category`}>
            {(p) => (
              <select {...p} value={draft.subCategory} disabled={subs.length === 0} onChange={(e) => setDraft((d) => ({ ...d, subCategory: e.target.value }))}>
                <option value="">{category === undefined ? t`Choose a category first` : t`All sub-categories`}</option>
                {subs.map((s) => (
                  <option key={s.id} value={s.id}>
                    {subCategoryName(s.id) ?? s.name}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </>
      )}
      {RANGE_FIELDS.filter((field) => offered.has(field)).flatMap((field) =>
        (['min', 'max'] as const).map((end) => (
          <Field key={`${field}.${end}`} label={rangeLabel(field, end)} issue={said(`${field}.${end}`)}>
            {(p) => (
              <input
                {...p}
                inputMode={field === 'units' || field === 'search' || field === 'productBase' ? 'numeric' : 'decimal'}
                autoComplete="off"
                value={draft.ranges[field][end]}
                onChange={(e) => {
                  const value = e.target.value;
                  setDraft((d) => ({ ...d, ranges: { ...d.ranges, [field]: { ...d.ranges[field], [end]: value } } }));
                }}
              />
            )}
          </Field>
        )),
      )}
      {MIN_FIELDS.filter((field) => offered.has(field)).map((field) => (
        <Field key={field} label={i18n._(MIN_NAMES[field])} issue={said(field)}>
          {(p) => (
            <input
              {...p}
              inputMode={field === 'ratingMin' ? 'decimal' : 'numeric'}
              autoComplete="off"
              value={draft.mins[field]}
              onChange={(e) => {
                const value = e.target.value;
                setDraft((d) => ({ ...d, mins: { ...d.mins, [field]: value } }));
              }}
            />
          )}
        </Field>
      ))}
      {offered.has('listedFrom') && (
        <Field label={t`Listed from`} issue={said('listedFrom')}>
          {(p) => <input {...p} type="date" value={draft.listedFrom} onChange={(e) => setDraft((d) => ({ ...d, listedFrom: e.target.value }))} />}
        </Field>
      )}
      {offered.has('listedTo') && (
        <Field label={t`Listed to`} issue={said('listedTo')}>
          {(p) => <input {...p} type="date" value={draft.listedTo} onChange={(e) => setDraft((d) => ({ ...d, listedTo: e.target.value }))} />}
        </Field>
      )}
      {offered.has('shopType') && (
      <Field label={t`Shop type`}>
        {(p) => (
          <select {...p} value={draft.shopType} onChange={(e) => setDraft((d) => ({ ...d, shopType: e.target.value }))}>
            <option value="">{t`All shop types`}</option>
            {SHOP_TYPES.map((type) => (
              <option key={type} value={type}>
                {i18n._(SHOP_TYPE_NAMES[type])}
              </option>
            ))}
          </select>
        )}
      </Field>
      )}
      {offered.has('brandId') && (
      <Field label={t`Brand`}>
        {(p) => (
          <select {...p} value={draft.brand} disabled={brandList.length === 0} onChange={(e) => setDraft((d) => ({ ...d, brand: e.target.value }))}>
            <option value="">{t`All brands`}</option>
            {brandList.map((b) => (
              <option key={b.id} value={b.id}>
                {b.name}
              </option>
            ))}
          </select>
        )}
      </Field>
      )}
    </div>
  );
}

export function FilterBar({ query, currency, onApply, brands, subCategories, withScope = true, filters = RANKING_ENTITY_RULES.product.filters, className }: FilterBarProps) {
  const offered = new Set<string>(filters);
  const { t } = useLingui();
  const [draft, setDraftState] = useState<FilterDraft>(() => draftOf(query));
  const [issues, setIssues] = useState<IssueMap>({});
  const [sheetOpen, setSheetOpen] = useState(false);
  // A new query from outside (Back, a saved view) replaces the draft.
  const [seen, setSeen] = useState(query);
  if (seen !== query) {
    setSeen(query);
    setDraftState(draftOf(query));
    setIssues({});
  }
  const setDraft = (update: (d: FilterDraft) => FilterDraft) => setDraftState(update);
  const issueCount = Object.keys(issues).length;

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const read = readDraft(draft, query);
    setIssues(read.issues);
    if (read.query) {
      onApply(read.query);
      setSheetOpen(false);
    } else {
      // Focus the first field that needs a change (its message is beside it).
      const form = event.currentTarget as HTMLFormElement;
      requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
    }
  };
  const reset = () => {
    setIssues({});
    if (withScope) {
      setDraftState(EMPTY_DRAFT);
      const { site: _site, categoryId: _cat, ...rest } = query;
      onApply({ ...rest, filters: {}, page: 1 });
    } else {
      setDraftState(draftOf({ ...query, filters: {} }));
      onApply({ ...query, filters: {}, page: 1 });
    }
    setSheetOpen(false);
  };

  const form = (
    <form onSubmit={apply} noValidate aria-label={t`Filters`} className="flex flex-col gap-3">
      <FilterFields withScope={withScope} offered={offered} draft={draft} setDraft={setDraft} issues={issues} currency={currency} brands={brands} subCategories={subCategories} />
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

  return (
    <FilterSheet open={sheetOpen} onOpenChange={setSheetOpen} className={className}>
      {() => form}
    </FilterSheet>
  );
}
