import { describe, expect, it } from 'vitest';
import { maskPhone, PHONE_MASK } from './masking';

describe('phone masking (spec §5)', () => {
  it('shows the first 3 digits, four stars and the last 4', () => {
    expect(PHONE_MASK).toBe('****');
    expect(maskPhone('13812345678')).toBe('138****5678');
    expect(maskPhone(13812345678)).toBe('138****5678');
    expect(maskPhone(' 138 1234 5678 ')).toBe('138****5678');
    expect(maskPhone('12345678')).toBe('123****5678');
  });

  it('never shows a short value whole', () => {
    expect(maskPhone('1234567')).toBe('123****');
    expect(maskPhone('1234')).toBe('123****');
    expect(maskPhone('123')).toBe('****');
    expect(maskPhone('1')).toBe('****');
  });

  it('gives an empty string for an empty value', () => {
    expect(maskPhone('')).toBe('');
    expect(maskPhone(null)).toBe('');
    expect(maskPhone(undefined)).toBe('');
  });
});
