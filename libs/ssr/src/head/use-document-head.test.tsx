import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render, waitFor } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { PageHead } from './page-head';
import { useDocumentHead } from './use-document-head';

const defaults = (): PageHead => ({ title: 'Site', description: 'About the site' });

function Shell() {
  useDocumentHead(defaults);
  return <Outlet />;
}

function renderAt(path: string) {
  const i18n = setupI18n();
  i18n.load('en', {});
  i18n.activate('en');
  const router = createMemoryRouter([{ element: <Shell />, children: [{ path: '*', element: <p>page</p> }] }], { initialEntries: [path] });
  render(
    <I18nProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nProvider>,
  );
}

const ogUrl = () => document.head.querySelector<HTMLMetaElement>('meta[property="og:url"]')?.content;

describe('useDocumentHead', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it("keeps the public origin the server wrote into the canonical link, not the browser's address (issue 25 item 3)", async () => {
    document.head.innerHTML = '<link rel="canonical" href="https://sealens.example/" />';
    renderAt('/about');
    await waitFor(() => expect(ogUrl()).toBe(`https://sealens.example${window.location.pathname}`));
    expect(document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href).toBe(`https://sealens.example${window.location.pathname}`);
  });

  it("uses the browser's origin without a server-rendered head (a static host)", async () => {
    renderAt('/about');
    await waitFor(() => expect(ogUrl()).toBe(`${window.location.origin}${window.location.pathname}`));
  });
});
