// The products a member puts aside to compare (the explanation's "add to comparison"), kept in the
// browser; the comparison page itself reads its items from its own query (`?ids=`).
import { CONTRAST_MAX } from '@sealens/domain';

const KEY = 'sealens.workbench.contrast.product';

export function readContrastTray(storage: Pick<Storage, 'getItem'> = localStorage): string[] {
  try {
    const value: unknown = JSON.parse(storage.getItem(KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string' && /^\d{1,18}$/.test(id)).slice(0, CONTRAST_MAX) : [];
  } catch {
    return [];
  }
}

/** Adds an id (the oldest leaves when the tray is full); returns the tray. */
export function addToContrastTray(id: string, storage: Pick<Storage, 'getItem' | 'setItem'> = localStorage): string[] {
  const tray = [...readContrastTray(storage).filter((x) => x !== id), id].slice(-CONTRAST_MAX);
  try {
    storage.setItem(KEY, JSON.stringify(tray));
  } catch {
    // Storage full or refused: the tray is returned all the same for this navigation.
  }
  return tray;
}

export function contrastHref(ids: readonly string[], extra: URLSearchParams = new URLSearchParams()): string {
  const params = new URLSearchParams(extra);
  if (ids.length > 0) params.set('ids', ids.join(','));
  else params.delete('ids');
  const text = params.toString();
  return `/workbench/product/product-contrast${text ? `?${text}` : ''}`;
}
