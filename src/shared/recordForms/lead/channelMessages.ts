import { defineMessages } from '@/shared/i18n/locale';

/** The ad channel a click id names, for a lead whose UTM source is empty (the dashboard's campaigns, the filter). */
export const channelMessages = defineMessages({
  en: {
    yclid: 'Yandex Direct',
    gclid: 'Google Ads',
    fbclid: 'Facebook',
    ymclid: 'Yandex Market',
  },
  ru: {
    yclid: 'Яндекс Директ',
    gclid: 'Google Ads',
    fbclid: 'Facebook',
    ymclid: 'Яндекс Маркет',
  },
});

export type ChannelName = keyof (typeof channelMessages)['en'];

export function isChannelName(value: string): value is ChannelName {
  return Object.hasOwn(channelMessages.en, value);
}
