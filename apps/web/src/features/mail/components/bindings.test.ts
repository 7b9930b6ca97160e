import type { TMessageScene } from '@diagops/contracts';
import { describe, expect, it } from 'vitest';
import { bindingsFromForm, bindingsToForm } from './bindings';

describe('message scene bindings in the form', () => {
  const scene = {
    id: 1,
    code: 'M1',
    name: 'Shipped',
    description: 'd',
    status: 'enabled',
    version: 1,
    createTime: '',
    updateTime: '',
    bindings: [{ channel: 'email', templateId: 7, templateName: 'T', enabled: false }],
  } as TMessageScene;

  it('flattens each channel into a template and an on/off field, and back', () => {
    const flat = bindingsToForm(scene);
    expect(flat).toMatchObject({ template_email: 7, on_email: false, template_push: undefined, on_push: true });
    const back = bindingsFromForm({ code: 'M1', name: 'Shipped', template_email: 7, on_email: false, template_push: 9, on_push: true, on_station: true });
    expect(back).toEqual({
      code: 'M1',
      name: 'Shipped',
      bindings: [
        { channel: 'email', templateId: 7, enabled: false },
        { channel: 'push', templateId: 9, enabled: true },
      ],
    });
  });

  it('a new scene starts with every channel on and no template', () => {
    expect(bindingsToForm(null)).toEqual({ status: 'enabled', on_email: true, on_station: true, on_push: true });
    expect(bindingsFromForm({ on_email: true }).bindings).toEqual([]);
  });
});
