// Exports per member and UTC day (issue 26 item 6: "the server counts exports per day"), in the
// database so every server process counts alike. Taking one is a single statement: the row is
// created or raised only while it is under the plan's number, so two exports racing for the last
// one cannot both pass.
import { and, eq, sql } from 'drizzle-orm';

import type { Database } from '../../../db/database';
import { workbenchExportCounts } from '../../../db/workbench-schema';

/** The UTC day of `now`, "YYYY-MM-DD" (the day an allowance belongs to). */
export function exportDayOf(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/** When the allowance of `now`'s day renews: the next 00:00 UTC. */
export function exportRenewalOf(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1));
}

/** Exports the member started on `day`. */
export async function exportsUsed(db: Database, userId: number, day: string): Promise<number> {
  const [row] = await db
    .select({ count: workbenchExportCounts.count })
    .from(workbenchExportCounts)
    .where(and(eq(workbenchExportCounts.userId, userId), eq(workbenchExportCounts.day, day)));
  return row?.count ?? 0;
}

/** Takes one export of `day` for the member; false when `perDay` are already taken. */
export async function takeExport(db: Database, userId: number, day: string, perDay: number): Promise<boolean> {
  if (perDay <= 0) return false;
  const taken = await db
    .insert(workbenchExportCounts)
    .values({ userId, day, count: 1 })
    .onConflictDoUpdate({
      target: [workbenchExportCounts.userId, workbenchExportCounts.day],
      set: { count: sql`${workbenchExportCounts.count} + 1` },
      setWhere: sql`${workbenchExportCounts.count} < ${perDay}`,
    })
    .returning({ count: workbenchExportCounts.count });
  return taken.length > 0;
}
