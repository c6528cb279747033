import { Accordion, SimpleGrid } from '@mantine/core';
import { type Control, useWatch } from 'react-hook-form';
import { ATTRIBUTION_FIELDS } from '@/api/schemas/lead';
import { TextField } from '@/shared/forms/TextField';
import { useMessages } from '@/shared/i18n/I18nProvider';
import { leadFieldMessages } from '@/shared/recordForms/lead/fieldMessages';
import { type LeadFormValues, leadInputId } from '@/shared/recordForms/lead/leadFormFields';
import { leadFormMessages } from '@/shared/recordForms/lead/messages';

interface AttributionFieldsProps {
  control: Control<LeadFormValues>;
  opened: boolean;
  onToggle(opened: boolean): void;
}

const SECTION = 'attribution';

/** UTM and click labels: rarely typed by hand, so collapsed; the header says how many are filled. */
export function AttributionFields({ control, opened, onToggle }: AttributionFieldsProps) {
  const t = useMessages(leadFormMessages);
  const label = useMessages(leadFieldMessages);
  const values = useWatch({ control, name: [...ATTRIBUTION_FIELDS] });
  const filled = values.filter((value) => value.trim() !== '').length;
  return (
    <Accordion
      variant="contained"
      value={opened ? SECTION : null}
      onChange={(value) => onToggle(value === SECTION)}
    >
      <Accordion.Item value={SECTION}>
        <Accordion.Control>
          {t('attributionSection')}
          {filled > 0 && ` (${t('attributionFilled', { count: filled })})`}
        </Accordion.Control>
        <Accordion.Panel>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {ATTRIBUTION_FIELDS.map((field) => (
              <TextField
                key={field}
                control={control}
                name={field}
                id={leadInputId(field)}
                label={label(field)}
                autoComplete="off"
              />
            ))}
          </SimpleGrid>
        </Accordion.Panel>
      </Accordion.Item>
    </Accordion>
  );
}
