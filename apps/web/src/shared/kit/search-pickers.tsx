// The search form's heavier controls, loaded only by the lists that have such a field (a date
// range, a cascader) and the forms with a date and time: the other pages do not carry rc-picker and rc-cascader (decision 0012).
import { Cascader, DatePicker } from 'antd';
import dayjs from 'dayjs';
import type { CSSProperties } from 'react';

export const RangePicker = DatePicker.RangePicker;
export { Cascader };

/**
 * A date and time chosen with antd's picker in the browser's own time zone, held as ISO text (UTC)
 * as the API takes it and answers: a form's value stays the API's, only the control shows local time.
 */
export function IsoDateTimePicker(p: {
  value?: string | null;
  onChange?: (v: string | null) => void;
  disabled?: boolean;
  id?: string;
  placeholder?: string;
  'aria-label'?: string;
  style?: CSSProperties;
}) {
  const value = p.value ? dayjs(p.value) : null;
  return (
    <DatePicker
      id={p.id}
      showTime={{ format: 'HH:mm' }}
      format="YYYY-MM-DD HH:mm"
      value={value?.isValid() ? value : null}
      onChange={(d) => p.onChange?.(d ? d.second(0).millisecond(0).toISOString() : null)}
      disabled={p.disabled}
      placeholder={p.placeholder}
      aria-label={p['aria-label']}
      style={p.style ?? { width: '100%' }}
    />
  );
}
