import { type ResourceDef, type TStateHistory, text2 } from '@diagops/contracts';
import { Col } from 'antd';
import { useTranslation } from 'react-i18next';
import styles from './resource.module.css';

/** What happened to a record, oldest first: when, what, from which state to which, by whom, why. */
export function StateHistory({ def, history }: { def: ResourceDef; history: TStateHistory[] }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const states = def.states;
  if (!states) return null;
  const actionLabel = (a: string) => {
    const label = a === 'create' ? (['新增', 'Created'] as const) : (states.transitions[a]?.label ?? states.events?.[a]);
    return label ? text2(label, lang) : a;
  };
  const stateLabel = (s: string | null) => (s && states.values[s] ? text2(states.values[s]!.label, lang) : '');
  return (
    <Col span={24}>
      <h3 className={styles.heading}>{t('kit.history')}</h3>
      <ol className={styles.history} data-testid="resource-history">
        {history.map((h) => (
          <li key={h.id}>
            <time dateTime={h.createTime}>{new Date(h.createTime).toLocaleString(lang)}</time>
            <strong>{actionLabel(h.action)}</strong>
            <span>{h.fromState ? `${stateLabel(h.fromState)} → ${stateLabel(h.toState)}` : stateLabel(h.toState)}</span>
            {h.username && <span>{h.username}</span>}
            {h.reason && <span className={styles.reason}>{h.reason}</span>}
          </li>
        ))}
      </ol>
    </Col>
  );
}
