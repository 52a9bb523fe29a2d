// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IntegrationsView } from '../../../../components/options/integrations/integrations-view';
import type { WebhookEndpoint } from '../../../../lib/contract/webhooks';
import type { Ask } from '../../../../lib/messaging/ask';
import { PROJECT, XSS } from '../../../lib/panel/fixtures';

afterEach(cleanup);

const ENDPOINT: WebhookEndpoint = {
  endpoint_uuid: 'e-1',
  project_id: 'p-1',
  url: 'http://127.0.0.1:9000/hook',
  format: 'generic',
  events: ['translation.confirmed'],
  namespaces: [],
  active: true,
  created_at: 1,
  last_delivery_channel: 'http',
  last_delivery_outcome: 'http_error',
  last_delivery_at: 1_700_000_000_000,
  last_delivery_ok_at: null,
  consecutive_delivery_failures: 3,
};
const KEY = {
  key_uuid: 'k-1',
  project_id: 'p-1',
  kind: 'publishable' as const,
  name: XSS,
  prefix: 'lr_pk_ab',
  created_at: 1,
  rotated_at: null,
  last_used_at: null,
};

function setup() {
  const ask = vi.fn(async (type: string, _payload?: unknown): Promise<unknown> => {
    switch (type) {
      case 'webhooks.list':
        return [ENDPOINT];
      case 'integrationKeys.list':
        return [KEY];
      case 'webhooks.rotate':
        return { ...ENDPOINT, secret: 'whsec_new' };
      case 'integrationKeys.create':
        return { ...KEY, secret: 'lr_pk_secret' };
      case 'webhooks.test':
        return { delivery_id: 'd-1', event: 'endpoint.test' };
      case 'projects.create':
        return { project_id: 'p-2', name: 'Docs', continuous: true, create_time: '' };
      default:
        return null;
    }
  });
  const projects = [{ ...PROJECT, project_id: 'p-1', role: 'pm' as const }];
  render(<IntegrationsView ask={ask as unknown as Ask} projects={projects} />);
  return ask;
}

describe('IntegrationsView', () => {
  it('shows each endpoint with its delivery health', async () => {
    setup();
    const row = await screen.findByRole('listitem', { name: `Endpoint ${ENDPOINT.url}` });
    expect(row.textContent).toContain('Last delivery: HTTP error');
    expect(row.textContent).toContain('failures in a row: 3');
    expect(row.textContent).toContain('last success: never');
  });

  it('switches off, tests, edits events and rotates, showing the secret once with how to verify', async () => {
    const ask = setup();
    const row = await screen.findByRole('listitem', { name: `Endpoint ${ENDPOINT.url}` });
    await userEvent.click(within(row).getByRole('button', { name: 'Switch off' }));
    expect(ask).toHaveBeenCalledWith('webhooks.update', { uuid: 'e-1', patch: { active: false } });
    await userEvent.click(within(row).getByRole('button', { name: 'Send a test event' }));
    await screen.findByText(/Test event queued/);
    await userEvent.click(within(row).getByRole('button', { name: 'Edit events' }));
    await userEvent.click(within(row).getByRole('checkbox', { name: 'sync.completed' }));
    await userEvent.type(within(row).getByLabelText('Namespaces (empty: all)'), 'checkout');
    await userEvent.click(within(row).getByRole('button', { name: 'Save events' }));
    expect(ask).toHaveBeenCalledWith('webhooks.update', {
      uuid: 'e-1',
      patch: { events: ['translation.confirmed', 'sync.completed'], namespaces: ['checkout'] },
    });
    await userEvent.click(within(row).getByRole('button', { name: 'Rotate secret' }));
    const secret = await screen.findByRole('region', { name: 'Signing secret secret' });
    expect(secret.textContent).toContain('whsec_new');
    expect(secret.textContent).toContain('HMAC-SHA256');
    await userEvent.click(within(secret).getByRole('button', { name: 'I have stored it' }));
    expect(screen.queryByText('whsec_new')).toBeNull();
  });

  it.each([
    ['ok', 'Test event delivered: the endpoint answered.', 'Last delivery: delivered'],
    ['timeout', 'Test event not delivered: timed out.', 'Last delivery: timed out'],
  ] as const)(
    'says in the row how a test event went once it lands (%s), without a reload',
    async (outcome, says, health) => {
      const ask = setup();
      let tested = false;
      ask.mockImplementation(async (type: string): Promise<unknown> => {
        if (type === 'webhooks.test') {
          tested = true;
          return { delivery_id: 'd-1', event: 'endpoint.test' };
        }
        if (type !== 'webhooks.list') return null;
        // The service records the attempt a moment after the test is queued.
        const landed = tested && ask.mock.calls.filter((c) => c[0] === 'webhooks.list').length > 3;
        return [
          landed
            ? {
                ...ENDPOINT,
                last_delivery_outcome: outcome,
                last_delivery_at: ENDPOINT.last_delivery_at! + 5_000,
              }
            : ENDPOINT,
        ];
      });
      const row = await screen.findByRole('listitem', { name: `Endpoint ${ENDPOINT.url}` });
      await userEvent.click(within(row).getByRole('button', { name: 'Send a test event' }));
      expect((await within(row).findByRole('status')).textContent).toMatch(/Test event queued/);
      await waitFor(() => expect(within(row).getByRole('status').textContent).toBe(says), {
        timeout: 8000,
      });
      expect(row.textContent).toContain(health);
    },
    15_000,
  );

  it('lists keys as text and shows a new key once', async () => {
    setup();
    await screen.findByRole('listitem', { name: `Key ${XSS}` });
    expect(document.querySelector('img')).toBeNull();
    const form = screen.getByRole('form', { name: 'New key' });
    await userEvent.type(within(form).getByRole('textbox', { name: 'Name' }), 'CI');
    await userEvent.click(within(form).getByRole('button', { name: 'Create key' }));
    await screen.findByText('lr_pk_secret');
  });

  it('creates a continuous project', async () => {
    const ask = setup();
    const form = screen.getByRole('form', { name: 'New project' });
    await userEvent.type(within(form).getByLabelText('Name'), 'Docs');
    await userEvent.click(within(form).getByRole('button', { name: 'Create project' }));
    await waitFor(() => expect(form.textContent).toContain('Created “Docs”'));
    expect(ask).toHaveBeenCalledWith('projects.create', {
      name: 'Docs',
      workflow_key: 'translate_review',
    });
  });
});
