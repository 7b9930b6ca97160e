import { MAPPING_ROUTES, MAPPING_SET_PERMISSION, providerEntryResource } from '@diagops/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Access } from '../../../shared/components/access';
import { ResourceListPage } from '../../../shared/kit/resource';
import { Tag } from '../../../shared/ui/tag';
import { type EntryRow, MapDialog } from './map-dialog';
import { kindOfPath, setDiff } from './mapping-api';
import { SetPanel, useMappingSets } from './set-panel';

/**
 * /classMapManagement/list, /brandMapManagement/list, /carMapManagement/list, /attrMapManagement/list:
 * a provider's entries of one kind with their current mapping (and what the draft set changes of
 * it); each is mapped in the draft set, which is published whole from the bar above.
 */
export default function MappingListPage() {
  const { t } = useTranslation();
  const kind = kindOfPath(useLocation().pathname);
  const sets = useMappingSets();
  const [mapping, setMapping] = useState<EntryRow | null>(null);
  const [drafted, setDrafted] = useState(0);
  const draftId = sets.draft?.id ?? null;
  // what the draft changes, by entry: shown beside the current mapping until the draft is published
  const diff = useQuery({ queryKey: ['vehicleMapping', 'draftDiff', draftId, drafted], queryFn: () => setDiff(draftId!), enabled: draftId !== null });
  const inDraft = new Map((diff.data?.lines ?? []).map((l) => [l.entryId, l]));
  return (
    <>
      <SetPanel sets={sets} />
      <ResourceListPage
        key={`${kind}-${sets.current?.id ?? 0}`}
        def={providerEntryResource}
        route={MAPPING_ROUTES[kind].list}
        fixedFilters={{ kind }}
        initialValues={() => ({ kind, provider: 'providerA' })}
        id={`vehicleMapping-${kind}`}
        cells={{
          ourName: (row) => (
            <span>
              <Access permission={MAPPING_SET_PERMISSION.edit}>
                <Button
                  type="link"
                  size="small"
                  style={{ paddingInline: 0, marginRight: 6 }}
                  onClick={() => setMapping(row as unknown as EntryRow)}
                  data-testid="mapping-map"
                >
                  {t('vehicleMapping.map')}
                </Button>
              </Access>
              {row.ourName ? `${row.ourCode ?? ''} ${row.ourName}` : '—'}
              {inDraft.has(row.id as number) ? (
                <Tag color="processing" style={{ marginLeft: 6 }} data-testid="mapping-in-draft">
                  {inDraft.get(row.id as number)!.afterName
                    ? t('vehicleMapping.inDraft', { name: inDraft.get(row.id as number)!.afterName })
                    : t('vehicleMapping.inDraftRemoved')}
                </Tag>
              ) : null}
            </span>
          ),
        }}
      />
      <MapDialog
        entry={mapping}
        setId={sets.draft?.id ?? null}
        onClose={(changed) => {
          setMapping(null);
          if (changed) {
            void sets.reload();
            setDrafted((n) => n + 1);
          }
        }}
      />
    </>
  );
}
