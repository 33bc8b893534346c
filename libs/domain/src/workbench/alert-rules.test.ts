import { describe, expect, it } from 'vitest';

import { ALERT_CONDITIONS_MAX, ALERT_PERCENT_MAX, ALERT_TOP_MAX, checkAlertRule, MEASURES_OF, PRESETS_OF } from './alert-rules';

const preset = (over: Record<string, unknown>) => checkAlertRule({ name: 'Price moves', entity: 'product', kind: 'priceChange', threshold: 10, ...over });
const custom = (conditions: unknown, over: Record<string, unknown> = {}) => checkAlertRule({ name: 'Mine', entity: 'product', kind: 'custom', conditions, ...over });

describe('alert rules (issue 31 item 3)', () => {
  it('offers each entity its presets and measures', () => {
    expect(PRESETS_OF).toEqual({
      product: ['priceChange', 'unitsChange', 'topEnter', 'topLeave', 'outOfStock', 'delisted', 'relisted'],
      shop: ['unitsChange', 'newProduct'],
      brand: ['unitsChange'],
      keyword: ['searchChange'],
    });
    expect(MEASURES_OF.keyword).toEqual(['searchIndex', 'searchChange', 'productBase']);
    expect([ALERT_PERCENT_MAX, ALERT_TOP_MAX, ALERT_CONDITIONS_MAX]).toEqual([1000, 1000, 5]);
  });

  it('takes a preset with its threshold and trims the name', () => {
    expect(preset({ name: '  Price moves ' })).toEqual({
      rule: { name: 'Price moves', entity: 'product', kind: 'priceChange', threshold: 10, conditions: [], combine: 'and', group: '', enabled: true },
    });
    expect(preset({ kind: 'topEnter', threshold: 10 })).toHaveProperty('rule.threshold', 10);
    expect(preset({ kind: 'outOfStock', threshold: undefined })).toHaveProperty('rule.threshold', null);
    expect(preset({ threshold: ALERT_PERCENT_MAX })).toHaveProperty('rule');
  });

  it('names the field outside its rule', () => {
    expect(preset({ name: '' })).toEqual({ field: 'name' });
    expect(preset({ name: 'a\nb' })).toEqual({ field: 'name' });
    expect(preset({ entity: 'category' })).toEqual({ field: 'entity' });
    expect(preset({ kind: 'searchChange' })).toEqual({ field: 'kind' });
    expect(preset({ threshold: 0 })).toEqual({ field: 'threshold' });
    expect(preset({ threshold: ALERT_PERCENT_MAX + 0.5 })).toEqual({ field: 'threshold' });
    expect(preset({ threshold: '10' })).toEqual({ field: 'threshold' });
    expect(preset({ kind: 'topLeave', threshold: 2.5 })).toEqual({ field: 'threshold' });
    expect(preset({ kind: 'topLeave', threshold: ALERT_TOP_MAX + 1 })).toEqual({ field: 'threshold' });
    expect(preset({ kind: 'outOfStock', threshold: 3 })).toEqual({ field: 'threshold' });
    expect(preset({ conditions: [{ measure: 'price', op: 'gt', value: 1 }] })).toEqual({ field: 'conditions' });
    expect(preset({ group: 'x'.repeat(41) })).toEqual({ field: 'group' });
    expect(preset({ enabled: 'yes' })).toEqual({ field: 'enabled' });
  });

  it('takes custom conditions combined by AND or OR over the entity measures', () => {
    const two = [
      { measure: 'price', op: 'lt', value: 100 },
      { measure: 'unitsChange', op: 'gte', value: 50 },
    ];
    expect(custom(two, { combine: 'or' })).toEqual({
      rule: { name: 'Mine', entity: 'product', kind: 'custom', threshold: null, conditions: two, combine: 'or', group: '', enabled: true },
    });
    expect(custom([])).toEqual({ field: 'conditions' });
    expect(custom(Array.from({ length: ALERT_CONDITIONS_MAX + 1 }, () => two[0]))).toEqual({ field: 'conditions' });
    expect(custom([two[0], { measure: 'searchIndex', op: 'gt', value: 1 }])).toEqual({ field: 'conditions[1].measure' });
    expect(custom([{ measure: 'price', op: 'eq', value: 1 }])).toEqual({ field: 'conditions[0].op' });
    expect(custom([{ measure: 'price', op: 'gt', value: Number.NaN }])).toEqual({ field: 'conditions[0].value' });
    expect(custom([{ measure: 'price', op: 'gt', value: 2e12 }])).toEqual({ field: 'conditions[0].value' });
    expect(custom(two, { combine: 'xor' })).toEqual({ field: 'combine' });
    expect(custom(two, { threshold: 5 })).toEqual({ field: 'threshold' });
  });
});
