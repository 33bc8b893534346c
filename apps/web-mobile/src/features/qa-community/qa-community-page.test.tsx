import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { QuestionPage } from './load-questions';
import { QaCommunityPage } from './qa-community-page';

const page = (ids: number[], total: number): QuestionPage => ({
  total,
  list: ids.map((id) => ({ id: String(id), title: `Question ${id}`, content: 'How do I pick products?', nickName: 'Demo seller', replyCount: id })),
});

function renderPage(load: (n: number) => Promise<QuestionPage>, props: { first?: QuestionPage; start?: number } = {}) {
  const router = createMemoryRouter([{ path: '/', element: <QaCommunityPage load={load} {...props} /> }]);
  return render(
    <I18nProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nProvider>,
  );
}

describe('QaCommunityPage', () => {
  beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));

  it('shows placeholders, then the questions, and pages on with "Load more"', async () => {
    const load = vi.fn((n: number) => Promise.resolve(n === 1 ? page([1, 2], 3) : page([3], 3)));
    renderPage(load);
    expect(screen.getByLabelText('Loading questions')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Question 1' })).toBeInTheDocument();
    // Each question opens its page with the answers (issue 15 item 5).
    expect(screen.getByRole('link', { name: 'Question 1' })).toHaveAttribute('href', '/answerDetail/1');
    // "Load more" is a link to page 2's own address, and appends it here.
    expect(screen.getByRole('link', { name: 'Load more' })).toHaveAttribute('href', '?page=2');
    await userEvent.click(screen.getByRole('link', { name: 'Load more' }));
    expect(await screen.findByRole('heading', { name: 'Question 3' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Question 1' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Load more' })).toBeNull();
    expect(load).toHaveBeenCalledWith(2);
  });

  it('starts at the page its address names, links to the earlier one and loads the next', async () => {
    const load = vi.fn(() => Promise.resolve(page([7], 14)));
    renderPage(load, { first: page([4, 5, 6], 14), start: 2 }); // 10 questions a page: 10 + 4 of 14
    expect(screen.getByRole('heading', { name: 'Question 4' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Earlier questions' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Load more' })).toHaveAttribute('href', '?page=3');
    await userEvent.click(screen.getByRole('link', { name: 'Load more' }));
    expect(await screen.findByRole('heading', { name: 'Question 7' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith(3);
    expect(screen.queryByRole('link', { name: 'Load more' })).toBeNull();
  });

  it('says so when there are no questions', async () => {
    renderPage(() => Promise.resolve(page([], 0)));
    expect(await screen.findByText('No questions yet.')).toBeInTheDocument();
  });

  it('keeps what was shown when a page fails, and retries', async () => {
    let calls = 0;
    const load = vi.fn((n: number) => {
      calls += 1;
      if (n === 2 && calls === 2) return Promise.reject(new Error('offline'));
      return Promise.resolve(n === 1 ? page([1], 2) : page([2], 2));
    });
    renderPage(load);
    await userEvent.click(await screen.findByRole('link', { name: 'Load more' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('could not be loaded');
    expect(screen.getByRole('heading', { name: 'Question 1' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Question 2' })).toBeInTheDocument();
  });
});
