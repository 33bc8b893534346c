// What an alert rule may say (issue 31 item 3): the contract's shapes (openapi/workbench.yaml
// AlertRuleInput) and the domain's table of presets, measures and limits (libs/domain
// alert-rules.ts), which the server checks a saved rule with. The rules editor checks a draft with
// the same numbers before it asks the server, which has the last word.
import type { WorkbenchComponents } from '@sealens/api';
import { PERCENT_PRESETS, PLACE_PRESETS, type AlertPreset } from '@sealens/domain';

type Schemas = WorkbenchComponents['schemas'];
export type AlertRule = Schemas['AlertRule'];
export type AlertRuleInput = Schemas['AlertRuleInput'];
export type AlertRuleKind = Schemas['AlertRuleKind'];
export type AlertMeasure = Schemas['AlertMeasure'];
export type AlertCondition = Schemas['AlertCondition'];
export type AlertOp = AlertCondition['op'];

export const ALERT_OPS: readonly AlertOp[] = ['gt', 'gte', 'lt', 'lte'];

export const isPercentPreset = (kind: AlertRuleKind) => kind !== 'custom' && PERCENT_PRESETS.includes(kind as AlertPreset);
export const isPlacePreset = (kind: AlertRuleKind) => kind !== 'custom' && PLACE_PRESETS.includes(kind as AlertPreset);
export const needsThreshold = (kind: AlertRuleKind) => isPercentPreset(kind) || isPlacePreset(kind);
