import { z } from 'zod';
import { defineResource, resourceContracts } from '../kit/resource';
import { ZName } from '../kit/strings';
import { dataNameField, repairRemarkField, ZRowId } from './repair-data-fields';
import { REPAIR_TASK_PERMISSION, REPAIR_TASK_ROUTE } from './repair-data-names';
import { REPAIR_FOLDER } from './repair-folder';

export const REPAIR_TASK_TYPES = {
  collection: ['资料采集', 'Collection'],
  translation: ['翻译', 'Translation'],
  proofreading: ['校对', 'Proofreading'],
} as const;

/**
 * A repair data task (collecting or translating a repair data item): to do → in progress →
 * submitted → done, a rejected one back in progress; nobody approves or rejects a task they created.
 */
export const repairTaskResource = defineResource({
  name: 'repairTask',
  label: ['维修资料任务', 'Repair data task'],
  api: { service: 'vehicle', base: '/repairTask' },
  screen: {
    route: REPAIR_TASK_ROUTE,
    forms: 'dialog',
    menu: { parent: REPAIR_FOLDER, icon: 'ScheduleOutlined', sortOrder: 1, label: ['任务管理', 'Tasks'] },
    rowName: 'name',
  },
  fields: {
    name: { schema: ZName, label: ['任务名称', 'Task name'], filter: 'prefix', sort: true, list: { width: 200, fixed: 'left' } },
    taskType: {
      schema: z.enum(Object.keys(REPAIR_TASK_TYPES) as [keyof typeof REPAIR_TASK_TYPES]),
      label: ['任务类型', 'Task type'],
      kind: 'select',
      options: { values: REPAIR_TASK_TYPES },
      filter: 'eq',
      list: { width: 110 },
    },
    repairDataId: {
      schema: ZRowId.optional(),
      label: ['维修资料', 'Repair data'],
      kind: 'select',
      options: { lookup: 'repairData' },
      list: false,
      xlsx: false,
    },
    dataName: dataNameField,
    assignee: { schema: ZName, label: ['负责人', 'Assignee'], filter: 'prefix', sort: true, list: { width: 120 } },
    dueDate: { schema: z.iso.date(), label: ['截止日期', 'Due date'], kind: 'date', filter: 'dateRange', sort: true, list: { width: 120 } },
    creatorName: { schema: z.string(), label: ['创建人', 'Created by'], readOnly: true, form: false, list: { width: 120 } },
    remark: repairRemarkField,
  },
  states: {
    field: 'status',
    initial: 'todo',
    values: {
      todo: { label: ['待开始', 'To do'], color: 'default' },
      inProgress: { label: ['进行中', 'In progress'], color: 'processing' },
      submitted: { label: ['待审核', 'Awaiting review'], color: 'warning' },
      done: { label: ['已完成', 'Done'], color: 'success' },
      cancelled: { label: ['已取消', 'Cancelled'], color: 'default' },
    },
    transitions: {
      start: { from: ['todo'], to: 'inProgress', label: ['开始', 'Start'], permission: 'work' },
      submit: { from: ['inProgress'], to: 'submitted', label: ['提交审核', 'Submit for review'], permission: 'work' },
      approve: { from: ['submitted'], to: 'done', label: ['审核通过', 'Approve'], permission: 'review' },
      reject: { from: ['submitted'], to: 'inProgress', label: ['驳回', 'Reject'], permission: 'review', reason: true },
      cancel: { from: ['todo', 'inProgress'], to: 'cancelled', label: ['取消', 'Cancel'], permission: 'edit', reason: true, danger: true },
    },
  },
  ops: ['page', 'detail', 'save', 'update', 'delete', 'export'],
  permissions: REPAIR_TASK_PERMISSION,
  permissionLabels: {
    work: ['执行维修资料任务', 'Work on repair data tasks'],
    review: ['审核维修资料任务', 'Review repair data tasks'],
  },
  defaultSort: { field: 'dueDate', order: 'asc' },
});
export const REPAIR_TASK = /* @__PURE__ */ resourceContracts(repairTaskResource);
