import { productModelResource } from '@diagops/contracts';
import { useTranslation } from 'react-i18next';
import { ResourceListPage } from '../../../shared/kit/resource';
import { useProductOptions } from '../api/product-options';

/** /supply/productModel — the models products are sold in. */
export default function ProductModelListPage() {
  const { i18n } = useTranslation();
  const products = useProductOptions(i18n.language === 'zh-CN');
  return (
    <ResourceListPage
      def={productModelResource}
      id="productModels"
      titleKeys={{ add: 'products.addModelTitle', edit: 'products.editModelTitle', detail: 'products.modelDetailTitle' }}
      fields={{ productId: { options: products.data ?? [] } }}
      cells={{ productId: (r) => `${r.productCode ?? ''} ${r.productName ?? ''}` }}
      initialValues={() => ({ status: 'enabled', sort: 0 })}
    />
  );
}
