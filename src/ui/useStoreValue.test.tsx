// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { proxy, snapshot } from 'valtio';
import { afterEach, expect, it } from 'vitest';
import { useStoreValue } from './useStoreValue';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const store = proxy({ shown: 'a', other: 0, nested: { count: 0 } });
let renders = 0;

function Shown() {
  renders++;
  const shown = useStoreValue(store, (s) => s.shown);
  // A part of the snapshot keeps its identity while nothing in it changes.
  const nested = useStoreValue(store, (s) => snapshot(s).nested);
  return <p>{`${shown}${nested.count}`}</p>;
}

const host = document.createElement('div');
const root = createRoot(host);
afterEach(() => act(() => root.unmount()));

it('redraws for the values it selects, not for the rest of the store', async () => {
  await act(() => root.render(<Shown />));
  expect(host.textContent).toBe('a0');
  const before = renders;
  await act(async () => {
    store.other++;
    store.other++;
  });
  expect(renders).toBe(before);
  await act(async () => {
    store.shown = 'b';
  });
  expect(host.textContent).toBe('b0');
  await act(async () => {
    store.nested.count = 3;
  });
  expect(host.textContent).toBe('b3');
  expect(renders).toBe(before + 2);
});
