// Spec §4 login flow step 5: what the site fetches once the user is in. The calls do not depend on
// each other, so they run together; each one may fail without stopping the others or the login.
import { BUSINESS_CODES, sortByTypeId } from '@sealens/domain';
import type { AuthGateway, Envelope } from '../gateway/auth-gateway';
import type { FinishedLogin } from './auth-ports';

export interface FinishingResult {
  finished: FinishedLogin;
  /** The promote-channel call failed other than with 30005: warn 'no private channel obtained'. */
  noPrivateChannel: boolean;
  /** The cooperation-organ answer (spec §3: a returned userId marks an organ user); undefined when it failed. */
  cooperationOrgan?: boolean;
}

/** `answer`'s payload when it is a success, else undefined; a rejected call counts as a failure. */
async function successPayload<T>(call: () => Promise<Envelope<T>>): Promise<T | undefined> {
  try {
    const answer = await call();
    return answer.code === BUSINESS_CODES.success ? answer.payload : undefined;
  } catch {
    return undefined;
  }
}

/** The promote type: the channel type, 0 for "no private channel" (30005), undefined on failure. */
async function promoteTypeOf(gateway: AuthGateway): Promise<number | undefined> {
  try {
    const answer = await gateway.getLoginUserChannel();
    if (answer.code === BUSINESS_CODES.noPrivateChannel) return 0;
    if (answer.code === BUSINESS_CODES.success && typeof answer.payload?.channelType === 'number') return answer.payload.channelType;
  } catch {
    // Reported below like any other failure.
  }
  return undefined;
}

export async function fetchFinishedLogin(gateway: AuthGateway): Promise<FinishingResult> {
  const [trial, windowSettings, promoteType, categories, productAndPolicy, organ] = await Promise.all([
    successPayload(() => gateway.getTrialInfo()),
    successPayload(() => gateway.getWindowSettings()),
    promoteTypeOf(gateway),
    successPayload(() => gateway.getUserCategoryList()),
    successPayload(() => gateway.getProductAndPolicy()),
    gateway.getCooperationOrgan().then(
      (answer) => answer,
      () => undefined,
    ),
  ]);

  const finished: FinishedLogin = {};
  if (trial !== undefined) finished.trial = trial;
  if (Array.isArray(windowSettings)) finished.windowSettings = windowSettings;
  if (promoteType !== undefined) finished.promoteType = promoteType;
  if (categories) {
    // Spec §3: the store keeps mainCategory sorted by typeId.
    if (Array.isArray(categories.categorys)) finished.mainCategory = sortByTypeId(categories.categorys);
    finished.categoryBuyStatus = {
      bindableNum: categories.bindableNum,
      buyNum: categories.buyNum,
      canNextBind: categories.canNextBind,
    };
  }
  if (productAndPolicy) {
    if (productAndPolicy.product) finished.product = productAndPolicy.product;
    if (productAndPolicy.policy) finished.policy = productAndPolicy.policy;
  }

  const result: FinishingResult = { finished, noPrivateChannel: promoteType === undefined };
  // A success without a userId still answers the question: not an organ user.
  if (organ?.code === BUSINESS_CODES.success) result.cooperationOrgan = Boolean(organ.payload?.userId);
  return result;
}
