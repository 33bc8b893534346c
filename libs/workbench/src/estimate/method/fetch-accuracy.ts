// The method pages' one call, shared by the workbench's and the sites' loaders (each passes its own
// client: the server's in-process one while rendering, the browser's after).
import type { ApiClients } from '@sealens/api';
import type { AccuracyTable } from './method-article';

/** The bench's error table (GET /api/method/accuracy), or null when it cannot be had. */
export async function fetchAccuracyTable(api: Pick<ApiClients, 'main'>): Promise<AccuracyTable | null> {
  try {
    const { data } = await api.main.GET('/method/accuracy');
    return data?.code === 200 && data.payload ? data.payload : null;
  } catch {
    return null;
  }
}
