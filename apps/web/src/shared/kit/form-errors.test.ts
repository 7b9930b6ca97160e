import { describe, expect, it, vi } from 'vitest';
import { HttpError } from '../http/http-error';
import { showSaveError } from './form-errors';

const form = (fields: Record<string, unknown>) => ({ setFields: vi.fn(), getFieldsValue: () => fields });

describe('showSaveError', () => {
  it('puts field errors of a 400 on the form fields and says nothing else', () => {
    const f = form({ code: 'A', name: 'x' });
    const message = { error: vi.fn() };
    showSaveError(new HttpError('Incorrect request parameters', 1001, 400, { errors: [{ field: 'code', message: 'too long' }] }), message, f);
    expect(f.setFields).toHaveBeenCalledWith([{ name: 'code', errors: ['too long'] }]);
    expect(message.error).not.toHaveBeenCalled();
  });

  it('shows a refusal without field errors as a message (e.g. a stale version)', () => {
    const message = { error: vi.fn() };
    showSaveError(new HttpError('The data was changed by someone else', 1005, 409), message, form({}));
    expect(message.error).toHaveBeenCalledWith('The data was changed by someone else');
  });

  it('names field errors the form has no field for', () => {
    const message = { error: vi.fn() };
    showSaveError(
      new HttpError('Incorrect request parameters', 1001, 400, { errors: [{ field: 'body.extra', message: 'Unrecognized key' }] }),
      message,
      form({ code: '' }),
    );
    expect(message.error).toHaveBeenCalledWith('Incorrect request parameters: body.extra Unrecognized key');
  });

  it('stays quiet when the http client already told the user', () => {
    const message = { error: vi.fn() };
    showSaveError(new HttpError('x code码为:10120', 10120, 409, null, true), message, form({}));
    expect(message.error).not.toHaveBeenCalled();
  });
});
