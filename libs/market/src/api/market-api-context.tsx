// Where the widgets' own calls (switches, retries, a member's full list) go: the site's API
// clients by default; tests and stories inject a client over a fake fetch instead.
import { siteApi } from '@sealens/auth';
import { createContext, useContext, type ReactNode } from 'react';
import type { MarketApiClient } from './market-loaders';

const MarketApiContext = createContext<(() => MarketApiClient) | null>(null);

export function MarketApiProvider({ client, children }: { client: MarketApiClient; children: ReactNode }) {
  return <MarketApiContext.Provider value={() => client}>{children}</MarketApiContext.Provider>;
}

const siteMain = () => siteApi().main;

/** The client getter (called at the time of a call, so the clients load only when one is made). */
export function useMarketApi(): () => MarketApiClient {
  return useContext(MarketApiContext) ?? siteMain;
}
