// Customer-service contact of spec §3: four messaging-app urls and a nickname. The backend may
// send only the first url; the others fall back to it so every page that shows "add customer
// service" has something to show.

export interface CustomerServiceContact {
  weChatUrl?: string | null;
  weChatUrl2?: string | null;
  weChatUrl3?: string | null;
  weChatUrl4?: string | null;
  nickName?: string | null;
}

export interface CustomerServiceUrls {
  weChatUrl: string;
  weChatUrl2: string;
  weChatUrl3: string;
  weChatUrl4: string;
}

export function withContactFallback(contact: CustomerServiceContact): CustomerServiceUrls {
  const first = contact.weChatUrl ?? '';
  return {
    weChatUrl: first,
    weChatUrl2: contact.weChatUrl2 || first,
    weChatUrl3: contact.weChatUrl3 || first,
    weChatUrl4: contact.weChatUrl4 || first,
  };
}
