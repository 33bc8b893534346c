// The multi-shop authorisation calls (openapi/main.yaml, tag seller) over the site's typed main
// client. The session cookie names the member; each failure throws with its code so the page can
// say what went wrong.
import type { ApiClients } from '@sealens/api';
import type { SiteCode } from '@sealens/domain';

type MainClient = ApiClients['main'];

export interface AuthorizedShop {
  id: string;
  site: SiteCode;
  shopId: string;
  shopName: string;
  authorizedAt: string;
  expiresAt: string;
  renewed?: boolean;
}

export interface AuthorizedShops {
  /** 'local': the reference server records shops without Shopee; 'unavailable': no Shopee authorisation here. */
  mode: 'local' | 'unavailable';
  max: number;
  validDays: number;
  shops: AuthorizedShop[];
}

export interface ShopToAuthorize {
  site: SiteCode;
  shopId: string;
  shopName: string;
}

/** Business codes of openapi authorizeShop. */
export const SHOP_CODES = { full: 40904, unavailable: 50101, notLoggedIn: 401 } as const;

export class ShopCallError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

function checked<T>(result: { data?: { code: number; message?: string; payload?: T } | undefined; response: Response }): T | undefined {
  const body = result.data;
  if (!body || body.code !== 200) throw new ShopCallError(body?.code ?? result.response.status, body?.message ?? `HTTP ${result.response.status}`);
  return body.payload;
}

export interface ShopAuthorizeApi {
  list(): Promise<AuthorizedShops>;
  authorize(shop: ShopToAuthorize): Promise<AuthorizedShop>;
  remove(id: string): Promise<void>;
}

export function shopAuthorizeApi(main: MainClient): ShopAuthorizeApi {
  return {
    async list() {
      const payload = checked(await main.GET('/shop/authorized', { verifyCode: false }));
      if (!payload) throw new ShopCallError(0, 'no list');
      return payload;
    },
    async authorize(shop) {
      // verifyCode off: the page tells the limit and the other codes in the reader's language.
      const payload = checked(await main.POST('/shop/authorize', { body: shop, verifyCode: false }));
      if (!payload) throw new ShopCallError(0, 'no shop');
      return payload;
    },
    async remove(id) {
      checked(await main.POST('/shop/authorize/remove', { body: { id }, verifyCode: false }));
    },
  };
}
