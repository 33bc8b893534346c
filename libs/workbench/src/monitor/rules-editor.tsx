// Alert rules (issue 31 item 3): the member's rules listed as sentences, and a form to add or change
// one: a preset with its threshold, or their own conditions over the same measures combined with AND
// or OR. The form checks what it can in the member's language before asking the server; a refused
// call says why (the field the server named is marked) and keeps every value typed.
import { useLingui } from '@lingui/react/macro';
import {
  ALERT_CONDITIONS_MAX,
  ALERT_PERCENT_MAX,
  ALERT_RULE_NAME_MAX,
  ALERT_TOP_MAX,
  ALERT_VALUE_MAX,
  FOLLOW_ENTITIES,
  MEASURES_OF,
  PRESETS_OF,
  WORKBENCH_RIGHTS,
  type PlanTier,
} from '@sealens/domain';
import { Button } from '@sealens/ui';
import { useId, useState, type FormEvent } from 'react';
import { cx } from '../shared/cx';
import { errorClass, fieldClass, invalidFieldClass, labelClass } from '../shared/field-classes';
import { TIER_NAMES } from '../shared/labels';
import { usePlainNumber } from '../shared/use-plain-number';
import {
  ALERT_OPS,
  isPercentPreset,
  isPlacePreset,
  needsThreshold,
  type AlertMeasure,
  type AlertOp,
  type AlertRule,
  type AlertRuleInput,
  type AlertRuleKind,
} from './alert-rule-rules';
import type { FollowEntity } from './follows-table';
import { ENTITY_NAMES, KIND_NAMES, MEASURE_NAMES, OP_NAMES, useRuleSentence } from './monitor-words';


/** The form's fields as typed (numbers stay text until they are checked). */
interface Draft {
  name: string;
  entity: FollowEntity;
  kind: AlertRuleKind;
  threshold: string;
  conditions: { measure: AlertMeasure; op: AlertOp; value: string }[];
  combine: 'and' | 'or';
  group: string;
  enabled: boolean;
}

/** Issues by field: name, threshold, conditions.<i>.value, and `form` for the rest. */
type Issues = Record<string, string>;

const newCondition = (entity: FollowEntity) => ({ measure: MEASURES_OF[entity][0] as AlertMeasure, op: 'gt' as AlertOp, value: '' });

export const emptyDraft = (entity: FollowEntity = 'product'): Draft => ({
  name: '',
  entity,
  kind: PRESETS_OF[entity][0] as AlertRuleKind,
  threshold: '',
  conditions: [newCondition(entity)],
  combine: 'and',
  group: '',
  enabled: true,
});

const draftOfRule = (rule: AlertRule): Draft => ({
  name: rule.name,
  entity: rule.entity,
  kind: rule.kind,
  threshold: rule.threshold === undefined ? '' : String(rule.threshold),
  conditions: rule.conditions?.length ? rule.conditions.map((c) => ({ measure: c.measure, op: c.op, value: String(c.value) })) : [newCondition(rule.entity)],
  combine: rule.combine ?? 'and',
  group: rule.group ?? '',
  enabled: rule.enabled,
});

/** A number as typed, or null when it is not one. */
const numberOf = (text: string): number | null => {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '' || !/^[-+]?\d*\.?\d+$/.test(trimmed)) return null;
  return Number(trimmed);
};

/** Checks a draft: its issues, or the rule to send. */
function useCheckDraft(): (draft: Draft) => { issues: Issues } | { input: AlertRuleInput } {
  const { t } = useLingui();
  const n = usePlainNumber();
  return (draft) => {
    const issues: Issues = {};
    const name = draft.name.trim();
    const nameMax = n(ALERT_RULE_NAME_MAX);
    if (name === '') issues['name'] = t`Give the rule a name.`;
    else if (name.length > ALERT_RULE_NAME_MAX) issues['name'] = t`A name has at most ${nameMax} characters.`;
    let threshold: number | undefined;
    if (needsThreshold(draft.kind)) {
      const value = numberOf(draft.threshold);
      if (isPercentPreset(draft.kind)) {
        const most = n(ALERT_PERCENT_MAX);
        if (value === null || value <= 0 || value > ALERT_PERCENT_MAX) issues['threshold'] = t`Type a percent above 0 and at most ${most}.`;
      } else if (isPlacePreset(draft.kind)) {
        const most = n(ALERT_TOP_MAX);
        if (value === null || !Number.isInteger(value) || value < 1 || value > ALERT_TOP_MAX) issues['threshold'] = t`Type a whole place from 1 to ${most}.`;
      }
      if (value !== null) threshold = value;
    }
    const conditions: AlertRuleInput['conditions'] = [];
    if (draft.kind === 'custom') {
      const limit = ALERT_VALUE_MAX;
      draft.conditions.forEach((condition, i) => {
        const value = numberOf(condition.value);
        if (value === null) issues[`conditions.${i}.value`] = t`Type a number.`;
        else if (Math.abs(value) > limit) issues[`conditions.${i}.value`] = t`Type a number between minus and plus one trillion.`;
        else conditions.push({ measure: condition.measure, op: condition.op, value });
      });
    }
    if (Object.keys(issues).length > 0) return { issues };
    const group = draft.group.trim();
    return {
      input: {
        name,
        entity: draft.entity,
        kind: draft.kind,
        ...(threshold !== undefined && needsThreshold(draft.kind) ? { threshold } : {}),
        ...(draft.kind === 'custom' ? { conditions, combine: draft.combine } : {}),
        ...(group ? { group } : {}),
        enabled: draft.enabled,
      },
    };
  };
}

/**
 * The field a server's refusal names ("invalid parameter: conditions[1].value"), as the form's
 * issue key, so the field is marked; null when it names none the form shows.
 */
export function fieldOfRefusal(message: string): string | null {
  const match = /invalid parameter: ([\w.[\]]+)/.exec(message);
  if (!match?.[1]) return null;
  const field = match[1].replace(/\[(\d+)\]/g, '.$1');
  if (field === 'name' || field === 'threshold' || /^conditions\.\d+\.value$/.test(field)) return field;
  return null;
}

export interface RulesEditorProps {
  rules: AlertRule[];
  /** The plan's number of rules. */
  max: number;
  /** The cheapest plan that keeps more rules (absent: none does). */
  unlockTier?: PlanTier;
  /** The member's follow groups (a rule may read one group only). */
  groups?: readonly string[];
  onCreate(input: AlertRuleInput): Promise<void>;
  onUpdate(id: number, input: AlertRuleInput): Promise<void>;
  onRemove(id: number): Promise<void>;
}

export function RulesEditor({ rules, max, unlockTier, groups = [], onCreate, onUpdate, onRemove }: RulesEditorProps) {
  const { t, i18n } = useLingui();
  const n = usePlainNumber();
  const id = useId();
  const sentence = useRuleSentence();
  const check = useCheckDraft();
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [draft, setDraft] = useState<Draft>(emptyDraft());
  const [issues, setIssues] = useState<Issues>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [removing, setRemoving] = useState<number | null>(null);
  const count = n(rules.length);
  const most = n(max);
  const full = rules.length >= max;
  const plan = unlockTier ? i18n._(TIER_NAMES[unlockTier]) : '';
  const more = unlockTier ? n(WORKBENCH_RIGHTS[unlockTier].rules) : '';

  const edit = (target: number | 'new') => {
    const rule = rules.find((r) => r.id === target);
    setDraft(rule ? draftOfRule(rule) : emptyDraft());
    setIssues({});
    setError(null);
    setEditing(target);
  };
  const change = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));
  const changeEntity = (entity: FollowEntity) =>
    // Another entity has other presets and measures: the first of each, what was typed elsewhere stays.
    setDraft((d) => ({
      ...d,
      entity,
      kind: d.kind === 'custom' ? 'custom' : (PRESETS_OF[entity][0] as AlertRuleKind),
      conditions: d.conditions.map((c) => (MEASURES_OF[entity].includes(c.measure) ? c : { ...c, measure: MEASURES_OF[entity][0] as AlertMeasure })),
    }));
  const changeCondition = (i: number, patch: Partial<Draft['conditions'][number]>) =>
    setDraft((d) => ({ ...d, conditions: d.conditions.map((c, j) => (j === i ? { ...c, ...patch } : c)) }));

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const checked = check(draft);
    if ('issues' in checked) {
      setIssues(checked.issues);
      return;
    }
    setIssues({});
    setBusy(true);
    setError(null);
    try {
      if (editing === 'new') await onCreate(checked.input);
      else if (editing !== null) await onUpdate(editing, checked.input);
      setEditing(null);
    } catch (e) {
      const message = e instanceof Error ? e.message : '';
      const field = fieldOfRefusal(message);
      if (field) setIssues({ [field]: t`The server refused this value.` });
      setError(message ? `${t`The rule could not be saved.`} ${message}` : t`The rule could not be saved.`);
    } finally {
      setBusy(false);
    }
  };

  const remove = async (ruleId: number) => {
    setRemoving(ruleId);
    setError(null);
    try {
      await onRemove(ruleId);
    } catch (e) {
      setError(e instanceof Error && e.message ? `${t`The rule could not be removed.`} ${e.message}` : t`The rule could not be removed.`);
    } finally {
      setRemoving(null);
    }
  };

  const field = (key: string) => ({
    id: `${id}-${key}`,
    'aria-invalid': issues[key] ? true : undefined,
    'aria-describedby': issues[key] ? `${id}-${key}-issue` : undefined,
  });
  const issueText = (key: string) =>
    issues[key] ? (
      <p id={`${id}-${key}-issue`} className={errorClass}>
        {issues[key]}
      </p>
    ) : null;
  const thresholdLabel = isPlacePreset(draft.kind) ? t`N (a place)` : t`N (percent)`;

  return (
    <section aria-labelledby={`${id}-heading`} className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-3">
        <h2 id={`${id}-heading`} className="text-lg font-semibold">
          {t`Alert rules`}
        </h2>
        <p className="text-sm text-ink-muted">{t`${count} of ${most} rules.`}</p>
        {editing === null && !full && (
          <Button size="sm" onClick={() => edit('new')}>
            {t`Add a rule`}
          </Button>
        )}
      </div>
      {full && editing === null && (
        <p role="status" className="rounded-md border border-warning-600 bg-warning-50 px-3 py-2 text-sm">
          {unlockTier ? t`You keep ${count} of ${most} rules, all your plan allows: remove one, or keep up to ${more} with the ${plan}.` : t`You keep ${count} of ${most} rules, the most any plan keeps: remove one to add another.`}
        </p>
      )}
      {rules.length === 0 ? (
        <p className="text-sm text-ink-muted">{t`No rules yet. Add one: the monitors check it for every item you follow after each day's data comes in.`}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-border rounded-md border border-border">
          {rules.map((rule) => {
            const ruleName = rule.name;
            return (
            <li key={rule.id} className="flex flex-wrap items-center gap-3 px-3 py-2 text-sm">
              <span className="min-w-0 flex-1">
                <span className="font-medium">{rule.name}</span>{' '}
                <span className="text-ink-muted">
                  ({i18n._(ENTITY_NAMES[rule.entity])}
                  {rule.group ? `, ${rule.group}` : ''})
                </span>
                <span className="block text-ink">{sentence(rule)}</span>
                {!rule.enabled && <span className="text-xs text-ink-muted">{t`Paused`}</span>}
              </span>
              <Button size="sm" variant="ghost" aria-label={t`Change ${ruleName}`} onClick={() => edit(rule.id)}>
                {t`Change`}
              </Button>
              <Button size="sm" variant="ghost" aria-label={t`Remove ${ruleName}`} loading={removing === rule.id} onClick={() => void remove(rule.id)}>
                {t`Remove`}
              </Button>
            </li>
            );
          })}
        </ul>
      )}
      {editing !== null && (
        <form className="flex flex-col gap-3 rounded-md border border-border p-3" onSubmit={(event) => void save(event)} noValidate aria-labelledby={`${id}-form`}>
          <h3 id={`${id}-form`} className="font-semibold">
            {editing === 'new' ? t`New rule` : t`Change the rule`}
          </h3>
          <div className="grid gap-3 sm:grid-cols-2">
            <div className="flex flex-col gap-1">
              <label htmlFor={`${id}-name`} className={labelClass}>
                {t`Name`}
              </label>
              <input {...field('name')} value={draft.name} onChange={(e) => change({ name: e.target.value })} className={cx(fieldClass, issues['name'] && invalidFieldClass)} />
              {issueText('name')}
            </div>
            <div className="flex flex-col gap-1">
              <label htmlFor={`${id}-entity`} className={labelClass}>
                {t`Which follows`}
              </label>
              <select id={`${id}-entity`} value={draft.entity} onChange={(e) => changeEntity(e.target.value as FollowEntity)} className={fieldClass}>
                {FOLLOW_ENTITIES.map((entity) => (
                  <option key={entity} value={entity}>
                    {i18n._(ENTITY_NAMES[entity])}
                  </option>
                ))}
              </select>
            </div>
            <div className="flex flex-col gap-1">
              <label htmlFor={`${id}-kind`} className={labelClass}>
                {t`When`}
              </label>
              <select id={`${id}-kind`} value={draft.kind} onChange={(e) => change({ kind: e.target.value as AlertRuleKind })} className={fieldClass}>
                {[...PRESETS_OF[draft.entity], 'custom' as const].map((kind) => (
                  <option key={kind} value={kind}>
                    {i18n._(KIND_NAMES[kind])}
                  </option>
                ))}
              </select>
            </div>
            {needsThreshold(draft.kind) && (
              <div className="flex flex-col gap-1">
                <label htmlFor={`${id}-threshold`} className={labelClass}>
                  {thresholdLabel}
                </label>
                <input
                  {...field('threshold')}
                  inputMode="decimal"
                  value={draft.threshold}
                  onChange={(e) => change({ threshold: e.target.value })}
                  className={cx(fieldClass, issues['threshold'] && invalidFieldClass)}
                />
                {issueText('threshold')}
              </div>
            )}
            <div className="flex flex-col gap-1">
              <label htmlFor={`${id}-group`} className={labelClass}>
                {t`Only the group (optional)`}
              </label>
              <input id={`${id}-group`} value={draft.group} list={groups.length > 0 ? `${id}-groups` : undefined} onChange={(e) => change({ group: e.target.value })} className={fieldClass} />
              {groups.length > 0 && (
                <datalist id={`${id}-groups`}>
                  {groups.map((name) => (
                    <option key={name} value={name} />
                  ))}
                </datalist>
              )}
            </div>
          </div>
          {draft.kind === 'custom' && (
            <fieldset className="flex flex-col gap-2">
              <legend className={cx(labelClass, 'mb-1')}>{t`Conditions`}</legend>
              <div role="radiogroup" aria-label={t`Combine the conditions`} className="flex gap-4 text-sm">
                {(['and', 'or'] as const).map((combine) => (
                  <label key={combine} className="flex items-center gap-1">
                    <input type="radio" name={`${id}-combine`} value={combine} checked={draft.combine === combine} onChange={() => change({ combine })} />
                    {combine === 'and' ? t`All of them (AND)` : t`Any of them (OR)`}
                  </label>
                ))}
              </div>
              {draft.conditions.map((condition, i) => {
                const place = i + 1;
                return (
                  <div key={i} role="group" aria-label={t`Condition ${place}`} className="flex flex-wrap items-start gap-2">
                    <select
                      aria-label={t`Measure of condition ${place}`}
                      value={condition.measure}
                      onChange={(e) => changeCondition(i, { measure: e.target.value as AlertMeasure })}
                      className={cx(fieldClass, 'w-auto')}
                    >
                      {MEASURES_OF[draft.entity].map((measure) => (
                        <option key={measure} value={measure}>
                          {i18n._(MEASURE_NAMES[measure])}
                        </option>
                      ))}
                    </select>
                    <select aria-label={t`Comparison of condition ${place}`} value={condition.op} onChange={(e) => changeCondition(i, { op: e.target.value as AlertOp })} className={cx(fieldClass, 'w-auto')}>
                      {ALERT_OPS.map((op) => (
                        <option key={op} value={op}>
                          {i18n._(OP_NAMES[op])}
                        </option>
                      ))}
                    </select>
                    <span className="flex flex-col gap-1">
                      <input
                        {...field(`conditions.${i}.value`)}
                        aria-label={t`Value of condition ${place}`}
                        inputMode="decimal"
                        value={condition.value}
                        onChange={(e) => changeCondition(i, { value: e.target.value })}
                        className={cx(fieldClass, 'w-32', issues[`conditions.${i}.value`] && invalidFieldClass)}
                      />
                      {issueText(`conditions.${i}.value`)}
                    </span>
                    {draft.conditions.length > 1 && (
                      <Button size="sm" variant="ghost" onClick={() => setDraft((d) => ({ ...d, conditions: d.conditions.filter((_, j) => j !== i) }))}>
                        {t`Remove condition ${place}`}
                      </Button>
                    )}
                  </div>
                );
              })}
              {draft.conditions.length < ALERT_CONDITIONS_MAX && (
                <Button size="sm" variant="secondary" className="self-start" onClick={() => setDraft((d) => ({ ...d, conditions: [...d.conditions, newCondition(d.entity)] }))}>
                  {t`Add a condition`}
                </Button>
              )}
            </fieldset>
          )}
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" checked={draft.enabled} onChange={(e) => change({ enabled: e.target.checked })} />
            {t`Check this rule every day`}
          </label>
          {error && (
            <p role="alert" className={errorClass}>
              {error}
            </p>
          )}
          <div className="flex gap-2">
            <Button type="submit" size="sm" loading={busy}>
              {t`Save the rule`}
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setEditing(null)}>
              {t`Cancel`}
            </Button>
          </div>
        </form>
      )}
      {error && editing === null && (
        <p role="alert" className={errorClass}>
          {error}
        </p>
      )}
    </section>
  );
}
