import styles from './page-loading.module.css';

/** A whole-page loading state without a dark mask (a screen's code loading, the user loading): plain, so it does not wait for antd. */
export function PageLoading() {
  return (
    <div className={styles.page} data-testid="page-loading">
      <span className={styles.spinner} role="status" aria-busy="true" />
    </div>
  );
}
