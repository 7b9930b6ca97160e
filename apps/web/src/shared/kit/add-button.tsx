import { PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Access } from '../components/access';

type Props = { permission: string | readonly string[]; onClick: () => void; testId?: string };

/** The list toolbar's "Add" button, shown to holders of the add permission. */
export function AddButton({ permission, onClick, testId }: Props) {
  const { t } = useTranslation();
  return (
    <Access permission={permission}>
      <Button type="primary" icon={<PlusOutlined />} onClick={onClick} data-testid={testId}>
        {t('kit.add')}
      </Button>
    </Access>
  );
}
