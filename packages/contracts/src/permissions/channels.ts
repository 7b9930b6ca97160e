import { definePermissions } from './registry';

/** Sales channels (supply chain): the channels platform SKUs are listed on. */
export const CHANNEL_PERMISSIONS = definePermissions({
  channelView: { name: 'supply_channel_view', page: '/supply/channel', zh: '查看渠道', en: 'View channels' },
  channelAdd: { name: 'supply_channel_add', page: '/supply/channel', zh: '新增渠道', en: 'Add channels' },
  channelEdit: { name: 'supply_channel_edit', page: '/supply/channel', zh: '编辑渠道', en: 'Edit channels' },
  channelStatus: { name: 'supply_channel_status', page: '/supply/channel', zh: '启用停用渠道', en: 'Enable and disable channels' },
});
