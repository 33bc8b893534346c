// Friendly links (spec §7 GET /link/getLinks, a separate base; spec §1 footer). The footer of both
// sites shows them; the layout route's loader reads them, so they are in the server's HTML.
import type { ApiClients, MainComponents } from '@sealens/api';
import { answerOf } from '../shared/answer';

export type FriendlyLink = MainComponents['schemas']['FriendlyLink'];

/** Only http(s) addresses are links a visitor may be sent to. */
const WEB_ADDRESS = /^https?:\/\/[^\s]+$/i;

/** The links in their order (`sort`); an empty list when the call fails (the footer then shows none). */
export async function loadFriendlyLinks(api: ApiClients['main']): Promise<FriendlyLink[]> {
  const answer = await answerOf<FriendlyLink[]>(api.GET('/link/getLinks', {}));
  if (answer.code !== 200 || !Array.isArray(answer.payload)) return [];
  return answer.payload
    .filter((link) => link.name.trim() !== '' && WEB_ADDRESS.test(link.url))
    .sort((a, b) => (a.sort ?? 0) - (b.sort ?? 0));
}
