import { describe, expect, it } from 'vitest';
import { fixtureVisitorAddress, loginSuiteVisitorAddress } from './visitor-address';

describe('e2e visitor addresses', () => {
  it('gives every test of every worker of a long run its own address, past worker index 64', () => {
    // The CI run of d7a08b2's successor failed on a retry's 429: worker indexes were wrapped at 64.
    const fixtures = new Set<string>();
    const logins = new Set<string>();
    for (let worker = 0; worker < 300; worker++) {
      for (let n = 0; n < 400; n++) fixtures.add(fixtureVisitorAddress(worker, n));
      for (let n = 0; n < 200; n++) logins.add(loginSuiteVisitorAddress(worker, n));
    }
    expect(fixtures.size).toBe(300 * 400);
    expect(logins.size).toBe(300 * 200);
  });

  it('keeps each kind in its own block, apart from the addresses single specs pick (100.126-127.x)', () => {
    for (const worker of [0, 63, 64, 500, 1023]) {
      for (const n of [0, 1, 255, 2047]) {
        expect(fixtureVisitorAddress(worker, n)).toMatch(/^100\.(6[4-9]|[7-8]\d|9[0-5])\.\d+\.\d+$/);
        expect(loginSuiteVisitorAddress(worker, n)).toMatch(/^198\.1[89]\.\d+\.\d+$/);
      }
    }
    expect(fixtureVisitorAddress(64, 0)).not.toBe(fixtureVisitorAddress(0, 0));
  });
});
