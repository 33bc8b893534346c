// The distribution service of spec §7 at /api/dis/distribution (openapi/distribution.yaml).
import { and, eq } from 'drizzle-orm';
import { Hono, type Context } from 'hono';

import { BUSINESS_CODES } from '@sealens/domain';

import type { AppEnv } from '../../app-options';
import { cooperationOrgans, partnerChannels, userPrivateChannels } from '../../db/identity-schema';
import type { ServerDeps } from '../server-deps';
import { IDENTITY_CODES, MESSAGES, answer, str, withUser } from '../identity/common';

export function distributionRoutes(deps: ServerDeps): Hono<AppEnv> {
  const r = new Hono<AppEnv>();

  r.get('/public/partnerChannel', async (c) => {
    const appId = str(c.req.query('appId'));
    const urlCode = str(c.req.query('urlCode'));
    const [row] = await deps.db
      .select()
      .from(partnerChannels)
      .where(and(eq(partnerChannels.urlCode, urlCode), eq(partnerChannels.appId, appId)));
    if (!row) return answer(c, IDENTITY_CODES.notFound, 'the channel does not exist');
    const payload: Record<string, unknown> = { urlCode: row.urlCode, channelId: row.channelId, channelName: row.channelName };
    if (row.invite) {
      payload['invite'] = row.invite;
      if (row.inviteChannel) payload['invite_channel'] = row.inviteChannel;
    }
    return answer(c, BUSINESS_CODES.success, 'success', payload);
  });

  // Spec §4 step 5: 30005 means no private channel (the client stores promote type 0).
  r.get('/privateAreaChannel/loginUserChannel', (c) =>
    withUser(deps, c, async (user) => {
      const [row] = await deps.db.select().from(userPrivateChannels).where(eq(userPrivateChannels.userId, user.id));
      if (!row) return answer(c, BUSINESS_CODES.noPrivateChannel, MESSAGES.noPrivateChannel, { channelType: 0 });
      return answer(c, BUSINESS_CODES.success, 'success', { channelType: row.channelType });
    }),
  );

  const organ = (c: Context) =>
    withUser(deps, c, async (user) => {
      const [row] = await deps.db.select().from(cooperationOrgans).where(eq(cooperationOrgans.userId, user.id));
      return answer(c, BUSINESS_CODES.success, 'success', row ? { userId: String(row.userId), organName: row.organName } : {});
    });
  r.post('/distribution-channel/getUserCooperationOrgan', organ);
  r.get('/distribution-channel/cooperationOrgan', organ);
  return r;
}
