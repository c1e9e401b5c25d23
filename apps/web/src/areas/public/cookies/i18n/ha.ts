import type english from './en-NG';

const messages: Record<keyof typeof english, string> = {
  'cookies.banner.label': 'Izinin kukis',
  'cookies.banner.text':
    'Muna amfani da kukis masu muhimmanci don ku ci gaba da kasancewa a ciki. Idan kun yarda, za mu kuma yi amfani da kukis na ƙididdiga don inganta Kasuwa.',
  'cookies.banner.more': 'Ƙarin bayani',
  'cookies.banner.accept': 'Na yarda',
  'cookies.banner.decline': 'Na ƙi',
};

export default messages;
export const reviewed: readonly string[] = [];
