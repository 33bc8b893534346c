import { QA_IMAGES_MAX, QA_TITLE_MAX, UPLOAD_IMAGE_MAX_BYTES } from '@sealens/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { QaCallError } from '../api/qa-api';
import { renderWithI18n } from '../testing/render-with-i18n';
import { AskForm } from './ask-form';

const png = (name = 'a.png', size = 10) => new File([new Uint8Array(size)], name, { type: 'image/png' });

function renderForm(overrides: Partial<Parameters<typeof AskForm>[0]> = {}) {
  const props = {
    isMember: true,
    onLogin: vi.fn(),
    upload: vi.fn(async (file: File) => `/api/file/uploaded/${file.name}`),
    save: vi.fn(async () => ({ id: '9', title: 't' })),
    onSaved: vi.fn(),
    ...overrides,
  };
  renderWithI18n(<AskForm {...props} />);
  return props;
}

describe('AskForm', () => {
  beforeEach(() => sessionStorage.clear());

  it('takes a title of at most 200 characters and up to 9 pictures, each through the upload call', async () => {
    const props = renderForm();
    expect(screen.getByLabelText('Title')).toHaveAttribute('maxlength', String(QA_TITLE_MAX));
    expect(QA_IMAGES_MAX).toBe(9);
    const input = screen.getByLabelText('Add pictures', { selector: 'input' });
    await userEvent.upload(input, [png('1.png'), png('2.png')]);
    expect(await screen.findByRole('img', { name: 'Attachment 2' })).toHaveAttribute('src', '/api/file/uploaded/2.png');
    expect(props.upload).toHaveBeenCalledTimes(2);
    expect(screen.getByText(/2 of 9 pictures/)).toBeInTheDocument();
    await userEvent.upload(input, Array.from({ length: 8 }, (_, i) => png(`x${i}.png`)));
    expect(screen.getByRole('alert')).toHaveTextContent('at most 9 pictures');
    expect(props.upload).toHaveBeenCalledTimes(2);
    await userEvent.upload(input, Array.from({ length: 7 }, (_, i) => png(`y${i}.png`)));
    expect(await screen.findByRole('img', { name: 'Attachment 9' })).toBeInTheDocument();
    // The ninth picture is the last: no way to add a tenth.
    expect(screen.queryByRole('button', { name: 'Add pictures' })).toBeNull();
  });

  it('refuses pictures over 5 MB without calling the server', async () => {
    const props = renderForm();
    await userEvent.upload(screen.getByLabelText('Add pictures', { selector: 'input' }), png('big.png', UPLOAD_IMAGE_MAX_BYTES + 1));
    expect(screen.getByRole('alert')).toHaveTextContent('at most 5 MB');
    expect(props.upload).not.toHaveBeenCalled();
  });

  it('asks for a title and text, keeps the draft when saving fails, and saves on the next try', async () => {
    const save = vi.fn().mockRejectedValueOnce(new QaCallError('failed', 'offline')).mockResolvedValueOnce({ id: '9', title: 'How?' });
    const props = renderForm({ save });
    await userEvent.click(screen.getByRole('button', { name: 'Publish question' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a title.');
    await userEvent.type(screen.getByLabelText('Title'), 'How?');
    await userEvent.click(screen.getByRole('button', { name: 'Publish question' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please describe your question.');
    await userEvent.type(screen.getByLabelText('Your question'), 'Details');
    await userEvent.click(screen.getByRole('button', { name: 'Publish question' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('what you wrote is kept');
    expect(screen.getByLabelText('Title')).toHaveValue('How?');
    expect(screen.getByLabelText('Your question')).toHaveValue('Details');
    await userEvent.click(screen.getByRole('button', { name: 'Publish question' }));
    await vi.waitFor(() => expect(props.onSaved).toHaveBeenCalledWith({ id: '9', title: 'How?' }));
    expect(save).toHaveBeenLastCalledWith({ title: 'How?', content: 'Details', imgUrls: [] });
  });

  it('a visitor who tries to ask gets the login dialog', async () => {
    const props = renderForm({ isMember: false });
    await userEvent.click(screen.getByRole('button', { name: 'Log in to ask' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add pictures' }));
    expect(props.onLogin).toHaveBeenCalledTimes(2);
    expect(props.save).not.toHaveBeenCalled();
  });
});
