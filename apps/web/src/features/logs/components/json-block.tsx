import { Col } from 'antd';
import { useTranslation } from 'react-i18next';
import styles from './change-diff.module.css';

/** A stored JSON value of the record shown in a detail, indented. */
export function JsonBlock({ name, record }: { name: string; record?: Record<string, unknown> | null }) {
  const { t } = useTranslation();
  const value = record?.[name];
  return (
    <Col span={24}>
      <h3 className={styles.heading}>{t('logs.backedUp')}</h3>
      <pre className={styles.json} data-testid={`json-${name}`}>
        {JSON.stringify(value ?? null, null, 2)}
      </pre>
    </Col>
  );
}
