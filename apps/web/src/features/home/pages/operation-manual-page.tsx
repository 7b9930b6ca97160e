import { DownloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Panel } from '../../../shared/ui/panel';
import { Typography } from '../../../shared/ui/typography';

const SECTIONS = ['signIn', 'navigation', 'tabs', 'security', 'language'] as const;

/** /platformOperationManual: the platform operation manual, readable here and downloadable. */
export default function OperationManualPage() {
  const { t } = useTranslation();
  const download = () => {
    const text = [t('home.manual.title'), '', ...SECTIONS.flatMap((s) => [`## ${t(`home.manual.${s}.title`)}`, t(`home.manual.${s}.body`), ''])].join('\n');
    const url = URL.createObjectURL(new Blob([text], { type: 'text/markdown;charset=utf-8' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = `${t('home.manual.fileName')}.md`;
    a.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };
  return (
    <Panel
      title={t('home.manual.title')}
      extra={
        <Button type="primary" icon={<DownloadOutlined />} onClick={download} data-testid="manual-download">
          {t('home.manual.download')}
        </Button>
      }
    >
      {SECTIONS.map((s) => (
        <section key={s}>
          <Typography.Title level={5}>{t(`home.manual.${s}.title`)}</Typography.Title>
          <Typography.Paragraph>{t(`home.manual.${s}.body`)}</Typography.Paragraph>
        </section>
      ))}
    </Panel>
  );
}
