/** Customer-service contact shown by both sites (footer, about pages). */
export const CONTACT = {
  phone: '400-886-5588',
  email: 'service@sealens.com',
} as const;
