// The items a member puts aside to compare (the explanation's "add to comparison"), one tray per
// entity, kept in the browser; the comparison page itself reads its items from its own query (`?ids=`).
import { CONTRAST_MAX, type WorkbenchEntity } from '@sealens/domain';
import { ENTITY_PATHS } from '../../workbench-pages';

const keyOf = (entity: WorkbenchEntity) => `sealens.workbench.contrast.${entity}`;

export function readContrastTray(storage: Pick<Storage, 'getItem'> = localStorage, entity: WorkbenchEntity = 'product'): string[] {
  try {
    const value: unknown = JSON.parse(storage.getItem(keyOf(entity)) ?? '[]');
    return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string' && /^\d{1,18}$/.test(id)).slice(0, CONTRAST_MAX) : [];
  } catch {
    return [];
  }
}

/** Adds an id (the oldest leaves when the tray is full); returns the tray. */
export function addToContrastTray(id: string, storage: Pick<Storage, 'getItem' | 'setItem'> = localStorage, entity: WorkbenchEntity = 'product'): string[] {
  const tray = [...readContrastTray(storage, entity).filter((x) => x !== id), id].slice(-CONTRAST_MAX);
  try {
    storage.setItem(keyOf(entity), JSON.stringify(tray));
  } catch {
    // Storage full or refused: the tray is returned all the same for this navigation.
  }
  return tray;
}

export function contrastHref(ids: readonly string[], extra: URLSearchParams = new URLSearchParams(), entity: WorkbenchEntity = 'product'): string {
  const params = new URLSearchParams(extra);
  if (ids.length > 0) params.set('ids', ids.join(','));
  else params.delete('ids');
  const text = params.toString();
  const path = ENTITY_PATHS[entity].contrast;
  if (!path) throw new Error(`workbench: no comparison page of ${entity}`);
  return `/workbench/${path}${text ? `?${text}` : ''}`;
}
