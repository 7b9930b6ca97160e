import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { FEEDBACK_LANGUAGES, PROBLEM_TYPE_VALUE_PATTERN, type TProblemType } from '@diagops/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Form } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { App } from '../../../shared/ui/app';
import { DataTable } from '../../../shared/ui/data-table/data-table';
import { Empty } from '../../../shared/ui/empty';
import { Input } from '../../../shared/ui/input';
import { Panel } from '../../../shared/ui/panel';
import { Space } from '../../../shared/ui/space';
import { Spin } from '../../../shared/ui/spin';
import { Typography } from '../../../shared/ui/typography';
import { getProblemType, saveProblemType } from '../api/feedback-calls';

type Grid = Array<{ language: 'zh-CN' | 'en-US'; values: string[] }>;
const LANG_LABEL: Record<string, string> = { 'zh-CN': '简体中文', 'en-US': 'English' };
const emptyGrid = (): Grid => FEEDBACK_LANGUAGES.map((language) => ({ language, values: [''] }));

/**
 * /brand/problemType/add/{id?} (id: start from a copy), edit/{id}, detail/{id}: type, product
 * model, application, category, remark and the language-rows × type-value-columns editor
 * (FB-26 values, FB-27 at least one column, FB-28 unfilled items).
 */
export default function ProblemTypeFormPage({ mode }: { mode: 'add' | 'edit' | 'detail' }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const id = Number(useParams().id);
  const hasId = Number.isInteger(id) && id > 0;
  const [form] = Form.useForm();
  const [grid, setGrid] = useState<Grid>(emptyGrid);
  const [checked, setChecked] = useState(false);
  const [saving, setSaving] = useState(false);
  const q = useQuery({ queryKey: ['feedback', 'problemType', id], queryFn: () => getProblemType(id), enabled: hasId });
  const current = q.data as TProblemType | undefined;
  useEffect(() => {
    if (!current) return;
    form.setFieldsValue(current);
    const cols = Math.max(1, ...current.rows.map((r) => r.values.length));
    setGrid(
      FEEDBACK_LANGUAGES.map((language) => ({
        language,
        values: Array.from({ length: cols }, (_, i) => current.rows.find((r) => r.language === language)?.values[i] ?? ''),
      })),
    );
  }, [current, form]);
  if (hasId && q.isLoading) return <Spin />;
  if ((mode !== 'add' || hasId) && !current) return <Empty description={t('feedback.notFound')} />;
  const readOnly = mode === 'detail';
  const cols = grid[0]!.values.length;
  const setCell = (row: number, col: number, v: string) =>
    setGrid((g) => g.map((r, i) => (i === row ? { ...r, values: r.values.map((x, j) => (j === col ? v : x)) } : r)));
  const cellError = (v: string) => (checked && !v.trim() ? 'empty' : v && !PROBLEM_TYPE_VALUE_PATTERN.test(v.trim()) ? 'pattern' : null);

  const columns = [
    { title: t('feedback.pt.language'), dataIndex: 'language', width: 120, render: (l: string) => LANG_LABEL[l] },
    ...Array.from({ length: cols }, (_, col) => ({
      title: (
        <Space>
          {t('feedback.pt.column', { n: col + 1 })}
          {!readOnly ? (
            <Button
              size="small"
              type="text"
              icon={<DeleteOutlined />}
              aria-label={t('feedback.pt.removeColumn')}
              disabled={cols <= 1}
              onClick={() => setGrid((g) => g.map((r) => ({ ...r, values: r.values.filter((_, j) => j !== col) })))}
            />
          ) : null}
        </Space>
      ),
      key: `c${col}`,
      width: 180,
      render: (_: unknown, r: Grid[number], row: number) =>
        readOnly ? (
          r.values[col] || '-'
        ) : (
          <Input
            value={r.values[col]}
            status={cellError(r.values[col] ?? '') ? 'error' : undefined}
            data-testid={`pt-cell-${row}-${col}`}
            maxLength={64}
            onChange={(e) => setCell(row, col, e.target.value)}
          />
        ),
    })),
  ];

  return (
    <Panel title={t(`feedback.pt.${mode}Title`)}>
      <Form form={form} layout="vertical" disabled={readOnly} style={{ maxWidth: 900, display: 'grid', gridTemplateColumns: '1fr 1fr', columnGap: 16 }}>
        <Form.Item
          name="type"
          label={t('feedback.pt.type')}
          rules={[{ required: true }, { pattern: PROBLEM_TYPE_VALUE_PATTERN, message: t('feedback.pt.pattern') }]}
        >
          <Input maxLength={64} data-testid="pt-type" />
        </Form.Item>
        <Form.Item name="category" label={t('feedback.pt.category')} rules={[{ required: true }]}>
          <Input maxLength={64} data-testid="pt-category" />
        </Form.Item>
        <Form.Item name="productModel" label={t('feedback.pt.productModel')}>
          <Input maxLength={64} />
        </Form.Item>
        <Form.Item name="appName" label={t('feedback.pt.appName')}>
          <Input maxLength={64} />
        </Form.Item>
        <Form.Item name="remark" label={t('feedback.pt.remark')} style={{ gridColumn: 'span 2' }}>
          <Input.TextArea rows={2} maxLength={500} />
        </Form.Item>
      </Form>
      <Typography.Title level={5}>{t('feedback.pt.values')}</Typography.Title>
      <DataTable rowKey="language" size="small" pagination={false} scroll={{ x: 'max-content' }} dataSource={grid} columns={columns as never} />
      {!readOnly ? (
        <Space style={{ marginTop: 12 }}>
          <Button icon={<PlusOutlined />} data-testid="pt-add-column" onClick={() => setGrid((g) => g.map((r) => ({ ...r, values: [...r.values, ''] })))}>
            {t('feedback.pt.addColumn')}
          </Button>
          <Button
            type="primary"
            loading={saving}
            data-testid="pt-save"
            onClick={async () => {
              setChecked(true);
              const v = await form.validateFields();
              if (grid.some((r) => r.values.some((x) => !x.trim()))) {
                message.error(t('feedback.pt.unfilled'));
                return;
              }
              if (grid.some((r) => r.values.some((x) => !PROBLEM_TYPE_VALUE_PATTERN.test(x.trim())))) {
                message.error(t('feedback.pt.pattern'));
                return;
              }
              setSaving(true);
              try {
                await saveProblemType({
                  ...v,
                  productModel: v.productModel || undefined,
                  appName: v.appName || undefined,
                  remark: v.remark || undefined,
                  rows: grid.map((r) => ({ language: r.language, values: r.values.map((x) => x.trim()) })),
                  ...(mode === 'edit' ? { id: current!.id, version: current!.version } : {}),
                });
                message.success(t('feedback.saved'));
                await qc.invalidateQueries({ queryKey: ['feedback'] });
                navigate('/brand/problemType/list');
              } finally {
                setSaving(false);
              }
            }}
          >
            {t('feedback.save')}
          </Button>
          <Button onClick={() => navigate('/brand/problemType/list')}>{t('feedback.back')}</Button>
        </Space>
      ) : (
        <Space style={{ marginTop: 12 }}>
          <Button onClick={() => navigate(`/brand/problemType/edit/${id}`)}>{t('feedback.edit')}</Button>
          <Button onClick={() => navigate('/brand/problemType/list')}>{t('feedback.back')}</Button>
        </Space>
      )}
    </Panel>
  );
}
