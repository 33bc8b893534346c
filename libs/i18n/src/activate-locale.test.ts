import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRequestI18n, loadMessages } from './activate-locale';
import { registerCatalogPart } from './catalog-parts';

afterEach(() => vi.restoreAllMocks());

describe('a message missing from the catalog', () => {
  it('is reported as an error (the e2e suites fail on it), a present one is not', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const i18n = await createRequestI18n('vi');
    // A compiled id of the catalog (English "Log in").
    expect(i18n._('sQia9P')).not.toBe('sQia9P');
    expect(error).not.toHaveBeenCalled();
    expect(i18n._('zzzzzz')).toBe('zzzzzz');
    expect(error).toHaveBeenCalledWith('[i18n] the vi catalog has no message zzzzzz');
  });
});

describe('catalog parts (the workbench has a catalog of its own)', () => {
  it('joins a registered part to every locale loaded afterwards, and loads it into an active instance at once', async () => {
    const part = vi.fn(async (code: string) => ({ partMessage: `part in ${code}` }));
    expect(await loadMessages('en')).not.toHaveProperty('partMessage');
    const request = await createRequestI18n('th');
    await registerCatalogPart('test-part', part, request);
    expect(part).toHaveBeenCalledWith('th');
    expect(request._('partMessage')).toBe('part in th');
    const messages = await loadMessages('pt');
    expect(messages['partMessage']).toBe('part in pt');
    expect(messages['sQia9P']).toBeDefined();
    // On the server there is no active instance: registering loads nothing until a request asks.
    part.mockClear();
    await registerCatalogPart('test-part-2', part, null);
    expect(part).not.toHaveBeenCalled();
  });
});

describe('a catalog part registered while a locale loads', () => {
  it('is loaded with that locale (the workbench registers beside the first catalog)', async () => {
    const { activateLocale, i18n } = await import('./activate-locale');
    const part = vi.fn(async (code: string) => ({ lateMessage: `late in ${code}` }));
    const activation = activateLocale('vi');
    // Registered after the activation asked for its catalog, before it arrived: no active locale to load into yet.
    await registerCatalogPart('late-part', part, null);
    await activation;
    expect(part).toHaveBeenCalledWith('vi');
    expect(i18n._('lateMessage')).toBe('late in vi');
  });
});

describe('a catalog part registered while a locale loads its late parts', () => {
  it('waits for the locale the activation ends on (the finder in Thai showed ids after the first load)', async () => {
    const { activateLocale, i18n } = await import('./activate-locale');
    await activateLocale('en');
    let releaseFirst: () => void = () => undefined;
    const firstInThai = new Promise<Record<string, string>>((resolve) => (releaseFirst = () => resolve({ firstMessage: 'first in th' })));
    const firstAsked: string[] = [];
    const first = vi.fn((code: string) => {
      firstAsked.push(code);
      return code === 'th' ? firstInThai : Promise.resolve({ firstMessage: `first in ${code}` });
    });
    const second = vi.fn(async (code: string) => ({ secondMessage: `second in ${code}` }));
    const activation = activateLocale('th');
    // Registered after the activation began: one of its late parts, whose Thai messages are slow.
    const firstRegistered = registerCatalogPart('slow-late-part', first);
    await vi.waitFor(() => expect(firstAsked).toContain('th'));
    // Registered after the late parts were taken, while the shared instance is still on English.
    const secondRegistered = registerCatalogPart('after-late-part', second);
    releaseFirst();
    await Promise.all([activation, firstRegistered, secondRegistered]);
    expect(i18n.locale).toBe('th');
    expect(i18n._('firstMessage')).toBe('first in th');
    expect(i18n._('secondMessage')).toBe('second in th');
  });
});
