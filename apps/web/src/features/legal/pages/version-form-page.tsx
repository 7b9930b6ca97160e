import { LEGAL_LANGUAGES, LEGAL_ROUTES, type TLegalType } from '@diagops/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Checkbox } from 'antd';
import dayjs from 'dayjs';
import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import { App } from '../../../shared/ui/app';
import { Input, TextArea } from '../../../shared/ui/input';
import { RichTextEditor } from '../../knowledge';
import { saveVersion, updateVersion, versionDetail } from '../api/legal-api';
import styles from '../components/legal.module.css';

type Values = { bodies: Record<string, string>; effectiveDate: string; material: boolean; remark: string };

/**
 * /legalDocuments/<type>/add/{id?} and /legalDocuments/<type>/edit/{id}: a draft's body in each
 * language (rich text), its effective date and whether the change is material. `add/{id}` starts
 * from an existing version's bodies; a published version opens read-only (it is immutable).
 */
export default function VersionFormPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { id } = useParams();
  const [, , type, mode] = pathname.split('/') as [string, string, TLegalType, 'add' | 'edit'];
  const source = useQuery({ queryKey: ['legal', 'detail', Number(id)], queryFn: () => versionDetail(Number(id)), enabled: !!id });
  const [values, setValues] = useState<Values>({ bodies: {}, effectiveDate: dayjs().format('YYYY-MM-DD'), material: false, remark: '' });
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    const v = source.data;
    if (!v) return;
    setValues(
      mode === 'edit'
        ? { bodies: v.bodies, effectiveDate: dayjs(v.effectiveDate).format('YYYY-MM-DD'), material: v.material, remark: v.remark ?? '' }
        : (old) => ({ ...old, bodies: v.bodies }),
    );
  }, [source.data, mode]);
  const readOnly = mode === 'edit' && source.data?.status === 'published';
  const submit = async () => {
    setSaving(true);
    try {
      const body = {
        bodies: values.bodies,
        effectiveDate: dayjs(values.effectiveDate).startOf('day').toISOString(),
        material: values.material,
        ...(values.remark.trim() ? { remark: values.remark.trim() } : {}),
      };
      if (mode === 'edit') await updateVersion({ id: Number(id), version: source.data!.version, ...body });
      else await saveVersion({ type, ...body });
      message.success(t('legal.actions.saved'));
      navigate(LEGAL_ROUTES.documents);
    } finally {
      setSaving(false);
    }
  };
  return (
    <div className={styles.page}>
      <form
        className={styles.form}
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
        data-testid="legal-form"
      >
        <div className={styles.section}>
          {t(`legal.types.${type}`)}
          {source.data && mode === 'edit' ? ` V${source.data.seq}` : ''}
        </div>
        {readOnly ? (
          <p role="alert" className={styles.error}>
            {t('legal.form.readOnly')}
          </p>
        ) : null}
        <div className={styles.row}>
          <label className={styles.field} htmlFor="legal-effective">
            <span>{t('legal.fields.effectiveDate')}</span>
            <Input
              id="legal-effective"
              type="date"
              required
              disabled={readOnly}
              value={values.effectiveDate}
              onChange={(e) => setValues({ ...values, effectiveDate: e.target.value })}
              style={{ width: 180 }}
              data-testid="legal-effective"
            />
          </label>
          <Checkbox
            checked={values.material}
            disabled={readOnly}
            onChange={(e) => setValues({ ...values, material: e.target.checked })}
            data-testid="legal-material"
          >
            {t('legal.fields.material')}
          </Checkbox>
        </div>
        <span className={styles.hint}>{t('legal.fields.materialHint')}</span>
        <span className={styles.hint}>{t('legal.form.required')}</span>
        {LEGAL_LANGUAGES.map((lang) => {
          const label = t('legal.fields.body', { lang: t(`legal.languages.${lang}`) });
          return (
            <div key={lang}>
              <div className={styles.section}>{label}</div>
              <Suspense fallback={null}>
                <RichTextEditor
                  label={label}
                  testId={`legal-body-${lang}`}
                  disabled={readOnly}
                  value={values.bodies[lang] ?? ''}
                  onChange={(html) => setValues((old) => ({ ...old, bodies: { ...old.bodies, [lang]: html } }))}
                />
              </Suspense>
            </div>
          );
        })}
        <label className={styles.field} htmlFor="legal-remark">
          <span>{t('legal.fields.remark')}</span>
          <TextArea
            id="legal-remark"
            rows={2}
            maxLength={500}
            disabled={readOnly}
            value={values.remark}
            onChange={(e) => setValues({ ...values, remark: e.target.value })}
          />
        </label>
        <div className={styles.row}>
          <Button type="primary" htmlType="submit" loading={saving} disabled={readOnly || (mode === 'edit' && !source.data)} data-testid="legal-save">
            {t('legal.actions.save')}
          </Button>
          <Button onClick={() => navigate(LEGAL_ROUTES.documents)}>{t('legal.actions.back')}</Button>
        </div>
      </form>
    </div>
  );
}
