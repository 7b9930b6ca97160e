import type { TAiAnswer } from '@diagops/contracts';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Access } from '../../../shared/components/access';
import { DataTable } from '../../../shared/ui/data-table/data-table';
import { Fields } from '../../../shared/ui/fields';
import { TextArea } from '../../../shared/ui/input';
import { Tag } from '../../../shared/ui/tag';
import { testPreset } from '../api';

const OUTCOME_COLORS = { answered: 'success', failed: 'error', timeout: 'warning', skipped: 'default' } as const;

/** Runs a question against the preset's newest revision: the answer, tokens, cost, latency and each model tried. */
export function TestPanel({ id, permission }: { id: number; permission: string }) {
  const { t } = useTranslation();
  const [question, setQuestion] = useState('');
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<TAiAnswer | null>(null);
  const run = async () => {
    setBusy(true);
    try {
      setAnswer(await testPreset(id, question.trim()));
    } catch {
      setAnswer(null);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Access permission={permission}>
      <TextArea
        rows={3}
        value={question}
        onChange={(e) => setQuestion(e.target.value)}
        placeholder={t('ai.test.placeholder')}
        data-testid="ask-test-question"
      />
      <Button type="primary" style={{ marginTop: 8 }} loading={busy} disabled={!question.trim()} onClick={() => void run()} data-testid="ask-test-run">
        {t('ai.test.run')}
      </Button>
      {answer && (
        <div data-testid="ask-test-answer" style={{ marginTop: 16 }}>
          <Fields
            items={[
              { label: t('ai.test.answer'), value: answer.answer, wide: true },
              { label: t('ai.model'), value: answer.model },
              { label: t('ai.tokens'), value: t('ai.test.tokens', { prompt: answer.promptTokens, completion: answer.completionTokens }) },
              { label: t('ai.cost'), value: answer.cost.toFixed(6) },
              { label: t('ai.latency'), value: `${answer.latencyMs} ms` },
            ]}
          />
          <DataTable<TAiAnswer['attempts'][number]>
            size="small"
            rowKey={(a) => a.model}
            dataSource={answer.attempts}
            columns={[
              { title: t('ai.model'), dataIndex: 'model' },
              {
                title: t('ai.test.outcome'),
                dataIndex: 'outcome',
                render: (_, a) => <Tag color={OUTCOME_COLORS[a.outcome]}>{t(`ai.outcomes.${a.outcome}`)}</Tag>,
              },
              { title: t('ai.latency'), dataIndex: 'latencyMs', render: (_, a) => `${a.latencyMs} ms` },
            ]}
          />
        </div>
      )}
    </Access>
  );
}
