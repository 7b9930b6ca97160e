import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmAction, showSaveError } from '../../../shared/kit';
import { App } from '../../../shared/ui/app';
import { Input } from '../../../shared/ui/input';
import { Modal } from '../../../shared/ui/modal';
import { splitSns } from './stock-text';

type SnLine = { id: number; skuCode: string; skuName: string; qty: number };

/**
 * The SNs of a document's serialised lines, one box a line, as many as the line's quantity (checked
 * before anything is sent); then the question, if any, and the call. Shipping a plan and issuing
 * outsourcing material take their SNs through it.
 */
export function SnDialog({
  title,
  lines,
  empty,
  question,
  testId,
  send,
  done,
  onClose,
  onDone,
}: {
  title: string;
  lines: SnLine[];
  /** shown when no line is serialised */
  empty?: string;
  question?: string;
  /** `<testId>-ok` on the OK button, `<testId>-sns-<line id>` on each box */
  testId: string;
  send: (lines: Array<{ lineId: number; sns: string[] }>) => Promise<unknown>;
  done: string;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [sns, setSns] = useState<Record<number, string>>({});
  const [running, setRunning] = useState(false);
  const run = async () => {
    const wrong = lines.find((l) => splitSns(sns[l.id]).length !== l.qty);
    if (wrong) return void message.error(t('stock.sns.count', { sku: wrong.skuCode, qty: wrong.qty, n: splitSns(sns[wrong.id]).length }));
    if (question && !(await confirmAction(question))) return;
    setRunning(true);
    try {
      await send(lines.map((l) => ({ lineId: l.id, sns: splitSns(sns[l.id]) })));
      message.success(done);
      onDone();
    } catch (e) {
      showSaveError(e, message);
    } finally {
      setRunning(false);
    }
  };
  return (
    <Modal
      open
      onCancel={onClose}
      onOk={run}
      confirmLoading={running}
      okButtonProps={{ disabled: running, 'data-testid': `${testId}-ok` } as never}
      title={title}
      width={720}
      destroyOnHidden
    >
      {lines.length === 0 && empty ? (
        <p>{empty}</p>
      ) : (
        lines.map((l) => (
          <div key={l.id} style={{ marginBottom: 12 }}>
            <label htmlFor={`${testId}-sns-${l.id}`} style={{ display: 'block', marginBottom: 4 }}>
              {t('stock.sns.of', { sku: `${l.skuCode} ${l.skuName}`, qty: l.qty, n: splitSns(sns[l.id]).length })}
            </label>
            <Input.TextArea
              id={`${testId}-sns-${l.id}`}
              rows={4}
              value={sns[l.id] ?? ''}
              onChange={(e) => setSns((s) => ({ ...s, [l.id]: e.target.value }))}
              placeholder={t('stock.sns.placeholder')}
              data-testid={`${testId}-sns-${l.id}`}
            />
          </div>
        ))
      )}
    </Modal>
  );
}
