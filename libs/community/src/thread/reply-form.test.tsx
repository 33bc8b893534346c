import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { QaCallError } from '../api/qa-api';
import { renderWithI18n } from '../testing/render-with-i18n';
import { ReplyForm } from './reply-form';

describe('ReplyForm', () => {
  beforeEach(() => sessionStorage.clear());

  it('a visitor who tries to answer gets the login dialog, and nothing is sent', async () => {
    const onLogin = vi.fn();
    const send = vi.fn();
    renderWithI18n(<ReplyForm questionId="1" isMember={false} onLogin={onLogin} send={send} />);
    await userEvent.type(screen.getByLabelText('Your answer'), 'Hello');
    await userEvent.click(screen.getByRole('button', { name: 'Log in to answer' }));
    expect(onLogin).toHaveBeenCalled();
    expect(send).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Your answer')).toHaveValue('Hello');
  });

  it('keeps the text when the call fails, says why, and sends it on the next try', async () => {
    const send = vi.fn().mockRejectedValueOnce(new QaCallError('failed', 'offline')).mockResolvedValueOnce(undefined);
    renderWithI18n(<ReplyForm questionId="1" isMember onLogin={vi.fn()} send={send} />);
    await userEvent.type(screen.getByLabelText('Your answer'), 'Try bundles');
    await userEvent.click(screen.getByRole('button', { name: 'Publish answer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('what you wrote is kept');
    expect(screen.getByLabelText('Your answer')).toHaveValue('Try bundles');
    await userEvent.click(screen.getByRole('button', { name: 'Publish answer' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your answer is published.');
    expect(send).toHaveBeenLastCalledWith('Try bundles');
    expect(screen.getByLabelText('Your answer')).toHaveValue('');
  });

  it('asks for text before sending, and opens the login dialog when the session ended', async () => {
    const onLogin = vi.fn();
    const send = vi.fn().mockRejectedValue(new QaCallError('login', '401'));
    renderWithI18n(<ReplyForm questionId="2" isMember onLogin={onLogin} send={send} />);
    await userEvent.click(screen.getByRole('button', { name: 'Publish answer' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please write your answer first.');
    expect(send).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText('Your answer'), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Publish answer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please log in again');
    expect(onLogin).toHaveBeenCalled();
  });
});
