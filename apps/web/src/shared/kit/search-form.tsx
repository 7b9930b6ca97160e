import { Button, Col, Form, type FormInstance, Row } from 'antd';
import dayjs from 'dayjs';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Input, InputNumber } from '../ui/input';
import { Panel } from '../ui/panel';
import { Select } from '../ui/select';
import { Space } from '../ui/space';
import { Cascader, RangePicker } from './lazy-pickers';
import type { KitColumn, ValueEnum } from './list-view';

// The kit list's search form: its fields from the columns, and its values as the query's filters.

export const columnKey = (c: Pick<KitColumn<unknown>, 'key' | 'dataIndex'>) => String(c.key ?? c.dataIndex);
export const fieldName = (c: KitColumn<unknown>) => c.dataIndex ?? c.key ?? '';
export const isEmpty = (v: unknown) => v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);
const RANGE_FORMAT = { dateRange: 'YYYY-MM-DD', dateTimeRange: 'YYYY-MM-DD HH:mm:ss' } as const;

/** The columns of the search form, in their order (higher `order` first, then as listed). */
export function searchColumns<T>(columns: KitColumn<T>[]): KitColumn<T>[] {
  return columns
    .map((c, i) => ({ c, i }))
    .filter(({ c }) => c.search !== false && c.key !== 'actions' && (c.dataIndex !== undefined || c.key !== undefined))
    .sort((a, b) => (b.c.order ?? 0) - (a.c.order ?? 0) || a.i - b.i)
    .map(({ c }) => c);
}

/** The search fields' initial values (a column's `initialValue`). */
export function initialSearchValues<T>(columns: KitColumn<T>[]): Record<string, unknown> {
  return Object.fromEntries(
    searchColumns(columns)
      .filter((c) => c.initialValue !== undefined)
      .map((c) => [fieldName(c as KitColumn<unknown>), c.initialValue]),
  );
}

/** The form's values as the query's filters: empty ones left out, date ranges as text, each column's `transform` applied. */
export function searchToFilters<T>(columns: KitColumn<T>[], values: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const c of searchColumns(columns)) {
    const name = fieldName(c as KitColumn<unknown>);
    let v = values[name];
    if (isEmpty(v)) continue;
    if (c.valueType === 'dateRange' || c.valueType === 'dateTimeRange') {
      const format = RANGE_FORMAT[c.valueType];
      v = (v as unknown[]).map((d) => (d ? dayjs(d as string).format(format) : d));
    }
    if (typeof c.search === 'object') Object.assign(out, c.search.transform(v as never));
    else out[name] = v;
  }
  return out;
}

function enumOptions(valueEnum: ValueEnum) {
  return Object.entries(valueEnum).map(([value, { text }]) => ({ value, label: text }));
}

/** The search field's control for a column's value type. */
function SearchControl({ column, ...rest }: { column: KitColumn<unknown> } & Record<string, unknown>) {
  const { t } = useTranslation();
  const { showSearch, ...fieldProps } = column.fieldProps ?? {};
  const props = { style: { width: '100%' }, allowClear: true, ...rest, ...fieldProps };
  const { allowClear: _a, ...numberProps } = props;
  switch (column.valueType) {
    case 'select':
      return (
        <Select
          placeholder={t('kit.selectPlaceholder')}
          options={column.valueEnum ? enumOptions(column.valueEnum) : undefined}
          showSearch={showSearch ? { optionFilterProp: 'label' } : undefined}
          {...props}
        />
      );
    case 'digit':
      return <InputNumber placeholder={t('kit.inputPlaceholder')} {...numberProps} />;
    case 'dateRange':
    case 'dateTimeRange':
      return <RangePicker showTime={column.valueType === 'dateTimeRange'} {...props} />;
    case 'cascader':
      return <Cascader placeholder={t('kit.selectPlaceholder')} {...props} />;
    default:
      if (column.valueEnum) return <Select placeholder={t('kit.selectPlaceholder')} options={enumOptions(column.valueEnum)} {...props} />;
      return <Input placeholder={t('kit.inputPlaceholder')} {...props} />;
  }
}

/**
 * The search form built from the columns (each one without `search: false` is a field),
 * with Query (Enter in a field too) and Reset; `onSearch` gets the filters.
 */
export function KitSearchForm<T>(props: { columns: KitColumn<T>[]; onSearch: (filters: Record<string, unknown>) => void; form?: FormInstance }) {
  const { t } = useTranslation();
  const [own] = Form.useForm();
  const form = props.form ?? own;
  const fields = searchColumns(props.columns) as KitColumn<unknown>[];
  const initialValues = useMemo(() => initialSearchValues(props.columns), [props.columns]);
  if (fields.length === 0) return null;
  return (
    <Panel style={{ marginBottom: 16 }} styles={{ body: { paddingBottom: 0 } }}>
      <Form
        form={form}
        initialValues={initialValues}
        data-testid="kit-search"
        onFinish={(values) => props.onSearch(searchToFilters(props.columns, values))}
        onReset={() => props.onSearch(searchToFilters(props.columns, initialValues))}
      >
        <Row gutter={24}>
          {fields.map((c) => (
            <Col key={columnKey(c)} xs={24} sm={12} lg={8} xxl={6}>
              <Form.Item name={fieldName(c)} label={c.title} tooltip={c.tooltip} {...c.formItemProps}>
                <SearchControl column={c} />
              </Form.Item>
            </Col>
          ))}
          <Col flex="auto" style={{ textAlign: 'right', marginBottom: 24 }}>
            <Space>
              <Button htmlType="reset">{t('kit.reset')}</Button>
              {/* never `loading`: antd's loading button swallows the click that Enter in a field makes, and a
                  query typed while the list loads would be lost; the table shows the loading, a newer query wins */}
              <Button type="primary" htmlType="submit">
                {t('kit.query')}
              </Button>
            </Space>
          </Col>
        </Row>
      </Form>
    </Panel>
  );
}
