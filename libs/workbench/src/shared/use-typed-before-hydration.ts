import { useEffect, type RefObject } from 'react';

/**
 * What the reader typed into a server-rendered field before the page's code ran (a slow phone, a
 * loaded network): hydration keeps the field's text but not the component's state, so the state still
 * says what the server rendered and a submit would send that. Once, after the first render in the
 * browser, `adopt` gets the field's text when it differs from what was rendered.
 */
export function useTypedBeforeHydration(field: RefObject<HTMLInputElement | HTMLSelectElement | null>, rendered: string, adopt: (value: string) => void): void {
  useEffect(() => {
    const value = field.current?.value;
    if (value !== undefined && value !== rendered) adopt(value);
    // Once: later typing has its handler.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
