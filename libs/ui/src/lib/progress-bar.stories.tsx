import { PROGRESS_BAR } from '@sealens/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from './button';
import { ProgressBar } from './progress-bar';

function Demo({ initiallyActive = false }: { initiallyActive?: boolean }) {
  const [active, setActive] = useState(initiallyActive);
  return (
    <div>
      <ProgressBar active={active} />
      <Button onClick={() => setActive((value) => !value)}>{active ? 'Finish navigation' : 'Start navigation'}</Button>
    </div>
  );
}

const meta = {
  title: 'UI/ProgressBar',
  component: ProgressBar,
  args: { active: false },
  render: () => <Demo />,
} satisfies Meta<typeof ProgressBar>;
export default meta;

type Story = StoryObj<typeof meta>;

export const AppearsAfterThrottle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const started = performance.now();
    await userEvent.click(canvas.getByRole('button', { name: 'Start navigation' }));
    await expect(canvas.queryByRole('progressbar')).not.toBeInTheDocument();
    await waitFor(() => expect(canvas.getByRole('progressbar', { name: 'Page loading' })).toBeInTheDocument(), {
      timeout: PROGRESS_BAR.throttleMs * 5,
    });
    await expect(performance.now() - started).toBeGreaterThanOrEqual(PROGRESS_BAR.throttleMs);
    await userEvent.click(canvas.getByRole('button', { name: 'Finish navigation' }));
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    await waitFor(() => expect(canvas.queryByRole('progressbar')).not.toBeInTheDocument(), {
      timeout: PROGRESS_BAR.hideAfterMs * 4,
    });
  },
};

/** Starts active so the trickle can be watched. */
export const Trickling: Story = { render: () => <Demo initiallyActive /> };
