// The cooperation organ (spec §7 distribution POST /distribution-channel/getUserCooperationOrgan,
// "returns userId"; spec §3 and §6: a 'cooperation organ user' flag is stored when a userId comes
// back). The member landing asks it fresh, shows the partner organisation the account belongs to and
// keeps the stored flag in step (the login only asks once, when it finishes).
import type { ApiClients, DistributionComponents } from '@sealens/api';
import { answerOf } from '../shared/answer';

export type CooperationOrgan = DistributionComponents['schemas']['CooperationOrgan'];

/** The organ when the member belongs to one, null when not, undefined when the call failed. */
export async function fetchCooperationOrgan(api: ApiClients['distribution']): Promise<CooperationOrgan | null | undefined> {
  const answer = await answerOf<CooperationOrgan>(api.POST('/distribution-channel/getUserCooperationOrgan', {}));
  if (answer.code !== 200) return undefined;
  return answer.payload?.userId ? answer.payload : null;
}
