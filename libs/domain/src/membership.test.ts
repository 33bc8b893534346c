import { parse } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { isMembershipExpired, MEMBER_TIME_FORMAT, parseMemberTime } from './membership';

const now = new Date(2025, 5, 15, 12, 0, 0); // 15 June 2025 12:00:00 local

describe('membership expiry (spec §4)', () => {
  it('reads "YYYY-MM-DD HH:mm:ss" as local time', () => {
    expect(MEMBER_TIME_FORMAT).toBe('yyyy-MM-dd HH:mm:ss');
    expect(parseMemberTime('2025-06-15 12:00:01')).toEqual(new Date(2025, 5, 15, 12, 0, 1));
    expect(parseMemberTime('2025-06-15')).toBeUndefined();
    expect(parseMemberTime('garbage')).toBeUndefined();
    expect(parseMemberTime('')).toBeUndefined();
    expect(parseMemberTime(null)).toBeUndefined();
  });

  it('reads every text exactly as date-fns parse with the format does (the reader it replaces)', () => {
    const texts = ['2024-02-29 23:59:59', '2025-02-29 00:00:00', '2100-02-29 00:00:00', '2000-02-29 00:00:00', '0099-01-01 00:00:00', '0000-01-01 00:00:00'];
    for (const year of ['1', '99', '2025', '02025'])
      for (const month of ['0', '1', '01', '12', '13', '001'])
        for (const day of ['0', '1', '31', '32', '30'])
          for (const time of ['0:0:0', '23:59:59', '24:00:00', '12:60:00', '12:00:60', '1:02:3', '12:00:000'])
            texts.push(`${year}-${month}-${day} ${time}`);
    texts.push(' 2025-06-15 12:00:01 ', '2025-06-15  12:00:01', '2025-06-15T12:00:01', '2025-06-15 12:00:01Z', '2025-06-15 12:00:01.5', '+2025-06-15 12:00:01', '2025-６-15 12:00:01');
    for (const text of texts) {
      const expected = parse(text.trim(), MEMBER_TIME_FORMAT, new Date(0));
      expect(parseMemberTime(text)?.getTime(), text).toBe(Number.isNaN(expected.getTime()) ? undefined : expected.getTime());
    }
  });

  it('is expired when both times are in the past', () => {
    expect(isMembershipExpired({ maturityTime: '2025-06-14 12:00:00', bonus: { endTime: '2025-06-15 11:59:59' } }, now)).toBe(true);
  });

  it('is not expired while either time is in the future', () => {
    expect(isMembershipExpired({ maturityTime: '2025-06-15 12:00:01', bonus: { endTime: '2020-01-01 00:00:00' } }, now)).toBe(false);
    expect(isMembershipExpired({ maturityTime: '2020-01-01 00:00:00', bonus: { endTime: '2025-06-15 12:00:01' } }, now)).toBe(false);
    expect(isMembershipExpired({ maturityTime: '2030-01-01 00:00:00' }, now)).toBe(false);
    expect(isMembershipExpired({ maturityTime: null, bonus: { endTime: '2030-01-01 00:00:00' } }, now)).toBe(false);
  });

  it('is expired when only one time exists and it is past, or at the very second', () => {
    expect(isMembershipExpired({ maturityTime: '2025-06-15 11:59:59' }, now)).toBe(true);
    expect(isMembershipExpired({ bonus: { endTime: '2025-06-15 12:00:00' } }, now)).toBe(true);
  });

  it('is expired when neither time exists', () => {
    expect(isMembershipExpired({}, now)).toBe(true);
    expect(isMembershipExpired({ maturityTime: '', bonus: null }, now)).toBe(true);
    expect(isMembershipExpired(null, now)).toBe(true);
    expect(isMembershipExpired(undefined, now)).toBe(true);
  });

  it('follows the injected clock', () => {
    const product = { maturityTime: '2025-06-15 12:00:00' };
    expect(isMembershipExpired(product, new Date(2025, 5, 15, 11, 59, 59))).toBe(false);
    expect(isMembershipExpired(product, new Date(2025, 5, 15, 12, 0, 0))).toBe(true);
  });

  it('with both times present, turns expired at the later one, to the second', () => {
    const product = { maturityTime: '2025-06-15 12:00:00', bonus: { endTime: '2025-06-15 12:00:05' } };
    expect(isMembershipExpired(product, new Date(2025, 5, 15, 12, 0, 0))).toBe(false);
    expect(isMembershipExpired(product, new Date(2025, 5, 15, 12, 0, 4))).toBe(false);
    expect(isMembershipExpired(product, new Date(2025, 5, 15, 12, 0, 5))).toBe(true);
    // The order does not matter: a bonus that ended before the plan does not shorten it.
    const reversed = { maturityTime: '2025-06-15 12:00:05', bonus: { endTime: '2025-06-15 12:00:00' } };
    expect(isMembershipExpired(reversed, new Date(2025, 5, 15, 12, 0, 4))).toBe(false);
    expect(isMembershipExpired(reversed, new Date(2025, 5, 15, 12, 0, 5))).toBe(true);
  });

  it('counts an unreadable time as absent', () => {
    expect(isMembershipExpired({ maturityTime: '2030-01-01', bonus: { endTime: '2020-01-01 00:00:00' } }, now)).toBe(true);
    expect(isMembershipExpired({ maturityTime: 'soon' }, now)).toBe(true);
  });
});
