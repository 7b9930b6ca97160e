/** The whole-page loading state while a screen's code (and antd with it) loads. */
export { PageLoading as RouteLoading } from '../../shared/components/page-loading';
