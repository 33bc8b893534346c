// What /m/ReceivePrize and /m/DeliveryInfo load: the activity (by ?actId=, else the running one) and
// the caller's winning record (a visitor's is empty: the pages ask them to log in).
import type { ApiClients } from '@sealens/api';
import { LotteryCallError, chooseActivity, fetchLotteryRecords, type LotteryActivity, type LotteryList, type LotteryRecord } from '@sealens/lottery';

export interface LotteryMemberData {
  activity: LotteryActivity | null;
  /** null when the records could not be had (the page fetches them, with its retry). */
  records: LotteryList<LotteryRecord> | null;
}

export async function loadLotteryMemberData(api: ApiClients, actId: string | null): Promise<LotteryMemberData> {
  const answer = await api.main.GET('/lottery/activities', {});
  const activities = answer.data?.code === 200 ? (answer.data.payload ?? []) : null;
  if (!activities) throw new LotteryCallError(answer.data?.message ?? 'activities failed', answer.data?.code);
  const activity = chooseActivity(activities, actId);
  if (!activity) return { activity, records: null };
  try {
    return { activity, records: await fetchLotteryRecords(api, activity.actId) };
  } catch {
    return { activity, records: null };
  }
}
