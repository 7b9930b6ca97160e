import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { I18nextProvider } from 'react-i18next';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n';
import { SpecialSnListButton } from './special-sn-list-button';

globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

const api = vi.hoisted(() => ({ uploadImport: vi.fn(), waitForJob: vi.fn(), getJson: vi.fn(), postJson: vi.fn() }));
vi.mock('../../../shared/kit/kit-api', () => api);

function renderButton() {
  render(
    <I18nextProvider i18n={i18n}>
      <App>
        <SpecialSnListButton onImported={() => undefined} />
      </App>
    </I18nextProvider>,
  );
}
const upload = () => userEvent.upload(document.querySelector('input[type=file]') as HTMLInputElement, new File(['x'], 'sns.xlsx'));
async function choose(label: string, option: string) {
  const form = screen.getByTestId('special-sn-list-form');
  await userEvent.click(within(form).getByLabelText(label));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

beforeEach(async () => {
  for (const f of Object.values(api)) f.mockReset();
  api.getJson.mockResolvedValue([]); // the channel choice's lookup
});

describe('a special config for an SN list', () => {
  it('asks for the values every SN gets before anything is sent, then sends them beside the file for a dry run (zh-CN)', async () => {
    await i18n.changeLanguage('zh-CN');
    renderButton();
    await userEvent.click(screen.getByTestId('special-sn-list-open'));
    expect(screen.getByText(/最多50,000个SN/)).toBeInTheDocument();
    await upload();
    expect(await screen.findAllByText('此项必填')).not.toHaveLength(0);
    expect(api.uploadImport).not.toHaveBeenCalled();

    await choose('生效类型', '激活后生效');
    await choose('订单类型', '赠送');
    fireEvent.change(screen.getByLabelText('订单时长(天)'), { target: { value: '30' } });
    const when = await screen.findByLabelText('生效时间');
    await userEvent.click(when);
    await userEvent.type(when, '2030-01-02 08:30{enter}');
    api.uploadImport.mockResolvedValue('dry1');
    api.waitForJob.mockResolvedValue({ id: 'dry1', status: 'completed' });
    api.getJson.mockImplementation(async (url: string) =>
      url.includes('/lookup/') ? [] : { jobId: 'dry1', total: 2, create: 2, update: 0, refuse: 0, refused: [], truncated: false, commitJobId: null },
    );
    await upload();
    await waitFor(() => expect(api.uploadImport).toHaveBeenCalled());
    const [url, , , fields] = api.uploadImport.mock.calls[0]!;
    expect(url).toBe('/lenkor-config/specialConfig/snList/import');
    expect(JSON.parse(fields)).toMatchObject({
      effectType: 'onActivation',
      orderType: 'gift',
      durationDays: 30,
      effectAt: expect.stringMatching(/^2030-01-02T/),
    });
    expect(api.getJson).toHaveBeenCalledWith('/lenkor-config/specialConfig/snList/importReport?jobId=dry1');
  });
});
