/** This part's texts in Nigerian English; its other languages have the same keys (scripts/check-messages.ts). */
const messages = {
  // The page (SubscriptionPage)
  'subscription.title': 'Subscription',
  'subscription.backToDashboard': 'Back to dashboard',
  'subscription.loading': 'Loading',
  'subscription.included': 'Included',
  'subscription.locked': 'Locked',
  'subscription.comingSoon': 'Coming soon',
  'subscription.withSoon': '{words} (coming soon)',
  'subscription.currentPlan': 'Current plan',
  'subscription.status': '{status, select, active {active} grace {Payment overdue} other {cancelled}}',
  'subscription.interval': '{interval, select, annual {Annual} other {Monthly}}',
  'subscription.period': '{interval} · {start} to {end}',
  'subscription.periodCard': '{interval} · {start} to {end} · card ending {last4}',
  'subscription.granted':
    'Granted by Kasuwa: this plan is not billed and does not renew. Choose a plan to pay for it yourself.',
  'subscription.graceCard':
    'Your renewal payment failed. We retry once a day; replace your card below (we then try the new card within minutes) before {date} to keep {plan}.',
  'subscription.graceManual':
    'Your paid period has ended. Pay for the next period before {date} to keep {plan}.',
  'subscription.manualNote':
    'Paid without a card, so it does not renew by itself: we remind you 7, 3 and 1 days before {date}, and you pay the next period by card, transfer or USSD.',
  'subscription.payNext': 'Pay for the next period',
  'subscription.ends': 'Your plan ends on {date} and will not renew.',
  'subscription.changesTo': 'Changes to {plan} ({interval}) on {date}.',
  'subscription.stores': 'Stores: {used} of {limit}',
  'subscription.storesUnlimited': 'Stores: {used} of unlimited',
  'subscription.storesUsed': 'Stores used',
  'subscription.feature.customisation': 'Custom colours and banner',
  'subscription.feature.multiCurrency': 'Selling in other currencies',
  'subscription.feature.discountCodes': 'Discount codes',
  'subscription.feature.campaigns': 'Campaigns to customers',
  'subscription.feature.customDomain': 'A custom domain',
  'subscription.feature.prioritySupport': 'Priority support',
  'subscription.seats': '{seats, plural, one {# staff seat} other {# staff seats}}',
  'subscription.seatsUnlimited': 'Unlimited staff seats',
  'subscription.smsCredits': 'SMS credits: {count} a month',
  'subscription.keepPlan': 'Keep my plan',
  'subscription.cancelAtEnd': 'Cancel at period end',
  'subscription.keepTitle': 'Choose the stores to keep',
  'subscription.keepText':
    'Your plan includes {limit, plural, one {# store} other {# stores}}. The others stay online but take no new products or orders. Nothing is deleted.',
  'subscription.readOnly': '{store} · read-only',
  'subscription.keepStores': 'Keep these stores',

  // Back from the payment page (SubscriptionConfirmPage)
  'subscription.confirm.failedTitle': 'We could not confirm this payment',
  'subscription.confirm.noReference': 'The payment reference is missing.',
  'subscription.confirm.twiceTitle': 'This plan was already paid for',
  'subscription.confirm.twiceText':
    'This payment was not used: it is being refunded in full to your card. Your plan is not affected.',
  'subscription.confirm.okTitle': 'Thank you: your plan is active',
  'subscription.confirm.okText': 'You are now on {plan}. A receipt is on its way by e-mail.',
  'subscription.confirm.declinedTitle': 'The payment did not go through',
  'subscription.confirm.declinedText':
    'Nothing was charged for your plan. You can try again with another card.',
  'subscription.confirm.back': 'Back to subscription',
  'subscription.confirm.anotherStore': 'Open another store',

  // Changing plan (ChangePlan)
  'subscription.change.title': 'Change plan',
  'subscription.change.priceFailed': 'Could not price this plan. Try again.',
  'subscription.change.startFailed': 'The payment could not start. Try again.',
  'subscription.change.monthly': 'Monthly',
  'subscription.change.annual': 'Annual (2 months free)',
  'subscription.change.interval': 'Billing interval',
  'subscription.change.plan': 'Plan',
  'subscription.change.perInterval': '{price} / {interval, select, annual {year} other {month}}',
  'subscription.change.continue': 'Continue',
  'subscription.change.price': 'Price',
  'subscription.change.scheduled': 'Starts on {date}, when your paid period ends. Nothing to pay now.',
  'subscription.change.priceLine': 'Price: {amount}',
  'subscription.change.credit': 'Unused part of your current plan: −{amount}',
  'subscription.change.toPay': 'To pay now: {amount}',
  'subscription.change.startsOn': 'Starts {date}.',
  'subscription.change.runsManual':
    'Runs until {date}, then you pay the next period (we remind you 7, 3 and 1 days before).',
  'subscription.change.runsAuto': 'Runs until {date}, then renews automatically.',
  'subscription.change.billingName': 'Name on the bill',
  'subscription.change.billingEmail': 'Billing email',
  'subscription.change.payWith': 'Pay with',
  'subscription.change.card': 'Card (secure payment page)',
  'subscription.change.transfer': 'Bank transfer (an account number for this payment)',
  'subscription.change.ussd': 'USSD (dial a code from your bank phone)',
  'subscription.change.balance': 'Pay from my Kasuwa balance',
  'subscription.change.manualNote':
    'A plan paid by transfer or USSD does not renew by itself: we remind you before it ends, and you pay the next period the way you like.',
  'subscription.change.bank': 'Your bank',
  'subscription.change.bankHint': 'Choose your bank',
  'subscription.change.balanceStore': 'Store balance to pay from',
  'subscription.change.available': '{store}: {amount} available',
  'subscription.change.short': 'This balance does not cover {amount}. Pay by card, or choose another store.',
  'subscription.change.fromBalance':
    "{amount} is taken from this store's available balance now, and renewals are paid from it too (your saved card, if any, when it is short).",
  'subscription.change.back': 'Back',
  'subscription.change.schedule': 'Schedule the change',
  'subscription.change.payFromBalance': 'Pay {amount} from balance',
  'subscription.change.pay': 'Pay {amount}',
  'subscription.change.payingBalance': 'Paying from your balance…',
  'subscription.change.gettingDetails': 'Getting your payment details…',
  'subscription.change.opening': 'Opening the secure payment page…',
  'subscription.change.receivedTitle': 'Payment received',
  'subscription.change.received': 'Thank you: {amount} arrived. Your {plan} plan is active until {date}.',
  'subscription.change.balanceTitle': 'Payment successful',
  'subscription.change.balancePaid':
    'Paid {amount} from your Kasuwa balance. Your {plan} plan is active until {date}.',
  'subscription.change.scheduledTitle': 'Change scheduled',
  'subscription.change.scheduledText': 'Your plan changes on {date}.',
  'subscription.field.billingName': 'Name on the bill is required.',
  'subscription.field.billingNameLong': 'Name on the bill must be at most 120 characters.',
  'subscription.field.billingEmail': 'Billing email is required.',
  'subscription.field.billingEmailLong': 'Billing email is too long.',
  'subscription.field.emailInvalid': 'Enter a valid email address.',

  // How renewals are paid (PaymentMethod)
  'subscription.method.title': 'Payment method',
  'subscription.method.checkFailed': 'We could not check this card',
  'subscription.method.checking': 'Checking your new card…',
  'subscription.method.savedTitle': 'Your new card is saved',
  'subscription.method.saved':
    'Renewals are now charged to the card ending {last4}. The {check} check is refunded to it.',
  'subscription.method.notChangedTitle': 'Your card was not changed',
  'subscription.method.declined': 'The bank declined the check.',
  'subscription.method.notReusable':
    'This card cannot be charged again for renewals, so the check is refunded.',
  'subscription.method.stillCharged': 'Renewals are still charged to the card ending {last4}.',
  'subscription.method.savedCard': 'Saved card ending {last4}',
  'subscription.method.balanceOf': 'Balance of {store} ({amount} available)',
  'subscription.method.cardSaved': 'Card ending {last4} is saved.',
  'subscription.method.cardSavedExpires': 'Card ending {last4} (expires {expires}) is saved.',
  'subscription.method.noCard': 'No card is saved.',
  'subscription.method.fromBalance': 'Renewals are paid from the balance of {store}.',
  'subscription.method.fromBalanceAndCard':
    'Renewals are paid from the balance of {store}, and from the card when it is short.',
  'subscription.method.yourStore': 'your store',
  'subscription.method.toCard': 'Renewals are charged to it.',
  'subscription.method.expiresTitle': 'Your card expires before your next renewal',
  'subscription.method.expires': 'Replace it before {date} so your plan renews without a break.',
  'subscription.method.checkNote':
    "{replacing, select, yes {Replacing} other {Saving}} a card takes a {check} check on Paystack's page, refunded at once. If it does not go through, nothing changes.",
  'subscription.method.replace': 'Replace card',
  'subscription.method.add': 'Add a card',
  'subscription.method.renewWith': 'Pay renewals with',
  'subscription.method.save': 'Save',

  // Paying a plan by transfer or USSD (PlanManualPayment)
  'subscription.manual.ussdLabel': 'USSD payment',
  'subscription.manual.transferLabel': 'Bank transfer details',
  'subscription.manual.nothingYet':
    'Nothing has arrived yet. Transfers usually show within a minute; we keep looking.',
  'subscription.manual.checkFailed': 'Could not check the payment. Try again.',
  'subscription.manual.sendExactly': 'Send exactly {amount} to this account from your bank app:',
  'subscription.manual.bank': 'Bank: {bank}',
  'subscription.manual.accountNumber': 'Account number',
  'subscription.manual.accountName': 'Account name: {name}',
  'subscription.manual.amount': 'Amount',
  'subscription.manual.oneOff': 'This account is for this payment only: no reference to type.',
  'subscription.manual.openUntil':
    'Open until {time} ({left} left). A different amount, or a transfer after that, is sent back to you.',
  'subscription.manual.closed':
    'Open until {time} (closed). A different amount, or a transfer after that, is sent back to you.',
  'subscription.manual.dial': 'Dial this on the phone of your {bank} account and follow the prompts:',
  'subscription.manual.code': 'Code',
  'subscription.manual.rejected':
    'Your bank sent {sent}, not {amount}, so it was sent back to you. Send the exact amount.',
  'subscription.manual.return':
    '{amount} {reason, select, underpaid {was less than the plan costs, so it was not used} overpaid {was more than the plan costs: the extra} late {arrived after your plan was paid another way} other {was a second payment}} {done, select, yes {has been sent back to you.} other {is being sent back to you.}}',
  'subscription.manual.unchanged': 'Your plan has not changed. Start again to get a new account.',
  'subscription.manual.alreadyPaid':
    'Your plan was already paid, so this payment was not used and is refunded in full.',
  'subscription.manual.failed': 'This payment did not go through. Start again, or choose another way to pay.',
  'subscription.manual.havePaid': 'I have paid',
  'subscription.manual.waiting': 'Waiting for your payment…',

  // Billing history (BillingHistory)
  'subscription.history.title': 'Billing history',
  'subscription.history.invoice': 'Invoice {reference} (PDF)',
  'subscription.history.date': 'Date',
  'subscription.history.plan': 'Plan',
  'subscription.history.amount': 'Amount',
  'subscription.history.status': 'Status',
  'subscription.history.reference': 'Reference',
  'subscription.history.invoiceCol': 'Invoice',
  'subscription.history.cardCheck': 'Card check (refunded at once)',
  'subscription.history.charge':
    '{plan} · {interval, select, annual {annual} other {monthly}} · {kind, select, subscribe {subscribe} upgrade {upgrade} other {renewal}}',
  'subscription.history.chargeStatus':
    '{status, select, pending {pending} paid {paid} failed {failed} underpaid {underpaid} returned {returned} refund_due {refund due} refunding {refunding} other {refunded}}',

  // A locked feature (UpgradeNotice)
  'subscription.upgrade.title': 'Upgrade to unlock',
  'subscription.upgrade.to': 'Upgrade to {plan}',
};

export default messages;
export const reviewed: readonly string[] = [];
