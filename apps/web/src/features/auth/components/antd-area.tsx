import { type ReactNode, useEffect } from 'react';
import AntdProviders from '../../../shared/theme/antd-providers';
import { App } from '../../../shared/ui/app';

export type AntdApi = Pick<ReturnType<typeof App.useApp>, 'message' | 'modal'>;

function Bridge({ onApi }: { onApi: (api: AntdApi) => void }) {
  const { message, modal } = App.useApp();
  useEffect(() => onApi({ message, modal }), [message, modal, onApi]);
  return null;
}

/**
 * The part of the sign-in page that uses antd (code forms, two-factor and expired-password
 * steps, messages, the other-device confirmation): loaded when first needed, then kept, so
 * its messages outlive a change of step.
 */
export default function AntdArea({ onApi, children }: { onApi: (api: AntdApi) => void; children: ReactNode }) {
  return (
    <AntdProviders>
      <Bridge onApi={onApi} />
      {children}
    </AntdProviders>
  );
}
