import type { Lead } from '@/api/schemas/lead';
import type { CampaignLead } from './campaigns';
import type { TouchLead } from './firstTouch';
import type { BoardCard, DashboardLead } from './grouping';
import type { LeadColumns } from './leadColumns';

/**
 * The fields the board and the dashboard read of a lead, each read from its slot when asked: the figures go
 * through 100,000 leads several times for each screen, and a whole lead object (39 fields, texts decoded) made for
 * each cost most of their time (issue 26). Shaped as the lead, so the figures take lead objects the same way.
 * Read at once, never kept nor posted: a change to the store may renumber the slots (LeadStore.compact).
 */
export class SlotLead implements BoardCard, DashboardLead, CampaignLead, TouchLead {
  constructor(
    private readonly columns: LeadColumns,
    private readonly slot: number,
  ) {}

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
    return this.columns.value(this.slot, 'name');
  }

  get phone(): Lead['phone'] {
    return this.columns.value(this.slot, 'phone');
  }

  get userIdOwner(): Lead['userIdOwner'] {
    return this.columns.value(this.slot, 'userIdOwner');
  }

  get sourceId(): Lead['sourceId'] {
    return this.columns.value(this.slot, 'sourceId');
  }

  get funnelStageId(): Lead['funnelStageId'] {
    return this.columns.value(this.slot, 'funnelStageId');
  }

  get locationCityId(): Lead['locationCityId'] {
    return this.columns.value(this.slot, 'locationCityId');
  }

  get cost(): Lead['cost'] {
    return this.columns.value(this.slot, 'cost');
  }

  get otherCount(): Lead['otherCount'] {
    return this.columns.value(this.slot, 'otherCount');
  }

  get utmSource(): Lead['utmSource'] {
    return this.columns.value(this.slot, 'utmSource');
  }

  get utmMedium(): Lead['utmMedium'] {
    return this.columns.value(this.slot, 'utmMedium');
  }

  get utmCampaign(): Lead['utmCampaign'] {
    return this.columns.value(this.slot, 'utmCampaign');
  }

  get yclid(): Lead['yclid'] {
    return this.columns.value(this.slot, 'yclid');
  }

  get gclid(): Lead['gclid'] {
    return this.columns.value(this.slot, 'gclid');
  }

  get fbclid(): Lead['fbclid'] {
    return this.columns.value(this.slot, 'fbclid');
  }

  get ymclid(): Lead['ymclid'] {
    return this.columns.value(this.slot, 'ymclid');
  }
}
