// The link that opens the mini program (spec §7 GET /public/mini/urlScheme): the server answers a
// weixin:// address, valid until `expireTime`. Every mobile "open the mini program" button uses it.
import type { ApiClients } from '@sealens/api';
import { MINI_PROGRAM_HOME_PATH } from '../../config/download-links';

export interface MiniProgramLink {
  openlink: string;
  expireTime?: number;
}

export async function fetchMiniProgramLink(main: ApiClients['main'], path = MINI_PROGRAM_HOME_PATH, query = ''): Promise<MiniProgramLink> {
  // verifyCode off: a failure is shown in the button's place, with a retry, in the reader's language.
  const result = await main.GET('/public/mini/urlScheme', { params: { query: { path, ...(query ? { query } : {}) } }, verifyCode: false });
  const body = result.data;
  if (!body || body.code !== 200 || !body.payload?.openlink) throw new Error(`mini program link failed (${body?.code ?? result.response.status})`);
  return body.payload;
}
