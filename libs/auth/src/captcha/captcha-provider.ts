// DESIGN.md §4: one CaptchaProvider interface, two implementations (the platform's third-party slide
// captcha and the local slide captcha of the reference server). Both produce { ticket, randstr }.
import { createContext, useContext } from 'react';

export interface CaptchaPass {
  ticket: string;
  randstr: string;
}

export interface CaptchaProvider {
  /** Shows the challenge; resolves with the pass, or null when the user closed it unsolved. */
  verify(): Promise<CaptchaPass | null>;
  /**
   * After codes 16801/16808/16809 (spec §8): a fresh session so the user can retry. Resolves false
   * when the captcha cannot be reset (never loaded): the caller then says so and asks for a refresh.
   */
  reset(): Promise<boolean>;
}

export const CaptchaContext = createContext<CaptchaProvider | null>(null);

/** The captcha of the nearest CaptchaContext; throws when none is provided (a wiring bug). */
export function useCaptcha(): CaptchaProvider {
  const provider = useContext(CaptchaContext);
  if (!provider) throw new Error('useCaptcha needs a CaptchaContext provider');
  return provider;
}
