import { isPasswordWellFormed, MAINLAND_PHONE } from '@diagops/contracts';
import type { FormRule } from 'antd';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../shared/i18n/i18n';
import { passwordRules } from './password-rules';

type Validator = (rule: unknown, value: string) => Promise<void>;
const validatorOf = (rules: FormRule[]) => (rules.find((r) => typeof r === 'object' && 'validator' in r) as { validator: Validator }).validator;

function rulesFor(values: Record<string, string>) {
  const t = i18n.getFixedT('zh-CN');
  return passwordRules(t, { getFieldValue: (name: string) => values[name] } as never);
}

describe('change-password rules (platform.md §5)', () => {
  it('requires each field with its own message', () => {
    const r = rulesFor({});
    expect(r.current[0]).toMatchObject({ required: true, message: '请输入当前密码' });
    expect(r.next[0]).toMatchObject({ required: true, message: '请输入新密码' });
    expect(r.confirm[0]).toMatchObject({ required: true, message: '请输入确认密码' });
  });

  it('refuses a new password equal to the current one', async () => {
    const v = validatorOf(rulesFor({ password: 'Abcdef12' }).next);
    await expect(v({}, 'Abcdef12')).rejects.toThrow('新密码不可和当前密码相同!');
  });

  it('refuses a malformed new password with the rule text', async () => {
    const v = validatorOf(rulesFor({ password: 'old' }).next);
    for (const bad of ['abc12', '12345678', 'abcdefgh', 'ABCDEFGH', '!@#$%^&*', 'Abc 12345', `${'a'.repeat(31)}1`]) {
      await expect(v({}, bad)).rejects.toThrow('密码规则不对,按上述规则输入!');
    }
    await expect(v({}, 'abcd1234')).resolves.toBeUndefined();
  });

  it('requires the confirmation to match', async () => {
    await expect(validatorOf(rulesFor({ password: 'x', confirmPwd: 'Other123' }).next)({}, 'Abcdef12')).rejects.toThrow('新密码和确认密码不相同!');
    await expect(validatorOf(rulesFor({ newpassword1: 'Abcdef12' }).confirm)({}, 'Abcdef13')).rejects.toThrow('新密码和确认密码不相同!');
    await expect(validatorOf(rulesFor({ newpassword1: 'Abcdef12' }).confirm)({}, 'Abcdef12')).resolves.toBeUndefined();
  });

  it('shares the rule with the server (contracts)', () => {
    expect(isPasswordWellFormed('Abcdef12')).toBe(true);
    expect(isPasswordWellFormed('abcdefgh')).toBe(false);
  });
});

describe('phone rule', () => {
  it('accepts 11-digit mainland numbers starting 13–19 only', () => {
    for (const ok of ['13800138000', '19912345678']) expect(MAINLAND_PHONE.test(ok)).toBe(true);
    for (const bad of ['12800138000', '1380013800', '138001380001', '010-12345678', '+8613800138000']) expect(MAINLAND_PHONE.test(bad)).toBe(false);
  });
});
