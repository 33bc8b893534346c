// The Q&A community: questions, replies, the caller's publish record, and removal with the API key.
import { QA_CONTENT_MAX, QA_IMAGES_MAX, QA_TITLE_MAX } from '@sealens/domain';
import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Context } from 'hono';

import type { AppEnv } from '../../app-options';
import { qaQuestions, qaReplies } from '../../db/content-schema';
import type { ServerDeps } from '../server-deps';
import { CODE_BAD_REQUEST, CODE_FORBIDDEN, CODE_NOT_FOUND, MAIN_API_KEY, bearerClaims, fail, formatTime, jsonBody, ok, paging, unauthorized } from './main-http';
import type { MainSchemas } from './main-types';
import { isStoredUpload } from './upload-store';

export { QA_CONTENT_MAX, QA_IMAGES_MAX, QA_TITLE_MAX };

type QuestionRow = typeof qaQuestions.$inferSelect;
type ReplyRow = typeof qaReplies.$inferSelect;

/** A serial id given as a string, or undefined when it cannot be one. */
export function serialId(value: unknown): number | undefined {
  if (typeof value !== 'string' || !/^\d{1,9}$/.test(value)) return undefined;
  return Number(value);
}

/** `viewer`: the signed-in caller's user id, when known: the answer then says which rows are theirs. */
function replyOf(row: ReplyRow, viewer?: string): MainSchemas['Reply'] {
  return {
    ...(viewer !== undefined ? { mine: row.userId === viewer } : {}),
    id: String(row.id),
    questionId: String(row.questionId),
    ...(row.parentId !== null ? { parentId: String(row.parentId) } : {}),
    content: row.content,
    nickName: row.nickName,
    headImg: row.headImg,
    createTime: formatTime(row.createdAt),
  };
}

function questionOf(row: QuestionRow, replyCount: number, replies?: ReplyRow[], viewer?: string): MainSchemas['Question'] {
  return {
    ...(viewer !== undefined ? { mine: row.userId === viewer } : {}),
    id: String(row.id),
    title: row.title,
    content: row.content,
    imgUrls: row.imgUrls,
    nickName: row.nickName,
    headImg: row.headImg,
    createTime: formatTime(row.createdAt),
    replyCount,
    ...(replies ? { replies: replies.map((reply) => replyOf(reply, viewer)) } : {}),
  };
}

function nickNameOf(account: string): string {
  return /^\d{11}$/.test(account) ? `${account.slice(0, 3)}****${account.slice(7)}` : account;
}

export function qaRoutes(deps: ServerDeps): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  const db = deps.db;

  const replyCounts = async (ids: number[]) => {
    if (ids.length === 0) return new Map<number, number>();
    const rows = await db
      .select({ questionId: qaReplies.questionId, n: sql<number>`count(*)::int` })
      .from(qaReplies)
      .where(and(inArray(qaReplies.questionId, ids), eq(qaReplies.removed, false)))
      .groupBy(qaReplies.questionId);
    return new Map(rows.map((row) => [row.questionId, Number(row.n)]));
  };

  const questionPage = async (c: Context, where: SQL | undefined, viewer?: string) => {
    const { pageSize, offset } = paging(c);
    const filter = and(eq(qaQuestions.removed, false), where);
    const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(qaQuestions).where(filter);
    const rows = await db.select().from(qaQuestions).where(filter).orderBy(desc(qaQuestions.createdAt), desc(qaQuestions.id)).limit(pageSize).offset(offset);
    const counts = await replyCounts(rows.map((q) => q.id));
    return ok(c, { total: Number(count?.n ?? 0), list: rows.map((q) => questionOf(q, counts.get(q.id) ?? 0, undefined, viewer)) });
  };

  const liveQuestion = async (id: number | undefined) => {
    if (id === undefined) return undefined;
    const [row] = await db.select().from(qaQuestions).where(and(eq(qaQuestions.id, id), eq(qaQuestions.removed, false)));
    return row;
  };

  r.get('/qa/question/list', (c) => {
    const keyword = (c.req.query('keyword') ?? '').trim();
    const pattern = `%${keyword.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
    return questionPage(c, keyword ? or(ilike(qaQuestions.title, pattern), ilike(qaQuestions.content, pattern)) : undefined);
  });

  r.get('/qa/question/detail', async (c) => {
    const question = await liveQuestion(serialId(c.req.query('id')));
    if (!question) return fail(c, CODE_NOT_FOUND, 'not found');
    const replies = await db
      .select()
      .from(qaReplies)
      .where(and(eq(qaReplies.questionId, question.id), eq(qaReplies.removed, false)))
      .orderBy(asc(qaReplies.createdAt), asc(qaReplies.id));
    // A signed-in reader (session cookie or bearer) learns which of these are theirs to remove.
    const claims = await bearerClaims(c, deps);
    return ok(c, questionOf(question, replies.length, replies, claims?.sub));
  });

  r.post('/qa/question/save', async (c) => {
    const claims = await bearerClaims(c, deps);
    if (!claims) return unauthorized(c);
    const body = await jsonBody(c);
    const title = typeof body?.['title'] === 'string' ? body['title'].trim() : '';
    const content = typeof body?.['content'] === 'string' ? body['content'].trim() : '';
    const imgUrls = body?.['imgUrls'] ?? [];
    if (!title || title.length > QA_TITLE_MAX) return fail(c, CODE_BAD_REQUEST, `title is required, at most ${QA_TITLE_MAX} characters`);
    if (!content || content.length > QA_CONTENT_MAX) return fail(c, CODE_BAD_REQUEST, `content is required, at most ${QA_CONTENT_MAX} characters`);
    if (!Array.isArray(imgUrls) || imgUrls.length > QA_IMAGES_MAX || !imgUrls.every((u) => typeof u === 'string')) {
      return fail(c, CODE_BAD_REQUEST, `imgUrls must be at most ${QA_IMAGES_MAX} strings`);
    }
    const images = imgUrls as string[];
    // Someone else's question answers like a missing one: ids cannot be probed (issue #25 item 12).
    const existing = body?.['id'] !== undefined ? await liveQuestion(serialId(body['id'])) : undefined;
    if (body?.['id'] !== undefined && (!existing || existing.userId !== claims.sub)) return fail(c, CODE_NOT_FOUND, 'not found');
    // Pictures are this server's own uploads, still stored (issue #25 item 9: outside tracking
    // pictures appeared in questions); an edit may keep the ones the question already shows.
    for (const url of images) {
      if (existing?.imgUrls.includes(url)) continue;
      if (!(await isStoredUpload(deps, url))) return fail(c, CODE_BAD_REQUEST, 'imgUrls must be pictures uploaded here');
    }
    if (existing) {
      const [updated] = await db.update(qaQuestions).set({ title, content, imgUrls: images }).where(eq(qaQuestions.id, existing.id)).returning();
      if (!updated) return fail(c, CODE_NOT_FOUND, 'not found');
      const counts = await replyCounts([existing.id]);
      return ok(c, questionOf(updated, counts.get(existing.id) ?? 0, undefined, claims.sub));
    }
    const [created] = await db
      .insert(qaQuestions)
      .values({ userId: claims.sub, title, content, imgUrls: images, nickName: nickNameOf(claims.account), createdAt: deps.now() })
      .returning();
    if (!created) throw new Error('question insert returned no row');
    return ok(c, questionOf(created, 0, undefined, claims.sub));
  });

  r.get('/qa/publishRecord', async (c) => {
    const claims = await bearerClaims(c, deps);
    if (!claims) return unauthorized(c);
    const replied = db.select({ id: qaReplies.questionId }).from(qaReplies).where(and(eq(qaReplies.userId, claims.sub), eq(qaReplies.removed, false)));
    return questionPage(c, or(eq(qaQuestions.userId, claims.sub), inArray(qaQuestions.id, replied)), claims.sub);
  });

  r.post('/qa/reply', async (c) => {
    const claims = await bearerClaims(c, deps);
    if (!claims) return unauthorized(c);
    const body = await jsonBody(c);
    const content = typeof body?.['content'] === 'string' ? body['content'].trim() : '';
    if (!content || content.length > QA_CONTENT_MAX) return fail(c, CODE_BAD_REQUEST, `content is required, at most ${QA_CONTENT_MAX} characters`);
    const question = await liveQuestion(serialId(body?.['questionId']));
    if (!question) return fail(c, CODE_NOT_FOUND, 'question not found');
    let parentId: number | null = null;
    if (body?.['parentId'] !== undefined) {
      const id = serialId(body['parentId']);
      const [parent] = id === undefined ? [] : await db.select().from(qaReplies).where(and(eq(qaReplies.id, id), eq(qaReplies.questionId, question.id), eq(qaReplies.removed, false)));
      if (!parent) return fail(c, CODE_NOT_FOUND, 'reply not found');
      parentId = parent.id;
    }
    const [reply] = await db
      .insert(qaReplies)
      .values({ questionId: question.id, parentId, userId: claims.sub, content, nickName: nickNameOf(claims.account), createdAt: deps.now() })
      .returning();
    if (!reply) throw new Error('reply insert returned no row');
    return ok(c, replyOf(reply, claims.sub));
  });

  // Spec §6: removal carries the fixed API key, which ships in the page and so proves nothing about
  // who asks (issue #10 item 1). Removing needs the signed-in user (bearer or session cookie), and
  // only their own question or reply.
  const removeOwn = (table: typeof qaQuestions | typeof qaReplies) => async (c: Context) => {
    if (c.req.header('x-api-key') !== MAIN_API_KEY) return fail(c, CODE_FORBIDDEN, 'bad api key');
    const claims = await bearerClaims(c, deps);
    if (!claims) return unauthorized(c);
    const body = await jsonBody(c);
    const id = serialId(body?.['id']);
    if (id === undefined) return fail(c, CODE_NOT_FOUND, 'not found');
    const [row] = await db
      .select({ userId: table.userId })
      .from(table)
      .where(and(eq(table.id, id), eq(table.removed, false)));
    // "Not yours" answers like "not there": ids cannot be probed (issue #25 item 12).
    if (!row || row.userId !== claims.sub) return fail(c, CODE_NOT_FOUND, 'not found');
    const removed = await db
      .update(table)
      .set({ removed: true })
      .where(and(eq(table.id, id), eq(table.removed, false), eq(table.userId, claims.sub)))
      .returning({ id: table.id });
    if (removed.length === 0) return fail(c, CODE_NOT_FOUND, 'not found');
    return ok(c);
  };
  r.post('/qa/question/remove', removeOwn(qaQuestions));
  r.post('/qa/reply/remove', removeOwn(qaReplies));

  return r;
}
