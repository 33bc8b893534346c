// Phone masking of spec §5 (identity-auth and risk forms): first 3 digits, four stars, last 4.

export const PHONE_MASK = '****';
const VISIBLE_HEAD = 3;
const VISIBLE_TAIL = 4;

/**
 * 13812345678 -> '138****5678'. Whitespace is ignored. A value too short to hide anything between
 * head and tail (fewer than 8 characters) keeps only its first 3 characters, so no short input is
 * ever shown whole; an empty value gives ''.
 */
export function maskPhone(phone: string | number | null | undefined): string {
  const value = String(phone ?? '').replace(/\s+/g, '');
  if (!value) return '';
  if (value.length <= VISIBLE_HEAD) return PHONE_MASK;
  if (value.length <= VISIBLE_HEAD + VISIBLE_TAIL) return value.slice(0, VISIBLE_HEAD) + PHONE_MASK;
  return value.slice(0, VISIBLE_HEAD) + PHONE_MASK + value.slice(-VISIBLE_TAIL);
}
