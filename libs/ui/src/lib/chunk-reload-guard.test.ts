import { onChunkLoadFailed } from './chunk-reload-guard';

const failure = () => new Event('vite:preloadError', { cancelable: true });

describe('onChunkLoadFailed', () => {
  it('reloads online (a deploy replaced the chunks) and swallows the error the reload replaces', () => {
    const reloadOnce = vi.fn(() => true);
    const event = failure();
    onChunkLoadFailed(event, { online: () => true, reloadOnce });
    expect(reloadOnce).toHaveBeenCalledOnce();
    expect(event.defaultPrevented).toBe(true);
  });

  it('leaves the error to the caller when the reload was spent within the minute', () => {
    const event = failure();
    onChunkLoadFailed(event, { online: () => true, reloadOnce: () => false });
    expect(event.defaultPrevented).toBe(false);
  });

  it('never reloads offline, which would swap the page for the browser offline page', () => {
    const reloadOnce = vi.fn(() => true);
    const event = failure();
    onChunkLoadFailed(event, { online: () => false, reloadOnce });
    expect(reloadOnce).not.toHaveBeenCalled();
    expect(event.defaultPrevented).toBe(false);
  });
});
