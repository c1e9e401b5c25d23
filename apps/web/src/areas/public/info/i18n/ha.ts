import type english from './en-NG';

const messages: Record<keyof typeof english, string> = {
  'info.legal.eyebrow': 'Shari’a',
  'info.terms.title': 'Sharuɗɗa',
  'info.terms.intro':
    'Ka’idojin masu sayarwa da abokan ciniki masu amfani da Kasuwa, wadda Kasuwa Technologies Ltd, Legas, ke gudanarwa.',
  'info.terms.acceptableUse': 'Amfani da aka yarda',
  'info.terms.vendors': 'Wajiban mai sayarwa',
  'info.terms.customers': 'Haƙƙoƙin abokin ciniki',
  'info.terms.liability': 'Iyakar alhaki',
  'info.terms.disputes': 'Warware ƙorafi',
  'info.terms.changes': 'Canje-canje a sharuɗɗa',
  'info.terms.questions': 'Kuna da tambaya game da waɗannan sharuɗɗa? Ku rubuta zuwa {email}.',
  'info.agreement.title': 'Yarjejeniyar mai amfani',
  'info.agreement.intro':
    'Ta amfani da Kasuwa kun yarda da takardun da ke ƙasa. Dole ne ku kai shekara 18 ko sama, ko shekarun balaga a inda kuke zaune, kafin ku buɗe asusu ko ku saya.',
  'info.card.terms': 'Ka’idojin dandalin don masu sayarwa da abokan ciniki.',
  'info.card.privacyTitle': 'Ka’idar sirri',
  'info.card.privacy': 'Bayanan da muke tattarawa da yadda muke kare su.',
  'info.card.supportTitle': 'Taimako',
  'info.card.support': 'Yadda za ku same mu, awa 24 kullum.',
  'info.card.disclaimerTitle': 'Sanarwar rashin alhaki',
  'info.card.disclaimer': 'Abin da Kasuwa ke da alhakinsa da wanda ba ta da shi.',
  'info.hub.search': 'Nema',
  'info.hub.searchHint': 'Nema da kalma',
  'info.hub.noMatch': 'Babu abin da ya dace da “{query}”.',
  'info.support.eyebrow': 'Taimako',
  'info.support.title': 'Yaya za mu taimaka muku?',
  'info.support.intro':
    'Ƙungiyarmu tana nan awa 24 kullum. Masu tsarin Premium da Enterprise suna samun taimako da farko.',
  'info.support.helpTitle': 'Cibiyar taimako',
  'info.support.help': 'Amsoshin tambayoyin da masu sayarwa da masu saya suka fi yi.',
  'info.support.contactTitle': 'Bayanan tuntuɓa',
  'info.support.contact': 'Imel, waya da WhatsApp.',
  'info.support.docsTitle': 'Takardun bayani',
  'info.support.docs': 'Jagora don kowane ɓangare na shagonku.',
  'info.support.faqTitle': 'Tambayoyi',
  'info.support.faq': 'Nemi tambayoyin da ake yawan yi.',
  'info.support.communityTitle': 'Al’umma',
  'info.support.community': 'Ku koya daga sauran masu sayarwa a Kasuwa.',
  'info.support.languageTitle': 'Harshe da yanki',
  'info.support.language': 'Harsuna, kuɗaɗe da yankunan lokaci.',
  'info.legalHub.title': 'Cibiyar shari’a',
  'info.legalHub.intro': 'Ka’idojin da ke jagorantar Kasuwa, an rubuta su don a karanta.',
  'info.legalHub.terms': 'Ka’idojin dandalin.',
  'info.legalHub.refundTitle': 'Ka’idar mayar da kuɗi',
  'info.legalHub.refund': 'Yadda mayar da kuɗi da ƙorafin ajiya ke aiki.',
  'info.legalHub.disclaimer': 'Iyakar alhakinmu.',
  'info.legalHub.securityTitle': 'Tsaro da biya',
  'info.legalHub.security': 'Yadda muke kiyaye kuɗi da asusu.',
  'info.legalHub.privacy': 'Bayananku da haƙƙoƙinku.',
  'info.legalHub.complianceTitle': 'Bin doka',
  'info.legalHub.compliance': 'Dokokin da muke bi.',
  'info.resources.eyebrow': 'Kayan taimako',
  'info.resources.title': 'Kayan taimako ga masu sayarwa',
  'info.resources.intro': 'Jagora da labarai don taimaka muku ku ƙara sayarwa.',
  'info.resources.guideTitle': 'Jagora',
  'info.resources.guide': 'Daga rajista zuwa siyarwarku ta farko.',
  'info.resources.newTitle': 'Sababbin abubuwa',
  'info.resources.new': 'Sabbin gyare-gyaren Kasuwa.',
  'info.resources.escrowTitle': 'Ajiya',
  'info.resources.escrow': 'Yadda ake kare biya.',
  'info.resources.manualTitle': 'Littafin jagora',
  'info.resources.manual': 'Madogara ga dashboard ɗinku.',
  'info.careers.eyebrow': 'Ayyuka',
  'info.careers.title': 'Ku gina kasuwar gobe tare da mu',
  'info.careers.intro':
    'Mu ƙungiya ce a Legas da ke taimaka wa ƙananan ’yan kasuwa a Afirka su sayar a yanar gizo. Ku shiga mu.',
  'info.careers.open': 'Guraben aiki',
  'info.careers.fullTime': 'Legas · Cikakken lokaci',
  'info.careers.apply': 'Don neman aiki, ku aika da CV ɗinku da ɗan bayani game da aikin zuwa {email}.',
  'info.role.logistics': 'Manajan sufuri da jigila',
  'info.role.logisticsText': 'Gina hanyar abokan isarwarmu a biranen Najeriya.',
  'info.role.transport': 'Masu kula da sufuri',
  'info.role.transportText': 'Gudanar da ɗauka da isarwa na kullum tare da abokan aikinmu.',
  'info.role.qc': 'Manajan duba inganci',
  'info.role.qcText': 'Kafa da aiwatar da duba ingancin kayan da ake sayarwa ta Kasuwa.',
  'info.role.qa': 'Manajan tabbatar da inganci',
  'info.role.qaText': 'Ɗauki nauyin ingancin sabbin sigogin dandalinmu da jin daɗin masu sayarwa.',
  'info.role.finance': 'Ƙwararrun kuɗi da lissafi',
  'info.role.financeText': 'Tabbatar da daidaiton ajiya, kuɗaɗen ciniki da turawa har zuwa kobo.',
  'info.role.audit': 'Masu binciken kuɗi da lissafi',
  'info.role.auditText': 'Binciki littafin lissafinmu, matakan kariya da rahotannin kuɗi.',
  'info.pricing.eyebrow': 'Farashi',
  'info.pricing.title': 'Ku fara kyauta. Ku haɓaka idan kun shirya.',
  'info.pricing.intro':
    'Kowane tsari yana da biya ta kati, USSD da tura kuɗi ta banki da Kasuwa ke riƙewa lafiya. Ana cire kuɗin ciniki na 1.5% a kan kowane kaya da aka sayar.',
  'info.pricing.monthly': 'Wata-wata',
  'info.pricing.annual': 'Shekara (wata 2 kyauta)',
  'info.pricing.failed': 'Ba a iya buɗe tsare-tsaren ba. Ku sake buɗe shafin.',
  'info.pricing.free': 'Kyauta',
  'info.pricing.perMonth': ' / wata',
  'info.pricing.perYear': ' / shekara',
  'info.pricing.startFree': 'Fara kyauta',
  'info.pricing.choose': 'Zaɓi {plan}',
  'info.pricing.goodToKnow': 'Abin da ya kamata ku sani',
  'info.pricing.know.period':
    'Ku biya wata-wata ko shekara-shekara (wata biyu kyauta) ta kati ko daga sauran kuɗinku a Kasuwa; haɓaka tsari yana biyan bambancin lokacin da ya rage kawai, kuma kuna iya sokewa a ƙarshen lokaci.',
  'info.pricing.know.stores':
    'Shaguna da yawa a asusu ɗaya suna cikin Premium (har 5) da Enterprise (babu iyaka).',
  'info.pricing.know.domain':
    'Gyaran shago da sunan yankinku na kanku (da HTTPS kai tsaye) suna cikin tsare-tsaren biya kawai.',
  'info.pricing.know.staff':
    'Asusun ma’aikata suna cikin Premium da Enterprise: ku gayyaci mataimaka da matsayi (Manaja, Siyarwa ko Kaya) don su rubuta siyarwa su kula da kaya ba tare da kalmar sirrinku ba; turawar kuɗi, asusun banki, tsari da ma’aikata suna hannunku.',
  'info.pricing.know.support':
    'Ana samun taimako awa 24 kullum, masu Premium da Enterprise suna samun fifiko.',
  'info.pricing.fees': 'Kuɗaɗen ciniki da turawa',
  'info.pricing.fees.transaction': 'Kuɗin ciniki: 1.5% a kan kowane kaya da aka sayar, a kowane tsari.',
  'info.pricing.fees.naira': 'Turawar naira: cikin awa 24 bayan an saki ajiya.',
  'info.pricing.fees.foreign': 'Turawar kuɗin waje (USD, GBP, EUR): cikin kwanakin aiki 7.',
  'info.page.updated': 'Sabuntawa ta ƙarshe: {date}.',
  'info.eyebrow.about': 'Game da mu',
  'info.eyebrow.invoices': 'Takardun biya da rasiɗi',
  'info.about.title': 'Kayan kasuwanci da aka gina don ƙananan ’yan kasuwa na Afirka',
  'info.about.intro':
    'Kasuwa tana nufin "kasuwa" da Hausa. Muna ba ’yan kasuwa, masu sana’a da masu shaguna shago na kansu, biya mai tsaro da kayan aikin bunƙasa, farawa daga Najeriya.',
  'info.about.why': 'Dalilin kasancewarmu',
  'info.about.believe': 'Abin da muka yi imani da shi',
  'info.about.where': 'Inda muke',
  'info.about.careers': 'Ayyuka a Kasuwa',
  'info.about.contact': 'Tuntuɓe mu',
  'info.invoices.title': 'Takardun biya da rasiɗi na ƙwararru',
  'info.invoices.intro':
    'Takardun biya da rasiɗi da sunan shagonku, ba tare da spreadsheet ba: ku rubuta takardar biya ga abokin cinikin da kuka haɗu da shi a WhatsApp ko a shagonku, kuma kowane biya yana samun rasiɗinsa da kansa.',
  'info.invoices.invoices': 'Takardun biya',
  'info.invoices.receipts': 'Rasiɗi',
  'info.invoices.accounts': 'Don lissafinku',
  'info.privacy.intro': 'Bayanan sirri da Kasuwa ke tattarawa, dalili, da yadda muke kare su.',
  'info.privacy.who': 'Su wanene mu',
  'info.privacy.vendors': 'Bayanan da muke tattarawa daga masu sayarwa',
  'info.privacy.customers': 'Bayanan da muke tattarawa daga abokan ciniki',
  'info.privacy.use': 'Yadda muke amfani da su',
  'info.privacy.protect': 'Yadda muke kare su',
  'info.privacy.rights': 'Haƙƙoƙinku',
  'info.privacy.cookies': 'Kukis',
  'info.refund.intro':
    'Yadda mayar da kuɗi ke aiki idan kun saya daga shago a Kasuwa, da yadda ajiya ke kare kuɗinku.',
  'info.refund.escrow': 'Ajiya na kare kowane biya',
  'info.refund.when': 'Yaushe za ku iya neman a mayar da kuɗi',
  'info.refund.how': 'Yadda ake nema',
  'info.disclaimer.intro': 'Iyakar abin da Kasuwa ke da alhakinsa a matsayin dandalin kasuwa.',
  'info.disclaimer.vendors': 'Masu sayarwa ke sayarwa, Kasuwa ke samar da dandali',
  'info.disclaimer.information': 'Bayanai a shafin',
  'info.disclaimer.availability': 'Samuwa',
  'info.security.intro': 'Yadda Kasuwa ke kiyaye biya da asusu.',
  'info.security.payments': 'Biya',
  'info.security.accounts': 'Asusu',
  'info.security.report': 'Ba da rahoton matsala',
  'info.compliance.intro': 'Dokoki da ƙa’idojin da Kasuwa ke bi.',
  'info.compliance.data': 'Kariyar bayanai',
  'info.compliance.payments': 'Biya da yaƙi da zamba',
  'info.compliance.consumers': 'Kariyar masu saya',
  'info.compliance.prohibited': 'Kayayyakin da aka hana',
  'info.contactInfo.intro':
    'Ƙungiyar taimakonmu tana nan awa 24 kullum. Masu Premium da Enterprise suna samun fifiko.',
  'info.contactInfo.reach': 'Ku same mu',
  'info.contactInfo.before': 'Kafin ku rubuta',
  'info.docs.intro': 'Jagora mataki-mataki don gudanar da shagonku a Kasuwa.',
  'info.docs.start': 'Farawa',
  'info.docs.payments': 'Biya da turawar kuɗi',
  'info.docs.recent': 'Abin da ya canza kwanan nan',
  'info.docs.firstSale': 'Jagora: siyarwarku ta farko',
  'info.community.intro':
    'Ku koya daga sauran masu sayarwa: ku raba abin da ke aiki, ku yi tambayoyi ku haɗu da masu sayarwa kamar ku.',
  'info.community.where': 'Inda al’umma ke haɗuwa',
  'info.community.rules': 'Ka’idojin al’umma',
  'info.language.intro': 'Kasuwa tana hidima ga Najeriya da farko, sauran Afirka na tafe.',
  'info.language.languages': 'Harsuna',
  'info.language.currencies': 'Kuɗaɗe',
  'info.language.time': 'Lokaci da kwanan wata',
  'info.guide.title': 'Jagora: daga rajista zuwa siyarwarku ta farko',
  'info.guide.intro': 'Duk abin da sabon mai sayarwa ke bukatar yi, bi da bi, don fara sayarwa a Kasuwa.',
  'info.guide.step1': '1. Buɗe asusunku',
  'info.guide.step2': '2. Buɗe shagonku',
  'info.guide.step3': '3. Ƙara kaya',
  'info.guide.step4': '4. Tura mahaɗarku',
  'info.guide.step5': '5. Isar da kaya ku karɓi kuɗi',
  'info.whatsNew.title': 'Sababbin abubuwa a Kasuwa',
  'info.whatsNew.intro': 'Sabbin gyare-gyaren dandalin.',
  'info.whatsNew.nov': 'Nuwamba 2026',
  'info.whatsNew.oct': 'Oktoba 2026',
  'info.escrow.title': 'Yadda ajiya ke aiki',
  'info.escrow.intro':
    'Ajiya na kiyaye kuɗin mai saya har sai kaya ya iso, kuma tana kare masu sayarwa daga zamba.',
  'info.escrow.steps': 'Mataki-mataki',
  'info.escrow.wrong': 'Idan wani abu ya samu matsala',
  'info.manual.title': 'Littafin jagoran Kasuwa',
  'info.manual.intro': 'Madogara ga kowane ɓangare na dashboard ɗin mai sayarwa.',
  'info.manual.account': 'Asusu',
  'info.manual.stores': 'Shaguna',
  'info.manual.products': 'Kaya da ajiya',
  'info.manual.orders': 'Oda, ajiya da turawar kuɗi',
  'info.body.about.1':
    'Miliyoyin ’yan kasuwa a Afirka suna sayarwa ta kafofin sada zumunta da baki-da-baki, suna karɓar kuɗi da hannu suna rubuta bayanai a littafi. Shiga yanar gizo ya kasance yana nufin masu rubuta manhaja masu tsada, kamfanonin biya na waje da kayan aikin da ba su san yanayin gida ba.',
  'info.body.about.2':
    'An kafa Kasuwa Technologies Ltd a Legas don canza hakan. Da Kasuwa, mai sayarwa yana buɗe shago a subdomain nasa cikin mintoci, yana karɓar biya ta kati, USSD da tura kuɗi ta banki, kuma ana biyansa ta ajiyar da ke kare ɓangarorin biyu.',
  'info.body.about.3':
    'Amana ita ce kuɗin cinikin yanar gizo: ajiya na kare masu saya har sai an isar, da masu sayarwa daga zamba ta dawo da kuɗi.',
  'info.body.about.4': 'Dole kayan aiki su yi aiki a wayoyi da hanyoyin sadarwa da mutane ke amfani da su.',
  'info.body.about.5':
    'Dole farashi ya zama na gaskiya: ku fara kyauta ku biya ƙaramin kuɗi na 1.5% sai kun sayar.',
  'info.body.about.6': 'Taimako mutum ne da ke amsawa, awa 24 a rana, kwana 7 a mako.',
  'info.body.about.7':
    'Hedkwatar Kasuwa Technologies Ltd tana Legas, Najeriya, tana hidima ga masu sayarwa da masu saya a faɗin ƙasar, kuma ƙara-ƙara a faɗin nahiyar. Ku rubuta zuwa support@kasuwa.ng ko ku ziyarci shafin tuntuɓarmu don samun ƙungiyar.',
  'info.body.contactInfo.1': 'Imel: support@kasuwa.ng',
  'info.body.contactInfo.2': 'Waya da WhatsApp: +234 800 527 8920',
  'info.body.contactInfo.3': 'Adireshin gidan waya: Kasuwa Technologies Ltd, Legas, Najeriya',
  'info.body.contactInfo.4':
    'Ku saka adireshin shagonku (misali yourshop.kasuwa.ng) ko lambar odarku don mu taimaka da sauri.',
  'info.body.community.1': 'Ku nemi shiga ta rubuta zuwa support@kasuwa.ng tare da adireshin shagonku.',
  'info.body.community.2': 'Al’ummar WhatsApp ta Masu Sayarwa a Kasuwa, da rukunoni bisa birni da nau’i',
  'info.body.community.3':
    'Zaman yanar gizo na kowane wata tare da ƙungiyar Kasuwa kan sayarwa, ɗaukar hoto da isarwa',
  'info.body.community.4': 'Taron masu sayarwa a Legas, Abuja da Kano',
  'info.body.community.5': 'Ku riƙa girmamawa.',
  'info.body.community.6': 'Babu spam ko talla ba tare da izini ba.',
  'info.body.community.7': 'Kada ku taɓa raba kalmar sirri ko bayanan biya.',
  'info.body.language.1':
    'Kasuwa tana magana da Turanci, Pidgin, Hausa, Yarbanci, Igbo da Faransanci: ku zaɓi naku a ƙasan shafi, ko a menu na asusunku bayan kun shiga.',
  'info.body.language.2':
    'Shaguna suna sayarwa da naira (NGN) a asali. Shagunan Enterprise kuma suna iya sayarwa da USD, GBP, EUR, GHS, KES da ZAR.',
  'info.body.language.3': 'Ana nuna lokaci a agogon Yammacin Afirka (WAT, UTC+1) sai dai idan kun zaɓi wani.',
  'info.body.guide.1':
    'Ku yi rajista da sunan kasuwancinku da imel, sannan ku tabbatar da imel ɗinku ta mahaɗar da muka aiko.',
  'info.body.guide.2':
    'Ku zaɓi suna, adireshi kamar yourshop.kasuwa.ng, rukunin abin da kuke sayarwa da ɗaya daga cikin jigogi uku. Shagonku zai fara aiki nan take.',
  'info.body.guide.3':
    'Ku ƙara hotuna masu kyau, bayanai na gaskiya, farashi da yawan kaya. Ku tara kaya cikin tarin kaya.',
  'info.body.guide.4':
    'Ku wallafa mahaɗar shagonku a WhatsApp, Instagram da Facebook. Abokan ciniki suna saya ba tare da buɗe asusu ba.',
  'info.body.guide.5':
    'Idan oda ta iso, ku isar da ita. Da zarar abokin ciniki ya tabbatar ya karɓa, kuɗin yana fita daga ajiya zuwa sauran kuɗinku, bayan an cire 1.5%.',
  'info.body.escrow.1':
    'Abokin ciniki yana biya ta kati, USSD ko tura kuɗi ta banki. Kuɗin yana shiga ajiya, ba kai tsaye ga mai sayarwa ba.',
  'info.body.escrow.2': 'Ana sanar da mai sayarwa, sai ya aika da odar.',
  'info.body.escrow.3': 'Abokin ciniki ya tabbatar ya karɓa, ko lokacin isarwa ya wuce ba tare da ƙorafi ba.',
  'info.body.escrow.4':
    'Kasuwa tana sakin kuɗin zuwa sauran kuɗin mai sayarwa, bayan an cire kuɗin ciniki na 1.5%.',
  'info.body.escrow.5':
    'Kuɗin naira yana isa bankin mai sayarwa cikin awa 24; kuɗin waje cikin kwanakin aiki 7.',
  'info.body.escrow.6':
    'Abokin ciniki yana shigar da ƙorafi kafin ya tabbatar da karɓa. Kuɗin yana zama a ajiya yayin da mai saya da mai sayarwa ke ƙoƙarin warware shi; idan ba su iya ba, masu taimakon Kasuwa suna shiga tsakani su yanke hukunci.',
  'info.body.manual.1':
    'Ku yi rajista, ku tabbatar da imel ɗinku ku shiga. Ku zaɓi Remember Me don ku kasance a ciki na kwanaki 30 a na’urarku.',
  'info.body.manual.2':
    'Kun manta kalmar sirri? Ku yi amfani da mahaɗar a shafin shiga; mahaɗar sabuntawa tana aiki sau ɗaya kuma ta ƙare bayan awa ɗaya.',
  'info.body.manual.3':
    'Tsarin kyauta yana da shago ɗaya, Premium har biyar, Enterprise duk yawan da kuke bukata.',
  'info.body.manual.4':
    'Adireshin shago yana amfani da ƙananan haruffa, lambobi da layin haɗi kuma dole ya zama na musamman.',
  'info.body.manual.5':
    'Kaya suna da nau’o’i (girma, launi), farashi daidai har kobo da yawan kaya da ake keɓewa da zarar an yi oda.',
  'info.body.manual.6': 'Tarin kaya yana tara kayayyaki a shagonku.',
  'info.body.manual.7':
    'Kowace oda tana tafiya daga an biya zuwa an aika zuwa an isar. Tabbatar da isarwa yana sakin ajiya.',
  'info.body.manual.8':
    'Sauran kuɗinku da turawar kuɗi suna cikin dashboard ɗinku, tare da duk kuɗaɗen da aka cire.',
  'info.body.invoices.1':
    'Ku rubuta takardar biya daga dashboard ɗinku: kaya daga kundinku ko rubutu na kanku, yawa, rangwame, isarwa da VAT na 7.5% (a cikin farashinku ko a ƙara a sama), ranar biya da bayanai.',
  'info.body.invoices.2':
    'Ku aika ta imel ko SMS, ko ku kwafi mahaɗarta ta sirri ku tura a WhatsApp. Abokin cinikinku yana ganinta da kamannin shagonku kuma yana biya ta kati, walat ko tura kuɗi ta banki.',
  'info.body.invoices.3':
    'Ana yi wa takardun biya da aka biya alama kai tsaye, kayan kundin suna fita daga ajiyarku, kuma kuɗin yana shiga ajiya kamar kowace siyarwa. Ana aika tunatarwa kafin da bayan ranar biya.',
  'info.body.invoices.4':
    'Takardar biya da aka aika ba ta canzawa: don gyara ta, ku soke ta kuma gyararren kwafi zai kasance a shirye don aikawa.',
  'info.body.invoices.5':
    'Kowane biya yana samar da rasiɗi mai lamba a PDF, don takardar A4 ko firintar rasiɗi ta 80 mm, da tambarinku da bayanan shagonku.',
  'info.body.invoices.6':
    'Abokan ciniki suna karɓarsa ta imel kuma suna iya sauke shi daga shafin odarsu; ku kuma kuna sauke shi daga odar a dashboard ɗinku.',
  'info.body.invoices.7':
    'Rasiɗi yana nuna kaya, rangwame, isarwa, VAT, jimla, hanyar biya da lambar shaida. Mayar da kuɗi yana samar da takardar mayar da kuɗi da ke ambaton rasiɗinta.',
  'info.body.invoices.8':
    'Ku fitar da takardun biya, rasiɗi da takardun mayar da kuɗi na kowane lokaci a CSV don raba wa akawun ɗinku. Lambobi suna bi a jere ba tare da gibi ba, kuma adadi daidai ne har kobo.',
  'info.body.whatsNew.1':
    'Shaguna da aka yi don waya: kai mai ƙarami, kwandon siyayya da ke bayyane koyaushe da kammala siyayya da taƙaitawa a farko',
  'info.body.whatsNew.2': 'Abokan ciniki suna biya a shafin biya mai sunan shagonku da launukansa',
  'info.body.whatsNew.3': 'Ku tura kaya a WhatsApp ko ku kwafi mahaɗarsa da taɓawa ɗaya',
  'info.body.whatsNew.4':
    'Ku gudanar da shagonku daga wayarku: sandar ƙasa, editan kaya mai tsara rubutu da katin Tallata shagonku mai lambar QR',
  'info.body.whatsNew.5':
    'Ƙarin kariyar shiga: asusun da aka kulle yana buɗewa da lambar amfani sau ɗaya da aka aika wa mai shi',
  'info.body.whatsNew.6': 'Rajista mafi sauri da tabbatarwa ta imel da dawo da kalmar sirri ta imel',
  'info.body.whatsNew.7': 'Sakin ajiya idan an tabbatar da isarwa',
  'info.body.whatsNew.8': 'Jigogin shago uku',
  'info.legal.translatedBinding': 'Wannan fassara ce; rubutun Turanci shi ne mai aiki a shari’a.',
  'info.body.refund.1':
    'Idan kun biya, ana riƙe kuɗin a ajiya. Ana biyan mai sayarwa ne kawai bayan kun tabbatar da karɓa, ko kai tsaye bayan lokacin isarwa idan ba ku yi ƙorafi ba.',
  'info.body.refund.2': 'Kayan bai iso ba kwata-kwata.',
  'info.body.refund.3': 'Kayan ya bambanta sosai da bayaninsa, ya lalace ko na jabu ne.',
  'info.body.refund.4': 'Mai sayarwa ya soke odar.',
  'info.body.refund.5':
    'Ku fara tuntuɓar mai sayarwa daga shafin odarku: yawancin matsaloli ana warware su kai tsaye. Idan ba haka ba, ku rubuta wa masu taimako da lambar odarku kafin ku tabbatar da karɓa; za mu shiga tsakani mu yanke hukunci cikin kwanakin aiki 5.',
  'info.body.refund.6':
    'Kuɗin da aka amince a mayar yana komawa ta hanyar biyan farko. Mayar da kuɗin kati yakan bayyana cikin kwanakin aiki 5 zuwa 10, tura kuɗi ta banki cikin kwanakin aiki 2.',
  'info.body.disclaimer.1':
    'Masu sayarwa masu zaman kansu ne ke sayar da kayan da ke shagunan Kasuwa. Masu sayarwa ne ke da alhakin jerin kayansu, farashi, yawan kaya, inganci da halaccin kayansu da isarwa.',
  'info.body.disclaimer.2':
    'Muna ƙoƙarin kiyaye shafukanmu daidai, amma jagorori, misalai da alkaluma bayanai ne na gaba ɗaya, ba shawarar shari’a, haraji ko kuɗi ba.',
  'info.body.disclaimer.3':
    'Muna burin hidima ba tare da katsewa ba amma ba za mu iya tabbatar da hakan ba. Ana sanar da gyaran da aka tsara kafin lokaci a duk lokacin da zai yiwu.',
  'info.body.security.1':
    'Kamfanonin biya na Najeriya masu lasisi ne ke sarrafa biya ta kati, USSD da tura kuɗi ta banki; Kasuwa ba ta taɓa ajiye cikakkun lambobin kati ba.',
  'info.body.security.2':
    'Duk biya yana shiga ajiya kuma ana sakin shi ga masu sayarwa bayan isarwa, bayan an cire kuɗin ciniki na 1.5%.',
  'info.body.security.3':
    'Kuɗin naira yana isa ga masu sayarwa cikin awa 24 bayan an saki; na USD, GBP da EUR cikin kwanakin aiki 7.',
  'info.body.security.4':
    'Ana ajiye kalmomin sirri da hash na zamani mai hanya ɗaya (argon2id) kuma ma’aikata ba za su taɓa karanta su ba.',
  'info.body.security.5':
    'Zaman shiga yana ƙarewa kuma ana iya kawo ƙarshensa daga kowace na’ura ta sabunta kalmar sirri.',
  'info.body.security.6': 'Ana ɓoye kowace haɗuwa da Kasuwa da TLS.',
  'info.body.security.7':
    'Idan kuna tsammanin kun gano matsalar tsaro, ku rubuta zuwa support@kasuwa.ng tare da cikakken bayani.',
  'info.body.compliance.1':
    'Muna bin Dokar Kare Bayanai ta Najeriya ta 2023 da, ga masu amfani na Turai, GDPR.',
  'info.body.compliance.2':
    'Kamfanonin da Babban Bankin Najeriya ya ba lasisi ne ke sarrafa biya. Muna bincika zamba kuma muna iya riƙe turawar kuɗi da ke nuna alamun cin zarafi yayin bincike.',
  'info.body.compliance.3':
    'Tsarin ajiyarmu da mayar da kuɗi yana bin Dokar Gasa da Kare Masu Saya ta Tarayya: masu saya suna samun abin da suka biya ko a mayar musu da kuɗinsu.',
  'info.body.compliance.4':
    'Masu sayarwa ba za su sayar da kaya haramtattu, na jabu, na sata ko masu haɗari ba. Ana dakatar da shagunan da suka yi haka kuma a kai rahoto inda doka ta buƙata.',
  'info.body.privacy.1':
    'Kasuwa Technologies Ltd, Legas, Najeriya ce ke gudanar da Kasuwa. Mu ne masu sarrafa bayanan sirri da aka bayyana a nan.',
  'info.body.privacy.2': 'Sunan kasuwanci',
  'info.body.privacy.3': 'Bayanan tuntuɓa: suna, adireshin imel, lambar waya da adireshi',
  'info.body.privacy.4': 'Bayanan biya da na banki da ake amfani da su wajen turawar kuɗi',
  'info.body.privacy.5': 'Bayanan kaya, farashi da hotunan da kuke wallafawa',
  'info.body.privacy.6': 'Adireshin isarwa',
  'info.body.privacy.7': 'Bayanan biya (abokan biyanmu ne ke sarrafa su)',
  'info.body.privacy.8': 'Tarihin siyayya',
  'info.body.privacy.9': 'Don sarrafa ciniki, ajiya da turawar kuɗi',
  'info.body.privacy.10': 'Don gudanar da asusu da kiyaye su',
  'info.body.privacy.11': 'Don tattaunawa da ku game da oda, biya da buƙatun taimako',
  'info.body.privacy.12': 'Don inganta dandalin',
  'info.body.privacy.13': 'Don talla, sai da izininku kawai; kuna iya janye shi a kowane lokaci',
  'info.body.privacy.14': 'Ɓoye bayanai yayin tafiya da bayanai masu muhimmanci yayin ajiya',
  'info.body.privacy.15': 'Iyakance shiga: ma’aikata suna ganin abin da aikinsu ke bukata kawai',
  'info.body.privacy.16': 'Binciken tsaro na yau da kullum kan tsarinmu da masu samar mana da kaya',
  'info.body.privacy.17':
    'Muna bin Dokar Kare Bayanai ta Najeriya da GDPR. Kuna iya neman kwafin bayananku, gyara ko goge su, ko ƙin amfani da su don talla.',
  'info.body.privacy.18':
    'Ku tuntuɓi ƙungiyar kare bayananmu a support@kasuwa.ng ko ku kira +234 800 527 8920.',
  'info.body.privacy.19':
    'Muna amfani da kukis masu muhimmanci don ku ci gaba da kasancewa a ciki cikin tsaro. Ana saka kukis na ƙididdiga ne kawai bayan kun karɓe su a tutar kukis.',
  'info.terms.p.acceptableUse':
    'Kuna iya amfani da Kasuwa don halattaccen ciniki kawai. Kada ku sayar da kayan da aka hana, na jabu ko na sata, kada ku yaudari abokan ciniki, kada ku tsoma baki a dandalin ko ga sauran masu amfani, ko ku yi amfani da asusun wani.',
  'info.terms.p.vendors':
    'Masu sayarwa suna bayyana kaya da gaskiya, suna sabunta farashi da yawan kaya, suna isar da oda cikin lokacin da aka alkawarta, suna kula da bayanan abokan ciniki da kyau kuma suna biyan kuɗin ciniki na 1.5% a kowace siyarwa. Masu sayarwa ne ke da alhakin harajin siyarwarsu.',
  'info.terms.p.customers':
    'Abokan ciniki suna iya saya ba tare da asusu ba, su karɓi kayan da aka bayyana ko a mayar musu da kuɗinsu ta ajiya, kuma su nemi Kasuwa ta shiga tsakani idan mai sayarwa bai warware matsala ba.',
  'info.terms.p.liability':
    'Kasuwa tana samar da dandali; masu sayarwa ne ke sayarwa. Gwargwadon yadda doka ta yarda, Kasuwa ba ta da alhakin asarar kai tsaye ba, kuma jimillar alhakinta ta takaita ga kuɗaɗen da aka biya Kasuwa cikin watanni goma sha biyu kafin ƙarar.',
  'info.terms.p.disputes':
    'Ana riƙe biya a ajiya yayin da ƙorafi ke buɗe, kuma Kasuwa tana shiga tsakanin mai saya da mai sayarwa. Mai saya da mai sayarwa suna fara ƙoƙarin warware matsalar kai tsaye daga shafin oda. Idan hakan bai yi ba, kowannensu zai iya kai ta ga masu taimakon Kasuwa, waɗanda za su duba shaida su yanke hukuncin sakin kuɗi ko mayarwa. Ƙorafe-ƙorafen da ba a iya warware su haka ba, a wasu lokuta, ana warware su ta hanyar sasanci mai ɗaurewa a Legas ƙarƙashin Dokar Sasanci da Sulhu ta 2023.',
  'info.terms.p.changes':
    'Muna iya sabunta waɗannan sharuɗɗa. Muna sanar da manyan canje-canje ta imel da a wannan shafin aƙalla kwanaki 14 kafin su fara aiki; ci gaba da amfani da Kasuwa bayan haka yana nufin kun yarda da su.',
};

export default messages;
export const reviewed: readonly string[] = [];
