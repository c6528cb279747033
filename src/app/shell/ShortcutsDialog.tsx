import { Group, Kbd, Modal, Stack, Table, Text, Title } from '@mantine/core';
import { Fragment } from 'react';
import { useMessages } from '@/shared/i18n/I18nProvider';
import { shellMessages } from './messages';
import { shortcutMessages } from './shortcutMessages';
import { shortcutGroups } from './shortcuts';

export function ShortcutsDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const shell = useMessages(shellMessages);
  const t = useMessages(shortcutMessages);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={shell('shortcutsTitle')}
      closeButtonProps={{ 'aria-label': shell('close') }}
    >
      <Stack>
        {shortcutGroups.map((group) => (
          <section key={group.title} aria-labelledby={`shortcuts-${group.title}`}>
            <Title order={3} size="h5" mb="xs" id={`shortcuts-${group.title}`}>
              {t(group.title)}
            </Title>
            <Table withRowBorders={false} verticalSpacing={4}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col" w="35%">
                    {t('shortcutKeys')}
                  </Table.Th>
                  <Table.Th scope="col">{t('shortcutAction')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {group.items.map((item) => (
                  <Table.Tr key={item.description}>
                    <Table.Td>
                      <Group gap={4} wrap="nowrap">
                        {item.keys.map((key, index) => (
                          <Fragment key={key}>
                            {index > 0 && item.sequence && (
                              <Text span size="xs" c="dimmed">
                                {t('keyThen')}
                              </Text>
                            )}
                            <Kbd>{key}</Kbd>
                          </Fragment>
                        ))}
                      </Group>
                    </Table.Td>
                    <Table.Td>{t(item.description)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </section>
        ))}
      </Stack>
    </Modal>
  );
}
