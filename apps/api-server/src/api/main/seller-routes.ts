// The seller pages' server side (issue 16 item 3): a member's authorised Shopee shops
// (/moreShopAuthorize: list, authorise or renew, remove; each member reads and changes only their
// own) and applications to the Shopee green entry channel (/shopeeGreenEntryChannel).
//
// No real Shopee OAuth exists here: in local mode "authorise" records the shop the member names,
// marked `source: 'local'`, and every answer says so (`mode: 'local'`); in production the server has
// no Shopee partner configuration and refuses the step (code 50101) instead of pretending.
import {
  AUTHORIZED_SHOPS_MAX,
  CATEGORY_IDS,
  GREEN_CHANNEL_APPLICATIONS_PER_HOUR,
  GREEN_CHANNEL_COMPANY_MAX,
  GREEN_CHANNEL_NAME_MAX,
  GREEN_CHANNEL_REPEAT_HOURS,
  SHOP_AUTHORIZATION_DAYS,
  SHOP_ID_PATTERN,
  SHOP_NAME_MAX,
  SITE_CODES,
  isMainlandMobile,
  type SiteCode,
} from '@sealens/domain';
import { and, count, desc, eq, gte, sql } from 'drizzle-orm';
import { Hono } from 'hono';

import type { AppEnv } from '../../app-options';
import { authorizedShops, greenChannelApplications } from '../../db/seller-schema';
import { takeRateLimit } from '../../security/rate-limit';
import { clientIp, httpError } from '../identity/common';
import type { ServerDeps } from '../server-deps';
import { serialId } from './qa-routes';
import { CODE_BAD_REQUEST, CODE_FORBIDDEN, CODE_NOT_FOUND, bearerClaims, fail, formatTime, isSite, jsonBody, ok, unauthorized } from './main-http';
import type { MainSchemas } from './main-types';

/** Authorising beyond AUTHORIZED_SHOPS_MAX. */
export const CODE_SHOPS_FULL = 40904;
/** Shopee authorisation is not configured on this server (production without a Shopee partner app). */
export const CODE_SHOP_AUTH_UNAVAILABLE = 50101;

const DAY_MS = 86_400_000;
/** Advisory-lock namespace of one member's shop authorisations. */
const LOCK_SHOPS = 16_003;

type ShopRow = typeof authorizedShops.$inferSelect;

function shopOf(row: ShopRow): MainSchemas['AuthorizedShop'] {
  return {
    id: String(row.id),
    site: row.site as SiteCode,
    shopId: row.shopId,
    shopName: row.shopName,
    authorizedAt: formatTime(row.authorizedAt),
    expiresAt: formatTime(row.expiresAt),
    source: 'local',
  };
}

/** The application number a seller quotes: GC and six digits. */
export function applicationNumber(id: number): string {
  return `GC${String(id).padStart(6, '0')}`;
}

/** The body's sites in SITE_CODES order, or undefined when any is not a site or one repeats. */
function sitesOf(value: unknown): SiteCode[] | undefined {
  if (!Array.isArray(value) || value.length === 0) return undefined;
  if (!value.every((site) => typeof site === 'string' && isSite(site))) return undefined;
  if (new Set(value).size !== value.length) return undefined;
  return SITE_CODES.filter((site) => value.includes(site));
}

export function sellerRoutes(deps: ServerDeps): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  const db = deps.db;
  const mode = deps.mode === 'local' ? 'local' : 'unavailable';

  r.get('/shop/authorized', async (c) => {
    const claims = await bearerClaims(c, deps);
    if (!claims) return unauthorized(c);
    const rows = await db
      .select()
      .from(authorizedShops)
      .where(eq(authorizedShops.userId, Number(claims.sub)))
      .orderBy(desc(authorizedShops.authorizedAt), desc(authorizedShops.id));
    return ok(c, { mode, max: AUTHORIZED_SHOPS_MAX, validDays: SHOP_AUTHORIZATION_DAYS, shops: rows.map(shopOf) });
  });

  r.post('/shop/authorize', async (c) => {
    const claims = await bearerClaims(c, deps);
    if (!claims) return unauthorized(c);
    if (mode !== 'local') return fail(c, CODE_SHOP_AUTH_UNAVAILABLE, 'Shopee authorisation is not configured on this server');
    const body = await jsonBody(c);
    const site = typeof body?.['site'] === 'string' ? body['site'] : undefined;
    const shopId = typeof body?.['shopId'] === 'string' ? body['shopId'].trim() : '';
    const shopName = typeof body?.['shopName'] === 'string' ? body['shopName'].trim() : '';
    if (!isSite(site)) return fail(c, CODE_BAD_REQUEST, 'site must be one of the 9 site codes');
    if (!SHOP_ID_PATTERN.test(shopId)) return fail(c, CODE_BAD_REQUEST, 'shopId is the shop id in digits');
    if (!shopName || shopName.length > SHOP_NAME_MAX) return fail(c, CODE_BAD_REQUEST, `shopName is required, at most ${SHOP_NAME_MAX} characters`);
    const userId = Number(claims.sub);
    const now = deps.now();
    const expiresAt = new Date(now.getTime() + SHOP_AUTHORIZATION_DAYS * DAY_MS);
    // One transaction: the limit is counted and the row written together, so two parallel
    // authorisations cannot both pass a count of max - 1.
    const outcome = await db.transaction(async (tx) => {
      // Serialise one member's authorisations before counting.
      await tx.execute(sql`select pg_advisory_xact_lock(${sql.raw(String(LOCK_SHOPS))}, ${userId})`);
      const [held] = await tx
        .select({ id: authorizedShops.id })
        .from(authorizedShops)
        .where(and(eq(authorizedShops.userId, userId), eq(authorizedShops.site, site), eq(authorizedShops.shopId, shopId)));
      if (held) {
        const [renewed] = await tx
          .update(authorizedShops)
          .set({ shopName, authorizedAt: now, expiresAt })
          .where(eq(authorizedShops.id, held.id))
          .returning();
        return renewed ? { row: renewed, renewed: true } : undefined;
      }
      const [total] = await tx.select({ n: count() }).from(authorizedShops).where(eq(authorizedShops.userId, userId));
      if (Number(total?.n ?? 0) >= AUTHORIZED_SHOPS_MAX) return 'full' as const;
      const [inserted] = await tx
        .insert(authorizedShops)
        .values({ userId, site, shopId, shopName, source: 'local', authorizedAt: now, expiresAt })
        .onConflictDoNothing()
        .returning();
      return inserted ? { row: inserted, renewed: false } : undefined;
    });
    if (outcome === 'full') return fail(c, CODE_SHOPS_FULL, `at most ${AUTHORIZED_SHOPS_MAX} authorised shops`);
    if (!outcome) return fail(c, CODE_BAD_REQUEST, 'the shop was authorised at the same moment; reload the list');
    return ok(c, { ...shopOf(outcome.row), renewed: outcome.renewed });
  });

  r.post('/shop/authorize/remove', async (c) => {
    const claims = await bearerClaims(c, deps);
    if (!claims) return unauthorized(c);
    const body = await jsonBody(c);
    const id = serialId(body?.['id']);
    if (id === undefined) return fail(c, CODE_NOT_FOUND, 'not found');
    const [row] = await db.select({ userId: authorizedShops.userId }).from(authorizedShops).where(eq(authorizedShops.id, id));
    if (!row) return fail(c, CODE_NOT_FOUND, 'not found');
    if (String(row.userId) !== claims.sub) return fail(c, CODE_FORBIDDEN, 'not yours');
    await db.delete(authorizedShops).where(and(eq(authorizedShops.id, id), eq(authorizedShops.userId, row.userId)));
    return ok(c);
  });

  r.post('/greenChannel/apply', async (c) => {
    const body = await jsonBody(c);
    const name = typeof body?.['name'] === 'string' ? body['name'].trim() : '';
    const phone = typeof body?.['phone'] === 'string' ? body['phone'].replace(/\s+/g, '') : '';
    const company = typeof body?.['company'] === 'string' ? body['company'].trim() : '';
    const sites = sitesOf(body?.['sites']);
    const categoryId = body?.['categoryId'];
    if (!name || name.length > GREEN_CHANNEL_NAME_MAX) return fail(c, CODE_BAD_REQUEST, `name is required, at most ${GREEN_CHANNEL_NAME_MAX} characters`);
    if (!phone || !isMainlandMobile(phone)) return fail(c, CODE_BAD_REQUEST, 'please enter a correct phone number');
    if (!company || company.length > GREEN_CHANNEL_COMPANY_MAX) return fail(c, CODE_BAD_REQUEST, `company is required, at most ${GREEN_CHANNEL_COMPANY_MAX} characters`);
    if (!sites) return fail(c, CODE_BAD_REQUEST, 'sites: one or more of the 9 site codes, each once');
    if (typeof categoryId !== 'number' || !(CATEGORY_IDS as readonly number[]).includes(categoryId)) return fail(c, CODE_BAD_REQUEST, 'categoryId must be one of the 12 categories');
    // The mainland number without its +86 / 0086 prefix: the same phone is the same applicant.
    const mobile = phone.slice(-11);
    const now = deps.now();
    const [earlier] = await db
      .select()
      .from(greenChannelApplications)
      .where(and(eq(greenChannelApplications.phone, mobile), gte(greenChannelApplications.createdAt, new Date(now.getTime() - GREEN_CHANNEL_REPEAT_HOURS * 3_600_000))))
      .orderBy(desc(greenChannelApplications.createdAt))
      .limit(1);
    if (earlier) return ok(c, { applicationId: applicationNumber(earlier.id), createTime: formatTime(earlier.createdAt), repeated: true });
    const limited = await takeRateLimit({ db, now: deps.now, key: `green-channel:${clientIp(c)}`, limit: GREEN_CHANNEL_APPLICATIONS_PER_HOUR, windowSeconds: 3600 });
    if (!limited.ok) {
      c.header('Retry-After', String(limited.retryAfterSeconds));
      return httpError(c, 429, 'visiting too frequently, try again later');
    }
    const claims = await bearerClaims(c, deps);
    const userId = claims ? Number(claims.sub) : null;
    const [saved] = await db
      .insert(greenChannelApplications)
      .values({ userId: Number.isSafeInteger(userId) ? userId : null, name, phone: mobile, company, sites: sites.join(','), categoryId, createdAt: now })
      .returning();
    if (!saved) throw new Error('application insert returned no row');
    return ok(c, { applicationId: applicationNumber(saved.id), createTime: formatTime(saved.createdAt), repeated: false });
  });

  return r;
}
