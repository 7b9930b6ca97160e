import { CloseCircleFilled } from '@ant-design/icons';
import { type ChangeEvent, type InputHTMLAttributes, type KeyboardEvent, type ReactNode, type Ref, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import quiet from '../quiet-button.module.css';
import { bothRefs, FieldFrame, type FieldLook, isInvalid, splitFrame, typeInto, useFieldContext, useShownText } from './field-frame';
import styles from './input.module.css';

export type TextInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'size' | 'prefix'> &
  FieldLook & {
    ref?: Ref<HTMLInputElement>;
    /** a button that empties the field, shown while it holds text */
    allowClear?: boolean;
    /** shows "length / maxLength" (or the length) at its end */
    showCount?: boolean;
    onPressEnter?: (e: KeyboardEvent<HTMLInputElement>) => void;
    /** more at its end after the clear button and the count (the password's eye, the search's nothing) */
    trailing?: ReactNode;
    /** a control joined to the box's end as it is (the search button), where addonAfter wraps a text */
    joinedAfter?: ReactNode;
  };

const lengthOf = (v: unknown) => (v === undefined || v === null ? 0 : [...String(v)].length);

/**
 * A one-line text input in antd's look, with antd Input's props (prefix, suffix, addons,
 * allowClear, showCount, onPressEnter). Every other attribute (id, name, data-testid,
 * aria-*) goes to the <input>; `className` and `style` to its box.
 */
export function TextInput(props: TextInputProps) {
  const [frame, { ref, allowClear, showCount, onPressEnter, trailing, joinedAfter, disabled, ...input }] = splitFrame(props);
  const { t } = useTranslation();
  const own = useRef<HTMLInputElement>(null);
  const look = useFieldContext(frame.size, disabled);
  // uncontrolled use (no value prop) still needs to know whether there is text to clear or count
  const { text: value, track } = useShownText(input.value, input.defaultValue);
  const invalid = isInvalid(frame.status, input['aria-invalid']);
  const count = showCount ? (input.maxLength ? `${lengthOf(value)} / ${input.maxLength}` : String(lengthOf(value))) : null;
  const clearable = allowClear && !look.disabled && !input.readOnly;
  const end =
    clearable || count || frame.suffix != null || trailing ? (
      <>
        {clearable && (
          <button
            type="button"
            tabIndex={-1}
            className={`${quiet.quiet} ${styles.action} ${lengthOf(value) === 0 ? styles.hidden : ''}`}
            aria-label={t('common.clear')}
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => {
              typeInto(own.current, '');
              own.current?.focus();
            }}
          >
            <CloseCircleFilled />
          </button>
        )}
        {trailing}
        {count}
        {frame.suffix}
      </>
    ) : undefined;
  return (
    <FieldFrame frame={frame} look={{ ...look, invalid }} suffix={end} joinedAfter={joinedAfter}>
      <input
        {...input}
        ref={bothRefs(own, ref)}
        disabled={look.disabled}
        onChange={(e: ChangeEvent<HTMLInputElement>) => {
          track(e.target.value);
          input.onChange?.(e);
        }}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && !e.nativeEvent.isComposing) onPressEnter?.(e);
          input.onKeyDown?.(e);
        }}
      />
    </FieldFrame>
  );
}
