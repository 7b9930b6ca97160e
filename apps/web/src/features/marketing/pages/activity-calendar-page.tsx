import { ACTIVITY_PATHS } from '@diagops/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Calendar } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Panel } from '../../../shared/ui/panel';
import { activityCalendar, type CalendarItem } from '../api/marketing-api';
import styles from '../components/marketing.module.css';

const detailPath = (a: CalendarItem) => ACTIVITY_PATHS.detail.replace('{id}', String(a.id)).replace('{type?}', a.type);
/** Does the activity run on that day (UTC)? */
const onDay = (a: CalendarItem, day: Dayjs) => {
  const start = Date.UTC(day.year(), day.month(), day.date());
  return Date.parse(a.startTime) < start + 86_400_000 && Date.parse(a.endTime) > start;
};

/** /activitiesManagement/activitiesDate: the month's activities day by day, each opening its detail. */
export default function ActivityCalendarPage() {
  const { t } = useTranslation();
  const [month, setMonth] = useState(() => dayjs());
  const key = month.format('YYYY-MM');
  const items = useQuery({ queryKey: ['marketing', 'calendar', key], queryFn: () => activityCalendar(key) });
  return (
    <Panel title={t('marketing.calendar.title', { month: key })} data-testid="activity-calendar">
      <Calendar
        className={styles.calendar}
        value={month}
        // the month moves with labelled buttons (the default header's selects carry no label)
        headerRender={({ value, onChange }) => (
          <div className={styles.calendarHeader}>
            <Button onClick={() => onChange(value.subtract(1, 'month'))} data-testid="calendar-previous">
              {t('marketing.calendar.previous')}
            </Button>
            <Button onClick={() => onChange(dayjs())}>{t('marketing.calendar.today')}</Button>
            <Button onClick={() => onChange(value.add(1, 'month'))} data-testid="calendar-next">
              {t('marketing.calendar.next')}
            </Button>
          </div>
        )}
        onPanelChange={(d) => setMonth(d)}
        onSelect={(d) => setMonth(d)}
        cellRender={(day, info) => {
          if (info.type !== 'date') return info.originNode;
          const list = (items.data ?? []).filter((a) => onDay(a, day));
          if (list.length === 0) return null;
          return (
            <ul className={styles.dayList}>
              {list.map((a) => (
                <li key={a.id} className={`${styles.dayItem} ${styles[a.phase] ?? ''}`} title={`${a.name} · ${t(`marketing.phase.${a.phase}`)}`}>
                  <Link to={detailPath(a)}>{a.name}</Link>
                </li>
              ))}
            </ul>
          );
        }}
      />
    </Panel>
  );
}
