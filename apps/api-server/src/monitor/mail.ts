// The daily digest's way out (issue 31 item 4). Local mode keeps every mail in `mail_outbox`, the
// development outbox (`GET /api/__dev/mail`), as the SMS outbox keeps codes. Production sends them
// through a mail API configured like the SMS gateway: SEALENS_MAIL_API_URL receives POST JSON
// `{ from, to, subject, text }` with `Authorization: Bearer SEALENS_MAIL_API_KEY`, from
// SEALENS_MAIL_FROM; without them production keeps the digests unsent in the table (and says so at start).
import type { MarketSql } from '../market/market-sql';

export const MAIL_SETTINGS = ['SEALENS_MAIL_API_URL', 'SEALENS_MAIL_API_KEY', 'SEALENS_MAIL_FROM'] as const;
export const MAIL_API_TIMEOUT_MS = 10_000;

export interface MailApi {
  url: string;
  key: string;
  from: string;
}

/** The mail API from the environment: undefined when none is set; throws when half of it is. */
export function readMailApi(env: NodeJS.ProcessEnv): MailApi | undefined {
  const value = (name: string) => env[name]?.trim() ?? '';
  const missing = MAIL_SETTINGS.filter((name) => value(name) === '');
  if (missing.length === MAIL_SETTINGS.length) return undefined;
  if (missing.length > 0) throw new Error(`the mail API is half configured: set ${missing.join(', ')} as well`);
  const url = value('SEALENS_MAIL_API_URL');
  if (!/^https?:\/\//.test(url)) throw new Error(`SEALENS_MAIL_API_URL must be an http(s) address, got "${url}"`);
  return { url, key: value('SEALENS_MAIL_API_KEY'), from: value('SEALENS_MAIL_FROM') };
}

/** A well-formed e-mail address (one line, one @, a dot in the domain), at most 200 characters. */
export function isEmailAddress(value: string): boolean {
  return value.length <= 200 && /^[^\s@"<>()[\],;:\\]+@[^\s@"<>()[\],;:\\]+\.[^\s@"<>()[\],;:\\]+$/.test(value);
}

/** Sends the outbox's unsent mail through the mail API; each row records when it went or why not. */
export async function sendPendingMail(sql: MarketSql, api: MailApi, now: () => Date, fetchImpl: typeof fetch = fetch): Promise<number> {
  const rows = await sql.query<{ id: number; to: string; subject: string; body: string }>(
    `select id, "to", subject, body from mail_outbox where sent_at is null and error is null order by id limit 100`,
  );
  for (const row of rows) {
    let error: string | null = null;
    try {
      const response = await fetchImpl(api.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${api.key}` },
        body: JSON.stringify({ from: api.from, to: row.to, subject: row.subject, text: row.body }),
        signal: AbortSignal.timeout(MAIL_API_TIMEOUT_MS),
      });
      if (!response.ok) error = `the mail API answered HTTP ${response.status}`;
    } catch (e) {
      error = e instanceof Error ? e.message : String(e);
    }
    await sql.query(`update mail_outbox set sent_at = $2, error = $3 where id = $1`, [row.id, error ? null : now().toISOString(), error]);
  }
  return rows.length;
}
