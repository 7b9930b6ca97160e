import { type KeyboardEvent, type Ref, type TextareaHTMLAttributes, useLayoutEffect, useRef } from 'react';
import { bothRefs, type FieldLook, fieldClass, isInvalid, useFieldContext, useShownText } from './field-frame';
import styles from './input.module.css';

type Props = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'size'> &
  Pick<FieldLook, 'size' | 'status' | 'variant'> & {
    ref?: Ref<HTMLTextAreaElement>;
    /** grows with its text between these rows (antd's autoSize) */
    autoSize?: boolean | { minRows?: number; maxRows?: number };
    /** shows "length / maxLength" under it */
    showCount?: boolean;
    /** Enter pressed (not while composing): the chat sends on it */
    onPressEnter?: (e: KeyboardEvent<HTMLTextAreaElement>) => void;
  };

// 14 px × antd's line height, the box's vertical padding and border
const LINE = 22;
const FRAME = 10;

/** Multi-line text in antd's look (antd's Input.TextArea): rows, autoSize, maxLength, showCount. */
export function TextArea({ ref, size, status, variant, autoSize, showCount, onPressEnter, className, style, disabled, ...area }: Props) {
  const { text, track } = useShownText(area.value, area.defaultValue);
  const own = useRef<HTMLTextAreaElement>(null);
  const look = useFieldContext(size, disabled);
  const invalid = isInvalid(status, area['aria-invalid']);
  const rows = typeof autoSize === 'object' ? autoSize : autoSize ? {} : null;
  useLayoutEffect(() => {
    const el = own.current;
    if (!el || !rows) return;
    el.style.height = 'auto';
    const min = (rows.minRows ?? 1) * LINE + FRAME;
    const max = rows.maxRows ? rows.maxRows * LINE + FRAME : Number.POSITIVE_INFINITY;
    el.style.height = `${Math.min(max, Math.max(min, el.scrollHeight + 2))}px`;
  });
  const box = fieldClass({ ...look, invalid, variant }, styles.area, rows ? styles.autoSize : undefined, !showCount && className);
  const control = (
    <span className={box} style={showCount ? undefined : style}>
      <textarea
        {...area}
        ref={bothRefs(own, ref)}
        disabled={look.disabled}
        rows={rows ? (rows.minRows ?? 1) : area.rows}
        onChange={(e) => {
          track(e.target.value);
          area.onChange?.(e);
        }}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && !e.nativeEvent.isComposing) onPressEnter?.(e);
          area.onKeyDown?.(e);
        }}
      />
    </span>
  );
  if (!showCount) return control;
  const length = [...String(text)].length;
  return (
    <span className={className} style={{ display: 'block', ...style }}>
      {control}
      <span className={styles.areaCount}>{area.maxLength ? `${length} / ${area.maxLength}` : length}</span>
    </span>
  );
}
