// The lottery calls of the main base (openapi/main.yaml, tag lottery), for the server's loader (its
// in-process clients) and the browser alike. Each throws on a failed call so pages show their retry.
import type { ApiClients } from '@sealens/api';

export interface LotteryActivity {
  actId: string;
  name: string;
  startTime: string;
  endTime: string;
  ended?: boolean;
  rules?: string;
}

export interface LotteryPrize {
  prizeId: string;
  name: string;
  imgUrl?: string;
  planId?: number;
  stock?: number;
  noWin?: boolean;
  shipped?: boolean;
}

export interface LotteryDelivery {
  name: string;
  phone: string;
  address: string;
}

export interface LotteryRecord {
  recordId: number;
  prize: LotteryPrize;
  createTime: string;
  received?: boolean;
  receiveTime?: string;
  delivery?: LotteryDelivery;
}

export interface LotteryInvitation {
  account: string;
  createTime: string;
}

export interface LotteryList<T> {
  total: number;
  list: T[];
}

/** What the lottery page shows first: the chosen activity, its prizes and the caller's chances. */
export interface LotteryOverview {
  activity: LotteryActivity | null;
  prizes: LotteryPrize[];
  chances: number;
  /** The caller's code for the `aic` invitation link; absent for visitors. */
  inviteCode?: string;
}

/** Business codes of the draw and the claim (openapi/main.yaml). */
export const LOTTERY_CODES = { ok: 200, noChance: 40001, activityEnded: 40002, needsDelivery: 40003 } as const;

export const LOTTERY_RECORDS_PAGE_SIZE = 10;
/** The contract's largest page (PageSize maximum): where one record is looked up by id. */
export const LOTTERY_RECORDS_MAX_PAGE_SIZE = 100;

/** A failed lottery call, with the envelope's code when the server answered one. */
export class LotteryCallError extends Error {
  constructor(
    message: string,
    readonly code?: number,
  ) {
    super(message);
    this.name = 'LotteryCallError';
  }
}

interface Answer<T> {
  data?: { code: number; message: string; payload?: T };
  response: Response;
}

function payloadOf<T>(result: Answer<T>): T {
  const body = result.data;
  if (!body || body.code !== LOTTERY_CODES.ok || body.payload === undefined) {
    throw new LotteryCallError(body?.message ?? `HTTP ${result.response.status}`, body?.code);
  }
  return body.payload;
}

/**
 * The activity a page shows: the one named by `actId` when it exists, else the running one (the
 * newest that has not ended), else the newest ended one (the page then shows the activity-ended popup).
 */
export function chooseActivity(activities: LotteryActivity[], actId?: string | null): LotteryActivity | null {
  if (actId) {
    const named = activities.find((a) => a.actId === actId);
    if (named) return named;
  }
  return activities.find((a) => !a.ended) ?? activities[0] ?? null;
}

export async function fetchLotteryOverview(api: ApiClients, actId?: string | null): Promise<LotteryOverview> {
  const activities = payloadOf(await api.main.GET('/lottery/activities', {}));
  const activity = chooseActivity(activities, actId);
  if (!activity) return { activity: null, prizes: [], chances: 0 };
  const query = { actId: activity.actId };
  const [prizes, chances] = await Promise.all([
    api.main.GET('/lottery/prizes', { params: { query } }).then(payloadOf),
    api.main.GET('/lottery/chances', { params: { query } }).then(payloadOf),
  ]);
  return { activity, prizes, chances: chances.chances, ...(chances.inviteCode ? { inviteCode: chances.inviteCode } : {}) };
}

export interface DrawResult {
  win: boolean;
  prize?: LotteryPrize;
  chances: number;
}

/** One draw. The result is the server's alone; refusals come back as LotteryCallError with their code. */
export async function drawLottery(api: ApiClients, actId: string): Promise<DrawResult> {
  return payloadOf(await api.main.POST('/lottery/draw', { body: { actId } }));
}

export async function fetchLotteryRecords(api: ApiClients, actId: string, pageNum = 1, pageSize = LOTTERY_RECORDS_PAGE_SIZE): Promise<LotteryList<LotteryRecord>> {
  return payloadOf(await api.main.GET('/lottery/records', { params: { query: { actId, pageNum, pageSize } } }));
}

export async function fetchLotteryInvitations(api: ApiClients, actId: string, pageNum = 1): Promise<LotteryList<LotteryInvitation>> {
  return payloadOf(await api.main.GET('/lottery/invitations', { params: { query: { actId, pageNum, pageSize: LOTTERY_RECORDS_PAGE_SIZE } } }));
}

/** Claims a won prize; a shipped one with its delivery address (saved again on each call). */
export async function receiveLotteryPrize(api: ApiClients, recordId: number, delivery?: LotteryDelivery): Promise<LotteryRecord> {
  return payloadOf(await api.main.POST('/lottery/receive', { body: { recordId, ...(delivery ? { delivery } : {}) } }));
}

/** The invitation link of a member: the lottery page with their `aic` code (and the activity). */
export function invitationLink(origin: string, actId: string, inviteCode: string): string {
  const url = new URL('/lottery', origin);
  url.searchParams.set('actId', actId);
  url.searchParams.set('aic', inviteCode);
  return url.toString();
}
