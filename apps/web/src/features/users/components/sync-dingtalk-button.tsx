import { SyncOutlined } from '@ant-design/icons';
import type { TSyncDingReply } from '@diagops/contracts';
import { Button, Descriptions, Result } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmAction } from '../../../shared/kit/confirm';
import { Modal } from '../../../shared/ui/modal';
import { Spin } from '../../../shared/ui/spin';
import { syncDingtalk } from '../api/sync-dingtalk';

/** Imports departments and users from DingTalk: a confirmation, a progress dialog, then what changed. */
export function SyncDingtalkButton({ onSynced }: { onSynced: () => void }) {
  const { t } = useTranslation();
  const [state, setState] = useState<'idle' | 'running' | TSyncDingReply>('idle');
  const run = async () => {
    if (!(await confirmAction(t('users.syncConfirm')))) return;
    setState('running');
    try {
      const r = await syncDingtalk();
      setState(r);
      onSynced();
    } catch {
      // 1014 (503/502: DingTalk unreachable or not configured) and 1004 (one is running): the http client shows the server message
      setState('idle');
    }
  };
  const done = typeof state === 'object' ? state : null;
  return (
    <>
      <Button icon={<SyncOutlined spin={state === 'running'} />} onClick={run} disabled={state === 'running'} data-testid="user-sync">
        {t('users.sync')}
      </Button>
      <Modal
        open={state !== 'idle'}
        title={t('users.syncTitle')}
        closable={done !== null}
        maskClosable={false}
        onCancel={() => setState('idle')}
        footer={done ? <Button onClick={() => setState('idle')}>{t('users.close')}</Button> : null}
      >
        {state === 'running' && (
          <div style={{ textAlign: 'center', padding: 24 }}>
            <Spin />
            <div style={{ marginTop: 12 }}>{t('users.syncing')}</div>
          </div>
        )}
        {done && (
          <Result
            status="success"
            title={t('users.syncDone')}
            extra={
              <Descriptions column={2} size="small" bordered data-testid="sync-result">
                <Descriptions.Item label={t('users.deptsCreated')}>{done.deptsCreated}</Descriptions.Item>
                <Descriptions.Item label={t('users.deptsUpdated')}>{done.deptsUpdated}</Descriptions.Item>
                <Descriptions.Item label={t('users.usersCreated')}>{done.usersCreated}</Descriptions.Item>
                <Descriptions.Item label={t('users.usersUpdated')}>{done.usersUpdated}</Descriptions.Item>
              </Descriptions>
            }
          />
        )}
      </Modal>
    </>
  );
}
