export type { SelectOption, TreeNode } from './options';
export { Select, type SelectProps } from './select';
export { TreeSelect, type TreeSelectProps } from './tree-select';
