// QR login and binding, messaging-app info, customer-service contact, trial gift, windows and
// feedback (spec §3, §4, §7).
import { TransactionRollbackError, and, asc, eq, isNull } from 'drizzle-orm';
import { Hono, type Context } from 'hono';

import { BUSINESS_CODES, FEEDBACK_COMPLAINT_VALUES, FEEDBACK_DESCRIPTION_MAX, FEEDBACK_DESCRIPTION_MIN, FEEDBACK_TYPES } from '@sealens/domain';

import type { AppEnv } from '../../app-options';
import { DATA_SUPPLEMENT_STATES, dataSupplements } from '../../db/content-schema';
import type { Database } from '../../db/database';
import { openWindowSettings, trialGiveaways, userFeedback, userProducts } from '../../db/identity-schema';
import { users } from '../../db/schema';
import { QR_POLL_CODES, QR_POLL_MESSAGES, claimUnknownScan, createQrScene, pollQrScene, qrSceneCreator, type QrPurpose } from '../../security/qr-scenes';
import { QR_SCENE_TTL_SECONDS } from '../../security/security-constants';
import { addSeconds } from '../../security/random';
import { devScanPath } from '../dev/dev-routes';
import { isStoredUpload } from '../main/upload-store';
import { FEEDBACK_PER_ADDRESS_PER_HOUR, limitWrite } from '../main/write-limits';
import type { ServerDeps } from '../server-deps';
import { IDENTITY_CODES, MESSAGES, answer, bearerUser, formatMemberTime, str, withUser, type UserRow } from './common';
import { channelInfoOf, profileOf } from './login-routes';

/** The trial of spec §6: a 1-day operations-edition gift, plan id 16. */
export const TRIAL_PLAN_ID = 16;
export const TRIAL_DAYS = 1;

/** Customer-service contact (spec §3): four WeChat urls and a nickname. Demo values. */
export const FOLLOW_SERVICE_INFO = {
  weChatUrl: 'https://work.weixin.qq.com/kfid/sealens-demo-1',
  weChatUrl2: 'https://work.weixin.qq.com/kfid/sealens-demo-2',
  weChatUrl3: 'https://work.weixin.qq.com/kfid/sealens-demo-3',
  weChatUrl4: 'https://work.weixin.qq.com/kfid/sealens-demo-4',
  nickName: 'SeaLens customer service',
} as const;

/** Window types (designed): 1 member gift, 2 registration pop-up, 3 bind messaging app. */
export const DEFAULT_WINDOW_SETTINGS = [
  { openType: 1, openFlag: 1 },
  { openType: 2, openFlag: 1 },
  { openType: 3, openFlag: 1 },
] as const;

async function createScene(deps: ServerDeps, c: Context, purpose: QrPurpose) {
  const origin = new URL(c.req.url).origin;
  const creator = await bearerUser(deps, c);
  const scene = await createQrScene({
    db: deps.db,
    now: deps.now,
    purpose,
    random: deps.random,
    // Production: the configured scan address; local mode: this server's dev scan page.
    scanUrlFor: deps.qrScanUrlFor ?? ((sceneId) => `${origin}${devScanPath(sceneId)}`),
    createdByUserId: typeof creator === 'string' ? null : creator.id,
  });
  // The scan page exists in local mode only (/api/__dev is not mounted in production): only then is
  // it offered, so the dialog can link it for a browser that cannot scan its own screen.
  const scanPage = deps.mode === 'local' ? { scanPage: `${origin}${devScanPath(scene.sceneId)}` } : {};
  return c.json({ code: BUSINESS_CODES.success, message: 'success', playdata: { ticket: scene.ticket, sceneId: scene.sceneId, expireSeconds: QR_SCENE_TTL_SECONDS, ...scanPage } });
}

/** Binds the WeChat identity that scanned a bind scene to `user`. */
async function bindScene(deps: ServerDeps, c: Context, user: UserRow, sceneId: string) {
  // Issue #10 item 3: a scene binds only for the signed-in user who asked for it. A visitor's login
  // scene (creator null) binds only through register-and-bind (spec §3), never through this poll.
  const creator = await qrSceneCreator(deps.db, sceneId);
  if (creator === null || (creator !== undefined && creator !== user.id)) {
    return answer(c, QR_POLL_CODES.none, QR_POLL_MESSAGES.none);
  }
  const polled = await pollQrScene({ db: deps.db, now: deps.now, sceneId });
  if (polled.status === 'user') {
    if (polled.userId === user.id) return answer(c, BUSINESS_CODES.success, MESSAGES.bound);
    return answer(c, IDENTITY_CODES.wxBoundElsewhere, 'this WeChat is already bound to another account');
  }
  if (polled.status !== 'unknown-user') return answer(c, QR_POLL_CODES[polled.status], QR_POLL_MESSAGES[polled.status]);
  if (user.weChatOpenId) return answer(c, IDENTITY_CODES.wxAlreadyBound, 'this account is already bound to WeChat');
  const claimed = await claimUnknownScan({ db: deps.db, now: deps.now, sceneId });
  if (!claimed.ok) return answer(c, QR_POLL_CODES.used, QR_POLL_MESSAGES.used);
  const [owner] = await deps.db.select({ id: users.id }).from(users).where(eq(users.weChatOpenId, claimed.openId));
  if (owner) return answer(c, IDENTITY_CODES.wxBoundElsewhere, 'this WeChat is already bound to another account');
  await deps.db.update(users).set({ weChatOpenId: claimed.openId }).where(eq(users.id, user.id));
  return answer(c, BUSINESS_CODES.success, MESSAGES.bound);
}

function trialInfo(row: typeof trialGiveaways.$inferSelect) {
  return { planId: TRIAL_PLAN_ID, days: TRIAL_DAYS, endTime: formatMemberTime(row.endTime), message: 'you got a 1-day operations-edition trial' } as const;
}

/** Open-window type of the member gift (DEFAULT_WINDOW_SETTINGS). */
export const GIFT_WINDOW_TYPE = 1;

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Grants the trial once, to a user who has no live membership, and counts it as announced: the
 * member either claimed it on the landing (which says so) or is being shown the gift window.
 */
async function grantTrial(deps: ServerDeps, user: UserRow, db: Database | Tx = deps.db): Promise<typeof trialGiveaways.$inferSelect | 'claimed' | 'member'> {
  const at = deps.now();
  const [product] = await db.select().from(userProducts).where(eq(userProducts.userId, user.id));
  const ends = [product?.maturityTime, product?.bonusEndTime].filter((d): d is Date => d instanceof Date);
  if (ends.some((d) => d.getTime() > at.getTime())) return 'member';
  const endTime = addSeconds(at, TRIAL_DAYS * 24 * 60 * 60);
  const [granted] = await db
    .insert(trialGiveaways)
    .values({ userId: user.id, planId: TRIAL_PLAN_ID, grantedAt: at, endTime, windowShownAt: at })
    .onConflictDoNothing()
    .returning();
  if (!granted) return 'claimed';
  await db
    .insert(userProducts)
    .values({ userId: user.id, planId: TRIAL_PLAN_ID, maturityTime: endTime, bonusEndTime: null, updatedAt: at })
    .onConflictDoUpdate({ target: userProducts.userId, set: { planId: TRIAL_PLAN_ID, maturityTime: endTime, bonusEndTime: null, updatedAt: at } });
  return granted;
}

async function windowSettings(deps: ServerDeps, c: Context) {
  return withUser(deps, c, async (user) => {
    const rows = await deps.db
      .select({ openType: openWindowSettings.openType, openFlag: openWindowSettings.openFlag })
      .from(openWindowSettings)
      .where(eq(openWindowSettings.userId, user.id))
      .orderBy(asc(openWindowSettings.openType));
    const merged = DEFAULT_WINDOW_SETTINGS.map((d) => rows.find((r) => r.openType === d.openType) ?? d);
    return answer(c, BUSINESS_CODES.success, 'success', merged);
  });
}

const MAX_FEEDBACK = 2000;
/** What the upload calls answer (file-routes.ts): the stored image by its content hash. */

export function userRoutes(deps: ServerDeps): Hono<AppEnv> {
  const r = new Hono<AppEnv>();

  r.post('/wechat/createLoginQrcode', (c) => createScene(deps, c, 'login'));
  r.post('/wechat/qrcode', (c) => createScene(deps, c, ['1', 'true'].includes(str(c.req.query('bind'))) ? 'bind' : 'login'));
  // The bind QR's poll (spec §7 spells the scene id scentId): a POST, so the cross-site guard keeps
  // another site's link from binding anything, and only the caller's own bind scene binds.
  r.post('/user/addWeiXinBind', (c) => withUser(deps, c, (user) => bindScene(deps, c, user, str(c.req.query('scentId')))));

  r.post('/user/channelUserInfo', (c) =>
    withUser(deps, c, (user) => {
      // Spec §4: no `user` in the answer means "bind the messaging app first".
      const info = user.weChatOpenId ? { user: profileOf(user), channelUserInfo: channelInfoOf(user) } : { channelUserInfo: channelInfoOf(user) };
      return answer(c, BUSINESS_CODES.success, 'success', info);
    }),
  );
  r.get('/user/queryFollowServiceInfo', (c) => answer(c, BUSINESS_CODES.success, 'success', FOLLOW_SERVICE_INFO));

  r.get('/user-account/giveAway', (c) =>
    withUser(deps, c, async (user) => {
      const granted = await grantTrial(deps, user);
      if (granted === 'claimed') return answer(c, IDENTITY_CODES.trialClaimed, 'the trial has already been claimed');
      if (granted === 'member') return answer(c, IDENTITY_CODES.trialClaimed, 'members cannot claim the trial');
      return answer(c, BUSINESS_CODES.success, 'success', trialInfo(granted));
    }),
  );
  r.get('/user/trial', (c) =>
    withUser(deps, c, async (user) => {
      const [row] = await deps.db.select().from(trialGiveaways).where(eq(trialGiveaways.userId, user.id));
      return row ? answer(c, BUSINESS_CODES.success, 'success', trialInfo(row)) : answer(c, BUSINESS_CODES.success, 'no trial');
    }),
  );
  r.get('/qbt4-user-window/userGivTrialVipWindow', (c) =>
    withUser(deps, c, async (user) => {
      // The gift window's text says a data correction the member asked for was made and a 1-day
      // operations edition was given (spec §2): so it opens only for a member with an application the
      // market data now holds (the refresher marks it updated), once, and grants the trial with it.
      // A user whose gift window is switched off (open-window type 1, flag 0) is shown nothing.
      const [giftWindow] = await deps.db
        .select({ openFlag: openWindowSettings.openFlag })
        .from(openWindowSettings)
        .where(and(eq(openWindowSettings.userId, user.id), eq(openWindowSettings.openType, GIFT_WINDOW_TYPE)));
      if (giftWindow?.openFlag === 0) return answer(c, BUSINESS_CODES.success, 'no gift');
      const gift = await deps.db
        .transaction(async (tx) => {
          // Claims all of the member's updated applications at once: a parallel call's update waits
          // for this transaction, then finds none left (one announcement).
          const claimed = await tx
            .update(dataSupplements)
            .set({ giftAnnouncedAt: deps.now() })
            .where(and(eq(dataSupplements.userId, user.id), eq(dataSupplements.state, DATA_SUPPLEMENT_STATES.updated), isNull(dataSupplements.giftAnnouncedAt)))
            .returning({ id: dataSupplements.id });
          if (claimed.length === 0) return undefined;
          const granted = await grantTrial(deps, user, tx);
          // Nothing was given (a live plan, or the trial was had already): the window would not be
          // true, and the applications stay unannounced for a later login.
          if (typeof granted !== 'string') return granted;
          tx.rollback();
          return undefined;
        })
        .catch((error: unknown) => {
          if (error instanceof TransactionRollbackError) return undefined;
          throw error;
        });
      return gift ? answer(c, BUSINESS_CODES.success, 'success', trialInfo(gift)) : answer(c, BUSINESS_CODES.success, 'no gift');
    }),
  );
  r.get('/qbt4-user-window/isOpenWindowV2', (c) => windowSettings(deps, c));

  r.get('/user-back/userFeedback', async (c) => {
    const type = str(c.req.query('type'));
    const problemDescription = str(c.req.query('problemDescription')).trim();
    const complaint = str(c.req.query('complaint'));
    const imgUrl = str(c.req.query('imgUrl'));
    if (!(FEEDBACK_TYPES as readonly string[]).includes(type)) return answer(c, IDENTITY_CODES.badRequest, 'please choose the kind of feedback');
    if (complaint !== '' && !(FEEDBACK_COMPLAINT_VALUES as readonly string[]).includes(complaint)) return answer(c, IDENTITY_CODES.badRequest, 'invalid complaint flag');
    if (problemDescription.length < FEEDBACK_DESCRIPTION_MIN) return answer(c, IDENTITY_CODES.badRequest, 'please describe the problem');
    if (problemDescription.length > FEEDBACK_DESCRIPTION_MAX || imgUrl.length > MAX_FEEDBACK) return answer(c, IDENTITY_CODES.badRequest, 'the feedback is too long');
    // Only a picture this server stored (issue #25 item 9: any outside address was taken), and so many a client an hour.
    if (imgUrl !== '' && !(await isStoredUpload(deps, imgUrl))) return answer(c, IDENTITY_CODES.badRequest, 'invalid image address');
    const limited = await limitWrite(deps, c, 'feedback', FEEDBACK_PER_ADDRESS_PER_HOUR);
    if (limited) return limited;
    const user = await bearerUser(deps, c);
    await deps.db.insert(userFeedback).values({
      userId: typeof user === 'string' ? null : user.id,
      type,
      complaint: complaint || null,
      problemDescription,
      imgUrl: imgUrl || null,
      createdAt: deps.now(),
    });
    return answer(c, BUSINESS_CODES.success, 'thank you for your feedback');
  });

  return r;
}
