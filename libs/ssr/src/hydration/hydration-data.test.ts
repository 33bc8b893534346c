import { isRouteErrorResponse, UNSAFE_ErrorResponseImpl as ErrorResponseImpl } from 'react-router';
import { describe, expect, it } from 'vitest';
import { deserializeErrors, HYDRATION_ELEMENT_ID, hydrationScript, readHydrationData, serializeErrors } from './hydration-data';

describe('hydration data', () => {
  it('round-trips route error responses and hides thrown errors', () => {
    const serialized = serializeErrors({ a: new ErrorResponseImpl(404, 'Not Found', 'gone'), b: new Error('database password') });
    const json = JSON.parse(JSON.stringify(serialized)) as Record<string, unknown>;
    const errors = deserializeErrors(json) ?? {};
    expect(isRouteErrorResponse(errors['a'])).toBe(true);
    expect((errors['a'] as { status: number; data: unknown }).status).toBe(404);
    expect((errors['a'] as { status: number; data: unknown }).data).toBe('gone');
    expect(errors['b']).toBeInstanceOf(Error);
    expect(JSON.stringify(json)).not.toContain('database password');
    expect(serializeErrors(null)).toBeNull();
  });

  it('writes JSON that no text can break out of, and reads it back', () => {
    const data = { locale: 'en' as const, member: false, loaderData: { x: '</script><script>alert(1)</script>\u2028' }, actionData: null, errors: null };
    const script = hydrationScript(data);
    expect(script.indexOf('</script>')).toBe(script.length - '</script>'.length);
    document.body.innerHTML = script;
    expect(readHydrationData()).toEqual(data);
    expect(document.getElementById(HYDRATION_ELEMENT_ID)?.getAttribute('type')).toBe('application/json');
  });

  it('is null for a page without server data (static hosting) or with a broken block', () => {
    document.body.innerHTML = '<div id="root"></div>';
    expect(readHydrationData()).toBeNull();
    document.body.innerHTML = `<script type="application/json" id="${HYDRATION_ELEMENT_ID}">{broken</script>`;
    expect(readHydrationData()).toBeNull();
  });
});
