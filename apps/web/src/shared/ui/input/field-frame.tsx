import { ConfigProvider } from 'antd';
import { type CSSProperties, type ReactNode, type Ref, useState } from 'react';
import styles from './input.module.css';

export type FieldSize = 'small' | 'middle' | 'large';

/** What every plain input takes besides its native element's attributes (antd's names). */
export type FieldLook = {
  size?: FieldSize;
  /** 'error' marks the field as breaking its rule; a Form.Item says so through aria-invalid */
  status?: 'error' | 'warning' | '';
  variant?: 'outlined' | 'borderless';
  prefix?: ReactNode;
  suffix?: ReactNode;
  addonBefore?: ReactNode;
  addonAfter?: ReactNode;
  className?: string;
  style?: CSSProperties;
};

/**
 * The size and disabled state a field takes from around it: a Form's (or ConfigProvider's)
 * `size` and `disabled` reach antd's inputs this way, so the plain ones read the same.
 */
export function useFieldContext(size: FieldSize | undefined, disabled: boolean | undefined) {
  const { componentSize, componentDisabled } = ConfigProvider.useConfig();
  return { size: size ?? (componentSize as FieldSize | undefined) ?? 'middle', disabled: disabled ?? componentDisabled ?? false };
}

/** Shown as breaking its rule: said by `status`, or by the aria-invalid a Form.Item sets. */
export const isInvalid = (status: FieldLook['status'], ariaInvalid: unknown) => status === 'error' || ariaInvalid === true || ariaInvalid === 'true';

export const fieldClass = (look: { size: FieldSize; disabled: boolean; invalid: boolean; variant?: string }, ...more: (string | false | undefined)[]) =>
  [
    styles.field,
    look.size === 'large' && styles.large,
    look.size === 'small' && styles.small,
    look.invalid && styles.invalid,
    look.disabled && styles.disabled,
    look.variant === 'borderless' && styles.borderless,
    ...more,
  ]
    .filter(Boolean)
    .join(' ');

const FRAME_KEYS: readonly string[] = ['size', 'status', 'variant', 'prefix', 'suffix', 'addonBefore', 'addonAfter', 'className', 'style'];

/** Splits a field's props into its box's (FieldLook) and the rest, which go to the control. */
export function splitFrame<P extends FieldLook>(props: P): [FieldLook, Omit<P, keyof FieldLook>] {
  const frame: Record<string, unknown> = {};
  const rest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) (FRAME_KEYS.includes(key) ? frame : rest)[key] = value;
  return [frame as FieldLook, rest as Omit<P, keyof FieldLook>];
}

/** The bordered box (prefix, the control, suffix) and, when there are addons, the group joining them to it. */
export function FieldFrame({
  frame,
  look,
  frameClass,
  suffix = frame.suffix,
  joinedAfter,
  children,
}: {
  frame: FieldLook;
  look: { size: FieldSize; disabled: boolean; invalid: boolean };
  frameClass?: string;
  /** what ends the box, when more than the field's own suffix (the clear button, the count) */
  suffix?: ReactNode;
  joinedAfter?: ReactNode;
  children: ReactNode;
}) {
  const { prefix, addonBefore, addonAfter, className, style } = frame;
  const grouped = addonBefore != null || addonAfter != null || joinedAfter != null;
  const box = (
    <span className={fieldClass({ ...look, variant: frame.variant }, frameClass, !grouped && className)} style={grouped ? undefined : style}>
      {prefix != null && <span className={styles.prefix}>{prefix}</span>}
      {children}
      {suffix != null && <span className={styles.suffix}>{suffix}</span>}
    </span>
  );
  if (!grouped) return box;
  return (
    <span className={[styles.group, className].filter(Boolean).join(' ')} style={style}>
      {addonBefore != null && <span className={styles.addon}>{addonBefore}</span>}
      {box}
      {addonAfter != null && <span className={styles.addon}>{addonAfter}</span>}
      {joinedAfter}
    </span>
  );
}

/** The text a field shows, whether its owner holds the value (`value`) or the field does (`defaultValue` only). */
export function useShownText(value: unknown, defaultValue: unknown) {
  const [typed, setTyped] = useState(defaultValue ?? '');
  return { text: value !== undefined ? value : typed, track: (next: string) => value === undefined && setTyped(next) };
}

/** Sets a controlled input's value as typing would, so its onChange gets a real change event (the clear button). */
export function typeInto(el: HTMLInputElement | HTMLTextAreaElement | null, value: string) {
  if (!el) return;
  const proto = el instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(el, value);
  el.dispatchEvent(new Event('input', { bubbles: true }));
}

/** Connects a forwarded ref and a local one to the same element. */
export function bothRefs<T>(local: { current: T | null }, forwarded: Ref<T> | undefined) {
  return (el: T | null) => {
    local.current = el;
    if (typeof forwarded === 'function') forwarded(el);
    else if (forwarded) (forwarded as { current: T | null }).current = el;
  };
}
