import type english from './en-NG';

const messages: Record<keyof typeof english, string> = {
  'staffJoin.opening': 'Ana buɗe gayyatarku',
  'staffJoin.loading': 'Ana ɗora gayyatar',
  'staffJoin.title': 'Shiga {store}',
  'staffJoin.invited': '{owner} ya gayyace ku, {name}, don ku yi aiki a {store} a matsayin {role}.',
  'staffJoin.canDo': 'Abin da za ku iya yi',
  'staffJoin.goneTitle': 'Wannan gayyatar ta ƙare ko an riga an yi amfani da ita',
  'staffJoin.goneText':
    'Ku roƙi mai shagon ya aiko muku sabuwar gayyata. Idan kun riga kun shiga, ku shiga asusunku don zuwa shagon.',
  'staffJoin.failedTitle': 'Ba a iya buɗe gayyatar ba',
  'staffJoin.failedText': 'Ku duba hanyar sadarwarku, sannan ku sake buɗe mahaɗin.',
  'staffJoin.signIn': 'Shiga',
  'staffJoin.goKasuwa': 'Je Kasuwa',
  'staffJoin.tryAgain': 'An sami matsala. Ku sake gwadawa.',
  'staffJoin.signInWith': 'Za ku shiga da {contact} da kalmar sirrin da kuka zaɓa yanzu.',
  'staffJoin.password': 'Zaɓi kalmar sirri',
  'staffJoin.passwordAgain': 'Sake rubuta ta',
  'staffJoin.email': 'Imel (ba dole ba)',
  'staffJoin.emailHint': 'Don rasiɗi, da canza kalmar sirri idan kun manta ta',
  'staffJoin.join': 'Shiga {store}',
  'staffJoin.hasAccount':
    '{contact} yana da asusun Kasuwa tuni. Ku shiga da shi, sannan ku dawo nan don shiga.',
  'staffJoin.signInToAccept': 'Shiga don karɓa',
  'staffJoin.signOut': 'Fita',
  'staffJoin.joinAs': 'Shiga {store} a matsayin {name}',
  'staffJoin.field.passwordShort': 'Aƙalla haruffa 8',
  'staffJoin.field.passwordLong': 'Kada ya wuce haruffa 128',
  'staffJoin.field.email': 'Ku rubuta imel mai kyau, ko ku bar shi babu komai',
  'staffJoin.field.mismatch': 'Kalmomin sirrin biyu ba iri ɗaya ba ne',

  'staffJoin.role.manager': 'Manaja',
  'staffJoin.role.sales': 'Mai sayarwa',
  'staffJoin.role.stock': 'Mai kula da kaya',
  'staffJoin.role.custom': 'Na musamman',
  'staffJoin.roleText.manager':
    'Yana gudanar da shagon tare da mai shi: komai sai mayar da kuɗi, kuɗin da ake tura banki, tsari da ma’aikata.',
  'staffJoin.roleText.sales':
    'Yana rubuta siyarwa, yana gani da aika oda, yana kula da abokan ciniki; yana ganin kaya amma ba zai canza su ba.',
  'staffJoin.roleText.stock': 'Yana ƙarawa da canza kaya, kuma yana tabbatar da ƙidayar kaya daidai ce.',
  'staffJoin.roleText.custom': 'Mai shagon ya zaɓi ainihin abin da za ku iya yi.',
  'staffJoin.perm.productsRead': 'Ganin kaya da yawansu',
  'staffJoin.perm.productsWrite': 'Ƙara da canza kaya da rukunonin kaya',
  'staffJoin.perm.inventoryWrite': 'Gyara yawan kaya',
  'staffJoin.perm.ordersRead': 'Ganin oda',
  'staffJoin.perm.ordersFulfil': 'Tabbatar, aika da isar da oda',
  'staffJoin.perm.ordersRefund': 'Mayar da kuɗin odar da aka biya',
  'staffJoin.perm.salesRecord': 'Rubuta siyarwa (Sabuwar siyarwa, odar WhatsApp, mahaɗin biya)',
  'staffJoin.perm.customersRead': 'Ganin abokan ciniki',
  'staffJoin.perm.customersWrite': 'Ƙara da canza abokan ciniki',
  'staffJoin.perm.discountsManage': 'Rangwame da hanyoyin isarwa',
  'staffJoin.perm.invoicesManage': 'Takardun biya da rasiɗi',
  'staffJoin.perm.marketingManage': 'Kamfen, saƙonni ga abokan ciniki da manhajojin da aka haɗa',
  'staffJoin.perm.analyticsRead': 'Ganin alƙaluman siyarwa da rahotannin shago',
  'staffJoin.perm.moneyRead':
    'Ganin shafin Kuɗi (sauran kuɗi da kuɗin da aka tura banki, ba neman turawa ba)',
  'staffJoin.perm.settingsManage': 'Saitunan shago, salo da masu biyan kuɗi',
};

export default messages;
export const reviewed: readonly string[] = [];
