import {
  type TExpert,
  type TExpertAddRequest,
  type TExpertSelfUpdateRequest,
  type TExpertUpdateRequest,
  ZExpertAddRequest,
  ZExpertSelfUpdateRequest,
  ZExpertUpdateRequest,
} from '@diagops/contracts';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { encryptPassword } from '../../../shared/crypto/encrypt-password';
import { type FormMode, KitEntityForm, type KitField, KitTextField, zodRules } from '../../../shared/kit';
import { addExpert, updateExpert, updateMyExpert } from '../api/expert-calls';

/** Good brands are typed as one text, separated by commas (ASCII or full-width), 、 or semicolons. */
export const splitBrands = (s: unknown) =>
  String(s ?? '')
    .split(/[,，、;；]/)
    .map((b) => b.trim())
    .filter(Boolean);

// the form edits the brands as text; the request's own schema checks the list on submit
const brandsText = z.string().trim().min(1).max(500);
const ADD_FORM = ZExpertAddRequest.extend({ goodBrands: brandsText, password: z.string().min(8).max(30) });
const EDIT_FORM = ZExpertUpdateRequest.omit({ id: true, version: true }).extend({ goodBrands: brandsText });
const OWN_FORM = ZExpertSelfUpdateRequest.omit({ version: true }).extend({ goodBrands: brandsText });

const common: KitField[] = [
  { name: 'name', labelKey: 'experts.name', kind: 'text' },
  { name: 'nickname', labelKey: 'experts.nickname', kind: 'text' },
  { name: 'email', labelKey: 'experts.email', kind: 'text' },
  { name: 'phone', labelKey: 'experts.phone', kind: 'text' },
  { name: 'goodBrands', labelKey: 'experts.goodBrandsInput', kind: 'text' },
  { name: 'experienceStartYear', labelKey: 'experts.experienceStartYear', kind: 'number' },
  { name: 'remark', labelKey: 'experts.remark', kind: 'textarea' },
];

/** `own`: the signed-in expert edits its own profile (no remark: that is the staff's). */
type Props = { mode: FormMode | null; expert: TExpert | null; onClose: () => void; onSaved: () => void; own?: boolean };

/** Add (with the console account and its first password) or edit an expert's profile. */
export function ExpertForm({ mode, expert, onClose, onSaved, own = false }: Props) {
  const adding = mode === 'add';
  const { t } = useTranslation();
  const fields: KitField[] = adding
    ? [{ name: 'account', labelKey: 'experts.account', kind: 'text' }, ...common]
    : own
      ? common.filter((f) => f.name !== 'remark')
      : common;
  const messages = { required: t('kit.required'), invalid: (d: string) => t('kit.invalid', { detail: d }) };
  // the first password is typed masked (the kit's fields are plain text), checked by the same schema
  const password = adding ? (
    <KitTextField
      password
      name="password"
      label={t('experts.password')}
      span={12}
      rules={zodRules(ADD_FORM.shape as Record<string, z.ZodType>, 'password', messages)}
      autoComplete="new-password"
    />
  ) : null;
  return (
    <KitEntityForm<Record<string, unknown>>
      mode={mode}
      titleKey={{ add: 'experts.addTitle', edit: own ? 'experts.editOwnTitle' : 'experts.editTitle', detail: 'experts.detailTitle' }}
      schema={adding ? ADD_FORM : own ? OWN_FORM : EDIT_FORM}
      fields={fields}
      initialValues={expert ? { ...expert, goodBrands: expert.goodBrands.join(', ') } : { experienceStartYear: new Date().getFullYear() - 5 }}
      extra={password}
      onClose={onClose}
      onSubmit={async (v) => {
        const body = { ...v, goodBrands: splitBrands(v.goodBrands), nickname: v.nickname ?? null, remark: v.remark ?? null };
        if (own) {
          const { remark: _remark, ...mine } = body;
          await updateMyExpert({ ...mine, version: expert!.version } as unknown as TExpertSelfUpdateRequest);
        } else if (adding) await addExpert({ ...body, password: await encryptPassword(String(v.password)) } as unknown as TExpertAddRequest);
        else await updateExpert({ ...body, id: expert!.id, version: expert!.version } as unknown as TExpertUpdateRequest);
        onSaved();
      }}
    />
  );
}
