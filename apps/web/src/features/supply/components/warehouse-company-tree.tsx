import { text2, WAREHOUSE_TYPE_LABELS, type WarehouseType } from '@diagops/contracts';
import { useTranslation } from 'react-i18next';
import { Panel } from '../../../shared/ui/panel';
import type { TWarehouseCompanyNode } from '../api/supply-options';
import styles from './warehouse-company-tree.module.css';

export type CompanyFilter = { company?: string; type?: WarehouseType };

/** The warehouse screen's left panel: every company with the warehouse types it has; choosing one filters the list. */
export function WarehouseCompanyTree(p: { nodes: TWarehouseCompanyNode[]; value: CompanyFilter; onChange: (v: CompanyFilter) => void }) {
  const { t, i18n } = useTranslation();
  const is = (v: CompanyFilter) => v.company === p.value.company && v.type === p.value.type;
  const node = (v: CompanyFilter, label: string, count: number | null, testId: string) => (
    <button type="button" className={styles.node} aria-current={is(v)} onClick={() => p.onChange(v)} data-testid={testId}>
      <span>{label}</span>
      {count === null ? null : <span className={styles.count}>{count}</span>}
    </button>
  );
  const total = p.nodes.reduce((n, c) => n + c.count, 0);
  return (
    <Panel size="small" title={t('supply.companies')} data-testid="warehouse-companies">
      <nav aria-label={t('supply.companies')}>
        <ul className={styles.tree}>
          <li>{node({}, t('supply.allCompanies'), total, 'company-all')}</li>
          {p.nodes.map((c) => (
            <li key={c.company}>
              {node({ company: c.company }, c.company, c.count, `company-${c.company}`)}
              <ul>
                {c.types.map((type) => (
                  <li key={type}>
                    {node({ company: c.company, type }, text2(WAREHOUSE_TYPE_LABELS[type], i18n.language), null, `company-${c.company}-${type}`)}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
        {p.nodes.length === 0 ? <div className={styles.empty}>{t('supply.noCompanies')}</div> : null}
      </nav>
    </Panel>
  );
}
