import type { TTransferSkuOption } from '@diagops/contracts';
import { RemoteSelect } from '../../../shared/ui/remote-select';
import { getTransferSkuOptions } from './transfer-calls';

type Props = {
  value?: number | null;
  onChange?: (value: number | undefined) => void;
  placeholder?: string;
  id?: string;
  known?: TTransferSkuOption[];
  'data-testid'?: string;
};

/** A platform SKU picker of transfer plans searched on the server by a prefix of code or name; `known` keeps the plan's SKUs named. */
export function SkuSelect(p: Props) {
  return <RemoteSelect {...p} load={(keyword) => getTransferSkuOptions(keyword)} onChange={(v) => p.onChange?.(v)} />;
}
