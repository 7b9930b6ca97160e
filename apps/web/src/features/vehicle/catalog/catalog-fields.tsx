import type { ResourceDef } from '@diagops/contracts';
import { DeclaredField } from '../../../shared/kit/resource/declared-field';
import type { FieldOverride } from '../../../shared/kit/resource/resource-fields';
import { CatalogFile, type CatalogFileProps } from './catalog-file';

export { useItemFields } from './item-select';

/** The override of a declaration's uploaded-file field (a picture, an attachment). */
export function fileFieldOverride(def: ResourceDef, name: string, file: Omit<CatalogFileProps, 'value' | 'onChange' | 'readOnly'>): FieldOverride {
  return {
    render: (mode) => (
      <DeclaredField def={def} name={name} mode={mode} span={24}>
        <CatalogFile {...file} readOnly={mode === 'detail'} />
      </DeclaredField>
    ),
  };
}
