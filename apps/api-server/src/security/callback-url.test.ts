import { describe, expect, it } from 'vitest';

import { isSameOriginCallback } from './callback-url';

const ORIGIN = 'https://sealens.example';

describe('isSameOriginCallback (issue #10 item 10)', () => {
  it.each([
    '/welcome',
    '/workbench/home?tab=1#top',
    'https://sealens.example/m/',
    'welcome',
  ])('accepts %s', (url) => {
    expect(isSameOriginCallback(url, ORIGIN)).toBe(true);
  });

  it.each([
    '/\t/evil.example/steal',
    '/\n/evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '//evil.example/x',
    '///evil.example',
    'https://evil.example/x',
    'https://sealens.example.evil.example/',
    'http://sealens.example/',
    'javascript:alert(1)',
    'data:text/html,x',
    '/ok\u0000',
    '',
  ])('refuses %j', (url) => {
    expect(isSameOriginCallback(url, ORIGIN)).toBe(false);
  });
});
