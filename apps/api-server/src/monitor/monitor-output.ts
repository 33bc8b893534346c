// What a notification looks like to the member (openapi Notification), in the daily digest's text
// and in the webhook's signed JSON body (openapi WebhookEvent).
import { formatMemberTime } from '../api/identity/common';
import type { WorkbenchSchemas } from '../api/workbench/workbench-types';
import type { EvaluationOutputs, NotificationRow } from './monitor-evaluate';

type Notification = WorkbenchSchemas['Notification'];

/** "YYYY-MM-DD HH:mm:ss" in UTC+8, as every other member time. */
export function memberTime(value: string | Date): string {
  return formatMemberTime(new Date(value)) ?? '';
}

const dayText = (value: string | Date) => (typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10));

export function notificationOf(row: NotificationRow): Notification {
  return {
    id: row.id,
    ruleId: row.rule_id,
    ruleName: row.rule_name,
    kind: row.kind as Notification['kind'],
    ...(row.threshold === null ? {} : { threshold: row.threshold }),
    entity: row.entity as Notification['entity'],
    itemId: String(row.item_id),
    ...(row.site === 'ALL' ? {} : { site: row.site as NonNullable<Notification['site']> }),
    title: row.title,
    day: dayText(row.day),
    figures: row.figures,
    read: row.read,
    createdAt: memberTime(row.created_at),
  };
}

/** What each preset means, in the digest's words (its threshold filled in). */
const KIND_TEXT: Record<string, (n: number | null) => string> = {
  priceChange: (n) => `price changed by more than ${n}% on the day before`,
  unitsChange: (n) => `units moved by more than ${n}% against the 7 days' average`,
  topEnter: (n) => `entered the top ${n} of its category`,
  topLeave: (n) => `left the top ${n} of its category`,
  outOfStock: () => 'out of stock',
  delisted: () => 'delisted',
  relisted: () => 'listed again',
  newProduct: () => 'new products',
  searchChange: (n) => `search index moved by more than ${n}% on the day before`,
  custom: () => 'your conditions',
};

/** The order figures are written in (jsonb keeps its keys in its own order). */
const FIGURE_ORDER = ['price', 'previousPrice', 'priceChange', 'units', 'average7', 'unitsChange', 'units7', 'gmv', 'gmv7', 'rank', 'previousRank', 'stock', 'newProducts', 'searchIndex', 'previousSearchIndex', 'searchChange', 'search7', 'productBase'];

/** The figures as "name value" pairs, in FIGURE_ORDER. */
export function figuresText(figures: Record<string, number>): string {
  return FIGURE_ORDER.filter((k) => figures[k] !== undefined)
    .map((k) => `${k} ${figures[k]}`)
    .join(', ');
}

export const monitorOutputs: EvaluationOutputs = {
  digest(day, rows) {
    const lines = rows.map((r) => {
      const where = r.site === 'ALL' ? 'all sites' : r.site;
      return `- ${r.rule_name} (${(KIND_TEXT[r.kind] ?? KIND_TEXT['custom'])?.(r.threshold)}): ${r.entity} "${r.title}" (${where}, id ${r.item_id}): ${figuresText(r.figures)}`;
    });
    return {
      subject: `SeaLens alerts of ${day}: ${rows.length}`,
      body: [`Your SeaLens alerts of the data day ${day} (${rows.length}):`, '', ...lines, '', 'The notification centre of the workbench lists them with links to each item.'].join('\n'),
    };
  },
  webhookBody(delivery, day, rows, sentAt) {
    const event: WorkbenchSchemas['WebhookEvent'] = { delivery, type: 'alert', day, sentAt: sentAt.toISOString(), notifications: rows.map(notificationOf) };
    return JSON.stringify(event);
  },
};
