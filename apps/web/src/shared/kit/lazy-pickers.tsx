import type { Cascader as AntCascader, DatePicker } from 'antd';
import { type ComponentProps, lazy, Suspense } from 'react';

// antd's Cascader and RangePicker load with the first screen that shows one: they carry rc-select,
// rc-cascader and rc-picker, which no other control needs (decision 0012)
let loading: Promise<typeof import('./search-pickers')> | null = null;
const pickers = () => {
  loading ??= import('./search-pickers');
  return loading;
};
const LoadedCascader = lazy(() => pickers().then((m) => ({ default: m.Cascader })));
const LoadedRangePicker = lazy(() => pickers().then((m) => ({ default: m.RangePicker })));
const LoadedDateTimePicker = lazy(() => pickers().then((m) => ({ default: m.IsoDateTimePicker })));

/** The pickers' module once loaded, when a screen asked for it (a test waits for it before its page goes). */
export const pickersSettled = (): Promise<unknown> => loading ?? Promise.resolve();

const Waiting = () => <div style={{ height: 32 }} />;

/** antd's Cascader, loaded on first use; a Form.Item binds it as it binds antd's. */
export function Cascader(props: ComponentProps<typeof AntCascader>) {
  return (
    <Suspense fallback={<Waiting />}>
      <LoadedCascader {...(props as object)} />
    </Suspense>
  );
}

/** antd's DatePicker.RangePicker, loaded on first use. */
export function RangePicker(props: ComponentProps<typeof DatePicker.RangePicker>) {
  return (
    <Suspense fallback={<Waiting />}>
      <LoadedRangePicker {...props} />
    </Suspense>
  );
}

/** A date and time in the browser's zone, its value ISO text (search-pickers.tsx), loaded on first use. */
export function DateTimePicker(props: ComponentProps<typeof LoadedDateTimePicker>) {
  return (
    <Suspense fallback={<Waiting />}>
      <LoadedDateTimePicker {...props} />
    </Suspense>
  );
}
