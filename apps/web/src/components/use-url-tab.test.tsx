import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { LocationProbe } from '../test/render-with-providers';
import { useUrlTab } from './use-url-tab';

const TABS = ['notes', 'history', 'questions'] as const;

function TabbedPage({ tabs = TABS }: { tabs?: readonly [string, ...string[]] }) {
  const [tab, setTab] = useUrlTab(tabs);
  return (
    <>
      <p>open: {tab}</p>
      {tabs.map((name) => (
        <button key={name} type="button" onClick={() => setTab(name)}>
          {name}
        </button>
      ))}
      <LocationProbe />
    </>
  );
}

function renderAt(url: string, tabs?: readonly [string, ...string[]]) {
  const router = createMemoryRouter([{ path: '/page', element: <TabbedPage tabs={tabs} /> }], {
    initialEntries: [url],
  });
  render(<RouterProvider router={router} />);
  return router;
}

describe('useUrlTab', () => {
  it('opens the tab the URL names', () => {
    renderAt('/page?tab=history');
    expect(screen.getByText('open: history')).toBeTruthy();
  });

  it('opens the first tab when the URL names none', () => {
    renderAt('/page');
    expect(screen.getByText('open: notes')).toBeTruthy();
  });

  it('opens the first tab when the URL names one the page does not offer (another role’s)', () => {
    renderAt('/page?tab=doctorNotes', ['notes', 'history']);
    expect(screen.getByText('open: notes')).toBeTruthy();
  });

  it('writes the chosen tab into the URL, keeping the other parameters', async () => {
    renderAt('/page?page=2&tab=notes');
    await userEvent.click(screen.getByRole('button', { name: 'questions' }));
    expect(screen.getByText('open: questions')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/page?page=2&tab=questions');
  });

  it('goes back to the tab left with the back button', async () => {
    const router = renderAt('/page');
    await userEvent.click(screen.getByRole('button', { name: 'history' }));
    await userEvent.click(screen.getByRole('button', { name: 'questions' }));
    await act(() => router.navigate(-1));
    expect(screen.getByText('open: history')).toBeTruthy();
    await act(() => router.navigate(-1));
    expect(screen.getByText('open: notes')).toBeTruthy();
  });
});
