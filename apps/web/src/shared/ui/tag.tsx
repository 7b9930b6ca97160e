import { CloseOutlined } from '@ant-design/icons';
import type { CSSProperties, HTMLAttributes, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { mix, readableShade } from '../theme/contrast';
import { away, backgrounds } from '../theme/theme-colors';
import { type ThemeMode, useTheme } from '../theme/theme-store';
import quiet from './quiet-button.module.css';
import styles from './tag.module.css';

/** antd's status colours: a tint with the theme's readable status text (decision 0013) */
const STATUS = new Set(['success', 'processing', 'error', 'warning', 'default']);

/**
 * Colour names shown through the status colours, which the theme keeps readable; antd's preset
 * palettes put text at about 3.3:1 on their tints.
 */
const READABLE: Record<string, string> = { green: 'success', red: 'error', orange: 'warning', gold: 'warning', blue: 'processing' };

/** The status names' own hues (antd's), for dark mode. */
const STATUS_HEX: Record<string, string> = { green: '#52c41a', red: '#ff4d4f', orange: '#fa8c16', gold: '#faad14', blue: '#1677ff' };

/** antd's other preset palettes, shown as a shade of their own hue that reads on the surface. */
const PRESET_HEX: Record<string, string> = {
  cyan: '#13c2c2',
  purple: '#722ed1',
  magenta: '#eb2f96',
  geekblue: '#2f54eb',
  volcano: '#fa541c',
  lime: '#7cb305',
};

/**
 * A tag's colour in this mode: a status colour for the common names; antd's other presets
 * (cyan at 3.5:1, purple …) in the shade of their hue that reaches AA on this mode's
 * backgrounds; anything else as it is.
 */
export function tagColor(color: string, mode: ThemeMode = useTheme.getState().mode): string {
  const status = READABLE[color];
  // the dark status texts stay near 4:1 on the dark surfaces: there the status names take the same path as the presets
  if (status && mode !== 'dark') return status;
  const hex = PRESET_HEX[color] ?? STATUS_HEX[color];
  if (!hex) return color;
  return readableShade(hex, backgrounds(mode), away(mode));
}

/** the surface a tag's tint is mixed on (--diagops-surface) */
const SURFACE: Record<ThemeMode, string> = { light: '#ffffff', dark: '#141414' };

/**
 * A custom colour as a tint of it and text in it, the text moved just far enough to read on the
 * tint too; a colour that is not hex is left to CSS (tag.module.css).
 */
function customStyle(color: string, mode: ThemeMode): CSSProperties {
  const shade = tagColor(color, mode);
  if (!/^#[0-9a-f]{6}$/i.test(shade)) return { '--diagops-tag-color': shade } as CSSProperties;
  const bg = mix(SURFACE[mode], shade, 0.1);
  return { '--diagops-tag-bg': bg, '--diagops-tag-text': readableShade(shade, [bg, ...backgrounds(mode)], away(mode)) } as CSSProperties;
}

export type TagProps = Omit<HTMLAttributes<HTMLSpanElement>, 'color'> & {
  /** a status (success, processing, error, warning, default), one of antd's preset names, or a CSS colour */
  color?: string;
  icon?: ReactNode;
  /** shows a close button named in the current language */
  closable?: boolean;
  onClose?: () => void;
  'data-testid'?: string;
};

/**
 * antd 6's Tag as the console uses it (filled: a tint and its colour's text, no border),
 * readable in both modes, without antd's Tag (decision 0012).
 */
export function Tag({ color, icon, closable, onClose, className, style, children, ...rest }: TagProps) {
  const { t } = useTranslation();
  const mode = useTheme((s) => s.mode); // a switch of mode re-renders the tag in its colour for that mode
  const status = color === undefined ? 'default' : STATUS.has(color) ? color : tagColor(color, mode);
  const own = STATUS.has(status) ? undefined : customStyle(color!, mode);
  return (
    <span data-tag className={`${styles.tag} ${own ? styles.custom : styles[status]} ${className ?? ''}`} style={{ ...own, ...style }} {...rest}>
      {icon}
      {icon ? <span>{children}</span> : children}
      {closable && (
        <button type="button" className={`${quiet.quiet} ${styles.close}`} aria-label={t('common.close')} onClick={onClose}>
          <CloseOutlined />
        </button>
      )}
    </span>
  );
}
