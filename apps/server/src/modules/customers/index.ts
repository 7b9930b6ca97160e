// What other areas may use of customers: its routes, summaries, the read-only column set,
// the caller of a CUSTOMER route and the operation records of the customer detail.
export { type CustomerCaller, customerOf } from './customer-caller';
export { type CustomerEventInput, recordCustomerEvent } from './customer-events';
/** A check an area above runs on every customer call (the legal area's acceptance gate). */
export { type CustomerGate, installCustomerGate } from './customer-gate';
export { seedCustomerDemo } from './customers.demo';
export { CUSTOMERS_MENU } from './customers.menu';
export { customersRoutes } from './customers.routes';
/** What the customers area offers the console-wide search (phones masked as in its list). */
export { customerSearch } from './customers.search';
export { type CustomerSummary, findCustomerByAccount, getCustomer } from './customers.service';
/** Counts for the dashboards: registrations per month, country or source; the total. */
export { customerCounts, customerTotal } from './customers.stats';
export { customerColumns } from './customers.views';
/** Points another area grants or takes inside its own transaction (a redeemed recharge card). */
export { changeCustomerPoints, customerPoints, expireCustomerPoints } from './points.service';
/** The devices area keeps each customer's bound SN count (USER-10) in its own transactions. */
export { maskCustomerPhone, setBoundSnCounts } from './staff.repository';
