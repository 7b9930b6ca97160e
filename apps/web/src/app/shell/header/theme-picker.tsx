import { BgColorsOutlined } from '@ant-design/icons';
import { DEFAULT_THEME_COLOR } from '@diagops/contracts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { setThemeColor, useTheme } from '../../../shared/theme/theme-store';
import { IconButton } from '../../../shared/ui/icon-button';
import ui from '../../../shared/ui/ui.module.css';
import { usePopup } from '../../../shared/ui/use-dismiss';
import styles from './theme-picker.module.css';

export const THEME_PRESETS = [DEFAULT_THEME_COLOR, '#1677ff', '#722ed1', '#13c2c2', '#52c41a', '#fa8c16', '#f5222d', '#2f54eb'];
const HEX = /^#[0-9a-f]{6}$/;

/**
 * Theme colour picker (default #199ed9), remembered per browser: eight suggested colours, the
 * browser's own colour chooser and a hex field. Plain controls, so the shell does not load
 * antd's ColorPicker (which brings Collapse and its colour library; decision 0012).
 */
export function ThemePicker() {
  const { t } = useTranslation();
  const color = useTheme((s) => s.color).toLowerCase();
  const { open, setOpen, box, trigger, id } = usePopup();
  const [hex, setHex] = useState(color);
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => setHex(color), [color]);
  // the browser's chooser reports every step of a drag: the console follows when it settles
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const apply = (value: string, delay = 0) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setThemeColor(value), delay);
  };
  const applyHex = () => {
    const value = (hex.startsWith('#') ? hex : `#${hex}`).toLowerCase();
    if (HEX.test(value)) apply(value);
    else setHex(color);
  };
  const moveAmongPresets = (e: React.KeyboardEvent<HTMLButtonElement>) => {
    const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[e.key];
    if (!step) return;
    e.preventDefault();
    const all = [...(panel.current?.querySelectorAll<HTMLButtonElement>('[data-preset]') ?? [])];
    const i = all.indexOf(e.currentTarget);
    all[(i + step + all.length) % all.length]?.focus();
  };
  return (
    <div className={ui.anchor} ref={box}>
      <IconButton
        ref={trigger}
        tip={open ? undefined : t('shell.theme')}
        aria-label={t('shell.theme')}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        icon={<BgColorsOutlined style={{ color }} />}
        testId="theme-picker"
        onClick={() => {
          setOpen((o) => !o);
          if (!open) requestAnimationFrame(() => panel.current?.querySelector<HTMLButtonElement>('[aria-pressed="true"], [data-preset]')?.focus());
        }}
      />
      {open && (
        <div id={id} ref={panel} role="dialog" aria-label={t('shell.theme')} className={`${ui.popup} ${ui.end} ${styles.panel}`}>
          <fieldset className={styles.group}>
            <legend className={ui.panelTitle}>{t('shell.themePresets')}</legend>
            <div className={styles.presets}>
              {THEME_PRESETS.map((preset) => (
                <button
                  key={preset}
                  type="button"
                  data-preset={preset}
                  data-testid="theme-preset"
                  aria-label={preset}
                  aria-pressed={preset === color}
                  title={preset}
                  className={styles.swatch}
                  style={{ background: preset }}
                  onClick={() => apply(preset)}
                  onKeyDown={moveAmongPresets}
                />
              ))}
            </div>
          </fieldset>
          <div className={styles.custom}>
            <label className={styles.native}>
              <input type="color" value={color} onChange={(e) => apply(e.target.value, 150)} data-testid="theme-custom" />
              <span>{t('shell.themeCustom')}</span>
            </label>
            <input
              className={styles.hex}
              aria-label={t('shell.themeHex')}
              value={hex}
              maxLength={7}
              spellCheck={false}
              data-testid="theme-hex"
              onChange={(e) => setHex(e.target.value.trim())}
              onBlur={applyHex}
              onKeyDown={(e) => {
                if (e.key === 'Enter') applyHex();
              }}
            />
          </div>
        </div>
      )}
    </div>
  );
}
