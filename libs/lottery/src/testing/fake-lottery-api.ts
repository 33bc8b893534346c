// A lottery answered from memory for unit tests and stories: real typed clients over a fake fetch.
import { createApiClients, createApiEvents, type ApiClients } from '@sealens/api';
import type { LotteryRecord } from '../lottery-api';

export interface FakeLottery {
  api: () => ApiClients;
  /** Bodies of the POSTs received, by path. */
  posts: Array<{ path: string; body: unknown }>;
}

export function fakeLottery(options: { records?: LotteryRecord[]; failReceive?: boolean; delayMs?: number } = {}): FakeLottery {
  const records = options.records ?? [];
  const posts: FakeLottery['posts'] = [];
  const clients = createApiClients({
    basePath: 'http://lottery.test/api',
    fetch: async (request: Request) => {
      if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
      const path = new URL(request.url).pathname.replace('/api', '');
      let payload: unknown = null;
      if (request.method === 'POST') {
        const body = (await request.json()) as { recordId?: number; delivery?: LotteryRecord['delivery'] };
        posts.push({ path, body });
        if (path === '/lottery/receive') {
          if (options.failReceive) throw new TypeError('Failed to fetch');
          const record = records.find((r) => r.recordId === body.recordId);
          if (record) Object.assign(record, { received: true, ...(body.delivery ? { delivery: body.delivery } : {}) });
          payload = record;
        }
      } else if (path === '/lottery/records') {
        payload = { total: records.length, list: records };
      } else if (path === '/lottery/invitations') {
        payload = { total: 0, list: [] };
      }
      return new Response(JSON.stringify({ code: 200, message: 'ok', payload }), { headers: { 'content-type': 'application/json' } });
    },
    getToken: () => null,
    getAntiRiskToken: () => null,
    events: createApiEvents(),
  });
  return { api: () => clients, posts };
}
