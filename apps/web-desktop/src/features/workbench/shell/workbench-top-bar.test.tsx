import { renderWithI18n } from '@sealens/i18n/testing';
import { screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { NotificationsLink, UNREAD_SHOWN_MAX } from './workbench-top-bar';

function renderLink(unread: number) {
  const router = createMemoryRouter([{ path: '*', element: <NotificationsLink unread={unread} /> }]);
  renderWithI18n(<RouterProvider router={router} />);
  return screen.getByTestId('workbench-notifications');
}

describe("the top bar's notifications link", () => {
  it('shows the unread count and says it in words, to the notification centre', () => {
    const link = renderLink(3);
    expect(link).toHaveAttribute('href', '/workbench/dashboard/notifications');
    expect(link).toHaveAccessibleName('Notifications, 3 unread');
    expect(link).toHaveTextContent('3');
  });

  it(`shows ${UNREAD_SHOWN_MAX}+ beyond ${UNREAD_SHOWN_MAX}, and no badge when all is read`, () => {
    expect(UNREAD_SHOWN_MAX).toBe(99);
    expect(renderLink(120)).toHaveTextContent('99+');
  });

  it('has no badge when all is read', () => {
    const link = renderLink(0);
    expect(link).toHaveAccessibleName('Notifications, none unread');
    expect(link).toHaveTextContent('');
  });
});
