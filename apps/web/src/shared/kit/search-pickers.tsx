// The search form's heavier controls, loaded only by the lists that have such a field (a date
// range, a cascader): the other list pages do not carry rc-picker and rc-cascader (decision 0012).
import { Cascader, DatePicker } from 'antd';

export const RangePicker = DatePicker.RangePicker;
export { Cascader };
