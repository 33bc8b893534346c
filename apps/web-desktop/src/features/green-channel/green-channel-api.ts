// The green entry channel's application call (openapi/main.yaml applyGreenChannel) over the site's
// typed main client. A failure throws with its code (HTTP 429 included) for the form to tell.
import type { ApiClients } from '@sealens/api';
import type { CategoryId, SiteCode } from '@sealens/domain';

export interface GreenChannelApplicationInput {
  name: string;
  phone: string;
  company: string;
  sites: SiteCode[];
  categoryId: CategoryId;
}

export interface GreenChannelReceipt {
  applicationId: string;
  createTime: string;
  /** The same phone had applied within a day: this is that application. */
  repeated: boolean;
}

export class GreenChannelError extends Error {
  constructor(readonly code: number) {
    super(`green channel application failed (${code})`);
  }
}

export type ApplyGreenChannel = (input: GreenChannelApplicationInput) => Promise<GreenChannelReceipt>;

export function applyGreenChannel(main: ApiClients['main']): ApplyGreenChannel {
  return async (input) => {
    const result = await main.POST('/greenChannel/apply', { body: input, verifyCode: false });
    const body = result.data;
    if (!body || body.code !== 200 || !body.payload) throw new GreenChannelError(body?.code ?? result.response.status);
    return body.payload;
  };
}
