import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { CLIENT_ROUTES, FOOTER_LINKS } from 'shared';
import { InfoPage } from './info-page';
import { INFO_PAGES } from './info-pages';

function renderPage(path: (typeof FOOTER_LINKS)[number]['path']) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <InfoPage path={path} />
    </MemoryRouter>,
  );
}

describe('the footer pages', () => {
  it.each(FOOTER_LINKS.map((link) => link.path))(
    '%s is one main with one h1 and sections of real text',
    (path) => {
      renderPage(path);
      const main = screen.getByRole('main');
      const h1s = within(main).getAllByRole('heading', { level: 1 });
      expect(h1s).toHaveLength(1);
      expect(h1s[0]).toHaveTextContent(INFO_PAGES[path].title);
      const sections = within(main).getAllByRole('heading', { level: 2 });
      expect(sections.length).toBeGreaterThanOrEqual(3);
      // Not the old placeholder: the tagline and a link back were all it had.
      expect(main.textContent!.length).toBeGreaterThan(600);
      expect(within(main).getByRole('link', { name: 'Back to the map' })).toHaveAttribute(
        'href',
        '/',
      );
    },
  );

  it('the privacy policy covers accounts, comments, photos without metadata and logs', () => {
    renderPage('/privacy');
    for (const name of ['Your account', 'Your comments and likes', 'Photos', 'Logs and limits'])
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveTextContent(/all metadata removed/);
    expect(screen.getByRole('main')).toHaveTextContent(/GPS location/);
  });

  it('the cookies page says the tokens live in localStorage or sessionStorage', () => {
    renderPage('/cookies');
    const main = screen.getByRole('main');
    expect(main).toHaveTextContent('RentMap sets no cookies');
    expect(main).toHaveTextContent(/kept in localStorage/);
    expect(main).toHaveTextContent(/kept in sessionStorage only/);
  });

  it('the sitemap links every route of the app', () => {
    renderPage('/sitemap');
    const hrefs = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    for (const route of CLIENT_ROUTES) expect(hrefs).toContain(route);
    expect(hrefs).toContain('/sitemap.xml');
  });

  it('the accessibility statement names WCAG 2.2 AA and its known gaps', () => {
    renderPage('/accessibility-statement');
    expect(screen.getByRole('main')).toHaveTextContent(/WCAG\) 2\.2 at\s+level AA/);
    const gaps = screen.getByRole('heading', { level: 2, name: 'Known gaps' });
    expect(gaps.parentElement!.querySelectorAll('li').length).toBeGreaterThanOrEqual(3);
  });
});
