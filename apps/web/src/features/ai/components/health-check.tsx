import type { TAiHealth } from '@diagops/contracts';
import { AI_MODEL_PERMISSION } from '@diagops/contracts';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Access } from '../../../shared/components/access';
import { Fields } from '../../../shared/ui/fields';
import { Modal } from '../../../shared/ui/modal';
import { Select } from '../../../shared/ui/select';
import { Tag } from '../../../shared/ui/tag';
import { type AiOption, aiOptions, checkModelHealth } from '../api';

/** The model settings' health check: the provider of a chosen model asked a short question, its latency and outcome. */
export function HealthCheckButton() {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const [models, setModels] = useState<AiOption[]>([]);
  const [id, setId] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<TAiHealth | null>(null);
  const show = async () => {
    setOpen(true);
    setResult(null);
    setModels(await aiOptions('aiModels'));
  };
  const run = async () => {
    if (id === null) return;
    setBusy(true);
    try {
      setResult(await checkModelHealth(id));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Access permission={AI_MODEL_PERMISSION.health}>
      <Button onClick={() => void show()} data-testid="ai-health">
        {t('ai.health.button')}
      </Button>
      <Modal open={open} title={t('ai.health.title')} onCancel={() => setOpen(false)} footer={null} destroyOnHidden>
        <Select
          showSearch
          optionFilterProp="label"
          options={models}
          value={id ?? undefined}
          onChange={(v) => setId(Number(v))}
          placeholder={t('ai.health.pick')}
          style={{ width: '100%', marginBottom: 12 }}
          data-testid="ai-health-model"
        />
        <Button type="primary" loading={busy} disabled={id === null} onClick={() => void run()} data-testid="ai-health-run">
          {t('ai.health.run')}
        </Button>
        {result && (
          <Fields
            style={{ marginTop: 16 }}
            data-testid="ai-health-result"
            items={[
              { label: t('ai.health.outcome'), value: <Tag color={result.ok ? 'success' : 'error'}>{t(result.ok ? 'ai.health.ok' : 'ai.health.failed')}</Tag> },
              { label: t('ai.latency'), value: `${result.latencyMs} ms` },
              result.message ? { label: t('ai.health.message'), value: result.message, wide: true } : null,
              { label: t('ai.health.checkedAt'), value: new Date(result.checkedAt).toLocaleString(i18n.language) },
            ]}
          />
        )}
      </Modal>
    </Access>
  );
}
