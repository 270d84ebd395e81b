/**
 * styled-components 6 forwards every prop to the DOM; style-only props (variant, size, block...)
 * must stop at the styled layer, also when the component is rendered `as` another component.
 */
export function withoutProps(...names: string[]) {
  const blocked = new Set(names);
  return { shouldForwardProp: (prop: string) => !blocked.has(prop) };
}
