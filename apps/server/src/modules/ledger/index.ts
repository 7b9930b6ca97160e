// What other areas may use of the value ledger (decision 0029): appending entries inside their own
// transaction, a card's entries and the fold that derives its status, and the entry listeners.
export {
  appendLedgerEntries,
  appendLedgerEntry,
  CARD_KIND_STATUS,
  cardLedger,
  foldCardStatus,
  type LedgerEntryInput,
  type LedgerListener,
  type LedgerRow,
  onLedgerEntry,
  orderLedger,
  presentLedgerEntry,
} from './ledger.service';
/** Counts for the dashboards: card entries (sales, refunds, redemptions) per month or kind, with the money moved. */
export { cardEntryCounts } from './ledger.stats';
/** Tables the finance reports read and its rules screen edits (read-only to every other area). */
export { pointsAllocations, pointsRules, valueLedger } from './ledger.tables';
/** Points awards that expire and the spends that draw from them (decision 0040). */
export {
  type AwardRest,
  awardExpiry,
  awardRests,
  customersWithExpiredAwards,
  POINTS_RULE,
  recordDraw,
} from './points-awards';
