export interface CatalogEntry {
  id: number;
  name: string;
}

/** A funnel stage may end the funnel: `won` (a sale) or `lost` (a refusal). */
export interface FunnelStageEntry extends CatalogEntry {
  outcome?: 'won' | 'lost';
}

export interface SandboxCatalog {
  sources: CatalogEntry[];
  funnelStages: FunnelStageEntry[];
  cities: CatalogEntry[];
  offices: (CatalogEntry & { cityId: number })[];
}

// The real account configures these lists in its admin panel; the API has no endpoint for them, so the
// front-end receives the same lists through its runtime configuration.
export const sandboxCatalog: SandboxCatalog = {
  sources: [
    { id: 1, name: 'Яндекс Директ' },
    { id: 2, name: 'Сайт' },
    { id: 3, name: 'Авито' },
    { id: 4, name: 'Звонок' },
    { id: 5, name: 'Рекомендация' },
    { id: 6, name: 'ВКонтакте' },
    { id: 7, name: 'Яндекс Маркет' },
    { id: 8, name: 'Выставка' },
  ],
  funnelStages: [
    { id: 1, name: 'Новый' },
    { id: 2, name: 'В работе' },
    { id: 3, name: 'Квалификация' },
    { id: 4, name: 'Предложение' },
    { id: 5, name: 'Переговоры' },
    { id: 6, name: 'Успешно', outcome: 'won' },
    { id: 7, name: 'Отказ', outcome: 'lost' },
  ],
  cities: [
    { id: 1, name: 'Москва' },
    { id: 2, name: 'Санкт-Петербург' },
    { id: 3, name: 'Казань' },
    { id: 4, name: 'Новосибирск' },
    { id: 5, name: 'Екатеринбург' },
    { id: 6, name: 'Нижний Новгород' },
  ],
  offices: [
    { id: 1, name: 'Офис на Тверской', cityId: 1 },
    { id: 2, name: 'Офис на Павелецкой', cityId: 1 },
    { id: 3, name: 'Офис на Невском', cityId: 2 },
    { id: 4, name: 'Офис на Московском проспекте', cityId: 2 },
    { id: 5, name: 'Офис на Баумана', cityId: 3 },
    { id: 6, name: 'Офис на Красном проспекте', cityId: 4 },
    { id: 7, name: 'Офис на Малышева', cityId: 5 },
    { id: 8, name: 'Офис на Покровке', cityId: 6 },
  ],
};

export function catalogHas(entries: readonly CatalogEntry[], id: number): boolean {
  return entries.some((entry) => entry.id === id);
}
