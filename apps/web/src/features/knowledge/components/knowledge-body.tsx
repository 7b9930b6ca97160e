import { useTranslation } from 'react-i18next';
import { Typography } from '../../../shared/ui/typography';

/**
 * A stored body. The server keeps only its allow-list of tags and attributes (no scripts,
 * handlers or javascript: links), so the HTML is shown as it is stored.
 */
export function KnowledgeBody({ html, testId }: { html: string; testId?: string }) {
  const { t } = useTranslation();
  if (!html) return <Typography.Text type="secondary">{t('knowledge.contentEmpty')}</Typography.Text>;
  return (
    <>
      <style>{'.kb-body img{max-width:100%}.kb-body pre{overflow:auto}'}</style>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the server's allow-list on every save */}
      <div className="kb-body" data-testid={testId} dangerouslySetInnerHTML={{ __html: html }} />
    </>
  );
}
