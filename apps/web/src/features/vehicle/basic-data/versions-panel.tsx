import type { TVehicleItemVersion, VehicleItemKind } from '@diagops/contracts';
import { Col, Form } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadVersions } from './api';
import styles from './basic-data.module.css';

/** The detail's version history: every saved version, who saved it, what it did and which fields changed. */
export function VersionsPanel(p: { kind: VehicleItemKind }) {
  const { t, i18n } = useTranslation();
  const form = Form.useFormInstance();
  const id = form.getFieldValue('id') as number | undefined;
  const [rows, setRows] = useState<TVehicleItemVersion[]>([]);
  useEffect(() => {
    if (id) loadVersions(p.kind, id).then(setRows, () => setRows([]));
  }, [id, p.kind]);
  const fmt = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'medium' });
  return (
    <Col span={24}>
      <h4>{t('vehicleBasic.versions')}</h4>
      <table className={styles.versions} aria-label={t('vehicleBasic.versions')}>
        <tbody>
          {rows
            .slice()
            .reverse()
            .map((v) => (
              <tr key={`${v.version}-${v.action}-${v.time}`}>
                <td>v{v.version}</td>
                <td>{fmt.format(new Date(v.time))}</td>
                <td>{v.authorName ?? '—'}</td>
                <td>{t(`vehicleBasic.versionAction_${v.action}`, { defaultValue: v.action })}</td>
                <td>
                  {v.changed.length === 0
                    ? t('vehicleBasic.nothingChanged')
                    : v.changed.map((f) => t(`vehicleBasic.field_${f}`, { defaultValue: f })).join(', ')}
                </td>
              </tr>
            ))}
        </tbody>
      </table>
    </Col>
  );
}
