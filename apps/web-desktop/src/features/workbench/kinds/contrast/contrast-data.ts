// The contrast page kind's data (DESIGN.md §6): 2 to 6 items of one entity by `?ids=`, their
// figures and days over `?days=`; categories of the site `?site=` (none: all sites in US dollars).
import { CONTRAST_MAX, SITE_CODES, type SiteCode, type WorkbenchEntity } from '@sealens/domain';
import type { Contrast } from '@sealens/workbench';
import type { LoaderFunctionArgs } from 'react-router';
import { daysOf, type ExplanationDays } from '../explanation/explanation-data';
import { workbenchApi } from '../workbench-api';

export type ContrastData =
  | { state: 'pick'; ids: string[] }
  | { state: 'refused'; ids: string[]; message: string }
  | { state: 'error'; ids: string[] }
  | { state: 'ok'; ids: string[]; days: ExplanationDays; contrast: Contrast };

export function idsOf(value: string | null): string[] {
  const ids = (value ?? '').split(',').map((s) => s.trim()).filter((s) => /^\d{1,18}$/.test(s));
  return [...new Set(ids)].slice(0, CONTRAST_MAX);
}

/** A category contrast's site (undefined: all sites); the other entities' ids name their sites. */
export function contrastSiteOf(entity: WorkbenchEntity, value: string | null): SiteCode | undefined {
  return entity === 'category' && (SITE_CODES as readonly string[]).includes(value ?? '') ? (value as SiteCode) : undefined;
}

export async function contrastLoader({ request, context }: LoaderFunctionArgs, entity: WorkbenchEntity = 'product'): Promise<ContrastData> {
  const url = new URL(request.url);
  const ids = idsOf(url.searchParams.get('ids'));
  if (ids.length < 2) return { state: 'pick', ids };
  const days = daysOf(url.searchParams.get('days'));
  const site = contrastSiteOf(entity, url.searchParams.get('site'));
  try {
    // A refusal (more items than the plan compares, a visitor) is this page's to say, not a toast's.
    const { data, error } = await workbenchApi(context).GET('/contrast', { params: { query: { entity, ids: ids.join(','), days, ...(site ? { site } : {}) } }, verifyCode: false });
    // One entity's items: the contract's items carry its rows and days (a product's or a shop's).
    if (data?.code === 200 && data.payload) return { state: 'ok', ids, days, contrast: data.payload as Contrast };
    const message = data?.message ?? (error as { message?: string } | undefined)?.message;
    return message ? { state: 'refused', ids, message } : { state: 'error', ids };
  } catch {
    return { state: 'error', ids };
  }
}
