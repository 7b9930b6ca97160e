import type { ReactNode } from 'react';
import { Panel } from '../panel';
import { DataTable, type DataTableProps } from './data-table';

type Props<T> = Omit<DataTableProps<T>, 'size' | 'pagination' | 'locale'> & {
  /** the panel's title */
  title: ReactNode;
  /** what shows when there are no rows */
  emptyText?: ReactNode;
};

/** A detail page's section of rows: a titled panel holding a small table with every row on one page. */
export function DetailTable<T>({ title, emptyText, ...table }: Props<T>) {
  return (
    <Panel title={title}>
      <DataTable<T> size="small" pagination={false} locale={emptyText === undefined ? undefined : { emptyText }} {...table} />
    </Panel>
  );
}
