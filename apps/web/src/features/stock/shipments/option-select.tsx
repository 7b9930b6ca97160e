import type { TShipmentOption } from '@diagops/contracts';
import { RemoteSelect } from '../../../shared/ui/remote-select';
import { getShipmentOptions } from './shipment-calls';

type Props = {
  kind: 'dealer' | 'channel' | 'sku';
  value?: number | null;
  onChange?: (value: number | undefined, option?: { serialised?: boolean }) => void;
  placeholder?: string;
  disabled?: boolean;
  id?: string;
  'data-testid'?: string;
};

/** A dealer, channel or SKU picker for shipment plans, searched on the server by prefix. */
export function OptionSelect(p: Props) {
  return <RemoteSelect<TShipmentOption> {...p} load={(keyword, ids) => getShipmentOptions(p.kind, keyword, ids)} deps={[p.kind]} />;
}
