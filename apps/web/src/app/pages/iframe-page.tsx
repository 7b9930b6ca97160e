import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

/** /myiframe/{routerPath}?src=…: an embedded http(s) page (the URL helper accepts http and https only). */
export function IframePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const src = params.get('src') ?? '';
  if (!/^https?:\/\//i.test(src)) return <Result status="warning" subTitle={t('shell.iframeInvalid')} />;
  return <iframe title={src} src={src} style={{ width: '100%', height: 'calc(100vh - 140px)', border: 0 }} />;
}
