/**
 * What `react` is in the build (unless `ECOSCHA_RENDERER=react`): Preact's compatibility layer,
 * which renders the React API the app and its libraries are written against
 * (docs/decisions/0069-preact-renders-the-react-api.md).
 * Where the two differ in a way the app meets, it is mended here, once.
 */
import { options, type VNode } from 'preact';

// The module itself is ESM, and this file is reached only through the build's alias.
// @ts-expect-error Preact's types describe the module as `export =`, which `export *` refuses.
export * from 'preact/compat';
export { default } from 'preact/compat';

/**
 * The one React 19 call Preact's layer lacks. React Router imports it for its data router
 * (`RouterProvider`), which this app does not use (`app/router.tsx` matches routes itself): a page
 * that ever calls it fails at once rather than showing stale state.
 */
export function useOptimistic(): never {
  throw new Error('useOptimistic is not available: the app renders with Preact');
}

/**
 * `tabIndex` is written as the `tabindex` attribute, as React writes it. Preact writes the name as
 * given, and on an SVG element (a card's clothing zones) `tabIndex` is no attribute at all: the
 * element could not be reached with Tab. Lowercase, it is the same attribute on every element.
 */
const nextVNodeHook = options.vnode;
options.vnode = (vnode: VNode) => {
  const props = vnode.props as Record<string, unknown>;
  if (typeof vnode.type === 'string' && 'tabIndex' in props) {
    props.tabindex = props.tabIndex;
    delete props.tabIndex;
  }
  nextVNodeHook?.(vnode);
};
