import styles from './sign-in-form.module.css';

export type SignInMode = 'password' | 'sms' | 'email';
type Props = { value: SignInMode; onChange: (mode: SignInMode) => void; labels: Record<SignInMode, string> };

const MODES: SignInMode[] = ['password', 'sms', 'email'];

/** Password / SMS code / e-mail code: centred tabs (antd's Tabs look, without loading its Tabs and Menu). */
export function SignInTabs({ value, onChange, labels }: Props) {
  const move = (step: number) => {
    const next = MODES[(MODES.indexOf(value) + step + MODES.length) % MODES.length]!;
    onChange(next);
    document.getElementById(`sign-in-tab-${next}`)?.focus();
  };
  return (
    <div
      role="tablist"
      className={styles.tabs}
      onKeyDown={(e) => {
        if (e.key === 'ArrowRight') move(1);
        if (e.key === 'ArrowLeft') move(-1);
      }}
    >
      {MODES.map((m) => (
        <button
          key={m}
          type="button"
          role="tab"
          id={`sign-in-tab-${m}`}
          aria-selected={m === value}
          tabIndex={m === value ? 0 : -1}
          className={m === value ? `${styles.tab} ${styles.active}` : styles.tab}
          onClick={() => onChange(m)}
        >
          {labels[m]}
        </button>
      ))}
    </div>
  );
}
