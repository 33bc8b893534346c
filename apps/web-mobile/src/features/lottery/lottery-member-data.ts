// What /m/ReceivePrize and /m/DeliveryInfo load: the activity (by ?actId=, else the running one) and
// the caller's winning record.
import type { ApiClients } from '@sealens/api';
import { LOTTERY_RECORDS_MAX_PAGE_SIZE, LotteryCallError, chooseActivity, fetchLotteryRecords, type LotteryActivity, type LotteryList, type LotteryRecord } from '@sealens/lottery';

export interface LotteryMemberData {
  activity: LotteryActivity | null;
  /** null when the records could not be had (the page fetches them, with its retry). */
  records: LotteryList<LotteryRecord> | null;
}

/**
 * `member`: the request is a member's. The session cookie belongs to /api, so a page rendered on the
 * server is the visitor's view: the records are then left to the browser (null).
 */
export async function loadLotteryMemberData(api: ApiClients, actId: string | null, member: boolean): Promise<LotteryMemberData> {
  const answer = await api.main.GET('/lottery/activities', {});
  const activities = answer.data?.code === 200 ? (answer.data.payload ?? []) : null;
  if (!activities) throw new LotteryCallError(answer.data?.message ?? 'activities failed', answer.data?.code);
  const activity = chooseActivity(activities, actId);
  if (!activity || !member) return { activity, records: null };
  try {
    return { activity, records: await fetchLotteryRecords(api, activity.actId, 1, LOTTERY_RECORDS_MAX_PAGE_SIZE) };
  } catch {
    return { activity, records: null };
  }
}
