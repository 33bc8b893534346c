import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { QaCallError, type Question } from '../api/qa-api';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { ReactElement } from 'react';
import { renderWithI18n } from '../testing/render-with-i18n';

const inRouter = (element: ReactElement) => <RouterProvider router={createMemoryRouter([{ path: '/', element }])} />;
import { QuestionThread } from './question-thread';

const question = (mine?: boolean): Question => ({
  id: '5',
  title: 'Which site first?',
  content: 'I sell lamps.',
  imgUrls: ['/api/file/uploaded/a.png'],
  nickName: 'Seller',
  createTime: '2026-06-29 09:05:00',
  ...(mine === undefined ? {} : { mine }),
  replies: [
    { id: '1', questionId: '5', content: 'Start with Vietnam.', nickName: 'Expert', ...(mine === undefined ? {} : { mine: false }) },
    { id: '2', questionId: '5', content: 'Mine too.', nickName: 'Me', ...(mine === undefined ? {} : { mine: true }) },
  ],
});

describe('QuestionThread', () => {
  it('shows the question, its picture and its answers; a visitor gets no remove buttons', () => {
    renderWithI18n(inRouter(<QuestionThread question={question()} onRemoveQuestion={vi.fn()} onRemoveReply={vi.fn()} editTo="/post/5" />));
    expect(screen.getByRole('heading', { level: 1, name: 'Which site first?' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Attachment 1 of the question' })).toHaveAttribute('src', '/api/file/uploaded/a.png');
    expect(screen.getByRole('heading', { level: 2, name: '2 answers' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Remove/ })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Edit question' })).toBeNull();
  });

  it("offers removal of the reader's own answer only, after a confirmation", async () => {
    const onRemoveReply = vi.fn().mockResolvedValue(undefined);
    renderWithI18n(inRouter(<QuestionThread question={question(false)} onRemoveQuestion={vi.fn()} onRemoveReply={onRemoveReply} editTo="/post/5" />));
    expect(screen.queryByRole('button', { name: 'Remove question' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Edit question' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Remove answer' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, remove' }));
    expect(onRemoveReply).toHaveBeenCalledWith('2');
  });

  it('says why a removal failed and leaves the question in place', async () => {
    const onRemoveQuestion = vi.fn().mockRejectedValue(new QaCallError('forbidden', 'not yours'));
    renderWithI18n(inRouter(<QuestionThread question={question(true)} onRemoveQuestion={onRemoveQuestion} editTo="/post/5" />));
    expect(screen.getByRole('link', { name: 'Edit question' })).toHaveAttribute('href', '/post/5');
    await userEvent.click(screen.getByRole('button', { name: 'Remove question' }));
    await userEvent.click(screen.getByRole('button', { name: 'Keep it' }));
    expect(onRemoveQuestion).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Remove question' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, remove' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You can only change or remove what you wrote yourself.');
    expect(screen.getByRole('heading', { level: 1, name: 'Which site first?' })).toBeInTheDocument();
  });
});
