import { DownOutlined, UpOutlined } from '@ant-design/icons';
import { type InputHTMLAttributes, type Ref, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import quiet from '../quiet-button.module.css';
import { bothRefs, FieldFrame, type FieldLook, isInvalid, splitFrame, useFieldContext } from './field-frame';
import styles from './input.module.css';
import { clamp, formatNumber, inRange, parseNumber, roundTo, stepFrom } from './number-text';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'size' | 'prefix' | 'value' | 'defaultValue' | 'onChange' | 'min' | 'max' | 'step' | 'type'> &
  FieldLook & {
    ref?: Ref<HTMLInputElement>;
    value?: number | null;
    defaultValue?: number | null;
    /** the number typed (rounded to precision) while it is within the range, null when emptied */
    onChange?: (value: number | null) => void;
    min?: number;
    max?: number;
    step?: number;
    /** decimals shown, and kept, once the field is left */
    precision?: number;
  };

/**
 * A number in antd's look (antd's InputNumber): a spin button that takes what is typed while it
 * is a number within min..max and, when left, puts an out-of-range number back within them and
 * shows it with `precision` decimals. Arrow keys and the step buttons step by `step`.
 */
export function NumberInput(props: Props) {
  const [frame, { ref, value, defaultValue, onChange, min, max, step = 1, precision, disabled, ...input }] = splitFrame(props);
  const { t } = useTranslation();
  const own = useRef<HTMLInputElement>(null);
  const look = useFieldContext(frame.size, disabled);
  const controlled = value !== undefined;
  const [inner, setInner] = useState<number | null>(defaultValue ?? null);
  const current = controlled ? value : inner;
  const [text, setText] = useState(() => formatNumber(current, precision));
  // a new value from outside (a form reset, a loaded record) replaces the text, unless the text already says it
  useEffect(() => {
    setText((shown) => (parseNumber(shown) === (current ?? null) ? shown : formatNumber(current, precision)));
  }, [current, precision]);
  const commit = (n: number | null) => {
    if (!controlled) setInner(n);
    if (n !== (current ?? null)) onChange?.(n);
  };
  const stepBy = (direction: 1 | -1) => {
    if (look.disabled || input.readOnly) return;
    const n = stepFrom(parseNumber(text) ?? current, direction, step, { min, max, precision });
    setText(formatNumber(n, precision));
    commit(n);
  };
  const invalid = isInvalid(frame.status, input['aria-invalid']);
  const stepButton = (direction: 1 | -1) => (
    <button
      type="button"
      tabIndex={-1}
      className={`${quiet.quiet} ${styles.step}`}
      aria-label={direction === 1 ? t('common.increase') : t('common.decrease')}
      disabled={direction === 1 ? current != null && max !== undefined && current >= max : current != null && min !== undefined && current <= min}
      onMouseDown={(e) => e.preventDefault()}
      onClick={() => {
        stepBy(direction);
        own.current?.focus();
      }}
    >
      {direction === 1 ? <UpOutlined /> : <DownOutlined />}
    </button>
  );
  return (
    <FieldFrame frame={frame} look={{ ...look, invalid }} frameClass={styles.number}>
      <input
        autoComplete="off"
        inputMode={precision === 0 ? 'numeric' : 'decimal'}
        {...input}
        ref={bothRefs(own, ref)}
        role="spinbutton"
        aria-valuemin={min}
        aria-valuemax={max}
        aria-valuenow={current ?? undefined}
        disabled={look.disabled}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          const n = parseNumber(e.target.value);
          if (n === null) commit(null);
          else if (n !== undefined && inRange(n, min, max)) commit(roundTo(n, precision));
        }}
        onBlur={(e) => {
          const n = parseNumber(text);
          // what is not a number yet ("-") gives way to the last number
          const kept = n === undefined ? (current ?? null) : n === null ? null : roundTo(clamp(n, min, max), precision);
          setText(formatNumber(kept, precision));
          commit(kept);
          input.onBlur?.(e);
        }}
        onKeyDown={(e) => {
          if (e.key === 'ArrowUp' || e.key === 'ArrowDown') {
            e.preventDefault();
            stepBy(e.key === 'ArrowUp' ? 1 : -1);
          }
          input.onKeyDown?.(e);
        }}
      />
      {!input.readOnly && (
        <span className={styles.steps}>
          {stepButton(1)}
          {stepButton(-1)}
        </span>
      )}
    </FieldFrame>
  );
}
