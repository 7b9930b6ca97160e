import { render, screen } from '@testing-library/react';
import { App } from 'antd';
import { I18nextProvider } from 'react-i18next';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n';
import { batchLines, DeviceBatchResult } from './device-batch';

const rows = [
  { id: 1, sn: 'DX0000000001' },
  { id: 2, sn: 'DX0000000002' },
  { id: 3, sn: 'DX0000000003' },
];
const outcome = {
  done: [1, 3],
  refused: [{ id: 2, code: 1017, message: 'The current status does not allow this operation' }],
};

function show(out = outcome) {
  render(
    <I18nextProvider i18n={i18n}>
      <App>
        <DeviceBatchResult outcome={out} rows={rows} />
      </App>
    </I18nextProvider>,
  );
}

beforeEach(async () => {
  await i18n.changeLanguage('en-US');
});

describe('device batch result', () => {
  it('names the done devices by SN and each refused one with its reason and code', () => {
    show();
    expect(screen.getByText('2 done, 1 refused')).toBeTruthy();
    expect(screen.getByTestId('device-batch-done').textContent).toBe('DX0000000001, DX0000000003');
    expect(screen.getByTestId('device-batch-refused').textContent).toContain('DX0000000002: The current status does not allow this operation (1017)');
  });

  it('says it in Chinese too, and shows no refused list when all were done', async () => {
    await i18n.changeLanguage('zh-CN');
    show({ done: [1, 2, 3], refused: [] });
    expect(screen.getByText('成功 3 台，拒绝 0 台')).toBeTruthy();
    expect(screen.queryByTestId('device-batch-refused')).toBeNull();
  });

  it('falls back to the id for a device not in the selection', () => {
    expect(batchLines({ done: [9], refused: [{ id: 8, code: 1002, message: 'gone' }] }, rows)).toEqual({
      done: ['#9'],
      refused: [{ sn: '#8', code: 1002, message: 'gone' }],
    });
  });
});
