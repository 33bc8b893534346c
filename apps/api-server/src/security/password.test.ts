import { scryptSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';

import { hashPassword, passwordNeedsRehash, verifyPassword } from './password';

function partsOf(encoded: string) {
  const [prefix, n, r, p, salt, hash] = encoded.split('$') as [string, string, string, string, string, string];
  return { prefix, n, r, p, salt: Buffer.from(salt, 'base64url'), hash: Buffer.from(hash, 'base64url'), saltText: salt, hashText: hash };
}

describe('hashPassword', () => {
  it('encodes scrypt$16384$8$1$salt$hash with a 16-byte salt and a 64-byte key', async () => {
    const encoded = await hashPassword('Secret123');
    const parts = partsOf(encoded);
    expect(encoded.split('$')).toHaveLength(6);
    expect([parts.prefix, parts.n, parts.r, parts.p]).toEqual(['scrypt', '16384', '8', '1']);
    expect(parts.salt).toHaveLength(16);
    expect(parts.hash).toHaveLength(64);
    expect(parts.saltText).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(parts.hashText).toMatch(/^[A-Za-z0-9_-]+$/);
  });

  it('is exactly scrypt(password, salt, 64, N=16384, r=8, p=1)', async () => {
    const salt = Buffer.from('00112233445566778899aabbccddeeff', 'hex');
    const encoded = await hashPassword('Secret123', salt);
    const expected = scryptSync('Secret123', salt, 64, { N: 16384, r: 8, p: 1 });
    expect(encoded).toBe(`scrypt$16384$8$1$${salt.toString('base64url')}$${expected.toString('base64url')}`);
  });

  it('salts every hash afresh', async () => {
    const [a, b] = await Promise.all([hashPassword('same'), hashPassword('same')]);
    expect(a).not.toBe(b);
    expect(partsOf(a).saltText).not.toBe(partsOf(b).saltText);
  });

  it('refuses a salt of another size and a non-string password', async () => {
    await expect(hashPassword('x', new Uint8Array(15))).rejects.toThrow(RangeError);
    await expect(hashPassword(42 as unknown as string)).rejects.toThrow(TypeError);
  });
});

describe('verifyPassword', () => {
  it('accepts the right password and rejects others (case sensitive)', async () => {
    const encoded = await hashPassword('Secret123');
    expect(await verifyPassword('Secret123', encoded)).toBe(true);
    expect(await verifyPassword('secret123', encoded)).toBe(false);
    expect(await verifyPassword('Secret1234', encoded)).toBe(false);
    expect(await verifyPassword('', encoded)).toBe(false);
  });

  it('verifies hashes made with other (older) parameters', async () => {
    const salt = Buffer.alloc(16, 7);
    const key = scryptSync('pw', salt, 32, { N: 1024, r: 4, p: 2 });
    const encoded = `scrypt$1024$4$2$${salt.toString('base64url')}$${key.toString('base64url')}`;
    expect(await verifyPassword('pw', encoded)).toBe(true);
    expect(await verifyPassword('pW', encoded)).toBe(false);
    expect(passwordNeedsRehash(encoded)).toBe(true);
    expect(passwordNeedsRehash(await hashPassword('pw'))).toBe(false);
  });

  it('answers false, never throws, for anything malformed', async () => {
    const good = await hashPassword('pw');
    const { saltText, hashText } = partsOf(good);
    const malformed = [
      null,
      undefined,
      '',
      'pw',
      good.replace('scrypt$', 'bcrypt$'),
      good.split('$').slice(0, 5).join('$'),
      `${good}$extra`,
      `scrypt$16385$8$1$${saltText}$${hashText}`, // N not a power of two
      `scrypt$2097152$8$1$${saltText}$${hashText}`, // N too large to be honest
      `scrypt$16384$0$1$${saltText}$${hashText}`,
      `scrypt$16384$8$99$${saltText}$${hashText}`,
      `scrypt$16384$8$1$${saltText}$`,
      `scrypt$16384$8$1$$${hashText}`,
      `scrypt$16384$8$1$${saltText}$${hashText}!`,
      `scrypt$16384$8$1$AAAA$${hashText}`, // 3-byte salt
      `scrypt$16384$8$1$${saltText}$AAAA`, // 3-byte key
      `scrypt$1e4$8$1$${saltText}$${hashText}`,
      `scrypt$016384$8$1$${saltText}$${hashText}`,
    ];
    for (const encoded of malformed) expect(await verifyPassword('pw', encoded)).toBe(false);
    expect(await verifyPassword(undefined as unknown as string, good)).toBe(false);
    expect(passwordNeedsRehash('nonsense')).toBe(true);
  });

  it('changes nothing when a byte of the stored key changes', async () => {
    const encoded = await hashPassword('pw');
    const { hash, saltText } = partsOf(encoded);
    hash[0] = ((hash[0] ?? 0) + 1) % 256;
    expect(await verifyPassword('pw', `scrypt$16384$8$1$${saltText}$${hash.toString('base64url')}`)).toBe(false);
  });
});
