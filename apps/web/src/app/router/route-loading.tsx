import styles from './route-loading.module.css';

/** The whole-page loading state while a screen's code (and antd with it) loads: plain, so the first page does not wait for antd. */
export function RouteLoading() {
  return (
    <div className={styles.page} data-testid="page-loading">
      <span className={styles.spinner} role="status" aria-busy="true" />
    </div>
  );
}
