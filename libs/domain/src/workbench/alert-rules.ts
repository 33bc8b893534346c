// Alert rules of the monitors (issue 31 item 3; openapi/workbench.yaml AlertRuleInput): which
// presets and measures each followed entity has, and the check the server runs on every rule a
// member saves (the pages may run it too, to say a mistake before sending).

export const FOLLOW_ENTITIES = ['product', 'shop', 'brand', 'keyword'] as const;
export type FollowEntity = (typeof FOLLOW_ENTITIES)[number];

export const ALERT_PRESETS = ['priceChange', 'unitsChange', 'topEnter', 'topLeave', 'outOfStock', 'delisted', 'relisted', 'newProduct', 'searchChange'] as const;
export type AlertPreset = (typeof ALERT_PRESETS)[number];
export type AlertRuleKind = AlertPreset | 'custom';

export const ALERT_MEASURES = ['price', 'priceChange', 'units', 'unitsChange', 'rank', 'stock', 'gmv', 'newProducts', 'searchIndex', 'searchChange', 'productBase'] as const;
export type AlertMeasure = (typeof ALERT_MEASURES)[number];
export type AlertOp = 'gt' | 'gte' | 'lt' | 'lte';

/** The presets each entity offers. */
export const PRESETS_OF: Readonly<Record<FollowEntity, readonly AlertPreset[]>> = {
  product: ['priceChange', 'unitsChange', 'topEnter', 'topLeave', 'outOfStock', 'delisted', 'relisted'],
  shop: ['unitsChange', 'newProduct'],
  brand: ['unitsChange'],
  keyword: ['searchChange'],
};

/** The measures a custom condition may read, per entity (the day's MonitorFigures). */
export const MEASURES_OF: Readonly<Record<FollowEntity, readonly AlertMeasure[]>> = {
  product: ['price', 'priceChange', 'units', 'unitsChange', 'rank', 'stock'],
  shop: ['units', 'unitsChange', 'gmv', 'newProducts'],
  brand: ['units', 'unitsChange', 'gmv'],
  keyword: ['searchIndex', 'searchChange', 'productBase'],
};

/** Presets whose threshold is a percent change: 0 < N <= ALERT_PERCENT_MAX. */
export const PERCENT_PRESETS: readonly AlertPreset[] = ['priceChange', 'unitsChange', 'searchChange'];
/** Presets whose threshold is a place in the category: a whole number 1..ALERT_TOP_MAX. */
export const PLACE_PRESETS: readonly AlertPreset[] = ['topEnter', 'topLeave'];
export const ALERT_PERCENT_MAX = 1_000;
export const ALERT_TOP_MAX = 1_000;
/** Conditions a custom rule combines. */
export const ALERT_CONDITIONS_MAX = 5;
/** A condition's value stays within ±this (the contract's bound). */
export const ALERT_VALUE_MAX = 1e12;
export const ALERT_RULE_NAME_MAX = 60;
export const FOLLOW_GROUP_MAX = 40;
export const FOLLOW_NOTE_MAX = 200;

export interface AlertConditionInput {
  measure: AlertMeasure;
  op: AlertOp;
  value: number;
}

/** A rule as stored: presets carry a threshold (or none), custom rules their conditions. */
export interface AlertRuleSpec {
  name: string;
  entity: FollowEntity;
  kind: AlertRuleKind;
  threshold: number | null;
  conditions: AlertConditionInput[];
  combine: 'and' | 'or';
  group: string;
  enabled: boolean;
}

const OPS: readonly AlertOp[] = ['gt', 'gte', 'lt', 'lte'];
// C0 controls (line breaks included: names are one line) and DEL.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const oneOf = <T extends string>(list: readonly T[], v: unknown): v is T => typeof v === 'string' && (list as readonly string[]).includes(v);

/** A one-line name of 1..max characters (trimmed), or undefined. */
export function lineText(value: unknown, max: number, allowEmpty = false): string | undefined {
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  if ((!allowEmpty && text.length === 0) || text.length > max || CONTROL.test(text)) return undefined;
  return text;
}

/**
 * Checks a rule sent by a member. Answers the rule to store, or the first field outside its rule
 * (`threshold`, `conditions[1].measure`, ...), as the server's 400 names it.
 */
export function checkAlertRule(input: unknown): { rule: AlertRuleSpec } | { field: string } {
  if (!isRecord(input)) return { field: 'body' };
  const name = lineText(input['name'], ALERT_RULE_NAME_MAX);
  if (name === undefined) return { field: 'name' };
  const entity = input['entity'];
  if (!oneOf(FOLLOW_ENTITIES, entity)) return { field: 'entity' };
  const kind = input['kind'];
  if (kind !== 'custom' && !oneOf(ALERT_PRESETS, kind)) return { field: 'kind' };
  if (kind !== 'custom' && !PRESETS_OF[entity].includes(kind)) return { field: 'kind' };
  const group = input['group'] === undefined ? '' : lineText(input['group'], FOLLOW_GROUP_MAX, true);
  if (group === undefined) return { field: 'group' };
  const enabled = input['enabled'] === undefined ? true : input['enabled'];
  if (typeof enabled !== 'boolean') return { field: 'enabled' };
  const threshold = input['threshold'];
  const conditions = input['conditions'];
  const combine = input['combine'] ?? 'and';
  if (combine !== 'and' && combine !== 'or') return { field: 'combine' };

  if (kind !== 'custom') {
    if (conditions !== undefined) return { field: 'conditions' };
    if (PERCENT_PRESETS.includes(kind)) {
      if (typeof threshold !== 'number' || !Number.isFinite(threshold) || threshold <= 0 || threshold > ALERT_PERCENT_MAX) return { field: 'threshold' };
    } else if (PLACE_PRESETS.includes(kind)) {
      if (typeof threshold !== 'number' || !Number.isInteger(threshold) || threshold < 1 || threshold > ALERT_TOP_MAX) return { field: 'threshold' };
    } else if (threshold !== undefined && threshold !== null) {
      return { field: 'threshold' };
    }
    return { rule: { name, entity, kind, threshold: typeof threshold === 'number' ? threshold : null, conditions: [], combine: 'and', group, enabled } };
  }

  if (threshold !== undefined && threshold !== null) return { field: 'threshold' };
  if (!Array.isArray(conditions) || conditions.length === 0 || conditions.length > ALERT_CONDITIONS_MAX) return { field: 'conditions' };
  const checked: AlertConditionInput[] = [];
  for (const [i, c] of conditions.entries()) {
    if (!isRecord(c)) return { field: `conditions[${i}]` };
    const measure = c['measure'];
    if (!oneOf(ALERT_MEASURES, measure) || !MEASURES_OF[entity].includes(measure)) return { field: `conditions[${i}].measure` };
    const op = c['op'];
    if (!oneOf(OPS, op)) return { field: `conditions[${i}].op` };
    const value = c['value'];
    if (typeof value !== 'number' || !Number.isFinite(value) || Math.abs(value) > ALERT_VALUE_MAX) return { field: `conditions[${i}].value` };
    checked.push({ measure, op, value });
  }
  return { rule: { name, entity, kind, threshold: null, conditions: checked, combine, group, enabled } };
}
