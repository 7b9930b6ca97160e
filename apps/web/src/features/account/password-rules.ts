import { isPasswordWellFormed } from '@diagops/contracts';
import type { FormInstance, FormRule } from 'antd';
import type { TFunction } from 'i18next';

/** The change-password field rules of platform.md §5, texts from the locale files. */
export function passwordRules(t: TFunction, form: Pick<FormInstance, 'getFieldValue'>) {
  const current: FormRule[] = [{ required: true, message: t('account.password.currentRequired') }];
  const next: FormRule[] = [
    { required: true, message: t('account.password.newRequired') },
    {
      validator: async (_r, v: string) => {
        if (!v) return;
        if (v === form.getFieldValue('password')) throw new Error(t('account.password.sameAsCurrent'));
        if (!isPasswordWellFormed(v)) throw new Error(t('account.password.rule'));
        const confirm = form.getFieldValue('confirmPwd');
        if (confirm && confirm !== v) throw new Error(t('account.password.mismatch'));
      },
    },
  ];
  const confirm: FormRule[] = [
    { required: true, message: t('account.password.confirmRequired') },
    {
      validator: async (_r, v: string) => {
        if (v && v !== form.getFieldValue('newpassword1')) throw new Error(t('account.password.mismatch'));
      },
    },
  ];
  return { current, next, confirm };
}
