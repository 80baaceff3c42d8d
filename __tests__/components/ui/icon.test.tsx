import { render } from '@testing-library/react';
import { staticHtml } from '../../support/static-html';
import { Icon, IconSprite, IconsShown } from '../../../src/components/ui/icon';

afterEach(() => document.body.replaceChildren());

test('on the server, an icon points at its drawing, and the page notes it once', () => {
  const shown = new Set<string>();
  const html = staticHtml(
    <IconsShown.Provider value={shown}>
      <Icon name="menu" className="toggle" />
      <Icon name="menu" />
      <Icon name="arrow-right" />
    </IconsShown.Provider>,
  );
  expect(Array.from(html.querySelectorAll('use'), (use) => use.getAttribute('href'))).toEqual(['#icon-menu', '#icon-menu', '#icon-arrow-right']);
  expect(html.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  expect(html.querySelector('svg')).toHaveClass('toggle');
  expect([...shown]).toEqual(['menu', 'arrow-right']);
});

test('an unknown name shows the star', () => {
  const shown = new Set<string>();
  staticHtml(
    <IconsShown.Provider value={shown}>
      <Icon name="no-such-icon" />
    </IconsShown.Provider>,
  );
  expect([...shown]).toEqual(['star']);
});

test('the sprite draws each noted icon once, hidden, under the id its uses point at', () => {
  const html = staticHtml(<IconSprite names={new Set(['menu', 'facebook'])} />);
  expect(html.firstElementChild).toHaveAttribute('hidden');
  expect(Array.from(html.querySelectorAll('symbol'), (symbol) => symbol.id)).toEqual(['icon-menu', 'icon-facebook']);
  expect(html.querySelectorAll('symbol > svg > *').length).toBeGreaterThan(0);
  expect(() => staticHtml(<IconSprite names={['no-such-icon']} />)).toThrow('no icon named "no-such-icon"');
});

test('in the browser, an icon the page has a drawing of points at it; any other is drawn in full', () => {
  document.body.append(staticHtml(<IconSprite names={['menu']} />));
  const { container } = render(
    <>
      <Icon name="menu" />
      <Icon name="pause" />
    </>,
  );
  const [menu, pause] = Array.from(container.querySelectorAll(':scope > svg'));
  expect(menu.querySelector('use')).toHaveAttribute('href', '#icon-menu');
  expect(pause.querySelector('use')).toBeNull();
  expect(pause.children.length).toBeGreaterThan(0);
  expect(pause).toHaveAttribute('aria-hidden', 'true');
});
