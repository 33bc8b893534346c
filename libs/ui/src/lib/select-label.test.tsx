// Session 8's Thai phone screenshot: a long chosen label ("ทุกไซต์ (ดอลลาร์สหรัฐ)") wrapped to two centred
// lines over the trigger's border. The trigger keeps its first child, the label, on one line from its start.
import { screen } from '@testing-library/react';
import { renderWithI18n } from './test-utils';
import { Select } from './select';
import { selectTriggerClass } from './select-trigger';

describe('a select with a long chosen label', () => {
  it('truncates the label, which is the first child of the trigger, on one line from its start', () => {
    renderWithI18n(<Select label="Site" value="all" options={[{ value: 'all', label: 'All sites (US dollars), a long label' }]} />);
    const trigger = screen.getByRole('combobox', { name: 'Site' });
    expect(trigger.firstElementChild?.tagName).toBe('SPAN');
    expect(trigger.firstElementChild).toHaveTextContent('All sites (US dollars), a long label');
    expect(selectTriggerClass.split(' ')).toEqual(expect.arrayContaining(['[&>span:first-child]:truncate', '[&>span:first-child]:text-left']));
  });
});
