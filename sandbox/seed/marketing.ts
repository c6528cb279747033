import type { LeadLabelField } from '../db/leadColumns.ts';
import type { Random } from './random.ts';

export type Labels = Record<LeadLabelField, string | null>;

const campaigns = ['brand', 'kitchen_sale', 'remont_msk', 'spring_promo', 'retargeting', 'competitors'];
const terms = ['кухни на заказ', 'ремонт квартиры', 'купить шкаф', 'дизайн интерьера', 'мебель недорого'];

export function emptyLabels(): Labels {
  return {
    utmSource: null,
    utmMedium: null,
    utmCampaign: null,
    utmContent: null,
    utmTerm: null,
    utmReferrer: null,
    openstatService: null,
    openstatCampaign: null,
    openstatAd: null,
    openstatSource: null,
    from: null,
    yclid: null,
    ymclid: null,
    ymClientId: null,
    gclid: null,
    yqrid: null,
    fbclid: null,
    trackerId: null,
    referrer: null,
    ip: null,
  };
}

function randomIp(random: Random): string {
  return `${random.pick([5, 31, 37, 46, 77, 78, 85, 91, 95, 176, 178, 188, 212])}.${random.int(0, 255)}.${random.int(0, 255)}.${random.int(1, 254)}`;
}

// Labels follow the source the way real traffic does: ad clicks carry UTM and click ids, calls do not.
export function labelsFor(sourceName: string, random: Random): Labels {
  const labels = emptyLabels();
  const web = sourceName !== 'Звонок' && sourceName !== 'Рекомендация' && sourceName !== 'Выставка';
  if (!web || random.chance(0.35)) return labels;

  labels.ip = randomIp(random);
  labels.ymClientId = random.chance(0.7) ? `${random.digits(10)}${random.digits(9)}` : null;
  labels.trackerId = random.chance(0.3) ? random.digits(6) : null;
  if (sourceName === 'Яндекс Директ') {
    labels.utmSource = 'yandex';
    labels.utmMedium = 'cpc';
    labels.utmCampaign = random.pick(campaigns);
    labels.utmContent = `ad_${random.int(100, 999)}`;
    labels.utmTerm = random.pick(terms);
    labels.yclid = random.digits(17);
    labels.referrer = 'https://yandex.ru/';
    labels.yqrid = random.chance(0.1) ? random.token(16) : null;
  } else if (sourceName === 'Яндекс Маркет') {
    labels.utmSource = 'market';
    labels.utmMedium = 'cpc';
    labels.ymclid = random.digits(17);
    labels.referrer = 'https://market.yandex.ru/';
  } else if (sourceName === 'ВКонтакте') {
    labels.utmSource = 'vk';
    labels.utmMedium = 'social';
    labels.utmCampaign = random.pick(campaigns);
    labels.referrer = 'https://vk.com/';
    labels.fbclid = random.chance(0.05) ? random.token(24) : null;
  } else if (sourceName === 'Авито') {
    labels.from = 'avito';
    labels.referrer = 'https://www.avito.ru/';
  } else {
    labels.referrer = random.pick(['https://www.google.com/', 'https://yandex.ru/', null]);
    if (labels.referrer === 'https://www.google.com/') labels.gclid = random.token(20);
    if (random.chance(0.15)) {
      labels.openstatService = 'direct.yandex.ru';
      labels.openstatCampaign = String(random.int(10_000_000, 99_999_999));
      labels.openstatAd = String(random.int(1_000_000, 9_999_999));
      labels.openstatSource = 'search';
    }
    labels.utmReferrer = labels.referrer;
  }
  return labels;
}
