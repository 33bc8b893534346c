// The monitors' job (issue 31): after each T+1 import the refresher hands over the days it brought
// in; each day newer than the last one evaluated is evaluated (oldest first), then the webhook
// deliveries due are sent and, in production, the digests mailed. A timer sends the retries.
import type { AppMode } from '../app-options';
import type { MarketSql } from '../market/market-sql';
import { evaluateMonitors, type EvaluationResult } from './monitor-evaluate';
import { monitorOutputs } from './monitor-output';
import { sendPendingMail, type MailApi } from './mail';
import { WebhookSender, type WebhookTransport } from './webhook';

/** market_state key: the last data day the rules were evaluated for. */
export const MONITORS_DAY_KEY = 'monitors_day';
/** How often due webhook retries (and unsent mail) are looked for. */
export const MONITOR_TICK_MS = 60_000;

export interface MonitorServiceOptions {
  sql: MarketSql;
  mode: AppMode;
  now: () => Date;
  mailApi?: MailApi;
  transport?: WebhookTransport;
  log?: (line: string) => void;
}

export class MonitorService {
  readonly webhooks: WebhookSender;
  private timer: ReturnType<typeof setInterval> | null = null;

  constructor(private readonly options: MonitorServiceOptions) {
    this.webhooks = new WebhookSender(options.sql, { now: options.now, mode: options.mode, ...(options.transport ? { transport: options.transport } : {}) });
  }

  /**
   * Evaluates the imported days the rules have not seen, oldest first. A first evaluation (no day
   * recorded) takes only the newest: a first start's history is not news.
   */
  async afterImport(importedDays: readonly string[], latest: string): Promise<EvaluationResult[]> {
    const { sql } = this.options;
    const [state] = await sql.query<{ value: string }>(`select value from market_state where key = $1`, [MONITORS_DAY_KEY]);
    const last = state?.value;
    const days = last ? [...new Set(importedDays)].filter((d) => d > last && d <= latest).sort() : [latest];
    const results: EvaluationResult[] = [];
    for (const day of days) {
      results.push(await evaluateMonitors(sql, day, this.options.now(), monitorOutputs));
      await sql.query(`insert into market_state (key, value) values ($1, $2) on conflict (key) do update set value = excluded.value`, [MONITORS_DAY_KEY, day]);
    }
    for (const r of results) this.options.log?.(`monitors: ${r.day} evaluated: ${r.notifications} notifications, ${r.mails} digests, ${r.deliveries} webhook deliveries (${r.ms} ms)`);
    await this.send();
    return results;
  }

  /** Sends what is due: webhook attempts, and production's unsent digests. */
  async send(): Promise<void> {
    await this.webhooks.deliverDue();
    if (this.options.mailApi) await sendPendingMail(this.options.sql, this.options.mailApi, this.options.now);
  }

  start(): void {
    this.timer = setInterval(() => {
      this.send().catch((error: unknown) => this.options.log?.(`monitors: sending failed: ${String(error)}`));
    }, MONITOR_TICK_MS);
    this.timer.unref?.();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
  }
}
