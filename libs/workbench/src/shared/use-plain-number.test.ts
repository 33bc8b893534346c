import { renderHook } from '@testing-library/react';
import { wrapI18n } from '../testing/render-with-i18n';
import { usePlainNumber } from './use-plain-number';

describe('usePlainNumber', () => {
  it("writes whole counts with the language's grouping, from one formatter per language however often it renders (issue 28)", () => {
    const Real = Intl.NumberFormat;
    let made = 0;
    const counting = Object.create(Intl) as typeof Intl;
    Object.defineProperty(counting, 'NumberFormat', {
      value: function NumberFormat(...args: ConstructorParameters<typeof Intl.NumberFormat>) {
        made += 1;
        return new Real(...args);
      },
    });
    vi.stubGlobal('Intl', counting);
    try {
      const { result, rerender } = renderHook(() => usePlainNumber(), { wrapper: ({ children }) => wrapI18n(children) });
      rerender();
      rerender();
      expect(result.current(1_234_567.4)).toBe('1,234,567');
    } finally {
      vi.unstubAllGlobals();
    }
    expect(made).toBe(1);
  });
});
