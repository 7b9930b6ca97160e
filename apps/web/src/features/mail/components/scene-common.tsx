import type { TFunction } from 'i18next';
import { type KitColumn, type KitField, StatusTag, statusEnum } from '../../../shared/kit';
import { ENABLED_STATUS } from './mail-ui';

type Scene = { code: string; name: string; status: string };

/**
 * What the e-mail scenes and the message scenes share: the code and name columns they open
 * with, the status column, and the form's own fields (code locked on edit, name, status,
 * description). Each page adds what it binds a scene to: one template and provider, or a
 * template per channel.
 */
export function sceneColumns<T extends Scene>(t: TFunction, middle: KitColumn<T>[]): KitColumn<T>[] {
  return [
    { title: t('mail.code'), dataIndex: 'code', width: 140, sortKey: 'code' },
    { title: t('mail.sceneName'), dataIndex: 'name', width: 180 },
    ...middle,
    {
      title: t('mail.statusLabel'),
      dataIndex: 'status',
      width: 100,
      valueEnum: statusEnum(ENABLED_STATUS, t),
      render: (_, r) => <StatusTag value={r.status} styles={ENABLED_STATUS} />,
    },
  ];
}

export function sceneFields(t: TFunction): KitField[] {
  return [
    { name: 'code', labelKey: 'mail.code', kind: 'text', lockedOnEdit: true },
    { name: 'name', labelKey: 'mail.sceneName', kind: 'text' },
    { name: 'status', labelKey: 'mail.statusLabel', kind: 'select', options: ['enabled', 'disabled'].map((s) => ({ value: s, label: t(`mail.status.${s}`) })) },
    { name: 'description', labelKey: 'mail.description', kind: 'textarea' },
  ];
}
