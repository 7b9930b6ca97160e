import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { Access } from '../../../shared/components/access';
import { AddButton } from '../../../shared/kit';
import { ResourceListPage, type ResourceRow } from '../../../shared/kit/resource';
import { Space } from '../../../shared/ui/space';
import { Tag } from '../../../shared/ui/tag';
import { lookupOptions } from '../api/config-calls';
import { configPath, kindOfPath } from '../revisioned/kinds';
import { formatValue } from '../revisioned/revision-view';

/**
 * The list of a revisioned configuration (general configs, product config packages, function
 * masks): the kit's list from the declaration, an add button to the add route, and each row's
 * number linking to its detail with its edit and review links beside.
 */
export default function RevisionedListPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const kind = kindOfPath(useLocation().pathname);
  const { def, numberField } = kind;
  const P = def.permissions;
  const openField = def.fields.openRevision;
  const colors = openField?.options && 'colors' in openField.options ? openField.options.colors : undefined;
  // the search form's product model filter (the product packages'): the first choices of the lookup
  const filterLookup = Object.entries(def.fields).find(([, f]) => f.filter === 'eq' && f.options && 'lookup' in f.options);
  const options = useQuery({
    queryKey: ['config', 'lookup', filterLookup?.[0]],
    queryFn: () => lookupOptions((filterLookup![1].options as { lookup: string }).lookup),
    enabled: Boolean(filterLookup),
  });
  const links = (row: ResourceRow) => (
    <Space size={4} wrap>
      <Access permission={P.edit!}>
        <Link to={configPath(kind, 'edit', row)} data-testid={`config-edit-${row.id}`}>
          {t('kit.edit')}
        </Link>
      </Access>
      {row.openRevision === 'inReview' && (
        <Access permission={P.review!}>
          <Link to={configPath(kind, 'verify', row)} data-testid={`config-verify-${row.id}`}>
            {t('config.revisioned.review')}
          </Link>
        </Access>
      )}
    </Space>
  );
  return (
    <ResourceListPage
      key={def.name}
      def={def}
      fields={filterLookup ? { [filterLookup[0]]: { options: (options.data ?? []).map((o) => ({ value: o.id, label: o.label })) } } : undefined}
      cells={{
        [numberField]: (row) => (
          <Link to={configPath(kind, 'detail', row)} data-testid={`config-detail-${row.id}`}>
            {String(row[numberField] ?? row.id)}
          </Link>
        ),
        openRevision: (row) => (
          <Space size={4} wrap>
            <Tag color={colors?.[String(row.openRevision)] ?? 'default'}>{formatValue(openField, row.openRevision, i18n.language)}</Tag>
            {links(row)}
          </Space>
        ),
      }}
      toolbar={[<AddButton key="add" permission={P.add!} onClick={() => navigate(kind.paths.add)} testId="config-add" />]}
    />
  );
}
