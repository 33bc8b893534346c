import { FEEDBACK_DESCRIPTION_MAX, FEEDBACK_DESCRIPTION_MIN, UPLOAD_IMAGE_MAX_BYTES } from '@sealens/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../testing/render-with-i18n';
import { FeedbackForm } from './feedback-form';

const png = (name = 'shot.png', size = 10) => new File([new Uint8Array(size)], name, { type: 'image/png' });

beforeAll(() => {
  // jsdom has no object URLs.
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});

function renderForm(overrides: Partial<Parameters<typeof FeedbackForm>[0]> = {}) {
  const props = {
    upload: vi.fn(async () => ({ code: 200, message: 'ok', payload: { url: `/api/file/uploaded/${'a'.repeat(64)}.png` } })),
    send: vi.fn(async () => ({ code: 200, message: 'thank you for your feedback' })),
    ...overrides,
  };
  renderWithI18n(<FeedbackForm {...props} />);
  return props;
}

async function fillValid(description = 'The ranking shows yesterday twice.') {
  await userEvent.selectOptions(screen.getByLabelText('Kind of feedback'), 'Data problem');
  await userEvent.type(screen.getByLabelText('Problem description'), description);
}

describe('FeedbackForm', () => {
  it('asks for the kind, then a description of 10 to 500 characters, and focuses the field to fix', async () => {
    const props = renderForm();
    expect([FEEDBACK_DESCRIPTION_MIN, FEEDBACK_DESCRIPTION_MAX]).toEqual([10, 500]);
    await userEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please choose the kind of feedback.');
    expect(screen.getByLabelText('Kind of feedback')).toHaveFocus();
    await userEvent.selectOptions(screen.getByLabelText('Kind of feedback'), 'Suggestion');
    await userEvent.type(screen.getByLabelText('Problem description'), '  123456789  ');
    await userEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(screen.getByRole('alert')).toHaveTextContent('at least 10 characters');
    expect(screen.getByLabelText('Problem description')).toHaveFocus();
    await userEvent.clear(screen.getByLabelText('Problem description'));
    await userEvent.click(screen.getByLabelText('Problem description'));
    await userEvent.paste('x'.repeat(501));
    expect(screen.getByText('501 of 500 characters (at least 10)')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(screen.getByRole('alert')).toHaveTextContent('at most 500 characters');
    expect(props.send).not.toHaveBeenCalled();
  });

  it('sends kind, complaint flag, trimmed description and the uploaded picture, then says thank you', async () => {
    const props = renderForm();
    await fillValid('  The ranking shows yesterday twice.  ');
    await userEvent.click(screen.getByLabelText(/This is a complaint/));
    await userEvent.upload(screen.getByLabelText('Add a picture', { selector: 'input' }), png());
    expect(await screen.findByText('Picture uploaded')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Preview of shot.png' })).toHaveAttribute('src', 'blob:preview');
    await userEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(props.send).toHaveBeenCalledWith({ type: '2', complaint: true, problemDescription: 'The ranking shows yesterday twice.', imgUrl: `/api/file/uploaded/${'a'.repeat(64)}.png` });
    expect(await screen.findByRole('heading', { name: 'Thank you for your feedback' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Send more feedback' }));
    expect(screen.getByLabelText('Problem description')).toHaveValue('');
  });

  it('refuses a picture that is not an image or over 5 MB before uploading it', async () => {
    const props = renderForm();
    const input = screen.getByLabelText('Add a picture', { selector: 'input' });
    await userEvent.upload(input, new File(['x'], 'notes.txt', { type: 'text/plain' }), { applyAccept: false });
    expect(screen.getByRole('alert')).toHaveTextContent('PNG, JPEG, WebP or GIF');
    await userEvent.upload(input, png('big.png', UPLOAD_IMAGE_MAX_BYTES + 1));
    expect(screen.getByRole('alert')).toHaveTextContent('at most 5 MB');
    expect(props.upload).not.toHaveBeenCalled();
  });

  it('shows progress while uploading and offers to upload again after a failure, keeping what was typed', async () => {
    let finish: (value: { code: number; message: string }) => void = () => undefined;
    const upload = vi.fn(() => new Promise<{ code: number; message: string }>((resolve) => (finish = resolve)));
    renderForm({ upload });
    await fillValid();
    await userEvent.upload(screen.getByLabelText('Add a picture', { selector: 'input' }), png());
    expect(screen.getByRole('progressbar', { name: 'Uploading the picture' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send feedback' })).toBeDisabled();
    finish({ code: 0, message: 'network' });
    expect(await screen.findByRole('alert')).toHaveTextContent('could not be uploaded');
    expect(screen.getByLabelText('Problem description')).toHaveValue('The ranking shows yesterday twice.');
    upload.mockResolvedValueOnce({ code: 200, message: 'ok', payload: { url: '/api/file/uploaded/x.png' } } as never);
    await userEvent.click(screen.getByRole('button', { name: 'Upload again' }));
    expect(await screen.findByText('Picture uploaded')).toBeInTheDocument();
  });

  it('keeps everything when the send fails, and says why', async () => {
    const send = vi.fn(async () => ({ code: 0, message: 'network' }));
    renderForm({ send });
    await fillValid();
    await userEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('could not be sent');
    expect(screen.getByLabelText('Problem description')).toHaveValue('The ranking shows yesterday twice.');
    expect(screen.getByLabelText('Kind of feedback')).toHaveValue('2');
    send.mockResolvedValueOnce({ code: 10012, message: 'please describe the problem' });
    await userEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(send).toHaveBeenCalledTimes(2);
    await vi.waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('not accepted'));
  });
});
