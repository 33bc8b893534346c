// The period of a ranking (issue 26 item 4): yesterday, 7, 30 or 90 days as a radio group (arrow
// keys move and choose), or a calendar month the history holds.
import { useLingui } from '@lingui/react/macro';
import { ROLLING_PERIODS, type RankingPeriod, type RollingPeriod } from '@sealens/domain';
import { useId } from 'react';
import { cx } from '../shared/cx';
import { formatMonth } from '../shared/dates';
import { fieldClass, labelClass } from '../shared/field-classes';
import { SegmentedRadio } from '../shared/segmented-radio';
import { useFormatLocale } from '../shared/use-format-locale';

export interface PeriodSwitchProps {
  value: RankingPeriod;
  /** 'YYYY-MM' months the history holds, newest first. */
  months: string[];
  onChange(period: RankingPeriod): void;
  className?: string;
}

export function PeriodSwitch({ value, months, onChange, className }: PeriodSwitchProps) {
  const { t } = useLingui();
  const locale = useFormatLocale();
  const groupLabel = useId();
  const monthId = useId();
  const names: Record<RollingPeriod, string> = { 1: t`Yesterday`, 7: t`7 days`, 30: t`30 days`, 90: t`90 days` };
  return (
    <div className={cx('flex flex-wrap items-end gap-3', className)}>
      <div className="flex flex-col gap-1">
        <span id={groupLabel} className={labelClass}>
          {t`Period`}
        </span>
        <SegmentedRadio<RollingPeriod>
          labelledBy={groupLabel}
          options={ROLLING_PERIODS.map((days) => ({ value: days, label: names[days] }))}
          value={typeof value === 'number' ? value : undefined}
          onChange={onChange}
        />
      </div>
      {months.length > 0 && (
        <div className="flex flex-col gap-1">
          <label htmlFor={monthId} className={labelClass}>
            {t`Calendar month`}
          </label>
          <select
            id={monthId}
            className={cx(fieldClass, 'w-44')}
            value={typeof value === 'string' ? value : ''}
            onChange={(event) => {
              if (event.target.value) onChange(event.target.value as RankingPeriod);
            }}
          >
            <option value="">{t`Choose a month`}</option>
            {months.map((month) => (
              <option key={month} value={month}>
                {formatMonth(month, locale)}
              </option>
            ))}
          </select>
        </div>
      )}
    </div>
  );
}
