import type english from './en-NG';

const messages: Record<keyof typeof english, string> = {
  'subscription.title': 'Ịkwụ ụgwọ atụmatụ',
  'subscription.backToDashboard': 'Laghachi na dashboard',
  'subscription.loading': 'Ọ na-abata',
  'subscription.included': 'Ọ dị n’ime ya',
  'subscription.locked': 'Emechiri ya',
  'subscription.comingSoon': 'Ọ na-abịa n’oge na-adịghị anya',
  'subscription.withSoon': '{words} (ọ na-abịa)',
  'subscription.currentPlan': 'Atụmatụ gị ugbu a',
  'subscription.status':
    '{status, select, active {na-arụ ọrụ} grace {Oge ịkwụ ụgwọ agafeela} other {akagbuola}}',
  'subscription.interval': '{interval, select, annual {Kwa afọ} other {Kwa ọnwa}}',
  'subscription.period': '{interval} · {start} ruo {end}',
  'subscription.periodCard': '{interval} · {start} ruo {end} · kaadị na-ejedebe na {last4}',
  'subscription.granted':
    'Kasuwa nyere gị atụmatụ a: ị naghị akwụ ụgwọ ya, ọ naghịkwa emegharị onwe ya. Họrọ atụmatụ ma ị chọrọ ịkwụ ụgwọ ya n’onwe gị.',
  'subscription.graceCard':
    'Ịkwụ ụgwọ mmeghari gị agaghị. Anyị na-anwa ọzọ otu ugboro kwa ụbọchị; gbanwee kaadị gị n’okpuru (anyị ga-anwa kaadị ọhụrụ n’ime nkeji) tupu {date} ka ị jigide {plan}.',
  'subscription.graceManual':
    'Oge ị kwụrụ ụgwọ ya agwụla. Kwụọ ụgwọ oge na-esote tupu {date} ka ị jigide {plan}.',
  'subscription.manualNote':
    'Akwụrụ ụgwọ na-ejighị kaadị, ya mere ọ naghị emegharị onwe ya: anyị ga-echetara gị ụbọchị 7, 3 na 1 tupu {date}, ị ga-akwụ ụgwọ oge na-esote site na kaadị, nnyefe ego ma ọ bụ USSD.',
  'subscription.payNext': 'Kwụọ ụgwọ oge na-esote',
  'subscription.ends': 'Atụmatụ gị ga-akwụsị na {date}, ọ gaghịkwa emegharị.',
  'subscription.changesTo': 'Ọ ga-agbanwe gaa na {plan} ({interval}) na {date}.',
  'subscription.stores': 'Ụlọ ahịa: {used} n’ime {limit}',
  'subscription.storesUnlimited': 'Ụlọ ahịa: {used}, enweghị oke',
  'subscription.storesUsed': 'Ụlọ ahịa ejiri',
  'subscription.feature.customisation': 'Agba na ọkọlọtọ nke gị',
  'subscription.feature.multiCurrency': 'Ire n’ego mba ọzọ',
  'subscription.feature.discountCodes': 'Koodu mbelata ọnụ ahịa',
  'subscription.feature.campaigns': 'Mgbasa ozi nye ndị ahịa',
  'subscription.feature.customDomain': 'Aha ngalaba nke gị',
  'subscription.feature.prioritySupport': 'Enyemaka ngwa ngwa',
  'subscription.seats': '{seats, plural, other {Ndị ọrụ #}}',
  'subscription.seatsUnlimited': 'Ndị ọrụ na-enweghị oke',
  'subscription.smsCredits': 'Kredit SMS: {count} kwa ọnwa',
  'subscription.keepPlan': 'Jigide atụmatụ m',
  'subscription.cancelAtEnd': 'Kagbuo na njedebe oge',
  'subscription.keepTitle': 'Họrọ ụlọ ahịa ị ga-ejigide',
  'subscription.keepText':
    'Atụmatụ gị nwere {limit, plural, other {ụlọ ahịa #}}. Ndị ọzọ ga-anọ n’ịntanetị mana ha agaghị anabata ngwa ahịa ma ọ bụ ọda ọhụrụ. Ọ dịghị ihe ehichapụrụ.',
  'subscription.readOnly': '{store} · ile anya naanị',
  'subscription.keepStores': 'Jigide ụlọ ahịa ndị a',

  'subscription.confirm.failedTitle': 'Anyị enweghị ike ịkwado ịkwụ ụgwọ a',
  'subscription.confirm.noReference': 'Nọmba ntụaka ịkwụ ụgwọ adịghị.',
  'subscription.confirm.twiceTitle': 'Akwụọla ụgwọ atụmatụ a',
  'subscription.confirm.twiceText':
    'Ejighị ịkwụ ụgwọ a: a na-akwụghachi ego ahụ niile na kaadị gị. Atụmatụ gị agbanweghị.',
  'subscription.confirm.okTitle': 'Daalụ: atụmatụ gị na-arụ ọrụ',
  'subscription.confirm.okText': 'Ị nọ na {plan} ugbu a. Rịsịtị na-abịa site n’ozi-e.',
  'subscription.confirm.declinedTitle': 'Ịkwụ ụgwọ ahụ agaghị',
  'subscription.confirm.declinedText':
    'Ewereghị ego ọ bụla maka atụmatụ gị. Ị nwere ike iji kaadị ọzọ nwaa ọzọ.',
  'subscription.confirm.back': 'Laghachi na ịkwụ ụgwọ atụmatụ',
  'subscription.confirm.anotherStore': 'Mepee ụlọ ahịa ọzọ',

  'subscription.change.title': 'Gbanwee atụmatụ',
  'subscription.change.priceFailed': 'Enweghị ike ịchọta ọnụ ahịa atụmatụ a. Nwaa ọzọ.',
  'subscription.change.startFailed': 'Ịkwụ ụgwọ enweghị ike ịmalite. Nwaa ọzọ.',
  'subscription.change.monthly': 'Kwa ọnwa',
  'subscription.change.annual': 'Kwa afọ (ọnwa 2 n’efu)',
  'subscription.change.interval': 'Oge ịkwụ ụgwọ',
  'subscription.change.plan': 'Atụmatụ',
  'subscription.change.perInterval': '{price} / {interval, select, annual {afọ} other {ọnwa}}',
  'subscription.change.continue': 'Gaa n’ihu',
  'subscription.change.price': 'Ọnụ ahịa',
  'subscription.change.scheduled':
    'Ọ ga-amalite na {date}, mgbe oge ị kwụrụ ụgwọ ya gwụrụ. Ọ dịghị ihe ị ga-akwụ ugbu a.',
  'subscription.change.priceLine': 'Ọnụ ahịa: {amount}',
  'subscription.change.credit': 'Akụkụ atụmatụ gị ị na-ejibeghị: −{amount}',
  'subscription.change.toPay': 'Ihe ị ga-akwụ ugbu a: {amount}',
  'subscription.change.startsOn': 'Ọ ga-amalite {date}.',
  'subscription.change.runsManual':
    'Ọ ga-arụ ọrụ ruo {date}, mgbe ahụ ị ga-akwụ ụgwọ oge na-esote (anyị ga-echetara gị ụbọchị 7, 3 na 1 tupu mgbe ahụ).',
  'subscription.change.runsAuto': 'Ọ ga-arụ ọrụ ruo {date}, mgbe ahụ ọ ga-emegharị onwe ya.',
  'subscription.change.billingName': 'Aha dị n’akwụkwọ ụgwọ',
  'subscription.change.billingEmail': 'Ozi-e maka akwụkwọ ụgwọ',
  'subscription.change.payWith': 'Kwụọ ụgwọ site na',
  'subscription.change.card': 'Kaadị (ibe ịkwụ ụgwọ echekwara)',
  'subscription.change.transfer': 'Nnyefe ego n’ụlọ akụ (nọmba akaụntụ maka ịkwụ ụgwọ a)',
  'subscription.change.ussd': 'USSD (pịa koodu site na ekwentị ụlọ akụ gị)',
  'subscription.change.balance': 'Kwụọ site n’ego fọdụrụ m na Kasuwa',
  'subscription.change.manualNote':
    'Atụmatụ akwụrụ site na nnyefe ego ma ọ bụ USSD anaghị emegharị onwe ya: anyị ga-echetara gị tupu ọ kwụsị, ị ga-akwụ ụgwọ oge na-esote otu ị chọrọ.',
  'subscription.change.bank': 'Ụlọ akụ gị',
  'subscription.change.bankHint': 'Họrọ ụlọ akụ gị',
  'subscription.change.balanceStore': 'Ego fọdụrụ n’ụlọ ahịa ị ga-eji kwụọ',
  'subscription.change.available': '{store}: {amount} dị',
  'subscription.change.short': 'Ego a erughị {amount}. Jiri kaadị kwụọ, ma ọ bụ họrọ ụlọ ahịa ọzọ.',
  'subscription.change.fromBalance':
    'A ga-ewepụ {amount} n’ego fọdụrụ n’ụlọ ahịa a ugbu a, a ga-esikwa ebe ahụ kwụọ mmeghari (kaadị gị echekwara, ọ bụrụ na ọ dị, mgbe ego ezughị).',
  'subscription.change.back': 'Azụ',
  'subscription.change.schedule': 'Hazie mgbanwe ahụ',
  'subscription.change.payFromBalance': 'Kwụọ {amount} site n’ego fọdụrụ',
  'subscription.change.pay': 'Kwụọ {amount}',
  'subscription.change.payingBalance': 'Anyị na-akwụ site n’ego fọdụrụ gị…',
  'subscription.change.gettingDetails': 'Anyị na-enweta nkọwa ịkwụ ụgwọ gị…',
  'subscription.change.opening': 'Anyị na-emeghe ibe ịkwụ ụgwọ echekwara…',
  'subscription.change.receivedTitle': 'Anatala ego',
  'subscription.change.received': 'Daalụ: {amount} abatala. Atụmatụ {plan} gị na-arụ ọrụ ruo {date}.',
  'subscription.change.balanceTitle': 'Ịkwụ ụgwọ gara nke ọma',
  'subscription.change.balancePaid':
    'Akwụọla {amount} site n’ego fọdụrụ gị na Kasuwa. Atụmatụ {plan} gị na-arụ ọrụ ruo {date}.',
  'subscription.change.scheduledTitle': 'Ahazila mgbanwe',
  'subscription.change.scheduledText': 'Atụmatụ gị ga-agbanwe na {date}.',
  'subscription.field.billingName': 'Dee aha ga-adị n’akwụkwọ ụgwọ.',
  'subscription.field.billingNameLong': 'Aha ahụ agaghị agafe mkpụrụedemede 120.',
  'subscription.field.billingEmail': 'Dee ozi-e maka akwụkwọ ụgwọ.',
  'subscription.field.billingEmailLong': 'Ozi-e ahụ dị ogologo karịa.',
  'subscription.field.emailInvalid': 'Dee adreesị ozi-e ziri ezi.',

  'subscription.method.title': 'Ụzọ ịkwụ ụgwọ',
  'subscription.method.checkFailed': 'Anyị enweghị ike ịlele kaadị a',
  'subscription.method.checking': 'Anyị na-elele kaadị ọhụrụ gị…',
  'subscription.method.savedTitle': 'Echekwala kaadị ọhụrụ gị',
  'subscription.method.saved':
    'A ga-esi ugbu a na kaadị na-ejedebe na {last4} kwụọ mmeghari. Akwụghachiela ego nlele {check} na ya.',
  'subscription.method.notChangedTitle': 'Agbanweghị kaadị gị',
  'subscription.method.declined': 'Ụlọ akụ jụrụ nlele ahụ.',
  'subscription.method.notReusable':
    'Enweghị ike iwe ego na kaadị a ọzọ maka mmeghari, ya mere akwụghachiela ego nlele.',
  'subscription.method.stillCharged': 'A ka na-esi na kaadị na-ejedebe na {last4} kwụọ mmeghari.',
  'subscription.method.savedCard': 'Kaadị echekwara na-ejedebe na {last4}',
  'subscription.method.balanceOf': 'Ego fọdụrụ na {store} ({amount} dị)',
  'subscription.method.cardSaved': 'Echekwala kaadị na-ejedebe na {last4}.',
  'subscription.method.cardSavedExpires': 'Echekwala kaadị na-ejedebe na {last4} (ọ ga-agwụ {expires}).',
  'subscription.method.noCard': 'Enweghị kaadị echekwara.',
  'subscription.method.fromBalance': 'A na-esi n’ego fọdụrụ na {store} kwụọ mmeghari.',
  'subscription.method.fromBalanceAndCard':
    'A na-esi n’ego fọdụrụ na {store} kwụọ mmeghari, na site na kaadị mgbe ego ezughị.',
  'subscription.method.yourStore': 'ụlọ ahịa gị',
  'subscription.method.toCard': 'Ọ bụ ya ka a na-eji akwụ mmeghari.',
  'subscription.method.expiresTitle': 'Kaadị gị ga-agwụ tupu mmeghari gị na-esote',
  'subscription.method.expires': 'Gbanwee ya tupu {date} ka atụmatụ gị megharịa na-enweghị nkwụsị.',
  'subscription.method.checkNote':
    '{replacing, select, yes {Ịgbanwe} other {Ịchekwa}} kaadị chọrọ nlele {check} na ibe Paystack, a na-akwụghachi ya ozugbo. Ọ bụrụ na ọ gaghị, ọ dịghị ihe ga-agbanwe.',
  'subscription.method.replace': 'Gbanwee kaadị',
  'subscription.method.add': 'Tinye kaadị',
  'subscription.method.renewWith': 'Kwụọ mmeghari site na',
  'subscription.method.save': 'Chekwaa',

  'subscription.manual.ussdLabel': 'Ịkwụ ụgwọ USSD',
  'subscription.manual.transferLabel': 'Nkọwa nnyefe ego n’ụlọ akụ',
  'subscription.manual.nothingYet':
    'Ọ dịbeghị ihe batara. Nnyefe ego na-apụtakarị n’ime otu nkeji; anyị ka na-ele anya.',
  'subscription.manual.checkFailed': 'Enweghị ike ịlele ịkwụ ụgwọ ahụ. Nwaa ọzọ.',
  'subscription.manual.sendExactly': 'Ziga kpọmkwem {amount} na akaụntụ a site na ngwa ụlọ akụ gị:',
  'subscription.manual.bank': 'Ụlọ akụ: {bank}',
  'subscription.manual.accountNumber': 'Nọmba akaụntụ',
  'subscription.manual.accountName': 'Aha akaụntụ: {name}',
  'subscription.manual.amount': 'Ego',
  'subscription.manual.oneOff': 'Akaụntụ a bụ maka ịkwụ ụgwọ a naanị: ọ dịghị ntụaka ị ga-ede.',
  'subscription.manual.openUntil':
    'Ọ ghere oghe ruo {time} ({left} fọdụrụ). Ego dị iche, ma ọ bụ nnyefe mgbe ahụ gachara, a ga-akwụghachi gị ya.',
  'subscription.manual.closed':
    'Ọ ghere oghe ruo {time} (emechiela). Ego dị iche, ma ọ bụ nnyefe mgbe ahụ gachara, a ga-akwụghachi gị ya.',
  'subscription.manual.dial': 'Pịa nke a na ekwentị nke akaụntụ {bank} gị ma soro ntụziaka:',
  'subscription.manual.code': 'Koodu',
  'subscription.manual.rejected':
    'Ụlọ akụ gị zitere {sent}, ọ bụghị {amount}, ya mere akwụghachiela gị ya. Ziga kpọmkwem ego ahụ.',
  'subscription.manual.return':
    '{amount} {reason, select, underpaid {erughị ọnụ ahịa atụmatụ, ya mere ejighị ya} overpaid {karịrị ọnụ ahịa atụmatụ: nke fọdụrụ} late {batara mgbe akwụrụla atụmatụ gị n’ụzọ ọzọ} other {bụ ịkwụ ụgwọ nke abụọ}} {done, select, yes {alaghachiela gị.} other {na-alaghachi gị.}}',
  'subscription.manual.unchanged': 'Atụmatụ gị agbanweghị. Malite ọzọ ka ị nweta akaụntụ ọhụrụ.',
  'subscription.manual.alreadyPaid':
    'Akwụọla ụgwọ atụmatụ gị, ya mere ejighị ịkwụ ụgwọ a, a ga-akwụghachikwa ya niile.',
  'subscription.manual.failed': 'Ịkwụ ụgwọ a agaghị. Malite ọzọ, ma ọ bụ họrọ ụzọ ọzọ ịkwụ ụgwọ.',
  'subscription.manual.havePaid': 'Akwụọla m',
  'subscription.manual.waiting': 'Anyị na-eche ịkwụ ụgwọ gị…',

  'subscription.history.title': 'Akụkọ ịkwụ ụgwọ',
  'subscription.history.invoice': 'Akwụkwọ ụgwọ {reference} (PDF)',
  'subscription.history.date': 'Ụbọchị',
  'subscription.history.plan': 'Atụmatụ',
  'subscription.history.amount': 'Ego',
  'subscription.history.status': 'Ọnọdụ',
  'subscription.history.reference': 'Ntụaka',
  'subscription.history.invoiceCol': 'Akwụkwọ ụgwọ',
  'subscription.history.cardCheck': 'Nlele kaadị (akwụghachiri ozugbo)',
  'subscription.history.charge':
    '{plan} · {interval, select, annual {kwa afọ} other {kwa ọnwa}} · {kind, select, subscribe {atụmatụ ọhụrụ} upgrade {nkwalite} other {mmeghari}}',
  'subscription.history.chargeStatus':
    '{status, select, pending {na-eche} paid {akwụọla} failed {agaghị} underpaid {ezughị} returned {alaghachiri} refund_due {a ga-akwụghachi} refunding {a na-akwụghachi} other {akwụghachiri}}',

  'subscription.upgrade.title': 'Kwalite ka ị mepee ya',
  'subscription.upgrade.to': 'Kwalite gaa na {plan}',
};

export default messages;
export const reviewed: readonly string[] = [];
