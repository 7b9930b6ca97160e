import { Col } from 'antd';
import { useTranslation } from 'react-i18next';
import styles from './change-diff.module.css';

type Values = Record<string, unknown> | null | undefined;
const shown = (v: unknown) => (v === undefined ? '' : typeof v === 'string' ? v : JSON.stringify(v));

/** The fields a change touched, before and after, the changed ones marked (an added row has no "before", a deleted one no "after"). */
export function ChangeDiff({ record }: { record?: Record<string, unknown> | null }) {
  const { t } = useTranslation();
  const before = (record?.before ?? null) as Values;
  const after = (record?.after ?? null) as Values;
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return (
    <Col span={24}>
      <h3 className={styles.heading}>{t('logs.change')}</h3>
      {keys.length === 0 ? (
        <p>{t('logs.noValues')}</p>
      ) : (
        <table className={styles.diff} data-testid="change-diff">
          <thead>
            <tr>
              <th scope="col">{t('logs.field')}</th>
              <th scope="col">{t('logs.before')}</th>
              <th scope="col">{t('logs.after')}</th>
            </tr>
          </thead>
          <tbody>
            {keys.map((k) => {
              const was = shown(before?.[k]);
              const is = shown(after?.[k]);
              const changed = was !== is;
              return (
                <tr key={k} className={changed ? styles.changed : undefined} data-changed={changed || undefined}>
                  <th scope="row">{k}</th>
                  <td>{was}</td>
                  <td>{is}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </Col>
  );
}
