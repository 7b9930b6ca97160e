import { aiBudgetResource, aiModelResource, text2 } from '@diagops/contracts';
import { useTranslation } from 'react-i18next';
import { ResourceListPage } from '../../../shared/kit/resource';
import { Tabs } from '../../../shared/ui/tabs';
import { HealthCheckButton } from '../components/health-check';
import { OptionField, SecretField } from '../components/option-field';

/** /ai/modelSettingsList (and its add, edit and detail routes): the models from the declaration, the secret written only; the apps' daily budgets beside them. */
export default function ModelListPage() {
  const { t, i18n } = useTranslation();
  const label = (f: keyof typeof aiModelResource.fields) => text2(aiModelResource.fields[f].label, i18n.language);
  const models = (
    <ResourceListPage
      def={aiModelResource}
      initialValues={() => ({
        provider: 'openai',
        timeoutMs: 30_000,
        rateLimit: 60,
        tokenLimit: 1024,
        priceInput: 0,
        priceOutput: 0,
        fallbackIds: [],
        roleIds: [],
      })}
      toolbar={[<HealthCheckButton key="health" />]}
      fields={{
        secret: {
          render: (mode) =>
            mode === 'detail' ? null : <SecretField mode={mode} label={label('secret')} required={t('kit.required')} keep={t('ai.secretKeep')} />,
        },
        fallbackIds: {
          render: (mode) => (mode === 'detail' ? null : <OptionField name="fallbackIds" what="aiModels" multiple label={label('fallbackIds')} />),
        },
        roleIds: { render: (mode) => (mode === 'detail' ? null : <OptionField name="roleIds" what="roles" multiple label={label('roleIds')} />) },
      }}
    />
  );
  return (
    <Tabs
      items={[
        { key: 'models', label: t('ai.tabs.models'), children: models },
        { key: 'budgets', label: t('ai.tabs.budgets'), children: <ResourceListPage def={aiBudgetResource} /> },
      ]}
    />
  );
}
