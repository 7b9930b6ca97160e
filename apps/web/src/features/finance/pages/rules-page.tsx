import { FINANCE_RULES_EDIT_PERMISSION, type TPointsRule } from '@diagops/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Checkbox, Form } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../../shared/hooks/use-permission';
import { App } from '../../../shared/ui/app';
import { InputNumber } from '../../../shared/ui/input';
import { Modal } from '../../../shared/ui/modal';
import { listPointsRules, updatePointsRule } from '../api/finance-api';
import { ReportFrame } from '../components/report-frame';

/** The points activity rules: the report of what their awards did, and each rule's validity, editable by staff. */
export default function RulesPage() {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const can = usePermission(FINANCE_RULES_EDIT_PERMISSION);
  const rules = useQuery({ queryKey: ['finance', 'rules'], queryFn: listPointsRules });
  const [editing, setEditing] = useState<TPointsRule | null>(null);
  const [days, setDays] = useState<number | null>(null);
  const [never, setNever] = useState(false);
  const [saving, setSaving] = useState(false);
  const [refresh, setRefresh] = useState(0);
  const open = (code: string) => {
    const r = rules.data?.find((x) => x.code === code);
    if (!r) return;
    setEditing(r);
    setDays(r.validityDays);
    setNever(r.validityDays === null);
  };
  const save = async () => {
    if (!editing) return;
    setSaving(true);
    try {
      await updatePointsRule({ id: editing.id, version: editing.version, validityDays: never ? null : (days ?? 1) });
      message.success(t('finance.rules.saved'));
      setEditing(null);
      await rules.refetch();
      setRefresh((n) => n + 1);
    } catch {
      /* shown by the http client */
    } finally {
      setSaving(false);
    }
  };
  const name = (r: TPointsRule) => (i18n.language === 'zh-CN' ? r.nameZh : r.nameEn);
  return (
    <>
      <ReportFrame
        reportKey="pointsRules"
        refreshKey={refresh}
        rowAction={
          can
            ? {
                title: t('finance.rules.edit'),
                render: (r) => (
                  <Button size="small" type="link" onClick={() => open(String(r.code))} data-testid={`rule-edit-${r.code}`}>
                    {t('finance.rules.edit')}
                  </Button>
                ),
              }
            : undefined
        }
      />
      <Modal
        open={editing !== null}
        title={editing ? t('finance.rules.title', { name: name(editing) }) : ''}
        onCancel={() => setEditing(null)}
        onOk={save}
        okText={t('finance.rules.save')}
        confirmLoading={saving}
      >
        <Form layout="vertical">
          <Form.Item label={t('finance.rules.validityDays')} htmlFor="rule-days">
            <InputNumber id="rule-days" min={1} max={3650} precision={0} disabled={never} value={days} onChange={setDays} data-testid="rule-days" />
          </Form.Item>
          <Checkbox checked={never} onChange={(e) => setNever(e.target.checked)} data-testid="rule-never">
            {t('finance.rules.neverExpires')}
          </Checkbox>
          <p>{t('finance.rules.note')}</p>
        </Form>
      </Modal>
    </>
  );
}
