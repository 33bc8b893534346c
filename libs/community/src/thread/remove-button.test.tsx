import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../testing/render-with-i18n';
import { RemoveButton } from './remove-button';

describe('RemoveButton', () => {
  it('removes only after "Yes, remove"', async () => {
    const remove = vi.fn().mockResolvedValue(undefined);
    renderWithI18n(<RemoveButton what="answer" remove={remove} />);
    await userEvent.click(screen.getByRole('button', { name: 'Remove answer' }));
    expect(screen.getByText('Remove this answer?')).toBeInTheDocument();
    expect(remove).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Yes, remove' }));
    expect(remove).toHaveBeenCalledTimes(1);
  });
});
