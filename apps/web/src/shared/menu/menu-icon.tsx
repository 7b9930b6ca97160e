import type { ComponentType, ReactNode } from 'react';
import { useEffect, useSyncExternalStore } from 'react';

/**
 * The icons menu entries may name (the menu's `icon` field, @ant-design/icons names); others
 * show a generic one. The menu screen's icon picker offers exactly these.
 */
export const MENU_ICON_NAMES = [
  'ApartmentOutlined',
  'ApiOutlined',
  'AppstoreOutlined',
  'AuditOutlined',
  'BarChartOutlined',
  'BellOutlined',
  'BookOutlined',
  'BugOutlined',
  'CalendarOutlined',
  'CarOutlined',
  'CarryOutOutlined',
  'CloudServerOutlined',
  'CloudUploadOutlined',
  'ClusterOutlined',
  'CodeOutlined',
  'CommentOutlined',
  'ContainerOutlined',
  'ControlOutlined',
  'CreditCardOutlined',
  'CustomerServiceOutlined',
  'DashboardOutlined',
  'DatabaseOutlined',
  'DeploymentUnitOutlined',
  'DesktopOutlined',
  'DollarOutlined',
  'ExperimentOutlined',
  'FileSearchOutlined',
  'FileTextOutlined',
  'FolderOutlined',
  'FundOutlined',
  'GiftOutlined',
  'GlobalOutlined',
  'HddOutlined',
  'HomeOutlined',
  'IdcardOutlined',
  'InboxOutlined',
  'KeyOutlined',
  'LaptopOutlined',
  'LineChartOutlined',
  'LinkOutlined',
  'LockOutlined',
  'MailOutlined',
  'MenuOutlined',
  'MessageOutlined',
  'MobileOutlined',
  'NotificationOutlined',
  'PartitionOutlined',
  'PieChartOutlined',
  'ProfileOutlined',
  'ProjectOutlined',
  'QuestionCircleOutlined',
  'ReadOutlined',
  'RobotOutlined',
  'SafetyOutlined',
  'ScanOutlined',
  'SendOutlined',
  'SettingOutlined',
  'ShopOutlined',
  'ShoppingCartOutlined',
  'ShoppingOutlined',
  'SolutionOutlined',
  'SoundOutlined',
  'TableOutlined',
  'TagsOutlined',
  'TeamOutlined',
  'ThunderboltOutlined',
  'ToolOutlined',
  'TrophyOutlined',
  'UnorderedListOutlined',
  'UsbOutlined',
  'UserOutlined',
  'UserSwitchOutlined',
  'WalletOutlined',
  'WarningOutlined',
  'WifiOutlined',
] as const;

export type MenuIconName = (typeof MENU_ICON_NAMES)[number];

const FALLBACK: MenuIconName = 'AppstoreOutlined';

// the icons (about 28 kB) load with the first one shown, not with the shell (decision 0012)
let icons: Record<MenuIconName, ComponentType> | null = null;
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();

function load(): Promise<void> {
  loading ??= import('./menu-icon-set').then((m) => {
    icons = m.MENU_ICONS;
    for (const l of listeners) l();
  });
  return loading;
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

const isKnown = (name: string | null | undefined): name is MenuIconName => Boolean(name) && (MENU_ICON_NAMES as readonly string[]).includes(name!);

/** A menu icon by name: an empty square of the icon's size until the icons have loaded. */
export function MenuIcon({ name }: { name: string | null | undefined }) {
  const set = useSyncExternalStore(subscribe, () => icons);
  useEffect(() => {
    if (!set) void load().catch(() => undefined);
  }, [set]);
  const Icon = set?.[isKnown(name) ? name : FALLBACK];
  if (!Icon) return <span className="anticon" aria-hidden="true" style={{ width: '1em', height: '1em' }} />;
  return <Icon />;
}

export function menuIcon(name: string | null | undefined): ReactNode {
  return <MenuIcon name={name} />;
}

/** The icon of that name, or null when the console cannot show it. */
export function knownMenuIcon(name: string | null | undefined): ReactNode | null {
  return isKnown(name) ? <MenuIcon name={name} /> : null;
}
