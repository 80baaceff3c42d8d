import React, { act, useState } from 'react';
import { startReact } from '../../src/browser/start-react';

function Counter() {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      Clicked {count} times
    </button>
  );
}

const page = <Counter />;
/** What the server renders for it (React separates adjacent texts with empty comments). */
const serverHtml = '<button type="button">Clicked <!-- -->0<!-- --> times</button>';
let container: HTMLDivElement;
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

beforeEach(() => {
  container = document.createElement('div');
  container.id = '___gatsby';
  document.body.replaceChildren(container);
});

afterEach(() => jest.restoreAllMocks());

test('a page with server markup is hydrated inside a transition, keeping the server nodes', async () => {
  container.innerHTML = `<div id="gatsby-focus-wrapper">${serverHtml}</div>`;
  const serverButton = container.querySelector('button');
  const transition = jest.spyOn(React, 'startTransition');
  const consoleError = jest.spyOn(console, 'error');

  await act(async () => startReact(<div id="gatsby-focus-wrapper">{page}</div>, container));
  expect(transition).toHaveBeenCalledTimes(1);

  const button = container.querySelector('button');
  expect(button).toBe(serverButton);
  await act(async () => button?.click());
  expect(button).toHaveTextContent('Clicked 1 times');
  expect(consoleError).not.toHaveBeenCalled();
});

test('a page without server markup is rendered, not hydrated', async () => {
  container.innerHTML = '<div id="gatsby-focus-wrapper"></div>';
  await act(async () => startReact(<div id="gatsby-focus-wrapper">{page}</div>, container));
  expect(container.querySelector('button')).toHaveTextContent('Clicked 0 times');
});
