import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRequestI18n } from './activate-locale';

afterEach(() => vi.restoreAllMocks());

describe('a message missing from the catalog', () => {
  it('is reported as an error (the e2e suites fail on it), a present one is not', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const i18n = await createRequestI18n('vi');
    // A compiled id of the catalog (English "Monthly").
    expect(i18n._('+8Nek/')).not.toBe('+8Nek/');
    expect(error).not.toHaveBeenCalled();
    expect(i18n._('zzzzzz')).toBe('zzzzzz');
    expect(error).toHaveBeenCalledWith('[i18n] the vi catalog has no message zzzzzz');
  });
});
