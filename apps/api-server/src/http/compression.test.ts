import { describe, expect, it } from 'vitest';

import { isCompressible, negotiateEncoding } from './compression';

describe('negotiateEncoding', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['br', 'br'],
    ['gzip', 'gzip'],
    ['x-gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=1, br;q=0.5', 'gzip'],
    ['br;q=0.8, gzip;q=0.8', 'br'],
    ['*', 'br'],
    ['*;q=0, gzip', 'gzip'],
    ['identity', null],
    ['deflate', null],
    ['', null],
    [null, null],
  ] as const)('%s -> %s', (header, expected) => {
    expect(negotiateEncoding(header)).toBe(expected);
  });
});

describe('isCompressible', () => {
  it.each([
    ['text/html; charset=utf-8', true],
    ['text/javascript; charset=utf-8', true],
    ['application/json', true],
    ['application/manifest+json', true],
    ['image/svg+xml', true],
    ['application/wasm', true],
    ['text/event-stream', false],
    ['image/png', false],
    ['font/woff2', false],
    ['application/pdf', false],
    [null, false],
  ] as const)('%s -> %s', (type, expected) => {
    expect(isCompressible(type)).toBe(expected);
  });
});
