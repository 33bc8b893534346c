import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useDraft } from './use-draft';

describe('useDraft', () => {
  beforeEach(() => sessionStorage.clear());

  it('keeps what was typed across a remount (a reload) until cleared', () => {
    const first = renderHook(() => useDraft('reply-1', { content: '' }));
    act(() => first.result.current[1]({ content: 'half an answer' }));
    first.unmount();
    const second = renderHook(() => useDraft('reply-1', { content: '' }));
    expect(second.result.current[0]).toEqual({ content: 'half an answer' });
    act(() => second.result.current[2]());
    expect(second.result.current[0]).toEqual({ content: '' });
    expect(renderHook(() => useDraft('reply-1', { content: '' })).result.current[0]).toEqual({ content: '' });
  });

  it('keeps one draft per key', () => {
    const a = renderHook(() => useDraft('reply-1', { content: '' }));
    act(() => a.result.current[1]({ content: 'for 1' }));
    expect(renderHook(() => useDraft('reply-2', { content: '' })).result.current[0]).toEqual({ content: '' });
  });
});
