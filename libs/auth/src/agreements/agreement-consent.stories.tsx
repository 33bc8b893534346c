import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AgreementConsent } from './agreement-consent';

const meta = {
  title: 'Auth/Agreement consent',
  component: AgreementConsent,
  decorators: [
    (Story) => (
      // As under a login form: the form's width.
      <div className="max-w-sm">{Story()}</div>
    ),
  ],
} satisfies Meta<typeof AgreementConsent>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement).toHaveTextContent(
      'By logging in or registering you agree to the Service Agreement and the Privacy Agreement',
    );
    await expect(canvas.queryByRole('checkbox')).not.toBeInTheDocument();
  },
};

/** Each name opens its own agreement; ends with the privacy agreement open for the a11y checks. */
export const OpensBothAgreements: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Service Agreement' }));
    const service = await body.findByRole('dialog', { name: 'Service Agreement' });
    await within(service).findByRole('heading', { name: '3. Paid membership' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(canvas.getByRole('button', { name: 'Service Agreement' })).toHaveFocus();

    await userEvent.click(canvas.getByRole('button', { name: 'Privacy Agreement' }));
    const privacy = await body.findByRole('dialog', { name: 'Privacy Agreement' });
    await within(privacy).findByRole('heading', { name: '1. Information we collect' });
  },
};
