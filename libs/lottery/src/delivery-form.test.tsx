import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DELIVERY_ADDRESS_MAX, DELIVERY_ADDRESS_MIN, DELIVERY_NAME_MAX, DeliveryForm } from './delivery-form';
import { renderWithI18n } from './testing/render-with-i18n';

const fill = async (name: string, phone: string, address: string) => {
  const user = userEvent.setup();
  if (name) await user.type(screen.getByLabelText('Recipient'), name);
  if (phone) await user.type(screen.getByLabelText('Phone number'), phone);
  if (address) await user.type(screen.getByRole('textbox', { name: 'Delivery address' }), address);
  await user.click(screen.getByRole('button', { name: 'Save the delivery address' }));
};

describe('DeliveryForm', () => {
  it('reports each empty field with its message and sends nothing', async () => {
    const onSubmit = vi.fn();
    renderWithI18n(<DeliveryForm onSubmit={onSubmit} />);
    await fill('', '', '');
    expect(screen.getByText("Please enter the recipient's name")).toBeInTheDocument();
    expect(screen.getByText('Please enter phone number')).toBeInTheDocument();
    expect(screen.getByText('Please enter the delivery address')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('keeps the spec limits: phone format and length, name and address lengths', async () => {
    expect([DELIVERY_NAME_MAX, DELIVERY_ADDRESS_MIN, DELIVERY_ADDRESS_MAX]).toEqual([30, 5, 200]);
    const onSubmit = vi.fn();
    renderWithI18n(<DeliveryForm onSubmit={onSubmit} />);
    expect(screen.getByLabelText('Phone number')).toHaveAttribute('maxlength', '11');
    await fill('Li', '23812345678', 'Road');
    expect(screen.getByText('Please enter a correct phone number')).toBeInTheDocument();
    expect(screen.getByText('The address is 5 to 200 characters')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the trimmed address, and keeps what was typed when the call fails', async () => {
    const onSubmit = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(undefined);
    renderWithI18n(<DeliveryForm onSubmit={onSubmit} />);
    await fill(' Li Lei ', '138 1234 5678', 'Room 1, 2 Demo Road');
    await waitFor(() => expect(screen.getByText(/could not be saved/)).toBeInTheDocument());
    expect(onSubmit).toHaveBeenCalledWith({ name: 'Li Lei', phone: '13812345678', address: 'Room 1, 2 Demo Road' });
    expect(screen.getByLabelText('Recipient')).toHaveValue(' Li Lei ');
    expect(screen.getByRole('textbox', { name: 'Delivery address' })).toHaveValue('Room 1, 2 Demo Road');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save the delivery address' }));
    await waitFor(() => expect(screen.getByText('The delivery address is saved.')).toBeInTheDocument());
  });
});
