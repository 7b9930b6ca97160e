import { DownloadOutlined, KeyOutlined } from '@ant-design/icons';
import { LOG_BATCH_MAX, LOG_CATEGORIES, LOG_UPLOAD_METHODS, LOGFILE_PERMISSIONS as P, type TLogFile } from '@diagops/contracts';
import { Button } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Access } from '../../../shared/components/access';
import { usePermission } from '../../../shared/hooks/use-permission';
import { type KitColumn, KitListPage, rowActionsColumn } from '../../../shared/kit';
import { App } from '../../../shared/ui/app';
import { downloadLogFile, downloadLogZip, getLogFilePage } from '../api/logfile-calls';
import { AppKeysDrawer } from '../components/app-keys-drawer';
import { batchExcess, formatBytes } from '../components/format';

export const detailPath = (r: Pick<TLogFile, 'id' | 'snDetailId'>) => `/brand/fileLog/detail/${r.id}${r.snDetailId ? `/${r.snDetailId}` : ''}`;

/** /brand/fileLog — the log files devices uploaded (LOG-02 fields), filtered; one or up to 100 downloaded (LOG-01). */
export default function LogFileListPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const canDownload = usePermission(P.logDownload.name);
  const [keysOpen, setKeysOpen] = useState(false);
  const [busy, setBusy] = useState<number | 'zip' | null>(null);
  const methods = LOG_UPLOAD_METHODS.map((m) => ({ value: m, label: t(`logfiles.methods.${m}`) }));
  const categories = LOG_CATEGORIES.map((c) => ({ value: c, label: t(`logfiles.categories.${c}`) }));

  const downloadOne = async (r: TLogFile) => {
    setBusy(r.id);
    try {
      await downloadLogFile(r.id);
    } finally {
      setBusy(null);
    }
  };

  const columns: KitColumn<TLogFile>[] = [
    { title: t('logfiles.sn'), dataIndex: 'sn', width: 150, fixed: 'left' },
    { title: t('logfiles.productModel'), dataIndex: 'productModel', width: 120 },
    { title: t('logfiles.vehicle'), dataIndex: 'vehicle', width: 170 },
    {
      title: t('logfiles.uploadMethod'),
      dataIndex: 'uploadMethod',
      width: 110,
      valueType: 'select',
      fieldProps: { options: methods },
      render: (_, r) => t(`logfiles.methods.${r.uploadMethod}`),
    },
    {
      title: t('logfiles.category'),
      dataIndex: 'category',
      width: 110,
      valueType: 'select',
      fieldProps: { options: categories },
      render: (_, r) => t(`logfiles.categories.${r.category}`),
    },
    { title: t('logfiles.fileName'), dataIndex: 'fileName', width: 240, search: false, ellipsis: true },
    { title: t('logfiles.fileSize'), dataIndex: 'fileSize', width: 100, search: false, sortKey: 'fileSize', render: (_, r) => formatBytes(r.fileSize) },
    { title: t('logfiles.originalSize'), dataIndex: 'originalSize', width: 110, search: false, render: (_, r) => formatBytes(r.originalSize) },
    { title: t('logfiles.softwareVersion'), dataIndex: 'softwareVersion', width: 120 },
    { title: t('logfiles.firmwareVersion'), dataIndex: 'firmwareVersion', width: 120, search: false },
    { title: t('logfiles.logTime'), dataIndex: 'logTime', width: 170, valueType: 'dateTime', search: false, sortKey: 'logTime' },
    {
      title: t('logfiles.uploadTime'),
      dataIndex: 'uploadTime',
      width: 170,
      valueType: 'dateTime',
      sortKey: 'uploadTime',
      search: false,
    },
    {
      title: t('logfiles.uploadTime'),
      dataIndex: 'uploadRange',
      key: 'uploadRange',
      width: 170,
      valueType: 'dateTimeRange',
      hideInTable: true,
      search: {
        transform: (v: [string, string]) => ({
          uploadTimeFrom: v?.[0] ? dayjs(v[0]).toISOString() : undefined,
          uploadTimeTo: v?.[1] ? dayjs(v[1]).toISOString() : undefined,
        }),
      },
    },
    { title: t('logfiles.submitter'), dataIndex: 'submitter', width: 160 },
    { title: t('logfiles.ip'), dataIndex: 'ip', width: 130 },
    { title: t('logfiles.region'), dataIndex: 'region', width: 100, render: (_, r) => (r.region === 'local' ? t('logfiles.regionLocal') : (r.region ?? '-')) },
    rowActionsColumn<TLogFile>({
      width: 150,
      onDetail: (r) => navigate(detailPath(r)),
      extra: [
        {
          key: 'download',
          label: t('logfiles.download'),
          permission: P.logDownload.name,
          onClick: (r) => void downloadOne(r),
          testId: (r) => `log-download-${r.id}`,
        },
      ],
    }),
  ];

  return (
    <>
      <KitListPage<TLogFile>
        id="logfiles"
        rowKey="id"
        columns={columns}
        fetch={getLogFilePage}
        toolbar={() => [
          <Access key="keys" permission={P.appKeyManage.name}>
            <Button icon={<KeyOutlined />} onClick={() => setKeysOpen(true)} data-testid="log-app-keys">
              {t('logfiles.appKeys')}
            </Button>
          </Access>,
        ]}
        batch={
          canDownload
            ? ({ keys, clear }) => {
                const over = batchExcess(keys.length, LOG_BATCH_MAX);
                return (
                  <Button
                    type="link"
                    icon={<DownloadOutlined />}
                    loading={busy === 'zip'}
                    disabled={busy !== null || keys.length === 0}
                    data-testid="log-batch-download"
                    onClick={async () => {
                      if (over > 0) {
                        message.warning(t('logfiles.batchTooMany', { max: LOG_BATCH_MAX, over }));
                        return;
                      }
                      setBusy('zip');
                      try {
                        if (await downloadLogZip(keys.map(Number))) clear();
                      } finally {
                        setBusy(null);
                      }
                    }}
                  >
                    {t('logfiles.batchDownload', { n: keys.length, max: LOG_BATCH_MAX })}
                  </Button>
                );
              }
            : undefined
        }
      />
      <AppKeysDrawer open={keysOpen} onClose={() => setKeysOpen(false)} />
    </>
  );
}
