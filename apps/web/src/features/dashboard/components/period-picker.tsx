import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Select } from '../../../shared/ui/select';
import styles from './dashboard.module.css';
import { monthOf } from './month-of';

/** The month shown and the zone its boundaries are taken in (UTIL-10: UTC+0 or UTC+8). */
export function PeriodPicker({ month, zone, onChange }: { month: string; zone: 0 | 8; onChange: (month: string, zone: 0 | 8) => void }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className={styles.period}>
      <label htmlFor={`${id}-month`}>{t('dashboard.month')}</label>
      <input
        id={`${id}-month`}
        type="month"
        className={styles.month}
        value={month}
        min="2000-01"
        max={monthOf(Date.now(), zone)}
        onChange={(e) => e.target.value && onChange(e.target.value, zone)}
        data-testid="dashboard-month"
      />
      <Select<0 | 8>
        aria-label={t('dashboard.zone')}
        value={zone}
        style={{ width: 120 }}
        options={[
          { value: 8, label: 'UTC+8' },
          { value: 0, label: 'UTC+0' },
        ]}
        onChange={(z: 0 | 8) => onChange(month, z)}
        data-testid="dashboard-zone"
      />
    </div>
  );
}
