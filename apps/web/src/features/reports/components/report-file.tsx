import { DownloadOutlined } from '@ant-design/icons';
import { Button, Image } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { download } from '../../../shared/http/download';
import { Fields } from '../../../shared/ui/fields';
import { Panel } from '../../../shared/ui/panel';
import { fileUrl, imageBlobUrl, type ReportDetail } from '../api/report-calls';
import { fileSize } from './report-values';

/** The report's file: its name, type and size, a download, and a preview when it is an image (a thermal image). */
export function ReportFile({ report }: { report: ReportDetail }) {
  const { t } = useTranslation();
  const image = report.fileType.startsWith('image/');
  const [src, setSrc] = useState<string | undefined>();
  useEffect(() => {
    if (!image) return;
    let made: string | undefined;
    let live = true;
    imageBlobUrl(report.fileId)
      .then((url) => {
        made = url;
        if (live) setSrc(url);
      })
      .catch(() => {});
    return () => {
      live = false;
      if (made) URL.revokeObjectURL(made);
    };
  }, [image, report.fileId]);
  return (
    <Panel
      title={t('reports.file')}
      extra={
        <Button icon={<DownloadOutlined />} onClick={() => void download({ url: fileUrl(report.fileId) }, report.fileName)} data-testid="report-download">
          {t('reports.download')}
        </Button>
      }
    >
      <Fields
        items={[
          { label: t('reports.fileName'), value: report.fileName },
          { label: t('reports.fileType'), value: report.fileType },
          { label: t('reports.fileSize'), value: fileSize(report.fileSize) },
        ]}
      />
      {image && src ? <Image src={src} alt={report.fileName} style={{ maxWidth: 480, marginTop: 16 }} data-testid="report-image" /> : null}
    </Panel>
  );
}
