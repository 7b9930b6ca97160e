import { DownloadOutlined } from '@ant-design/icons';
import { LOGFILE_PERMISSIONS as P } from '@diagops/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Descriptions } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Access } from '../../../shared/components/access';
import { Empty } from '../../../shared/ui/empty';
import { Panel } from '../../../shared/ui/panel';
import { Spin } from '../../../shared/ui/spin';
import { Typography } from '../../../shared/ui/typography';
import { downloadLogFile, getLogFile } from '../api/logfile-calls';
import { formatBytes } from '../components/format';

const time = (v: string | null) => (v ? dayjs(v).format('YYYY-MM-DD HH:mm:ss') : '-');

/** /brand/fileLog/detail/{id?}/{snDetailId?} — one log file with every LOG-02 field, its checksum and its download. */
export default function LogFileDetailPage() {
  const { t } = useTranslation();
  const params = useParams();
  const id = Number(params.id);
  const valid = Number.isInteger(id) && id > 0;
  const [downloading, setDownloading] = useState(false);
  const { data, isLoading } = useQuery({ queryKey: ['logfiles', 'detail', id], queryFn: () => getLogFile(id), enabled: valid, retry: false });

  if (valid && isLoading) return <Spin style={{ display: 'block', margin: '80px auto' }} />;
  if (!data) return <Empty style={{ marginTop: 80 }} description={t('logfiles.notFound')} />;
  const snDetailId = data.snDetailId ?? (params.snDetailId ? Number(params.snDetailId) : null);

  return (
    <Panel
      title={
        <span data-testid="log-detail-title">
          {t('logfiles.detailTitle')} · {data.fileName}
        </span>
      }
      extra={
        <Access permission={P.logDownload.name}>
          <Button
            type="primary"
            icon={<DownloadOutlined />}
            loading={downloading}
            disabled={downloading}
            data-testid="log-detail-download"
            onClick={async () => {
              setDownloading(true);
              try {
                await downloadLogFile(data.id);
              } finally {
                setDownloading(false);
              }
            }}
          >
            {t('logfiles.download')}
          </Button>
        </Access>
      }
    >
      <Descriptions bordered size="small" column={{ xs: 1, md: 2 }}>
        <Descriptions.Item label={t('logfiles.sn')}>
          {snDetailId ? <Link to={`/brand/equipment/detailSN/${snDetailId}/${encodeURIComponent(data.sn)}`}>{data.sn}</Link> : data.sn}
        </Descriptions.Item>
        <Descriptions.Item label={t('logfiles.productModel')}>{data.productModel}</Descriptions.Item>
        <Descriptions.Item label={t('logfiles.vehicle')}>{data.vehicle ?? '-'}</Descriptions.Item>
        <Descriptions.Item label={t('logfiles.uploadMethod')}>{t(`logfiles.methods.${data.uploadMethod}`)}</Descriptions.Item>
        <Descriptions.Item label={t('logfiles.category')}>{t(`logfiles.categories.${data.category}`)}</Descriptions.Item>
        <Descriptions.Item label={t('logfiles.fileName')}>{data.fileName}</Descriptions.Item>
        <Descriptions.Item label={t('logfiles.fileSize')}>{formatBytes(data.fileSize)}</Descriptions.Item>
        <Descriptions.Item label={t('logfiles.originalSize')}>{formatBytes(data.originalSize)}</Descriptions.Item>
        <Descriptions.Item label={t('logfiles.softwareVersion')}>{data.softwareVersion ?? '-'}</Descriptions.Item>
        <Descriptions.Item label={t('logfiles.firmwareVersion')}>{data.firmwareVersion ?? '-'}</Descriptions.Item>
        <Descriptions.Item label={t('logfiles.logTime')}>{time(data.logTime)}</Descriptions.Item>
        <Descriptions.Item label={t('logfiles.uploadTime')}>{time(data.uploadTime)}</Descriptions.Item>
        <Descriptions.Item label={t('logfiles.submitter')}>{data.submitter ?? '-'}</Descriptions.Item>
        <Descriptions.Item label={t('logfiles.appKey')}>{data.appKeyName ?? '-'}</Descriptions.Item>
        <Descriptions.Item label={t('logfiles.ip')}>{data.ip ?? '-'}</Descriptions.Item>
        <Descriptions.Item label={t('logfiles.region')}>{data.region === 'local' ? t('logfiles.regionLocal') : (data.region ?? '-')}</Descriptions.Item>
        <Descriptions.Item label="SHA-256" span={2}>
          <Typography.Text code copyable style={{ wordBreak: 'break-all' }}>
            {data.sha256}
          </Typography.Text>
        </Descriptions.Item>
      </Descriptions>
    </Panel>
  );
}
