import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs';
import { renderWithI18n } from './test-utils';

describe('Tabs', () => {
  it('switches panels with the arrow keys', async () => {
    renderWithI18n(
      <Tabs defaultValue="goods">
        <TabsList aria-label="Home tools">
          <TabsTrigger value="goods">Goods query</TabsTrigger>
          <TabsTrigger value="words">Hot-word query</TabsTrigger>
        </TabsList>
        <TabsContent value="goods">Goods panel</TabsContent>
        <TabsContent value="words">Words panel</TabsContent>
      </Tabs>,
    );
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Goods panel');
    await userEvent.click(screen.getByRole('tab', { name: 'Goods query' }));
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Hot-word query' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Words panel');
  });
});
