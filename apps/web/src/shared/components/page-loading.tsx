import { Spin } from 'antd';

/** A whole-page loading state without a dark mask (lazy pages, loading the user). */
export function PageLoading() {
  return (
    <div style={{ minHeight: '100vh', display: 'grid', placeItems: 'center' }} data-testid="page-loading">
      <Spin size="large" />
    </div>
  );
}
