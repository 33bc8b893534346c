// Envelope codes with a meaning of their own (spec §4, §8).

export const BUSINESS_CODES = {
  /** Success everywhere; also a QR poll's "scanned and logged in". */
  success: 200,
  /** Password login needs identity authentication by SMS. */
  identityAuthRequired: 10099,
  /** QR scanned by an unknown user: go to bind phone. */
  unknownUser: 20001,
  /** QR not scanned yet: keep polling. */
  qrWaiting: 30001,
  /** The user has no private channel (stored as promote type 0). */
  noPrivateChannel: 30005,
} as const;

export type BusinessCode = (typeof BUSINESS_CODES)[keyof typeof BUSINESS_CODES];
