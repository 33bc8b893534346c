import { describe, expect, it, vi } from 'vitest';
import { createApiEvents } from './api-events';
import { API_MESSAGES } from './api-messages';

describe('createApiEvents', () => {
  it('delivers a payload to every subscriber of that event only', () => {
    const events = createApiEvents();
    const warning = vi.fn();
    const error = vi.fn();
    events.on('warning', warning);
    events.on('error', error);
    events.emit('warning', { messageId: 'tooFrequent' });
    expect(warning).toHaveBeenCalledWith({ messageId: 'tooFrequent' });
    expect(error).not.toHaveBeenCalled();
  });

  it('stops delivering after unsubscribe', () => {
    const events = createApiEvents();
    const handler = vi.fn();
    const off = events.on('sessionEnded', handler);
    off();
    events.emit('sessionEnded', { reason: 'unauthorized', status: 401 });
    expect(handler).not.toHaveBeenCalled();
  });

  it('keeps delivering when one listener throws', () => {
    const events = createApiEvents();
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const second = vi.fn();
    events.on('captchaResetNeeded', () => {
      throw new Error('boom');
    });
    events.on('captchaResetNeeded', second);
    events.emit('captchaResetNeeded', { code: 16801 });
    expect(second).toHaveBeenCalledWith({ code: 16801 });
    spy.mockRestore();
  });
});

describe('API_MESSAGES', () => {
  it('carries the spec §8 English wording', () => {
    expect(API_MESSAGES).toMatchObject({
      tooFrequent: 'visiting too frequently, try again later',
      backendException: 'backend exception',
      notVerified: 'not verified',
      tooManyVisits: 'too many visits, please try again later',
      clockDrift: 'please synchronise your date and time and refresh',
    });
  });
});
