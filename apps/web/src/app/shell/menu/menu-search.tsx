import { MENU_SEARCH_WIDTH } from '@diagops/contracts';
import { TreeSelect } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../shared/i18n/language';
import { flatten, type MenuNode, menuTitle } from '../../../shared/menu/menu-tree';

type TreeItem = { value: number; title: string; selectable: boolean; children: TreeItem[] };

/** The sidebar menu search: a searchable tree, 249 px wide in Chinese and 299 px in English. */
export function MenuSearch({ menu, onOpen }: { menu: MenuNode[]; onOpen: (n: MenuNode) => void }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const data = useMemo(() => {
    const toItem = (n: MenuNode): TreeItem => ({
      value: n.menuId,
      title: menuTitle(n, lang),
      selectable: n.children.length === 0,
      children: n.children.map(toItem),
    });
    return menu.map(toItem);
  }, [menu, lang]);
  const byId = useMemo(() => new Map(flatten(menu).map((n) => [n.menuId, n])), [menu]);
  return (
    <TreeSelect
      data-testid="menu-search"
      showSearch
      allowClear
      value={undefined as number | undefined}
      treeData={data}
      treeDefaultExpandAll
      treeNodeFilterProp="title"
      placeholder={t('shell.searchMenu')}
      aria-label={t('shell.searchMenu')}
      style={{ width: MENU_SEARCH_WIDTH[lang] }}
      popupMatchSelectWidth={MENU_SEARCH_WIDTH[lang]}
      onSelect={(id: number) => {
        const n = byId.get(id);
        if (n) onOpen(n);
      }}
    />
  );
}
