import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ALERT_CONDITIONS_MAX, ALERT_PERCENT_MAX, ALERT_RULE_NAME_MAX, ALERT_TOP_MAX, WORKBENCH_RIGHTS } from '@sealens/domain';
import { ALERT_RULES } from '../testing/monitor-fixtures';
import { renderWithI18n } from '../testing/render-with-i18n';
import { fieldOfRefusal, RulesEditor, type RulesEditorProps } from './rules-editor';

function renderRules(props: Partial<RulesEditorProps> = {}) {
  const handlers = { onCreate: vi.fn(async () => undefined), onUpdate: vi.fn(async () => undefined), onRemove: vi.fn(async () => undefined) };
  renderWithI18n(<RulesEditor rules={ALERT_RULES} max={10} {...handlers} {...props} />);
  return handlers;
}

const form = () => screen.getByRole('form', { name: /rule/ });

// Many fields typed into: slow on a loaded machine.
describe('RulesEditor', { timeout: 20_000 }, () => {
  it('lists the rules as sentences', () => {
    renderRules();
    const list = screen.getAllByRole('listitem');
    expect(list[0]).toHaveTextContent('Price moves');
    expect(list[0]).toHaveTextContent('Price changed by more than 10 %');
    expect(list[1]).toHaveTextContent('Price is below 100 AND Stock is at most 5');
    expect(list[1]).toHaveTextContent('(Followed products, Rivals)');
    expect(list[1]).toHaveTextContent('Paused');
    expect(screen.getByText('2 of 10 rules.')).toBeInTheDocument();
  });

  it('adds a preset with its threshold, checked in the member\'s words first', async () => {
    const { onCreate } = renderRules();
    await userEvent.click(screen.getByRole('button', { name: 'Add a rule' }));
    await userEvent.click(within(form()).getByRole('button', { name: 'Save the rule' }));
    expect(form()).toHaveTextContent('Give the rule a name.');
    expect(form()).toHaveTextContent('Type a percent above 0 and at most 1,000.');
    expect(ALERT_PERCENT_MAX).toBe(1000);
    await userEvent.type(within(form()).getByRole('textbox', { name: 'Name' }), 'Big price move');
    const n = within(form()).getByRole('textbox', { name: 'N (percent)' });
    await userEvent.type(n, '1001');
    await userEvent.click(within(form()).getByRole('button', { name: 'Save the rule' }));
    expect(n).toHaveAttribute('aria-invalid', 'true');
    expect(onCreate).not.toHaveBeenCalled();
    await userEvent.clear(n);
    await userEvent.type(n, '12,5');
    await userEvent.click(within(form()).getByRole('button', { name: 'Save the rule' }));
    expect(onCreate).toHaveBeenCalledWith({ name: 'Big price move', entity: 'product', kind: 'priceChange', threshold: 12.5, enabled: true });
  });

  it(`a top-N preset takes a whole place from 1 to ${ALERT_TOP_MAX}`, async () => {
    expect(ALERT_TOP_MAX).toBe(1000);
    const { onCreate } = renderRules();
    await userEvent.click(screen.getByRole('button', { name: 'Add a rule' }));
    await userEvent.type(within(form()).getByRole('textbox', { name: 'Name' }), 'Top 10');
    await userEvent.selectOptions(within(form()).getByRole('combobox', { name: 'When' }), 'topEnter');
    const n = within(form()).getByRole('textbox', { name: 'N (a place)' });
    for (const bad of ['0', '2.5', String(ALERT_TOP_MAX + 1)]) {
      await userEvent.clear(n);
      await userEvent.type(n, bad);
      await userEvent.click(within(form()).getByRole('button', { name: 'Save the rule' }));
      expect(form()).toHaveTextContent('Type a whole place from 1 to 1,000.');
    }
    await userEvent.clear(n);
    await userEvent.type(n, '10');
    await userEvent.click(within(form()).getByRole('button', { name: 'Save the rule' }));
    expect(onCreate).toHaveBeenCalledWith(expect.objectContaining({ kind: 'topEnter', threshold: 10 }));
  });

  it('writes own conditions combined with OR, and offers only the entity\'s measures', async () => {
    const { onCreate } = renderRules();
    await userEvent.click(screen.getByRole('button', { name: 'Add a rule' }));
    await userEvent.type(within(form()).getByRole('textbox', { name: 'Name' }), 'Words');
    await userEvent.selectOptions(within(form()).getByRole('combobox', { name: 'Which follows' }), 'keyword');
    await userEvent.selectOptions(within(form()).getByRole('combobox', { name: 'When' }), 'custom');
    const measure = within(form()).getByRole('combobox', { name: 'Measure of condition 1' });
    expect(within(measure).getAllByRole('option').map((o) => o.textContent)).toEqual(['Search index', 'Search index change on the day before (%)', 'Products found']);
    await userEvent.selectOptions(measure, 'searchChange');
    await userEvent.type(within(form()).getByRole('textbox', { name: 'Value of condition 1' }), '15');
    await userEvent.click(within(form()).getByRole('button', { name: 'Add a condition' }));
    await userEvent.selectOptions(within(form()).getByRole('combobox', { name: 'Measure of condition 2' }), 'productBase');
    await userEvent.selectOptions(within(form()).getByRole('combobox', { name: 'Comparison of condition 2' }), 'lt');
    await userEvent.click(within(form()).getByRole('button', { name: 'Save the rule' }));
    expect(form()).toHaveTextContent('Type a number.');
    expect(onCreate).not.toHaveBeenCalled();
    await userEvent.type(within(form()).getByRole('textbox', { name: 'Value of condition 2' }), '-3');
    await userEvent.click(within(form()).getByRole('radio', { name: 'Any of them (OR)' }));
    await userEvent.click(within(form()).getByRole('button', { name: 'Save the rule' }));
    expect(onCreate).toHaveBeenCalledWith({
      name: 'Words',
      entity: 'keyword',
      kind: 'custom',
      conditions: [
        { measure: 'searchChange', op: 'gt', value: 15 },
        { measure: 'productBase', op: 'lt', value: -3 },
      ],
      combine: 'or',
      enabled: true,
    });
  });

  it(`holds at most ${ALERT_CONDITIONS_MAX} conditions and a name of ${ALERT_RULE_NAME_MAX} characters`, async () => {
    renderRules();
    await userEvent.click(screen.getByRole('button', { name: 'Add a rule' }));
    await userEvent.selectOptions(within(form()).getByRole('combobox', { name: 'When' }), 'custom');
    for (let i = 1; i < ALERT_CONDITIONS_MAX; i += 1) await userEvent.click(within(form()).getByRole('button', { name: 'Add a condition' }));
    expect(within(form()).getAllByRole('group', { name: /^Condition \d/ })).toHaveLength(5);
    expect(within(form()).queryByRole('button', { name: 'Add a condition' })).not.toBeInTheDocument();
    await userEvent.click(within(form()).getByRole('textbox', { name: 'Name' }));
    await userEvent.paste('x'.repeat(61));
    await userEvent.click(within(form()).getByRole('button', { name: 'Save the rule' }));
    expect(form()).toHaveTextContent('A name has at most 60 characters.');
  });

  it("marks the field the server refused and keeps every value typed", async () => {
    const onUpdate = vi.fn(async () => Promise.reject(new Error('invalid parameter: conditions[1].value')));
    renderRules({ onUpdate });
    await userEvent.click(screen.getByRole('button', { name: 'Change Cheap and scarce' }));
    const value = within(form()).getByRole('textbox', { name: 'Value of condition 2' });
    expect(value).toHaveValue('5');
    await userEvent.clear(value);
    await userEvent.type(value, '999');
    await userEvent.click(within(form()).getByRole('button', { name: 'Save the rule' }));
    expect(await within(form()).findByRole('alert')).toHaveTextContent('The rule could not be saved. invalid parameter: conditions[1].value');
    expect(value).toHaveAttribute('aria-invalid', 'true');
    expect(value).toHaveValue('999');
    expect(within(form()).getByRole('textbox', { name: 'Name' })).toHaveValue('Cheap and scarce');
    expect(fieldOfRefusal('invalid parameter: threshold')).toBe('threshold');
    expect(fieldOfRefusal('invalid parameter: kind')).toBeNull();
  });

  it("says the plan's number of rules with the plan that keeps more", () => {
    renderRules({ max: 2, unlockTier: 'starter' });
    expect(screen.queryByRole('button', { name: 'Add a rule' })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(`You keep 2 of 2 rules, all your plan allows: remove one, or keep up to ${WORKBENCH_RIGHTS.starter.rules} with the Starter edition.`);
  });

  it('removes a rule', async () => {
    const { onRemove } = renderRules();
    await userEvent.click(screen.getByRole('button', { name: 'Remove Price moves' }));
    expect(onRemove).toHaveBeenCalledWith(1);
  });
});
