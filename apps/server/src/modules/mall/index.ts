// What other areas may use of the mall: its routes and menu, and what it sold for the finance reports.
export { MALL_MENU } from './mall.menu';
/** Lines of orders paid, succeeded payments and refunds in [from, to) (optionally one currency, customer or line kind), for the finance reports. */
export {
  type MallReport,
  type MallReportLine,
  type MallReportPayment,
  type MallReportRefund,
  type MallReportWindow,
  mallOrderLinesForReport,
} from './mall.report';
export { mallRoutes } from './mall.routes';
/** What the mall offers the console-wide search: orders by number, e-mail and an SN's owner. */
export { orderSearch } from './mall.search';
