import { describe, expect, it, vi } from 'vitest';
import { createFakeClock } from './fake-clock';
import { createSmsCodeMachine, smsButtonLabel, type SmsSendResult } from './sms-code-machine';

const flush = async (): Promise<void> => {
  for (let i = 0; i < 10; i++) await Promise.resolve();
};
const captcha = { ticket: 'tk', randstr: 'rs' };

function setup(result: () => Promise<SmsSendResult> = async () => ({ code: 200 })) {
  const clock = createFakeClock();
  const send = vi.fn(result);
  const validatePhone = vi.fn((m: string) => /^1\d{10}$/.test(m));
  const machine = createSmsCodeMachine({ send, clock, validatePhone });
  return { clock, send, validatePhone, machine };
}

describe('createSmsCodeMachine', () => {
  it('refuses an invalid phone without sending', () => {
    const { send, machine } = setup();
    machine.request('123');
    expect(machine.getState()).toEqual({ status: 'error', reason: 'invalid-phone' });
    machine.captchaPassed(captcha);
    expect(send).not.toHaveBeenCalled();
  });

  it('idle -> needsCaptcha -> loading -> countdown, sending mobile, ticket and randstr', async () => {
    const { send, machine } = setup();
    const seen: string[] = [];
    machine.subscribe((s) => seen.push(s.status));
    expect(machine.getState()).toEqual({ status: 'idle' });
    machine.request('13800000000');
    expect(machine.getState()).toEqual({ status: 'needsCaptcha', mobile: '13800000000' });
    expect(send).not.toHaveBeenCalled();
    machine.captchaPassed(captcha);
    expect(machine.getState()).toEqual({ status: 'loading', mobile: '13800000000' });
    expect(send).toHaveBeenCalledWith({ mobile: '13800000000', ticket: 'tk', randstr: 'rs' });
    await flush();
    expect(machine.getState()).toEqual({ status: 'countdown', secondsLeft: 60 });
    expect(seen).toEqual(['needsCaptcha', 'loading', 'countdown']);
  });

  it('counts down once per second for exactly 60 s, then returns to idle', async () => {
    const { clock, machine } = setup();
    machine.request('13800000000');
    machine.captchaPassed(captcha);
    await flush();
    clock.advance(999);
    expect(machine.getState()).toEqual({ status: 'countdown', secondsLeft: 60 });
    clock.advance(1);
    expect(machine.getState()).toEqual({ status: 'countdown', secondsLeft: 59 });
    clock.advance(58_000);
    expect(machine.getState()).toEqual({ status: 'countdown', secondsLeft: 1 });
    clock.advance(999);
    expect(machine.getState()).toEqual({ status: 'countdown', secondsLeft: 1 });
    clock.advance(1);
    expect(machine.getState()).toEqual({ status: 'idle' });
    expect(clock.pendingTimers()).toBe(0);
  });

  it('ignores request() while loading or counting down', async () => {
    const { send, machine } = setup();
    machine.request('13800000000');
    machine.captchaPassed(captcha);
    machine.request('13800000000');
    expect(machine.getState().status).toBe('loading');
    await flush();
    machine.request('13800000000');
    machine.captchaPassed(captcha);
    expect(machine.getState().status).toBe('countdown');
    expect(send).toHaveBeenCalledTimes(1);
  });

  it.each([16801, 16808, 16809])('captcha reset code %i -> error captchaReset', async (code) => {
    const { machine } = setup(async () => ({ code, message: 'captcha' }));
    machine.request('13800000000');
    machine.captchaPassed(captcha);
    await flush();
    expect(machine.getState()).toMatchObject({ status: 'error', reason: 'captcha-reset', captchaReset: true });
  });

  it('other codes -> error with the server message', async () => {
    const { machine } = setup(async () => ({ code: 500, message: 'too many' }));
    machine.request('13800000000');
    machine.captchaPassed(captcha);
    await flush();
    expect(machine.getState()).toEqual({ status: 'error', reason: 'server', message: 'too many' });
  });

  it('a rejected send -> error with a network reason; retry is possible', async () => {
    const { machine } = setup(async () => {
      throw new Error('offline');
    });
    machine.request('13800000000');
    machine.captchaPassed(captcha);
    await flush();
    expect(machine.getState()).toEqual({ status: 'error', reason: 'network', message: 'offline' });
    machine.request('13800000000');
    expect(machine.getState().status).toBe('needsCaptcha');
  });

  it('cancelCaptcha() goes back to idle; captchaPassed() outside needsCaptcha is ignored', () => {
    const { send, machine } = setup();
    machine.captchaPassed(captcha);
    expect(send).not.toHaveBeenCalled();
    machine.request('13800000000');
    machine.cancelCaptcha();
    expect(machine.getState()).toEqual({ status: 'idle' });
  });

  it('destroy() stops the countdown and ignores a late send', async () => {
    const a = setup();
    a.machine.request('13800000000');
    a.machine.captchaPassed(captcha);
    await flush();
    a.machine.destroy();
    expect(a.clock.pendingTimers()).toBe(0);

    const b = setup();
    b.machine.request('13800000000');
    b.machine.captchaPassed(captcha);
    b.machine.destroy();
    await flush();
    expect(b.machine.getState().status).toBe('loading');
    expect(b.clock.pendingTimers()).toBe(0);
  });
});

describe('smsButtonLabel', () => {
  it('maps states to descriptor keys', () => {
    expect(smsButtonLabel({ status: 'idle' })).toBe('send');
    expect(smsButtonLabel({ status: 'needsCaptcha', mobile: 'm' })).toBe('send');
    expect(smsButtonLabel({ status: 'error', reason: 'server' })).toBe('send');
    expect(smsButtonLabel({ status: 'loading', mobile: 'm' })).toBe('sending');
    expect(smsButtonLabel({ status: 'countdown', secondsLeft: 7 })).toEqual({ retryIn: 7 });
  });
});
