import type { I18n } from '@lingui/core';

/** "2026-06-27 10:11:12" -> the day in the reader's locale; the same on the server and in the browser (UTC). */
export function formatReportDay(i18n: I18n, publishTime: string | undefined): string | null {
  const day = publishTime?.slice(0, 10);
  if (!day || !/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  return i18n.date(new Date(`${day}T00:00:00Z`), { dateStyle: 'medium', timeZone: 'UTC' });
}
