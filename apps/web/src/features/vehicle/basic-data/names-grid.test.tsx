import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form } from 'antd';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n';
import { AttrValuesField, NamesField } from './names-grid';

globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

function Harness(p: { initial: Record<string, unknown>; children: React.ReactNode; onValues?: (v: Record<string, unknown>) => void }) {
  const [form] = Form.useForm();
  return (
    <I18nextProvider i18n={i18n}>
      <Form form={form} initialValues={p.initial} onValuesChange={(_c, all) => p.onValues?.(all)}>
        {p.children}
        <button type="button" onClick={() => void form.validateFields().catch(() => undefined)}>
          check
        </button>
      </Form>
    </I18nextProvider>
  );
}

describe('the basic-data grids (VEH-01/02/03)', () => {
  it('keeps one language row at least, adds another, and shows the server’s message for a name in no language', async () => {
    await i18n.changeLanguage('en-US');
    const user = userEvent.setup();
    let values: Record<string, unknown> = {};
    render(
      <Harness initial={{ names: [{ lang: 'en-US', name: '' }] }} onValues={(v) => (values = v)}>
        <NamesField kind="brand" label="Names" readonly={false} />
      </Harness>,
    );
    const removes = () => screen.getAllByRole('button', { name: i18n.t('vehicleBasic.removeLanguage') });
    expect(removes()[0]!.hasAttribute('disabled')).toBe(true);
    await user.click(screen.getByRole('button', { name: 'check' }));
    expect(await screen.findByText('A brand language is missing')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: new RegExp(i18n.t('vehicleBasic.addLanguage')) }));
    expect(removes()).toHaveLength(2);
    expect(removes().every((b) => !b.hasAttribute('disabled'))).toBe(true);
    expect((values.names as Array<{ lang: string }>).map((n) => n.lang)).toEqual(['en-US', 'zh-CN']);
  });

  it('an attribute keeps one value and one language column at least; a value twice answers 102047’s message', async () => {
    await i18n.changeLanguage('zh-CN');
    const user = userEvent.setup();
    render(
      <Harness initial={{ attrValues: [{ names: [{ lang: 'zh-CN', name: '汽油' }] }, { names: [{ lang: 'zh-CN', name: '汽油' }] }] }}>
        <AttrValuesField label="属性值" readonly={false} />
      </Harness>,
    );
    expect(screen.getAllByRole('button', { name: i18n.t('vehicleBasic.removeLanguage') })[0]!.hasAttribute('disabled')).toBe(true);
    const rows = screen.getAllByRole('button', { name: i18n.t('vehicleBasic.removeValue') });
    expect(rows.map((b) => b.hasAttribute('disabled'))).toEqual([false, false]);
    await user.click(screen.getByRole('button', { name: 'check' }));
    expect(await screen.findByText('属性值重复')).toBeTruthy();
    await user.click(rows[1]!);
    await waitFor(() => expect(screen.getAllByRole('button', { name: i18n.t('vehicleBasic.removeValue') })[0]!.hasAttribute('disabled')).toBe(true));
  });
});
