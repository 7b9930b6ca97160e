import { useCallback, useMemo } from 'react';
import { type TreeNode, treeOptions } from './options';
import { Select, type SelectProps } from './select';

export type TreeSelectProps<V = unknown> = Omit<SelectProps<V>, 'options' | 'mode' | 'showSearch' | 'searchOptions' | 'tokenSeparators'> & {
  treeData?: TreeNode<V>[];
  showSearch?: boolean | { treeNodeFilterProp?: string };
  treeNodeFilterProp?: string;
  /** every branch is shown open: kept for antd's name */
  treeDefaultExpandAll?: boolean;
};

/**
 * antd's TreeSelect as the console uses it (one value, every branch open, search by title):
 * the console's Select over the tree's nodes, each indented by its depth. A search keeps the
 * matching nodes and the nodes above them.
 */
export function TreeSelect<V = unknown>({ treeData, showSearch, treeNodeFilterProp, treeDefaultExpandAll: _open, ...rest }: TreeSelectProps<V>) {
  const prop = (typeof showSearch === 'object' ? showSearch.treeNodeFilterProp : undefined) ?? treeNodeFilterProp ?? 'title';
  const all = useMemo(() => treeOptions(treeData ?? []), [treeData]);
  const search = useCallback((query: string) => (query ? treeOptions(treeData ?? [], query, prop) : all), [treeData, prop, all]);
  return <Select {...rest} options={all} showSearch={!!showSearch} searchOptions={search} />;
}
