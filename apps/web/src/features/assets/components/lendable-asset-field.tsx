import { Col, Form } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Select } from '../../../shared/ui/select';
import { getLendableAssets, type LendableAsset } from '../api/get-lendable-assets';

/** The borrowing form's asset: searched on the server among the assets in stock, by code or name. */
export function LendableAssetField() {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const [assets, setAssets] = useState<LendableAsset[]>([]);
  const [loading, setLoading] = useState(false);
  useEffect(() => {
    let live = true;
    setLoading(true);
    const timer = setTimeout(() => {
      getLendableAssets(keyword.trim() || undefined)
        .then((rows) => live && setAssets(rows))
        .catch(() => undefined)
        .finally(() => live && setLoading(false));
    }, 250);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [keyword]);
  return (
    <Col span={12}>
      <Form.Item name="assetId" label={t('assets.asset')} rules={[{ required: true, message: t('kit.required') }]}>
        <Select
          showSearch
          filterOption={false}
          onSearch={setKeyword}
          loading={loading}
          placeholder={t('assets.assetPlaceholder')}
          options={assets.map((a) => ({ value: a.id, label: `${a.code} ${a.name}` }))}
          style={{ width: '100%' }}
          data-testid="lendable-asset"
        />
      </Form.Item>
    </Col>
  );
}
