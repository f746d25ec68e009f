import { render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { createI18n } from '../../../lib/i18n.ts';
import { usePageStore } from '../../layout/page-store.ts';
import ComponentsPage from './components/index.tsx';
import LaboratoryPage from './index.tsx';

/** The component demos ROUTE-41 lists, in its order (the spec's names, not the code's list). */
const specDemoNames = 'text pagination color placeholder toast select icon form input button dialog popper'.split(' ');

function renderAt(path: string, Page: ComponentType) {
  const router = createMemoryRouter([{ path: '*', Component: Page }], { initialEntries: [path] });
  return render(<RouterProvider router={router} />);
}

describe('laboratory pages', () => {
  beforeAll(async () => {
    await createI18n('en');
  });

  it('[ROUTE-40] the laboratory home links to the component demos', () => {
    renderAt('/laboratory', LaboratoryPage);
    expect(screen.getByRole('heading', { level: 1, name: 'Laboratory' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Components/ })).toHaveAttribute('href', '/laboratory/components');
  });

  it('[ROUTE-41] the components page links each of the twelve demos', () => {
    renderAt('/laboratory/components', ComponentsPage);
    const links = screen.getAllByRole('link').map((a) => a.getAttribute('href'));
    expect(links).toEqual(specDemoNames.map((name) => `/laboratory/components/${name}`));
  });

  it.each(specDemoNames)('[ROUTE-41] the %s demo renders one h1 and its controls without errors', async (name) => {
    const Page = (await import(`./components/${name}.tsx`)).default as ComponentType;
    renderAt(`/laboratory/components/${name}`, Page);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'All components' })).toBeInTheDocument();
    // [LAYOUT-30] Issue 19: the breadcrumb, and so the title, name the demo as its heading does, not by its path.
    const heading = screen.getByRole('heading', { level: 1 }).textContent;
    expect(heading).not.toBe(name);
    expect(usePageStore.getState().breadcrumb_label).toEqual({
      path: `/laboratory/components/${name}`,
      text: heading,
      crumbs: undefined,
    });
  });
});
