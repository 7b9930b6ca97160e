import { warehouseResource } from '@diagops/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ResourceListPage } from '../../../shared/kit/resource';
import { getWarehouseCompanies } from '../api/supply-options';
import { type CompanyFilter, WarehouseCompanyTree } from '../components/warehouse-company-tree';

const COMPANIES_KEY = ['supply', 'warehouseCompanies'] as const;

/** /supply/warehouse — the warehouses as a tree by company (left) and the list of the chosen company or type (right). */
export default function WarehouseListPage() {
  const [filter, setFilter] = useState<CompanyFilter>({});
  const companies = useQuery({ queryKey: COMPANIES_KEY, queryFn: getWarehouseCompanies });
  return (
    <ResourceListPage
      def={warehouseResource}
      fixedFilters={filter.company ? { company: filter.company, ...(filter.type ? { type: filter.type } : {}) } : undefined}
      initialValues={() => ({ type: filter.type ?? 'own', company: filter.company })}
      onChanged={() => void companies.refetch()}
      sider={<WarehouseCompanyTree nodes={companies.data ?? []} value={filter} onChange={setFilter} />}
    />
  );
}
