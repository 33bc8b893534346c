import { describe, expect, it } from 'vitest';

import { httpCaptchaVerifier } from './captcha-gateway';

const CAPTCHA = { verifyUrl: 'https://captcha.example.test/verify', appId: '190012345', secret: 'captcha-secret' };

function fakeFetch(answer: () => Response | Promise<Response>) {
  const calls: { url: string; init: RequestInit }[] = [];
  const impl = (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return answer();
  }) as unknown as typeof fetch;
  return { impl, calls };
}

describe('httpCaptchaVerifier', () => {
  it('posts the app id, ticket and randstr with the secret, and passes on { ok: true }', async () => {
    const service = fakeFetch(() => Response.json({ ok: true }));
    expect(await httpCaptchaVerifier(CAPTCHA, service.impl).verify('t1', 'r1')).toBe(true);
    expect(service.calls).toHaveLength(1);
    const [call] = service.calls;
    expect(call?.url).toBe(CAPTCHA.verifyUrl);
    expect(call?.init.method).toBe('POST');
    expect(new Headers(call?.init.headers).get('authorization')).toBe('Bearer captcha-secret');
    expect(JSON.parse(String(call?.init.body))).toEqual({ appId: '190012345', ticket: 't1', randstr: 'r1' });
  });

  it('fails the captcha on anything but a clear yes: a no, another answer, an HTTP error, no service', async () => {
    const answers: (() => Response | Promise<Response>)[] = [
      () => Response.json({ ok: false }),
      () => Response.json({ ok: 'true' }),
      () => Response.json(null),
      () => new Response('not json'),
      () => Response.json({ ok: true }, { status: 500 }),
      () => Promise.reject(new TypeError('fetch failed')),
    ];
    for (const answer of answers) expect(await httpCaptchaVerifier(CAPTCHA, fakeFetch(answer).impl).verify('t1', 'r1')).toBe(false);
  });
});
