// The monitors' words (issue 31): names of the rules' presets, measures and comparisons, a rule said
// as a sentence, and what a notification says happened, with its figures in the item's currency.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { WorkbenchComponents } from '@sealens/api';
import { formatNumber } from '@sealens/domain';
import { currencyOfSite, formatAmount } from '../shared/money';
import { useFormatLocale } from '../shared/use-format-locale';
import type { AlertMeasure, AlertOp, AlertRuleInput, AlertRuleKind } from './alert-rule-rules';

type Schemas = WorkbenchComponents['schemas'];
export type Notification = Schemas['Notification'];
type Entity = Schemas['FollowEntity'];

export const ENTITY_NAMES: Readonly<Record<Entity, MessageDescriptor>> = {
  product: msg`Followed products`,
  shop: msg`Followed shops`,
  brand: msg`Followed brands`,
  keyword: msg`Followed search words`,
};

export const KIND_NAMES: Readonly<Record<AlertRuleKind, MessageDescriptor>> = {
  priceChange: msg`Price changed by more than N %`,
  unitsChange: msg`Units moved by more than N % against the 7-day average`,
  topEnter: msg`Entered the top N of its category`,
  topLeave: msg`Left the top N of its category`,
  outOfStock: msg`Out of stock`,
  delisted: msg`Delisted`,
  relisted: msg`Back on sale after a delisting`,
  newProduct: msg`A new product from the shop`,
  searchChange: msg`Search index moved by more than N %`,
  custom: msg`My own conditions (AND / OR)`,
};

export const MEASURE_NAMES: Readonly<Record<AlertMeasure, MessageDescriptor>> = {
  price: msg`Price`,
  priceChange: msg`Price change on the day before (%)`,
  units: msg`Units of the day`,
  unitsChange: msg`Units against the 7-day average (%)`,
  rank: msg`Place in its category`,
  stock: msg`Stock`,
  gmv: msg`Sales value of the day`,
  newProducts: msg`New products of the day`,
  searchIndex: msg`Search index`,
  searchChange: msg`Search index change on the day before (%)`,
  productBase: msg`Products found`,
};

export const OP_NAMES: Readonly<Record<AlertOp, MessageDescriptor>> = {
  gt: msg`is above`,
  gte: msg`is at least`,
  lt: msg`is below`,
  lte: msg`is at most`,
};

/** A rule as one sentence ("Price changed by more than 10 %", "Price is below 100 AND Stock is at most 5"). */
export function useRuleSentence(): (rule: Pick<AlertRuleInput, 'kind' | 'threshold' | 'conditions' | 'combine'>) => string {
  const { t, i18n } = useLingui();
  const locale = useFormatLocale();
  return (rule) => {
    const n = rule.threshold === undefined ? '' : formatNumber(rule.threshold, { locale });
    switch (rule.kind) {
      case 'priceChange':
        return t`Price changed by more than ${n} %`;
      case 'unitsChange':
        return t`Units moved by more than ${n} % against the 7-day average`;
      case 'topEnter':
        return t`Entered the top ${n} of its category`;
      case 'topLeave':
        return t`Left the top ${n} of its category`;
      case 'searchChange':
        return t`Search index moved by more than ${n} %`;
      case 'custom': {
        const joiner = rule.combine === 'or' ? ` ${t`OR`} ` : ` ${t`AND`} `;
        return (rule.conditions ?? []).map((c) => `${i18n._(MEASURE_NAMES[c.measure])} ${i18n._(OP_NAMES[c.op])} ${formatNumber(c.value, { locale })}`).join(joiner);
      }
      default:
        return i18n._(KIND_NAMES[rule.kind]);
    }
  };
}

/** What a notification says happened to its item, with the day's figures. */
export function useNotificationText(): (notification: Notification) => string {
  const { t, i18n } = useLingui();
  const locale = useFormatLocale();
  return (notification) => {
    const f = notification.figures;
    const currency = currencyOfSite(notification.site);
    const money = (value: number | undefined) => formatAmount(value, currency, locale);
    const num = (value: number | undefined) => formatNumber(value, { locale });
    const pct = (value: number | undefined) => (value === undefined ? '-' : `${value > 0 ? '+' : ''}${formatNumber(value, { locale, decimals: 1 })}%`);
    const n = notification.threshold === undefined ? '' : num(notification.threshold);
    switch (notification.kind) {
      case 'priceChange': {
        const [change, price, before] = [pct(f.priceChange), money(f.price), money(f.previousPrice)];
        return t`Price ${change}: ${price}, was ${before}.`;
      }
      case 'unitsChange': {
        const [change, units, average] = [pct(f.unitsChange), num(f.units), formatNumber(f.average7, { locale, decimals: 1 })];
        return t`Units ${change} against the 7-day average: ${units} on the day, ${average} a day before.`;
      }
      case 'topEnter': {
        const [rank, before] = [num(f.rank), num(f.previousRank)];
        return f.previousRank === undefined ? t`Entered the top ${n}: place ${rank}.` : t`Entered the top ${n}: place ${rank}, was ${before}.`;
      }
      case 'topLeave': {
        const [rank, before] = [num(f.rank), num(f.previousRank)];
        return f.rank === undefined ? t`Left the top ${n}: was place ${before}, no longer placed.` : t`Left the top ${n}: place ${rank}, was ${before}.`;
      }
      case 'outOfStock':
        return t`Out of stock.`;
      case 'delisted':
        return t`Delisted: no longer seen on the marketplace.`;
      case 'relisted': {
        const price = money(f.price);
        return t`Back on sale at ${price}.`;
      }
      case 'newProduct': {
        const count = num(f.newProducts);
        return t`New products listed: ${count}.`;
      }
      case 'searchChange': {
        const [change, index, before] = [pct(f.searchChange), num(f.searchIndex), num(f.previousSearchIndex)];
        return t`Search index ${change}: ${index}, was ${before}.`;
      }
      case 'custom': {
        const parts = (
          [
            ['price', f.price === undefined ? undefined : money(f.price)],
            ['units', f.units === undefined ? undefined : num(f.units)],
            ['gmv', f.gmv === undefined ? undefined : money(f.gmv)],
            ['rank', f.rank === undefined ? undefined : num(f.rank)],
            ['stock', f.stock === undefined ? undefined : num(f.stock)],
            ['searchIndex', f.searchIndex === undefined ? undefined : num(f.searchIndex)],
          ] as const
        ).filter(([, value]) => value !== undefined);
        const figures = parts.map(([measure, value]) => `${i18n._(MEASURE_NAMES[measure])} ${value}`).join(', ');
        return figures ? t`Your conditions matched: ${figures}.` : t`Your conditions matched.`;
      }
    }
  };
}
