import { DATA_FETCH_MIN_DELAY_MS } from '@sealens/domain';
import { withMinimumDelay } from './minimum-delay';

describe('withMinimumDelay (spec §9)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('waits 200 ms by default even when the answer is immediate', async () => {
    expect(DATA_FETCH_MIN_DELAY_MS).toBe(200);
    const done = vi.fn();
    void withMinimumDelay(Promise.resolve('x')).then(done);
    await vi.advanceTimersByTimeAsync(199);
    expect(done).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toHaveBeenCalledWith('x');
  });

  it('adds nothing to an answer slower than the minimum', async () => {
    const done = vi.fn();
    const slow = new Promise((resolve) => setTimeout(() => resolve('late'), 500));
    void withMinimumDelay(slow).then(done);
    await vi.advanceTimersByTimeAsync(499);
    expect(done).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toHaveBeenCalledWith('late');
  });

  it('rejects like the work does, also not before the minimum', async () => {
    const failed = vi.fn();
    void withMinimumDelay(Promise.reject(new Error('down'))).catch(failed);
    await vi.advanceTimersByTimeAsync(199);
    expect(failed).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(failed).toHaveBeenCalledWith(new Error('down'));
  });
});
