import type english from './en-NG';

const messages: Record<keyof typeof english, string> = {
  'register.asideTitle': 'Ku buɗe shagonku cikin mintuna',
  'register.asideText':
    'Ku buɗe asusunku kyauta. Shagonku na intanet zai kasance a shirye da zarar kun tabbatar da imel ɗinku.',
  'register.points.storefront': 'Shagon intanet a kan sunan yankinku (subdomain)',
  'register.points.payments': 'Biya da kati, USSD, tura kuɗi ta banki da walat ɗin Paga',
  'register.points.escrow': 'Ajiya: Kasuwa na riƙe kuɗin har sai an isar da kaya',
  'register.points.stock': 'Kaya a ajiye da ba za a taɓa sayar da fiye da su ba',
  'register.sentTitle': 'Ku duba imel ɗinku don tabbatar da asusunku',
  'register.sentText':
    'Mun aika mahaɗin tabbatarwa zuwa {email}. Ku buɗe shi don fara amfani da asusunku, sannan ku shiga don shirya shagonku.',
  'register.goLogin': 'Je wurin shiga',
  'register.title': 'Buɗe asusunku',
  'register.subtitle': 'Farawa kyauta ne. Kashi 1.5% kawai a kan kowace siyarwa.',
  'register.failed': 'Ba a iya buɗe asusun ba',
  'register.businessName': 'Sunan kasuwanci',
  'register.businessNameHint': 'Misali Adire House',
  'register.firstName': 'Suna na farko',
  'register.lastName': 'Sunan iyali',
  'register.email': 'Adireshin imel',
  'register.phone': 'Lambar waya',
  'register.password': 'Kalmar sirri',
  'register.passwordHint': 'Aƙalla haruffa 6',
  'register.showPassword': 'Nuna ko ɓoye kalmar sirri',
  'register.submit': 'Buɗe asusu',
  'register.terms': 'Da buɗe asusu, kun yarda da {terms} da {privacy} namu.',
  'register.termsLink': 'Sharuɗɗan aiki',
  'register.privacyLink': 'Manufar sirri',
  'register.haveAccount': 'Kuna da asusu tuni?',
  'register.logIn': 'Shiga',

  'register.field.businessRequired': 'Ku rubuta sunan kasuwanci.',
  'register.field.businessShort': 'Sunan kasuwanci ya kasance aƙalla haruffa 2.',
  'register.field.businessLong': 'Sunan kasuwanci ba zai wuce haruffa 120 ba.',
  'register.field.firstRequired': 'Ku rubuta suna na farko.',
  'register.field.firstLong': 'Suna na farko ba zai wuce haruffa 80 ba.',
  'register.field.lastRequired': 'Ku rubuta sunan iyali.',
  'register.field.lastLong': 'Sunan iyali ba zai wuce haruffa 80 ba.',
  'register.field.emailRequired': 'Ku rubuta imel',
  'register.field.emailInvalid': 'Ku rubuta adireshin imel mai kyau',
  'register.field.emailLong': 'Imel ba zai wuce haruffa 254 ba.',
  'register.field.phoneRequired': 'Ku rubuta lambar waya.',
  'register.field.phoneInvalid': 'Ku rubuta lambar waya mai kyau, misali 0803 123 4567.',
  'register.field.passwordRequired': 'Ku rubuta kalmar sirri',
  'register.field.passwordShort': 'Kalmar sirri ta kasance aƙalla haruffa 6',
  'register.field.passwordLong': 'Kalmar sirri ba za ta wuce haruffa 200 ba.',
};

export default messages;
export const reviewed: readonly string[] = [];
