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

describe('TabsList on a narrow screen (issue 27 item 11)', () => {
  it('scrolls sideways with the edge fades of the scroll-hint-x utility, which the theme defines', async () => {
    const { readFileSync } = await import('node:fs');
    const { resolve } = await import('node:path');
    renderWithI18n(
      <Tabs defaultValue="a">
        <TabsList aria-label="Tools">
          <TabsTrigger value="a">A</TabsTrigger>
        </TabsList>
      </Tabs>,
    );
    expect(screen.getByRole('tablist').className).toMatch(/\bscroll-hint-x\b.*\boverflow-x-auto\b/);
    const theme = readFileSync(resolve(__dirname, '../styles/theme.css'), 'utf8');
    const utility = theme.slice(theme.indexOf('@utility scroll-hint-x'));
    // The fades follow the strip's own sideways scroll: 2.5rem at an edge with more beyond it, none at the end.
    expect(utility).toMatch(/mask-image[\s\S]*var\(--scroll-hint-start\)[\s\S]*var\(--scroll-hint-end\)[\s\S]*animation-timeline: scroll\(self inline\)/);
    expect(theme).toMatch(/@keyframes scroll-hint-x \{\s*from \{\s*--scroll-hint-start: 0px;\s*--scroll-hint-end: 2\.5rem;\s*\}\s*to \{\s*--scroll-hint-start: 2\.5rem;\s*--scroll-hint-end: 0px;/);
  });
});
