import { type ResourceDef, text2 } from '@diagops/contracts';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../ui/modal';
import { changedByOthers, type StaleSave, shown } from './stale-save';

/**
 * After a save refused because someone saved first (issue 37, decision 0041): what they changed,
 * field by field beside what this form holds, and the two ways on: take their version (the form
 * shows it, the user's edits dropped) or keep one's own values on top of it (the next save then
 * replaces theirs knowingly).
 */
export default function StaleChangesDialog(p: { def: ResourceDef; stale: StaleSave; onTheirs: () => void; onMine: () => void }) {
  const { t, i18n } = useTranslation();
  const changed = changedByOthers(p.def, p.stale);
  return (
    <Modal
      open
      title={t('kit.stale.title')}
      onCancel={p.onMine}
      width={720}
      data-testid="stale-changes"
      footer={
        <div style={{ display: 'flex', justifyContent: 'flex-end', gap: 8 }}>
          <Button onClick={p.onTheirs} data-testid="stale-theirs">
            {t('kit.stale.theirs')}
          </Button>
          <Button type="primary" onClick={p.onMine} data-testid="stale-mine">
            {t('kit.stale.mine')}
          </Button>
        </div>
      }
    >
      <p>{t('kit.stale.intro')}</p>
      {changed.length === 0 ? (
        <p>{t('kit.stale.noFieldChanged')}</p>
      ) : (
        <table style={{ width: '100%', borderCollapse: 'collapse' }} data-testid="stale-table">
          <thead>
            <tr>
              {['field', 'opened', 'now', 'yours'].map((h) => (
                <th key={h} style={{ textAlign: 'left', padding: '4px 8px' }}>
                  {t(`kit.stale.${h}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {changed.map((name) => (
              <tr key={name}>
                <td style={{ padding: '4px 8px' }}>{text2(p.def.fields[name]!.label, i18n.language)}</td>
                <td style={{ padding: '4px 8px' }}>{shown(p.stale.opened[name])}</td>
                <td style={{ padding: '4px 8px', fontWeight: 600 }}>{shown(p.stale.latest[name])}</td>
                <td style={{ padding: '4px 8px' }}>{shown(p.stale.mine[name])}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Modal>
  );
}
