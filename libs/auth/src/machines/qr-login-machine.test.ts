import { describe, expect, it, vi } from 'vitest';
import { createFakeClock } from './fake-clock';
import { createQrLoginMachine, type QrPollResult } from './qr-login-machine';

const flush = async (): Promise<void> => {
  for (let i = 0; i < 10; i++) await Promise.resolve();
};

function setup(opts: { riskFlow?: boolean; pollResult?: () => Promise<QrPollResult> } = {}) {
  const clock = createFakeClock();
  let n = 0;
  const createQr = vi.fn(async () => {
    n++;
    return { ticket: `ticket-${n}`, sceneId: `scene-${n}` };
  });
  const poll = vi.fn(opts.pollResult ?? (async (): Promise<QrPollResult> => ({ code: 30001 })));
  const machine = createQrLoginMachine({ createQr, poll, clock, riskFlow: opts.riskFlow });
  return { clock, createQr, poll, machine };
}

async function started(opts: Parameters<typeof setup>[0] = {}) {
  const ctx = setup(opts);
  ctx.machine.start();
  await flush();
  return ctx;
}

describe('createQrLoginMachine', () => {
  it('goes idle -> loading -> showing and notifies subscribers', async () => {
    const { machine } = setup();
    const seen: string[] = [];
    machine.subscribe((s) => seen.push(s.status));
    expect(machine.getState()).toEqual({ status: 'idle' });
    machine.start();
    expect(machine.getState()).toEqual({ status: 'loading' });
    await flush();
    expect(machine.getState()).toEqual({ status: 'showing', ticket: 'ticket-1', sceneId: 'scene-1' });
    expect(seen).toEqual(['loading', 'showing']);
  });

  it('polls exactly every 1000 ms with the scene id', async () => {
    const { clock, poll } = await started();
    clock.advance(999);
    expect(poll).not.toHaveBeenCalled();
    clock.advance(1);
    expect(poll).toHaveBeenCalledTimes(1);
    expect(poll).toHaveBeenCalledWith('scene-1');
    await flush();
    clock.advance(999);
    expect(poll).toHaveBeenCalledTimes(1);
    clock.advance(1);
    expect(poll).toHaveBeenCalledTimes(2);
  });

  it('ignores 30001 and expires exactly at 60000 ms, then stops polling', async () => {
    const { clock, poll, machine } = await started();
    for (let t = 0; t < 59; t++) {
      clock.advance(1000);
      await flush();
    }
    clock.advance(999);
    await flush();
    expect(machine.getState().status).toBe('showing');
    clock.advance(1);
    await flush();
    expect(machine.getState()).toEqual({ status: 'expired' });
    const calls = poll.mock.calls.length;
    clock.advance(10_000);
    await flush();
    expect(poll.mock.calls.length).toBe(calls);
    expect(clock.pendingTimers()).toBe(0);
  });

  it('200 -> success with payload and stops timers', async () => {
    const { clock, machine } = await started({ pollResult: async () => ({ code: 200, payload: { token: 'x' } }) });
    clock.advance(1000);
    await flush();
    expect(machine.getState()).toEqual({ status: 'success', payload: { token: 'x' } });
    expect(clock.pendingTimers()).toBe(0);
  });

  it('20001 -> unknownUser; QR kept in the normal flow, destroyed in the risk flow', async () => {
    const normal = await started({ pollResult: async () => ({ code: 20001 }) });
    normal.clock.advance(1000);
    await flush();
    expect(normal.machine.getState()).toEqual({ status: 'unknownUser', sceneId: 'scene-1', qrDestroyed: false });
    expect(normal.clock.pendingTimers()).toBe(0);

    const risk = await started({ riskFlow: true, pollResult: async () => ({ code: 20001 }) });
    risk.clock.advance(1000);
    await flush();
    expect(risk.machine.getState()).toEqual({ status: 'unknownUser', sceneId: 'scene-1', qrDestroyed: true });
  });

  it('any other code -> failed with the server message, QR destroyed', async () => {
    const { clock, poll, machine } = await started({ pollResult: async () => ({ code: 500, message: 'boom' }) });
    clock.advance(1000);
    await flush();
    expect(machine.getState()).toEqual({ status: 'failed', message: 'boom', reason: 'server' });
    clock.advance(5000);
    expect(poll).toHaveBeenCalledTimes(1);
    expect(clock.pendingTimers()).toBe(0);
  });

  it('a rejected poll keeps polling', async () => {
    let call = 0;
    const { clock, poll, machine } = await started({
      pollResult: async () => {
        call++;
        if (call === 1) throw new Error('offline');
        return { code: 200, payload: 1 };
      },
    });
    clock.advance(1000);
    await flush();
    expect(machine.getState().status).toBe('showing');
    clock.advance(1000);
    await flush();
    expect(poll).toHaveBeenCalledTimes(2);
    expect(machine.getState()).toEqual({ status: 'success', payload: 1 });
  });

  it('never overlaps polls while one is in flight', async () => {
    let resolve: (r: QrPollResult) => void = () => undefined;
    const { clock, poll, machine } = await started({
      pollResult: () => new Promise<QrPollResult>((r) => (resolve = r)),
    });
    clock.advance(5000);
    await flush();
    expect(poll).toHaveBeenCalledTimes(1);
    resolve({ code: 30001 });
    await flush();
    clock.advance(1000);
    expect(poll).toHaveBeenCalledTimes(2);
    expect(machine.getState().status).toBe('showing');
  });

  it('refresh() from expired and from failed creates a new QR', async () => {
    const { clock, createQr, machine } = await started();
    clock.advance(60_000);
    await flush();
    expect(machine.getState().status).toBe('expired');
    machine.refresh();
    expect(machine.getState().status).toBe('loading');
    await flush();
    expect(machine.getState()).toEqual({ status: 'showing', ticket: 'ticket-2', sceneId: 'scene-2' });
    expect(createQr).toHaveBeenCalledTimes(2);

    const failed = await started({ pollResult: async () => ({ code: 400, message: 'bad' }) });
    failed.clock.advance(1000);
    await flush();
    expect(failed.machine.getState().status).toBe('failed');
    failed.machine.refresh();
    await flush();
    expect(failed.machine.getState()).toEqual({ status: 'showing', ticket: 'ticket-2', sceneId: 'scene-2' });
  });

  it('a refreshed QR gets a fresh 60 s lifetime and drops answers of the old QR', async () => {
    let resolve: (r: QrPollResult) => void = () => undefined;
    const { clock, machine } = await started({ pollResult: () => new Promise<QrPollResult>((r) => (resolve = r)) });
    clock.advance(30_000);
    machine.refresh();
    await flush();
    resolve({ code: 500, message: 'stale' });
    await flush();
    expect(machine.getState()).toMatchObject({ status: 'showing', sceneId: 'scene-2' });
    clock.advance(59_999);
    expect(machine.getState().status).toBe('showing');
    clock.advance(1);
    expect(machine.getState().status).toBe('expired');
  });

  it('a failing createQr -> failed, refreshable', async () => {
    const clock = createFakeClock();
    const createQr = vi.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValue({ ticket: 't', sceneId: 's' });
    const machine = createQrLoginMachine({ createQr, poll: vi.fn(), clock });
    machine.start();
    await flush();
    expect(machine.getState()).toEqual({ status: 'failed', message: 'down', reason: 'create-failed' });
    machine.refresh();
    await flush();
    expect(machine.getState()).toEqual({ status: 'showing', ticket: 't', sceneId: 's' });
  });

  it('destroy() stops all timers and ignores late answers', async () => {
    const { clock, poll, machine } = await started();
    const listener = vi.fn();
    machine.subscribe(listener);
    machine.destroy();
    expect(clock.pendingTimers()).toBe(0);
    clock.advance(120_000);
    await flush();
    expect(poll).not.toHaveBeenCalled();
    expect(listener).not.toHaveBeenCalled();
    machine.refresh();
    machine.start();
    expect(machine.getState().status).toBe('showing');

    const pending = setup();
    pending.machine.start();
    pending.machine.destroy();
    await flush();
    expect(pending.machine.getState().status).toBe('loading');
    expect(pending.clock.pendingTimers()).toBe(0);
  });

  it('start() is ignored unless idle; unsubscribe stops notifications', async () => {
    const { createQr, machine } = await started();
    machine.start();
    expect(createQr).toHaveBeenCalledTimes(1);
    const listener = vi.fn();
    const off = machine.subscribe(listener);
    off();
    machine.refresh();
    expect(listener).not.toHaveBeenCalled();
  });
});
