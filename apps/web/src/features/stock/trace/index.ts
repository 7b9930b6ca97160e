// What other features may use of the trace: the drawer (an SN's way, or a purchase-order line's SNs).
export { TraceDrawer } from './trace-drawer';
