// Alert rules (openapi/workbench.yaml listAlertRules, createAlertRule, updateAlertRule,
// removeAlertRule; issue 31 items 3 and 5): checked on the server by libs/domain's checkAlertRule
// (400 naming the field), at most the plan's `rules` (409, counted under a lock). Members only;
// someone else's rule id answers as a missing one (404).
import { type AlertRuleSpec, checkAlertRule, tierUnlocking } from '@sealens/domain';
import { Hono } from 'hono';

import type { AppEnv } from '../../app-options';
import { marketOf } from '../../market/market-service';
import { memberTime } from '../../monitor/monitor-output';
import { httpError } from '../identity/common';
import { fail, jsonBody, ok } from '../main/main-http';
import type { ServerDeps } from '../server-deps';
import { callerOf } from './member-rights';
import type { WorkbenchSchemas } from './workbench-types';

const LOCK_RULES = 31_002;
export const CODE_RULES_FULL = 409;
export const CODE_NO_SUCH_RULE = 404;

interface RuleDbRow {
  id: number;
  name: string;
  entity: string;
  kind: string;
  threshold: number | null;
  conditions: AlertRuleSpec['conditions'];
  combine: string;
  group_name: string;
  enabled: boolean;
  created_at: string | Date;
}

type AlertRule = WorkbenchSchemas['AlertRule'];

export function ruleOf(row: RuleDbRow): AlertRule {
  const custom = row.kind === 'custom';
  return {
    id: row.id,
    name: row.name,
    entity: row.entity as AlertRule['entity'],
    kind: row.kind as AlertRule['kind'],
    ...(row.threshold === null ? {} : { threshold: row.threshold }),
    ...(custom ? { conditions: row.conditions, combine: row.combine as 'and' | 'or' } : {}),
    ...(row.group_name ? { group: row.group_name } : {}),
    enabled: row.enabled,
    createdAt: memberTime(row.created_at),
  };
}

const values = (rule: AlertRuleSpec) => [rule.name, rule.entity, rule.kind, rule.threshold, JSON.stringify(rule.conditions), rule.combine, rule.group, rule.enabled];

export function ruleRoutes(deps: ServerDeps): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  const sqlOf = () => marketOf(deps).sql;

  r.get('/rules', async (c) => {
    const caller = await callerOf(deps, c);
    if (!caller.user) return httpError(c, 401, 'log in to use alert rules');
    const rows = await sqlOf().query<RuleDbRow>(`select * from monitor_rules where user_id = $1 order by id`, [caller.user.id]);
    const max = caller.rights.rules;
    const unlockTier = tierUnlocking('rules', max + 1);
    return ok(c, { rules: rows.map(ruleOf), max, ...(unlockTier ? { unlockTier } : {}) });
  });

  r.post('/rules', async (c) => {
    const caller = await callerOf(deps, c);
    if (!caller.user) return httpError(c, 401, 'log in to use alert rules');
    const checked = checkAlertRule(await jsonBody(c));
    if ('field' in checked) return fail(c, 400, `invalid parameter: ${checked.field}`);
    const userId = caller.user.id;
    const max = caller.rights.rules;
    const row = await sqlOf().transaction(async (tx) => {
      await tx.query(`select pg_advisory_xact_lock(${LOCK_RULES}, $1)`, [userId]);
      const [count] = await tx.query<{ n: number }>(`select count(*)::int as n from monitor_rules where user_id = $1`, [userId]);
      if ((count?.n ?? 0) >= max) return undefined;
      const [inserted] = await tx.query<RuleDbRow>(
        `insert into monitor_rules (user_id, name, entity, kind, threshold, conditions, combine, group_name, enabled, created_at)
         values ($1, $2, $3, $4, $5, $6::jsonb, $7, $8, $9, $10) returning *`,
        [userId, ...values(checked.rule), deps.now().toISOString()],
      );
      return inserted;
    });
    if (!row) return fail(c, CODE_RULES_FULL, max > 0 ? `your plan keeps ${max} alert rules: remove one to add another` : 'alert rules come with a plan');
    return ok(c, ruleOf(row));
  });

  const idOf = (raw: string): number | undefined => {
    const id = Number(raw);
    return Number.isSafeInteger(id) && id >= 1 && id <= 2_147_483_647 ? id : undefined;
  };

  r.put('/rules/:id', async (c) => {
    const caller = await callerOf(deps, c);
    if (!caller.user) return httpError(c, 401, 'log in to use alert rules');
    const id = idOf(c.req.param('id'));
    if (id === undefined) return fail(c, 400, 'invalid parameter: id');
    const checked = checkAlertRule(await jsonBody(c));
    if ('field' in checked) return fail(c, 400, `invalid parameter: ${checked.field}`);
    const [row] = await sqlOf().query<RuleDbRow>(
      `update monitor_rules set name = $3, entity = $4, kind = $5, threshold = $6, conditions = $7::jsonb, combine = $8, group_name = $9, enabled = $10
       where id = $1 and user_id = $2 returning *`,
      [id, caller.user.id, ...values(checked.rule)],
    );
    return row ? ok(c, ruleOf(row)) : fail(c, CODE_NO_SUCH_RULE, 'no such rule');
  });

  r.delete('/rules/:id', async (c) => {
    const caller = await callerOf(deps, c);
    if (!caller.user) return httpError(c, 401, 'log in to use alert rules');
    const id = idOf(c.req.param('id'));
    if (id === undefined) return fail(c, 400, 'invalid parameter: id');
    const removed = await sqlOf().query(`delete from monitor_rules where id = $1 and user_id = $2 returning id`, [id, caller.user.id]);
    return removed.length > 0 ? ok(c) : fail(c, CODE_NO_SUCH_RULE, 'no such rule');
  });

  return r;
}
