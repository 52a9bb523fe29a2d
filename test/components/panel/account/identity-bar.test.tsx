// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IdentityBar } from '../../../../components/panel/account/identity-bar';
import { auth, PROJECT, USER, workflow } from '../../../lib/panel/fixtures';

afterEach(cleanup);
const on = () => ({ onSignOut: vi.fn(), onChooseProject: vi.fn() });

describe('IdentityBar', () => {
  it('shows who you are, your role and your stages for the page locale', async () => {
    const handlers = on();
    const state = auth({ mode: 'signed_in', user: USER, project: PROJECT, projects: [PROJECT] });
    render(
      <IdentityBar auth={state} workflow={workflow('translator')} locale="de" {...handlers} />,
    );
    expect(screen.getByText('Tina Translator')).toBeTruthy();
    expect(screen.getByText(/Translator · Translation \(de\)/)).toBeTruthy();
    expect(screen.getByText('Acme Store')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(handlers.onSignOut).toHaveBeenCalled();
  });

  it.each([
    ['reviewer', /Reviewer · Review, Postreview \(de\)/],
    ['pm', /Project manager · All stages of de/],
  ] as const)('%s', (who, text) => {
    const state = auth({ mode: 'signed_in', user: USER, project: PROJECT });
    render(<IdentityBar auth={state} workflow={workflow(who)} locale="de" {...on()} />);
    expect(screen.getByText(text)).toBeTruthy();
  });

  it('claims no role and no stages while the workflow is still loading', () => {
    const state = auth({ mode: 'signed_in', user: USER, project: PROJECT, projects: [PROJECT] });
    render(<IdentityBar auth={state} workflow={null} locale="de" {...on()} />);
    expect(screen.getByText('Tina Translator')).toBeTruthy();
    expect(screen.queryByText(/Member|No stage/)).toBeNull();
  });

  it('a member of no project is not called a member, though the page has a workflow', () => {
    // Signed in without a project, the page is read with the demo's key and its workflow.
    const demoKey = workflow('publishable', { is_pm_admin: false, user_assigned_stages: [] });
    const state = auth({ mode: 'signed_in', user: USER, needsProject: true, projects: [] });
    render(<IdentityBar auth={state} workflow={demoKey} locale="de" {...on()} />);
    expect(screen.getByText('Member of no project')).toBeTruthy();
    expect(screen.queryByText(/^Member$|Project manager|No stage|All stages/)).toBeNull();
  });

  it('names no role while a project is still to be chosen', () => {
    const state = auth({ mode: 'signed_in', user: USER, needsProject: true, projects: [PROJECT] });
    const demoKey = workflow('publishable', { is_pm_admin: false, user_assigned_stages: [] });
    render(<IdentityBar auth={state} workflow={demoKey} locale="de" {...on()} />);
    expect(screen.queryByText(/Member|Project manager|stage/i)).toBeNull();
  });

  it('switches project when you have several', async () => {
    const handlers = on();
    const other = { ...PROJECT, project_id: 'p2', name: 'Other' };
    const state = auth({
      mode: 'signed_in',
      user: USER,
      project: PROJECT,
      projects: [PROJECT, other],
    });
    render(<IdentityBar auth={state} workflow={null} locale={null} {...handlers} />);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Project' }), 'p2');
    expect(handlers.onChooseProject).toHaveBeenCalledWith('p2');
  });

  it('says read-only before anyone signs in', () => {
    render(<IdentityBar auth={auth()} workflow={workflow('publishable')} locale="de" {...on()} />);
    expect(screen.getByText('Read-only demo access')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Sign out' })).toBeNull();
  });
});
