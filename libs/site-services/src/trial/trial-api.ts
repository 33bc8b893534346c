// The trial giveaway (spec §7 GET /user-account/giveAway: "claim a trial"; spec §6 the 1-day
// operations-edition trial) and the member's trial record (designed GET /user/trial). The server
// decides who may claim: once per user, and not while a plan is active.
import type { ApiClients, IdentityComponents } from '@sealens/api';
import { answerOf, type Answer } from '../shared/answer';

export type TrialInfo = IdentityComponents['schemas']['TrialInfo'];

export function fetchTrialInfo(api: ApiClients['identity']): Promise<Answer<TrialInfo>> {
  return answerOf(api.GET('/user/trial', {}));
}

export function claimTrial(api: ApiClients['identity']): Promise<Answer<TrialInfo>> {
  return answerOf(api.GET('/user-account/giveAway', {}));
}
