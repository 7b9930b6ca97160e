import { SearchOutlined } from '@ant-design/icons';
import { type KeyboardEvent, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { bothRefs } from './field-frame';
import styles from './input.module.css';
import { TextInput, type TextInputProps } from './text-input';

type Props = Omit<TextInputProps, 'addonAfter' | 'joinedAfter'> & {
  /** Enter or the search button: the text searched for */
  onSearch?: (value: string, e?: KeyboardEvent<HTMLInputElement> | React.MouseEvent<HTMLButtonElement>) => void;
};

/** A search box: Enter or its named button searches (antd's Input.Search). */
export function SearchInput({ onSearch, ref, ...props }: Props) {
  const { t } = useTranslation();
  const own = useRef<HTMLInputElement>(null);
  return (
    <TextInput
      {...props}
      ref={bothRefs(own, ref)}
      onPressEnter={(e) => {
        onSearch?.(e.currentTarget.value, e);
        props.onPressEnter?.(e);
      }}
      joinedAfter={
        <button
          type="button"
          className={styles.searchButton}
          aria-label={t('common.search')}
          disabled={props.disabled}
          onClick={(e) => onSearch?.(own.current?.value ?? '', e)}
        >
          <SearchOutlined />
        </button>
      }
    />
  );
}
