// The mobile app has no config module yet and may not import the desktop app (module boundaries),
// so these mirror CONTACT in apps/web-desktop/src/config/external-links.ts. Change both together.
export const CONTACT_DETAILS = {
  phone: '400-886-5588',
  email: 'service@sealens.com',
} as const;
