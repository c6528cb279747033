import type { Lead } from '@/api/schemas/lead';
import { type CampaignLead, CLICK_CHANNELS, type ClickChannel } from './campaigns';
import type { TouchLead } from './firstTouch';
import type { BoardCard, DashboardLead } from './grouping';
import type { LeadColumns } from './leadColumns';

/**
 * The fields the board and the dashboard read of a lead, each read from its slot when asked: the figures go
 * through 100,000 leads several times for each screen, and a whole lead object (39 fields, texts decoded) made for
 * each cost most of their time (issue 26). Each field is read straight from its column, named in the code (a
 * lookup of the field's kind and column at each read made the dashboard of a million leads five times slower).
 * Shaped as the lead, so the figures take lead objects the same way.
 * Read at once, never kept nor posted: a change to the store may renumber the slots (LeadStore.compact).
 */
export class SlotLead implements BoardCard, DashboardLead, CampaignLead, TouchLead {
  constructor(
    private readonly columns: LeadColumns,
    private slot: number,
  ) {}

  /**
   * The leads of these slots in turn, through one view moved from slot to slot: the figures read each lead as it
   * passes and keep none (a card kept is copied, toBoardCard). A view made a lead cost most of the board's time
   * at 1,000,000 leads (Node: 366–565 → 82–100 ms; the dashboard's figures 725–942 → 329–471), in its making and
   * in the collections of a million short-lived objects. Each loop over it starts again from the first slot.
   */
  static passing(columns: LeadColumns, slots: Int32Array): Iterable<SlotLead> {
    return {
      [Symbol.iterator](): Iterator<SlotLead> {
        const lead = new SlotLead(columns, -1);
        // One answer object too, as the loop reads it at once: nothing is made a lead.
        const step: IteratorResult<SlotLead> = { done: false, value: lead };
        const end: IteratorResult<SlotLead> = { done: true, value: undefined };
        let index = 0;
        return {
          next: () => {
            if (index >= slots.length) return end;
            lead.slot = slots[index] as number;
            index += 1;
            return step;
          },
        };
      },
    };
  }

  get id(): number {
    return this.columns.id(this.slot);
  }

  get dtCreate(): number {
    return this.columns.dtCreate(this.slot);
  }

  get dtUpdate(): number | null {
    return this.columns.dtUpdate(this.slot);
  }

  get name(): Lead['name'] {
    return this.columns.textColumns.name.get(this.slot);
  }

  get phone(): Lead['phone'] {
    return this.columns.ownText(this.slot, 'phone');
  }

  get userIdOwner(): Lead['userIdOwner'] {
    return this.columns.numberColumns.userIdOwner.get(this.slot);
  }

  get sourceId(): Lead['sourceId'] {
    return this.columns.numberColumns.sourceId.get(this.slot);
  }

  get funnelStageId(): Lead['funnelStageId'] {
    return this.columns.numberColumns.funnelStageId.get(this.slot);
  }

  get locationCityId(): Lead['locationCityId'] {
    return this.columns.numberColumns.locationCityId.get(this.slot);
  }

  get cost(): Lead['cost'] {
    return this.columns.numberColumns.cost.get(this.slot);
  }

  get otherCount(): Lead['otherCount'] {
    return this.columns.numberColumns.otherCount.get(this.slot) as number;
  }

  get utmSource(): Lead['utmSource'] {
    return this.columns.textColumns.utmSource.get(this.slot);
  }

  get utmMedium(): Lead['utmMedium'] {
    return this.columns.textColumns.utmMedium.get(this.slot);
  }

  get utmCampaign(): Lead['utmCampaign'] {
    return this.columns.textColumns.utmCampaign.get(this.slot);
  }

  get yclid(): Lead['yclid'] {
    return this.columns.ownText(this.slot, 'yclid');
  }

  get gclid(): Lead['gclid'] {
    return this.columns.ownText(this.slot, 'gclid');
  }

  get fbclid(): Lead['fbclid'] {
    return this.columns.ownText(this.slot, 'fbclid');
  }

  /** The click's channel (campaigns.ts), from the packed bytes: a million click ids are not made into strings. */
  get clickChannel(): ClickChannel | null {
    for (const field of CLICK_CHANNELS) if (this.columns.hasText(this.slot, field)) return field;
    return null;
  }

  get ymclid(): Lead['ymclid'] {
    return this.columns.ownText(this.slot, 'ymclid');
  }
}
