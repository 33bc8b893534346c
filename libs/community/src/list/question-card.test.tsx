import { screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithI18n } from '../testing/render-with-i18n';
import { QuestionCard } from './question-card';

describe('QuestionCard', () => {
  it('links its title to the question and says how many answers it has', () => {
    const router = createMemoryRouter([
      {
        path: '/',
        element: <QuestionCard to="/answerDetail/7" question={{ id: '7', title: 'How to price?', content: 'Body', nickName: 'Seller', createTime: '2026-06-29 09:05:00', replyCount: 2 }} />,
      },
    ]);
    renderWithI18n(<RouterProvider router={router} />);
    expect(screen.getByRole('link', { name: 'How to price?' })).toHaveAttribute('href', '/answerDetail/7');
    expect(screen.getByText('2 answers')).toBeInTheDocument();
    expect(screen.getByText('Seller')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'How to price?' })).toBeInTheDocument();
  });
});
