// The front door of modules/ledger: what other modules may use (.dependency-cruiser.cjs, module-internals).
export {
  armRelease,
  captureToEscrow,
  dueForRelease,
  findHold,
  findHoldByConfirmToken,
  freezeIfHeld,
  heldAmount,
  lockHold,
  releaseEscrow,
  reserveRefund,
  reverseRefund,
  setFrozen,
  unarmedHolds,
} from './escrow.service';
export { type FinancialReport, financialReport, platformMoney } from './ledger.reports.service';
export {
  availableBalance,
  payPlanFromBalance,
  platformFeeRevenue,
  recordCardCheck,
  recordCardCheckRefund,
  recordPlanPayment,
  reverseCardCheckRefund,
  storeBalances,
  storeEntries,
} from './ledger.service';
export {
  allPayouts,
  bankAccountsOf,
  finishPayout,
  listBanks,
  paidOutTotals,
  payoutsOfStore,
  requestPayout,
  saveBankAccount,
} from './payouts.service';
export {
  recordPlanOverpayment,
  recordPlanOverpaymentRefund,
  recordPlanTransferReturn,
  recordPlanTransferReturnRefund,
  reversePlanOverpaymentRefund,
  reversePlanTransferReturnRefund,
} from './plan-overpayments.service';
export {
  outstandingTransferReturns,
  recordTransferReturn,
  recordTransferReturnRefund,
} from './transfer-returns.service';
