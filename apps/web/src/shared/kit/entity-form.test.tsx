import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { I18nextProvider } from 'react-i18next';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { liveDialogButton } from '../../test/dialog-button';
import { HttpError } from '../http/http-error';
import { i18n } from '../i18n/i18n';
import { type FormMode, KitEntityForm, type KitField } from './entity-form';
import { KitSelectField } from './form-fields';

// antd measures its fields; jsdom has no ResizeObserver
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

const schema = z.object({ code: z.string().min(3), count: z.number().int().optional(), remark: z.string().max(5).optional() });
const fields: KitField[] = [
  { name: 'code', labelKey: 'kit.import', kind: 'text', lockedOnEdit: true },
  { name: 'count', labelKey: 'kit.export', kind: 'number' },
  { name: 'remark', labelKey: 'kit.actions', kind: 'textarea' },
];
const titles = { add: 'kit.add', edit: 'kit.edit', detail: 'kit.detail' };

function renderForm(mode: FormMode, opts: { initialValues?: Record<string, unknown>; onSubmit?: () => Promise<void> } = {}) {
  const onClose = vi.fn();
  const onSubmit = vi.fn(opts.onSubmit ?? (async () => {}));
  render(
    <I18nextProvider i18n={i18n}>
      <App>
        <KitEntityForm<Record<string, unknown>>
          mode={mode}
          titleKey={titles}
          schema={schema}
          fields={fields}
          initialValues={opts.initialValues}
          onClose={onClose}
          onSubmit={onSubmit}
          extra={<KitSelectField name="kind" label="Kind" span={12} options={[{ value: 'a', label: 'Alpha' }]} />}
        />
      </App>
    </I18nextProvider>,
  );
  return { onClose, onSubmit };
}

/** The form's dialog by its title (a confirmation of the test before may still be in the page, animating out). */
const formDialog = (title: string) =>
  waitFor(() => {
    const dialog = screen.getAllByRole('dialog').find((d) => d.querySelector('[data-dialog-title]')?.textContent === title);
    if (!dialog) throw new Error(`no dialog titled "${title}"`);
    return dialog;
  });

beforeEach(async () => {
  await i18n.changeLanguage('en-US');
});

// typing into antd fields is slow in jsdom on a busy 2-core machine
describe('KitEntityForm', { timeout: 40_000 }, () => {
  it('checks the fields with the zod schema, then saves only the filled fields and closes', async () => {
    const { onSubmit, onClose } = renderForm('add');
    const dialog = await screen.findByRole('dialog');
    // labels above the fields and bound to them
    const code = within(dialog).getByLabelText('Import');
    expect(within(dialog).getByLabelText('Kind')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByText('Required')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.type(code, 'ab');
    await userEvent.type(within(dialog).getByLabelText('Actions'), 'too long');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect((await within(dialog).findAllByText(/^Invalid: /)).length).toBe(2);
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.type(code, 'c');
    await userEvent.clear(within(dialog).getByLabelText('Actions'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ code: 'abc' }, 'add'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(await screen.findByText('Saved')).toBeInTheDocument();
  });

  it('asks before closing with unsaved changes; closes at once when nothing was changed', async () => {
    const { onClose } = renderForm('add');
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await userEvent.type(within(dialog).getByLabelText('Import'), 'x');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('There are unsaved changes. Leave anyway?')).toBeInTheDocument();
    await userEvent.click(await liveDialogButton('Cancel'));
    expect(onClose).toHaveBeenCalledTimes(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await userEvent.click(await liveDialogButton('Confirm'));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(2));
  });

  it('edits with the record shown, locked fields disabled; a refused save puts its field errors on the fields', async () => {
    const refused = new HttpError('Bad request', 400, 400, { errors: [{ field: 'remark', message: 'taken' }] });
    const { onSubmit, onClose } = renderForm('edit', {
      initialValues: { code: 'P-1', count: 3, remark: null, kind: 'a' },
      onSubmit: async () => {
        throw refused;
      },
    });
    const dialog = await formDialog('Edit');
    expect(within(dialog).getByLabelText('Import')).toBeDisabled();
    expect(within(dialog).getByLabelText('Import')).toHaveValue('P-1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ code: 'P-1', count: 3, kind: 'a' }, 'edit'));
    expect(await within(dialog).findByText('taken')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Confirm' })).toBeEnabled());
  });

  it('shows the record as text in detail, with no inputs and no buttons to save', async () => {
    const { onClose } = renderForm('detail', { initialValues: { code: 'P-1', count: 3, kind: 'a' } });
    const dialog = await formDialog('Details');
    expect(within(dialog).getByText('P-1')).toBeInTheDocument();
    expect(within(dialog).getByText('Alpha')).toBeInTheDocument();
    expect(within(dialog).queryAllByRole('textbox')).toHaveLength(0);
    expect(within(dialog).queryByRole('button', { name: 'Confirm' })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
