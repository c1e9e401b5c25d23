import type english from './en-NG';

const messages: Record<keyof typeof english, string> = {
  'subscription.title': 'Subscription',
  'subscription.backToDashboard': 'Go back to dashboard',
  'subscription.loading': 'E dey load',
  'subscription.included': 'E dey inside',
  'subscription.locked': 'E lock',
  'subscription.comingSoon': 'E dey come soon',
  'subscription.withSoon': '{words} (e dey come soon)',
  'subscription.currentPlan': 'Your plan now',
  'subscription.status': '{status, select, active {active} grace {Payment don pass time} other {don cancel}}',
  'subscription.interval': '{interval, select, annual {Every year} other {Every month}}',
  'subscription.period': '{interval} · {start} reach {end}',
  'subscription.periodCard': '{interval} · {start} reach {end} · card wey end with {last4}',
  'subscription.granted':
    'Na Kasuwa give you this plan: you no dey pay for am and e no go renew. Choose plan if you wan pay for am yourself.',
  'subscription.graceCard':
    'Your renewal payment no work. We dey try again once every day; change your card for down (we go try the new card in few minutes) before {date} make you keep {plan}.',
  'subscription.graceManual':
    'The time wey you pay for don finish. Pay for the next period before {date} make you keep {plan}.',
  'subscription.manualNote':
    'You pay without card, so e no go renew by imself: we go remind you 7, 3 and 1 day before {date}, and you go pay the next period with card, transfer or USSD.',
  'subscription.payNext': 'Pay for the next period',
  'subscription.ends': 'Your plan go end on {date} and e no go renew.',
  'subscription.changesTo': 'E go change to {plan} ({interval}) on {date}.',
  'subscription.stores': 'Shops: {used} out of {limit}',
  'subscription.storesUnlimited': 'Shops: {used}, no limit',
  'subscription.storesUsed': 'Shops wey you don use',
  'subscription.feature.customisation': 'Your own colours and banner',
  'subscription.feature.multiCurrency': 'Sell with other currencies',
  'subscription.feature.discountCodes': 'Discount codes',
  'subscription.feature.campaigns': 'Campaigns to customers',
  'subscription.feature.customDomain': 'Your own domain name',
  'subscription.feature.prioritySupport': 'Support wey go attend to you first',
  'subscription.seats': '{seats, plural, one {# staff} other {# staff}}',
  'subscription.seatsUnlimited': 'Staff wey no get limit',
  'subscription.smsCredits': 'SMS credit: {count} every month',
  'subscription.keepPlan': 'Keep my plan',
  'subscription.cancelAtEnd': 'Cancel when the period end',
  'subscription.keepTitle': 'Choose the shops wey you go keep',
  'subscription.keepText':
    'Your plan carry {limit, plural, one {# shop} other {# shops}}. The others go still dey online but dem no go take new product or order. Nothing go delete.',
  'subscription.readOnly': '{store} · you fit only look am',
  'subscription.keepStores': 'Keep these shops',

  'subscription.confirm.failedTitle': 'We no fit confirm this payment',
  'subscription.confirm.noReference': 'The payment reference no dey.',
  'subscription.confirm.twiceTitle': 'Person don already pay for this plan',
  'subscription.confirm.twiceText':
    'We no use this payment: we dey refund all the money back to your card. Your plan dey as e dey.',
  'subscription.confirm.okTitle': 'Thank you: your plan don start',
  'subscription.confirm.okText': 'You dey on {plan} now. Receipt dey come for your e-mail.',
  'subscription.confirm.declinedTitle': 'The payment no go',
  'subscription.confirm.declinedText':
    'We no collect any money for your plan. You fit try again with another card.',
  'subscription.confirm.back': 'Go back to subscription',
  'subscription.confirm.anotherStore': 'Open another shop',

  'subscription.change.title': 'Change plan',
  'subscription.change.priceFailed': 'We no fit get price for this plan. Try again.',
  'subscription.change.startFailed': 'The payment no fit start. Try again.',
  'subscription.change.monthly': 'Every month',
  'subscription.change.annual': 'Every year (2 months free)',
  'subscription.change.interval': 'How often you go pay',
  'subscription.change.plan': 'Plan',
  'subscription.change.perInterval': '{price} / {interval, select, annual {year} other {month}}',
  'subscription.change.continue': 'Continue',
  'subscription.change.price': 'Price',
  'subscription.change.scheduled':
    'E go start on {date}, when the time wey you pay for finish. Nothing to pay now.',
  'subscription.change.priceLine': 'Price: {amount}',
  'subscription.change.credit': 'The part of your plan now wey you never use: −{amount}',
  'subscription.change.toPay': 'Wetin you go pay now: {amount}',
  'subscription.change.startsOn': 'E go start {date}.',
  'subscription.change.runsManual':
    'E go run reach {date}, then you go pay for the next period (we go remind you 7, 3 and 1 day before).',
  'subscription.change.runsAuto': 'E go run reach {date}, then e go renew by imself.',
  'subscription.change.billingName': 'Name wey go dey the bill',
  'subscription.change.billingEmail': 'E-mail for the bill',
  'subscription.change.payWith': 'Pay with',
  'subscription.change.card': 'Card (safe payment page)',
  'subscription.change.transfer': 'Transfer (account number for this payment only)',
  'subscription.change.ussd': 'USSD (dial code from the phone wey get your bank)',
  'subscription.change.balance': 'Pay from my Kasuwa balance',
  'subscription.change.manualNote':
    'Plan wey you pay with transfer or USSD no dey renew by imself: we go remind you before e end, and you go pay the next period any way wey you like.',
  'subscription.change.bank': 'Your bank',
  'subscription.change.bankHint': 'Choose your bank',
  'subscription.change.balanceStore': 'Which shop balance you go pay from',
  'subscription.change.available': '{store}: {amount} dey',
  'subscription.change.short': 'This balance no reach {amount}. Pay with card, or choose another shop.',
  'subscription.change.fromBalance':
    'We go collect {amount} from this shop balance now, and renewal go come from am too (your saved card, if you get one, when the balance no reach).',
  'subscription.change.back': 'Back',
  'subscription.change.schedule': 'Schedule the change',
  'subscription.change.payFromBalance': 'Pay {amount} from balance',
  'subscription.change.pay': 'Pay {amount}',
  'subscription.change.payingBalance': 'We dey pay from your balance…',
  'subscription.change.gettingDetails': 'We dey get your payment details…',
  'subscription.change.opening': 'We dey open the safe payment page…',
  'subscription.change.receivedTitle': 'We don receive the payment',
  'subscription.change.received':
    'Thank you: {amount} don land. Your {plan} plan go dey active until {date}.',
  'subscription.change.balanceTitle': 'Payment don go',
  'subscription.change.balancePaid':
    'You don pay {amount} from your Kasuwa balance. Your {plan} plan go dey active until {date}.',
  'subscription.change.scheduledTitle': 'Change don schedule',
  'subscription.change.scheduledText': 'Your plan go change on {date}.',
  'subscription.field.billingName': 'Put the name wey go dey the bill.',
  'subscription.field.billingNameLong': 'The name no fit pass 120 letters.',
  'subscription.field.billingEmail': 'Put e-mail for the bill.',
  'subscription.field.billingEmailLong': 'The e-mail too long.',
  'subscription.field.emailInvalid': 'Put correct e-mail address.',

  'subscription.method.title': 'How you dey pay',
  'subscription.method.checkFailed': 'We no fit check this card',
  'subscription.method.checking': 'We dey check your new card…',
  'subscription.method.savedTitle': 'We don save your new card',
  'subscription.method.saved':
    'Renewal go dey come from the card wey end with {last4} now. We don return the {check} check money to am.',
  'subscription.method.notChangedTitle': 'Your card no change',
  'subscription.method.declined': 'The bank no gree for the check.',
  'subscription.method.notReusable':
    'We no fit charge this card again for renewal, so we don return the check money.',
  'subscription.method.stillCharged': 'Renewal still dey come from the card wey end with {last4}.',
  'subscription.method.savedCard': 'Saved card wey end with {last4}',
  'subscription.method.balanceOf': 'Balance of {store} ({amount} dey)',
  'subscription.method.cardSaved': 'Card wey end with {last4} dey saved.',
  'subscription.method.cardSavedExpires': 'Card wey end with {last4} (e go expire {expires}) dey saved.',
  'subscription.method.noCard': 'No card dey saved.',
  'subscription.method.fromBalance': 'Renewal dey come from the balance of {store}.',
  'subscription.method.fromBalanceAndCard':
    'Renewal dey come from the balance of {store}, and from the card when the balance no reach.',
  'subscription.method.yourStore': 'your shop',
  'subscription.method.toCard': 'Renewal dey come from am.',
  'subscription.method.expiresTitle': 'Your card go expire before your next renewal',
  'subscription.method.expires': 'Change am before {date} make your plan renew without wahala.',
  'subscription.method.checkNote':
    '{replacing, select, yes {To change} other {To save}} card, we go do {check} check for Paystack page, and we go return the money sharp sharp. If e no work, nothing go change.',
  'subscription.method.replace': 'Change card',
  'subscription.method.add': 'Add card',
  'subscription.method.renewWith': 'Pay renewal with',
  'subscription.method.save': 'Save',

  'subscription.manual.ussdLabel': 'USSD payment',
  'subscription.manual.transferLabel': 'Transfer details',
  'subscription.manual.nothingYet':
    'Nothing never land. Transfer dey usually show in one minute; we still dey look.',
  'subscription.manual.checkFailed': 'We no fit check the payment. Try again.',
  'subscription.manual.sendExactly': 'Send exactly {amount} to this account from your bank app:',
  'subscription.manual.bank': 'Bank: {bank}',
  'subscription.manual.accountNumber': 'Account number',
  'subscription.manual.accountName': 'Account name: {name}',
  'subscription.manual.amount': 'Amount',
  'subscription.manual.oneOff': 'This account na for this payment only: no reference to type.',
  'subscription.manual.openUntil':
    'E dey open until {time} ({left} remain). If you send different amount, or send after that time, we go return am.',
  'subscription.manual.closed':
    'E dey open until {time} (e don close). If you send different amount, or send after that time, we go return am.',
  'subscription.manual.dial':
    'Dial this with the phone wey get your {bank} account, then follow wetin e talk:',
  'subscription.manual.code': 'Code',
  'subscription.manual.rejected':
    'Your bank send {sent}, no be {amount}, so e don go back to you. Send the exact amount.',
  'subscription.manual.return':
    '{amount} {reason, select, underpaid {no reach wetin the plan cost, so we no use am} overpaid {pass wetin the plan cost: the extra} late {land after you don pay for the plan another way} other {na second payment}} {done, select, yes {don go back to you.} other {dey go back to you.}}',
  'subscription.manual.unchanged': 'Your plan no change. Start again make you get new account.',
  'subscription.manual.alreadyPaid':
    'You don already pay for your plan, so we no use this payment and we go refund all.',
  'subscription.manual.failed': 'This payment no go. Start again, or choose another way to pay.',
  'subscription.manual.havePaid': 'I don pay',
  'subscription.manual.waiting': 'We dey wait for your payment…',

  'subscription.history.title': 'Payment history',
  'subscription.history.invoice': 'Invoice {reference} (PDF)',
  'subscription.history.date': 'Date',
  'subscription.history.plan': 'Plan',
  'subscription.history.amount': 'Amount',
  'subscription.history.status': 'Status',
  'subscription.history.reference': 'Reference',
  'subscription.history.invoiceCol': 'Invoice',
  'subscription.history.cardCheck': 'Card check (we return am sharp sharp)',
  'subscription.history.charge':
    '{plan} · {interval, select, annual {every year} other {every month}} · {kind, select, subscribe {new plan} upgrade {upgrade} other {renewal}}',
  'subscription.history.chargeStatus':
    '{status, select, pending {e dey wait} paid {don pay} failed {e no work} underpaid {money no reach} returned {don return} refund_due {refund dey come} refunding {dey refund} other {don refund}}',

  'subscription.upgrade.title': 'Upgrade make you unlock am',
  'subscription.upgrade.to': 'Upgrade to {plan}',
};

export default messages;
export const reviewed: readonly string[] = [];
