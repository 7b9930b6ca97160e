/** The home page tiles of platform.md §1, each leading to its area's first page. */
export type HomeTile = { key: string; icon: string; to: string; color: string };

export const HOME_TILES: HomeTile[] = [
  { key: 'production', icon: 'ToolOutlined', to: '/produce/list', color: '#199ed9' },
  { key: 'software', icon: 'CloudUploadOutlined', to: '/produce/softCode', color: '#2f54eb' },
  { key: 'monitoring', icon: 'DashboardOutlined', to: '/datascreen/current', color: '#13c2c2' },
  { key: 'users', icon: 'TeamOutlined', to: '/user/userlist', color: '#722ed1' },
  { key: 'complaints', icon: 'CommentOutlined', to: '/question', color: '#fa541c' },
  { key: 'marketing', icon: 'BarChartOutlined', to: '/activitiesManagement/userActivities/list', color: '#eb2f96' },
  { key: 'mall', icon: 'ShoppingCartOutlined', to: '/mallManagement/orderManage/list', color: '#fa8c16' },
  { key: 'autotech', icon: 'CarOutlined', to: '/simple/car/index', color: '#52c41a' },
  { key: 'manual', icon: 'BookOutlined', to: '/platformOperationManual', color: '#597ef7' },
];
