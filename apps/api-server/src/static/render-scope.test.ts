import { describe, expect, it, vi } from 'vitest';

import { inRenderScope, memoInRender } from './render-scope';

describe('the render scope (one page rendering)', () => {
  it('computes an answer once per key within a rendering, also for calls side by side', async () => {
    const compute = vi.fn(async () => ({ user: 7 }));
    const answers = await inRenderScope(() => Promise.all([memoInRender('session a', compute), memoInRender('session a', compute), memoInRender('session a', compute)]));
    expect(compute).toHaveBeenCalledTimes(1);
    expect(answers[0]).toBe(answers[2]);
    // Another key is another answer.
    await inRenderScope(async () => {
      await memoInRender('session a', compute);
      await memoInRender('session b', compute);
    });
    expect(compute).toHaveBeenCalledTimes(3);
  });

  it('keeps nothing between renderings, nor outside one', async () => {
    const compute = vi.fn(async () => 1);
    await inRenderScope(() => memoInRender('k', compute));
    await inRenderScope(() => memoInRender('k', compute));
    await memoInRender('k', compute);
    await memoInRender('k', compute);
    expect(compute).toHaveBeenCalledTimes(4);
  });

  it('keeps nothing for work a rendering started that outlives it', async () => {
    const compute = vi.fn(async () => 1);
    let later: (() => Promise<number>) | undefined;
    await inRenderScope(async () => {
      await memoInRender('k', compute);
      later = () => memoInRender('k', compute);
    });
    await later?.();
    await later?.();
    expect(compute).toHaveBeenCalledTimes(3);
  });

  it("shares a failure within the rendering, and answers the rendering's own result", async () => {
    const compute = vi.fn(async () => {
      throw new Error('database gone');
    });
    const result = await inRenderScope(async () => {
      await expect(memoInRender('k', compute)).rejects.toThrow('database gone');
      await expect(memoInRender('k', compute)).rejects.toThrow('database gone');
      return 'page';
    });
    expect(result).toBe('page');
    expect(compute).toHaveBeenCalledTimes(1);
  });
});
