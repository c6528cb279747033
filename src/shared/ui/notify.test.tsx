import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { notifySuccess } from './notify';

describe('notify', () => {
  it('shows a success toast politely', async () => {
    render(
      <MantineProvider env="test">
        <Notifications />
      </MantineProvider>,
    );
    act(() => notifySuccess('Lead saved', { title: 'Done' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Lead saved');
  });
});
