import {
  useLocation,
  useNavigate,
  useNavigationType,
  type Location,
  type NavigateFunction,
  type NavigationType,
} from 'react-router';

/** What a test reads of the router, and how it navigates as the app would. */
export type RouterHandle = {
  location: () => Location;
  /** How the current entry was reached: PUSH, REPLACE or POP. */
  navigationType: () => NavigationType;
  navigate: NavigateFunction;
};

/** A handle whose fields `RouterProbe` fills in while it is rendered inside the router. */
export function createRouterHandle() {
  const seen: { location?: Location; type?: NavigationType; navigate?: NavigateFunction } = {};
  const handle: RouterHandle = {
    location: () => required(seen.location),
    navigationType: () => required(seen.type),
    navigate: ((...args: Parameters<NavigateFunction>) =>
      required(seen.navigate)(...args)) as NavigateFunction,
  };
  function RouterProbe() {
    seen.location = useLocation();
    seen.type = useNavigationType();
    seen.navigate = useNavigate();
    return null;
  }
  return { handle, RouterProbe };
}

function required<T>(value: T | undefined): T {
  if (value === undefined) throw new Error('The router has not rendered yet.');
  return value;
}
