import { useTranslation } from 'react-i18next';
import { knownMenuIcon, MENU_ICON_NAMES } from '../../../shared/menu/menu-icon';
import { Select } from '../../../shared/ui/select';
import { Space } from '../../../shared/ui/space';

type Props = { value?: string | null; onChange?: (v: string | null) => void; id?: string; disabled?: boolean };

const OPTIONS = MENU_ICON_NAMES.map((name) => ({
  value: name,
  label: (
    <Space size={8}>
      {knownMenuIcon(name)}
      <span>{name}</span>
    </Space>
  ),
}));

/** Picks an @ant-design/icons name the sidebar can show; type to search, clear for none. */
export function IconPicker({ value, onChange, id, disabled }: Props) {
  const { t } = useTranslation();
  return (
    <Select
      id={id}
      data-testid="menu-icon-picker"
      value={value ?? undefined}
      onChange={(v) => onChange?.(v ?? null)}
      options={OPTIONS}
      showSearch={{ optionFilterProp: 'value' }}
      allowClear
      disabled={disabled}
      placeholder={t('menus.iconPlaceholder')}
      popupMatchSelectWidth={false}
      listHeight={320}
    />
  );
}
