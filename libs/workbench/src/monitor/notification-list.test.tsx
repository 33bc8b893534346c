import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NOTIFICATIONS } from '../testing/monitor-fixtures';
import { renderWithI18n } from '../testing/render-with-i18n';
import { NotificationList } from './notification-list';

const itemHref = (n: { itemId: string }) => `/workbench/product/product-explanation?id=${n.itemId}`;

describe('NotificationList', () => {
  it('says what happened with the figures, links to the item and marks the unread', () => {
    renderWithI18n(<NotificationList notifications={NOTIFICATIONS} unread={1} itemHref={itemHref} onMarkRead={vi.fn()} />);
    expect(screen.getByTestId('notification-unread')).toHaveTextContent('1 unread');
    const [first, second] = screen.getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(first).toHaveTextContent('Price -10.1%: THB 179.00, was THB 199.00.');
    expect(first).toHaveTextContent('Price moves, data of');
    expect(first).toHaveAttribute('data-read', 'false');
    expect(within(first).getByRole('link', { name: 'Lip tint 12 colours' })).toHaveAttribute('href', '/workbench/product/product-explanation?id=100200300');
    expect(second).toHaveTextContent('Entered the top 10: place 9, was 14.');
    expect(within(second).queryByRole('button', { name: /Mark read/ })).not.toBeInTheDocument();
  });

  it('marks one read, or all, and says a failure', async () => {
    const onMarkRead = vi.fn(async () => undefined);
    const { rerender } = renderWithI18n(<NotificationList notifications={NOTIFICATIONS} unread={1} itemHref={itemHref} onMarkRead={onMarkRead} />);
    await userEvent.click(screen.getByRole('button', { name: 'Mark read: Lip tint 12 colours' }));
    expect(onMarkRead).toHaveBeenCalledWith({ ids: [101] });
    await userEvent.click(screen.getByRole('button', { name: 'Mark all read' }));
    expect(onMarkRead).toHaveBeenLastCalledWith({ all: true });
    rerender(<NotificationList notifications={NOTIFICATIONS} unread={1} itemHref={itemHref} onMarkRead={vi.fn(async () => Promise.reject(new Error('busy')))} />);
    await userEvent.click(screen.getByRole('button', { name: 'Mark all read' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not mark as read. busy');
  });

  it('says when there is nothing', () => {
    renderWithI18n(<NotificationList notifications={[]} unread={0} itemHref={itemHref} onMarkRead={vi.fn()} />);
    expect(screen.getByTestId('notification-unread')).toHaveTextContent('Nothing unread.');
    expect(screen.getByText(/No notifications\./)).toBeInTheDocument();
  });
});
