// The uploaded pictures (issue #25 items 5 and 9): how much one client may upload, which picture
// addresses a question or a feedback may carry (only this server's own uploads, still stored), and
// the sweep that deletes an upload nothing refers to once it is a day old. The counters live in the
// database (rate_limit_counts), so every server process counts the same client together; the client
// is clientIp's (the socket's address unless a trusted proxy speaks), never a header it sent.
import { readdir, stat, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { isNotNull, sql } from 'drizzle-orm';

import { qaQuestions, qaReplies } from '../../db/content-schema';
import { userFeedback } from '../../db/identity-schema';
import { users } from '../../db/schema';
import type { ServerDeps } from '../server-deps';

/** Uploads one client address may make in an hour (the Q&A form sends at most 9 pictures at a time). */
export const UPLOADS_PER_ADDRESS_PER_HOUR = 30;
/** Uploads one signed-in session (its user) may make in an hour, from any address. */
export const UPLOADS_PER_SESSION_PER_HOUR = 30;
/** Bytes one client address may upload in a (UTC) day: ten pictures of the 5 MB maximum. */
export const UPLOAD_BYTES_PER_ADDRESS_PER_DAY = 50 * 1024 * 1024;
/** An upload nothing refers to is deleted once it is this old: time enough to finish the form it was for. */
export const UNREFERENCED_UPLOAD_MAX_AGE_HOURS = 24;
/** How often the sweep runs (also once at start). */
export const UPLOAD_SWEEP_INTERVAL_MINUTES = 60;

/** Where the stored images are served, under the main base. */
export const UPLOAD_URL_PREFIX = '/api/file/uploaded/';
/** A stored upload's file name: its content's SHA-256 and the type's extension. */
const UPLOAD_NAME = /^[0-9a-f]{64}\.(?:png|jpg|gif|webp)$/;
/** Upload names inside any text (feedback may join several addresses). Linear: fixed-length hex run. */
const UPLOAD_NAMES_IN_TEXT = /[0-9a-f]{64}\.(?:png|jpg|gif|webp)/g;

export function isUploadName(name: string): boolean {
  return UPLOAD_NAME.test(name);
}

/** The file name of one of our upload addresses (`/api/file/uploaded/{sha256}.{ext}`), else undefined. */
export function uploadNameOf(url: string): string | undefined {
  if (!url.startsWith(UPLOAD_URL_PREFIX)) return undefined;
  const name = url.slice(UPLOAD_URL_PREFIX.length);
  return isUploadName(name) ? name : undefined;
}

/** Whether `url` is one of our upload addresses and the picture is still stored. */
export async function isStoredUpload(deps: Pick<ServerDeps, 'uploadDir'>, url: string): Promise<boolean> {
  const name = uploadNameOf(url);
  if (!name) return false;
  try {
    return (await stat(join(deps.uploadDir, name))).isFile();
  } catch {
    return false;
  }
}

/**
 * Every upload some row refers to: a question's pictures, a feedback's picture, an avatar (a user's,
 * and the copies questions and replies keep). Read from the text of those columns, so an address
 * in any form (relative, absolute, several joined) counts.
 */
export async function referencedUploadNames(db: ServerDeps['db']): Promise<Set<string>> {
  const texts: string[] = [];
  const like = `%${UPLOAD_URL_PREFIX}%`;
  const questionImages = await db.select({ text: sql<string>`${qaQuestions.imgUrls}::text` }).from(qaQuestions).where(sql`${qaQuestions.imgUrls}::text like ${like}`);
  texts.push(...questionImages.map((row) => row.text));
  const feedbackImages = await db.select({ text: userFeedback.imgUrl }).from(userFeedback).where(isNotNull(userFeedback.imgUrl));
  texts.push(...feedbackImages.map((row) => row.text ?? ''));
  for (const table of [users, qaQuestions, qaReplies]) {
    const avatars = await db.select({ text: table.headImg }).from(table).where(sql`${table.headImg} like ${like}`);
    texts.push(...avatars.map((row) => row.text));
  }
  return new Set(texts.flatMap((text) => text.match(UPLOAD_NAMES_IN_TEXT) ?? []));
}

/**
 * Deletes the uploads older than UNREFERENCED_UPLOAD_MAX_AGE_HOURS that nothing refers to. The age is
 * the file's modification time: storing the same picture again renews it. Answers the deleted names.
 */
export async function sweepUnreferencedUploads(deps: Pick<ServerDeps, 'db' | 'now' | 'uploadDir'>): Promise<string[]> {
  let names: string[];
  try {
    names = (await readdir(deps.uploadDir)).filter(isUploadName);
  } catch {
    return [];
  }
  const cutoff = deps.now().getTime() - UNREFERENCED_UPLOAD_MAX_AGE_HOURS * 3_600_000;
  const old: string[] = [];
  for (const name of names) {
    const info = await stat(join(deps.uploadDir, name)).catch(() => undefined);
    if (info?.isFile() && info.mtimeMs < cutoff) old.push(name);
  }
  if (old.length === 0) return [];
  // Read after listing: a row written meanwhile still saves its picture.
  const referenced = await referencedUploadNames(deps.db);
  const deleted: string[] = [];
  for (const name of old) {
    if (referenced.has(name)) continue;
    try {
      await unlink(join(deps.uploadDir, name));
      deleted.push(name);
    } catch {
      // Gone already (another process swept it).
    }
  }
  return deleted;
}

/** Sweeps now and every UPLOAD_SWEEP_INTERVAL_MINUTES; the timer does not keep the process alive. Returns stop. */
export function startUploadSweep(deps: Pick<ServerDeps, 'db' | 'now' | 'uploadDir'>, log: (line: string) => void = console.log): () => void {
  const sweep = () => {
    sweepUnreferencedUploads(deps).then(
      (deleted) => {
        if (deleted.length > 0) log(`Deleted ${deleted.length} upload(s) nothing referred to for ${UNREFERENCED_UPLOAD_MAX_AGE_HOURS} h.`);
      },
      (error: unknown) => log(`The upload sweep failed: ${error instanceof Error ? error.message : String(error)}`),
    );
  };
  sweep();
  const timer = setInterval(sweep, UPLOAD_SWEEP_INTERVAL_MINUTES * 60_000);
  timer.unref();
  return () => clearInterval(timer);
}
